/// One line of Cooklang: its ingredients, cookware and timers read as plain text.
enum CooklangLine {
    /// The line's readable text and the ingredients it names.
    struct Rendered {
        var text = ""
        var ingredients: [String] = []
        /// Whether the line held nothing but comments (it is then left out).
        var onlyComment = false
    }

    private static let special: Set<Character> = ["@", "#", "~"]

    /// The ingredient when the line is exactly one `@name{…}` reference, else nil.
    static func onlyIngredient(_ line: String) -> String? {
        guard line.hasPrefix("@"), line.hasSuffix("}") else { return nil }
        var inComment = false
        let rendered = render(line, inBlockComment: &inComment)
        guard rendered.ingredients.count == 1, !inComment else { return nil }
        // The whole line must have been that one reference: re-render its name alone.
        let chars = Array(line)
        var index = 1
        var closes = CloseBraces(closing: "}")
        guard let reference = reference(chars, &index, &closes), index == chars.count
        else { return nil }
        return reference.ingredient
    }

    /// `lines` with each line whose last ingredient note `@x{…}(…` is still open at its
    /// end joined to the next (cooklang-rs reads such a note across the line break).
    static func joiningOpenNotes(_ lines: [String]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(lines.count)
        var carried: String?
        for line in lines {
            let current = carried.map { $0 + " " + line } ?? line
            carried = nil
            if !line.isEmpty, endsInOpenNote(line) {
                carried = current
            } else {
                out.append(current)
            }
        }
        if let carried { out.append(carried) }
        return out
    }

    /// Whether `line` ends inside the `(` note of an unescaped `@` reference (`@x{…}(…` or
    /// `@x(…`). A `>` note line holds no references.
    private static func endsInOpenNote(_ line: String) -> Bool {
        guard line.first != ">" else { return false }
        let chars = Array(line)
        var closes = CloseBraces(closing: "}")
        var parens = CloseBraces(closing: ")")
        var index = 0
        while index < chars.count {
            switch chars[index] {
            case "\\": index += 2
            case "@":
                var next = index + 1
                guard reference(chars, &next, &closes) != nil else {
                    index += 1
                    continue
                }
                guard next < chars.count, chars[next] == "(" else {
                    index = next
                    continue
                }
                guard let close = parens.first(in: chars, from: next + 1) else { return true }
                index = close + 1
            default: index += 1
            }
        }
        return false
    }

