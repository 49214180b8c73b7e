/// A Cooklang file's YAML front matter: the lines between a first `---` and the next.
///
/// Only flat `key: value` entries and the `source:` block (`name`, `url`) are read; the
/// keys homebook has a place for are kept, the rest are left out (not pasted into notes).
struct CooklangFrontMatter: Equatable {
    /// `title`: the recipe's name.
    var title: String?
    /// `source` or `source.url` (or `url`) when it is a web address: the recipe's link.
    var link: String?
    /// `servings`, as written (homebook has no servings field yet).
    var servings: String?

    /// The front matter of `lines` and the lines after it; nil and all the lines when the
    /// file does not start with `---` or the block is never closed.
    static func split(_ lines: [String]) -> (CooklangFrontMatter?, ArraySlice<String>) {
        guard lines.first?.trimmingWhitespace() == "---",
            let close = lines.dropFirst().firstIndex(where: { $0.trimmingWhitespace() == "---" })
        else { return (nil, lines[...]) }
        var front = CooklangFrontMatter()
        var block = ""
        for line in lines[1..<close] {
            let indented = line.first == " " || line.first == "\t"
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingWhitespace().lowercased()
            let value = unquoted(line[line.index(after: colon)...].trimmingWhitespace())
            if !indented { block = key }
            let path = indented ? block + "." + key : key
            switch path {
            case "title": front.title = value.isEmpty ? nil : value
            case "source", "source.url", "url":
                if isWebAddress(value) { front.link = value }
            case "servings", "yield": front.servings = value.isEmpty ? nil : value
            default: break
            }
        }
        return (front, lines[(close + 1)...])
    }

    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'",
            value.last == first
        else { return value }
        return String(value.dropFirst().dropLast())
    }

    private static func isWebAddress(_ value: String) -> Bool {
        let lower = value.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