    /// Renders `line`, carrying an open `[- … -]` comment over lines. Without `markup` (a
    /// `>` note line) `@`, `#` and `~` are plain text, as cooklang-rs keeps a note's words.
    static func render(
        _ line: String,
        inBlockComment: inout Bool,
        markup: Bool = true
    ) -> Rendered {
        var out = Rendered()
        let chars = Array(line)
        var index = 0
        var commented = inBlockComment
        var closes = CloseBraces(closing: "}")
        var parens = CloseBraces(closing: ")")
        while index < chars.count {
            let char = chars[index]
            if inBlockComment {
                if char == "-", index + 1 < chars.count, chars[index + 1] == "]" {
                    inBlockComment = false
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            switch char {
            case "\\" where index + 1 < chars.count:
                out.text.append(chars[index + 1])
                index += 2
            // A backslash ending a line joins it to the next (the line break is a space).
            case "\\" where index + 1 == chars.count:
                while out.text.last == " " { out.text.removeLast() }
                index += 1
            // `--` starts a comment wherever it stands, `---` and `a--b` included, as
            // cooklang-rs reads it (front matter fences are taken off before).
            case "-" where index + 1 < chars.count && chars[index + 1] == "-":
                commented = true
                index = chars.count
            case "[" where index + 1 < chars.count && chars[index + 1] == "-":
                inBlockComment = true
                commented = true
                index += 2
            case "@" where markup, "#" where markup, "~" where markup:
                var next = index + 1
                if let found = reference(chars, &next, &closes) {
                    // A timer shows its duration, or its name when it has none (`~rest`).
                    out.text += char == "~" && !found.amount.isEmpty ? found.amount : found.name
                    var ingredient = found.ingredient
                    // `@garlic{2%cloves}(peeled)` and `@avocado(sliced)`: the parenthesis is the
                    // ingredient's note, kept in the ingredient list rather than in the step;
                    // a cookware's note (`#pan(big)`) is dropped, as cooklang-rs drops it.
                    let opens = next < chars.count && chars[next] == "("
                    if char != "~", opens, let close = parens.first(in: chars, from: next + 1) {
                        // Trimmed, as cooklang-rs trims it: `@farro( still warm)`.
                        let note = String(chars[(next + 1)..<close]).trimmingWhitespace()
                        if char == "@", !note.isEmpty { ingredient += " (" + note + ")" }
                        next = close + 1
                    }
                    if char == "@" { out.ingredients.append(ingredient) }
                    index = next
                } else {
                    out.text.append(char)
                    index += 1
                }
            default:
                out.text.append(char)
                index += 1
            }
        }
        if commented {
            while out.text.last == " " || out.text.last == "\t" { out.text.removeLast() }
            out.onlyComment = out.text.isEmpty && out.ingredients.isEmpty
        }
        return out
    }

    /// A reference after `@`, `#` or `~`: `name{qty%unit}` (the name may hold spaces) or a
    /// single word; none when a space follows the sign (`@ example{}` stays text). A
    /// recipe reference (`@./Shared/Pizza Dough{6%balls}`) is named without its path, and
    /// a fixed quantity (`{=1%tsp}`) reads as its quantity.
    private static func reference(
        _ chars: [Character],
        _ index: inout Int,
        _ closes: inout CloseBraces
    ) -> (name: String, amount: String, ingredient: String)? {
        guard index < chars.count, !chars[index].isWhitespace else { return nil }
        // Checked on the raw text: an escaped `\./` is a name that starts with a dot.
        let isRecipePath =
            chars[index] == "."
            && (chars[index...].starts(with: ["." as Character, "/"])
                || chars[index...].starts(with: ["." as Character, ".", "/"]))
        var name = ""
        var scan = index
        // A multi-word name runs to a `{` met before another special character.
        while scan < chars.count, chars[scan] != "{", !special.contains(chars[scan]) {
            if chars[scan] == "\\", scan + 1 < chars.count {
                name.append(chars[scan + 1])
                scan += 2
            } else {
                name.append(chars[scan])
                scan += 1
            }
        }
        if scan < chars.count, chars[scan] == "{",
            let close = closes.first(in: chars, from: scan + 1)
        {
            var inside = Substring(String(chars[(scan + 1)..<close]))
            if inside.first == "=" { inside = inside.dropFirst() }
            let parts = inside.split(separator: "%", maxSplits: 1).map { $0.trimmingWhitespace() }
            if isRecipePath {
                name = String(name.split(separator: "/").last ?? "")
            }
            let amount = parts.filter { !$0.isEmpty }.joined(separator: " ")
            index = close + 1
            let ingredient = amount.isEmpty ? name : "\(amount) \(name.trimmingWhitespace())"
            return (amount.isEmpty ? name : name.trimmingWhitespace(), amount, ingredient)
        }
        // A single word: up to a space or punctuation (an emoji is a word: `@🧂`).
        var word = ""
        scan = index
        while scan < chars.count, !chars[scan].isWhitespace,
            !chars[scan].isPunctuation || chars[scan] == "_", !special.contains(chars[scan])
        {
            word.append(chars[scan])
            scan += 1
        }
        guard !word.isEmpty else { return nil }
        index = scan
        return (word, "", word)
    }

    /// Text escaped so that ``render(_:inBlockComment:)`` gives it back: every character
    /// with a meaning gets a backslash (in a name, braces too).
    static func escaped(_ text: String, inName: Bool) -> String {
        var out = ""
        let chars = Array(text)
        for (index, char) in chars.enumerated() {
            let next = index + 1 < chars.count ? chars[index + 1] : nil
            let needs =
                char == "\\" || special.contains(char) || (char == "-" && next == "-")
                || (char == "[" && next == "-") || (char == ">" && index == 0 && !inName)
                || (inName && (char == "{" || char == "}"))
                // A line starting with `=` is a section; a name starting with a space is
                // not a reference, one starting with `./` is a recipe's path.
                || (index == 0 && !inName && char == "=")
                || (index == 0 && inName && (char.isWhitespace || char == "."))
            if needs { out.append("\\") }
            out.append(char)
        }
        return out
    }
}

/// Finds the next `}` of a line, remembering what it found so that a line of many
/// unclosed `{` is scanned once, not once per brace (which took minutes on 300 KB).
struct CloseBraces {
    /// The character searched for.
    let closing: Character

    /// A search for `closing` (`}` or `)`) in one line.
    init(closing: Character) {
        self.closing = closing
    }
    /// Where the last search started, and the first `}` at or after it (nil: none).
    private var searchedFrom = Int.max
    private var found: Int?

    /// The index of the first `}` at or after `start`.
    ///
    /// Searches start at increasing positions within one line, so an earlier answer at or
    /// after `start` is still the first one, and "none after an earlier start" holds too.
    mutating func first(in chars: [Character], from start: Int) -> Int? {
        if searchedFrom <= start {
            guard let found else { return nil }
            if found >= start { return found }
        }
        var scan = start
        while scan < chars.count, chars[scan] != closing { scan += 1 }
        searchedFrom = start
        found = scan < chars.count ? scan : nil
        return found
    }
}
