#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File paths as a person types them in a prompt (docs/manual.md#full-screen-app): `~/` for
/// the home folder, Tab completion, and names with spaces that need no quotes.
public enum TypedPaths {
    /// What Tab did to a typed path: the text completed as far as it is certain, and the
    /// names it could still become (more than one when the typed start is shared).
    public struct Completion: Equatable, Sendable {
        /// The typed text, completed.
        public let text: String
        /// The entries the last part could still be, when there are several.
        public let candidates: [String]
    }

    /// `path` with a leading `~/` replaced by `$HOME/`.
    public static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = SystemCalls.environment("HOME"),
            !home.isEmpty
        else { return path }
        return home + path.dropFirst()
    }

    /// Completes the last path of `typed` (the whole text when it starts a path, else what
    /// follows its last space) with the entries of its folder: one match is completed (a
    /// folder gets its `/`), several are completed to their common start and listed.
    public static func complete(_ typed: String) -> Completion {
        let whole = completion(ofPath: typed)
        if whole.text != typed || !whole.candidates.isEmpty { return prefixed("", whole) }
        guard let space = typed.lastIndex(of: " ") else { return whole }
        let head = String(typed[...space])
        return prefixed(head, completion(ofPath: String(typed[typed.index(after: space)...])))
    }

    /// The paths in `text`: a path in double quotes is taken as written; otherwise words are
    /// joined with their spaces as long as they name an existing file, so `My Recipes.json`
    /// needs no quotes. `~/` is expanded.
    public static func split(_ text: String) -> [String] {
        var words: [(text: String, quoted: Bool)] = []
        var current = ""
        var quoted = false
        for character in text + " " {
            if character == "\"" {
                if quoted || !current.isEmpty { words.append((current, quoted)) }
                current = ""
                quoted.toggle()
            } else if character == " " && !quoted {
                if !current.isEmpty { words.append((current, false)) }
                current = ""
            } else {
                current.append(character)
            }
        }
        var paths: [String] = []
        var index = 0
        while index < words.count {
            if words[index].quoted {
                paths.append(expandingHome(words[index].text))
                index += 1
                continue
            }
            // The longest run of plain words that names something that exists.
            var end = index + 1
            var probe = index + 1
            var joined = words[index].text
            while probe < words.count, !words[probe].quoted {
                joined += " " + words[probe].text
                probe += 1
                if SystemCalls.exists(expandingHome(joined)) { end = probe }
            }
            let path = words[index..<end].map(\.text).joined(separator: " ")
            paths.append(expandingHome(path))
            index = end
        }
        return paths
    }

    private static func prefixed(_ head: String, _ completion: Completion) -> Completion {
        Completion(text: head + completion.text, candidates: completion.candidates)
    }

    /// Completes one path with the entries of its folder.
    private static func completion(ofPath typed: String) -> Completion {
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let start = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let folder = expandingHome(folderPart.isEmpty ? "." : folderPart)
        let matches = SystemCalls.entries(of: folder).filter {
            $0.hasPrefix(start) && (start.hasPrefix(".") || !$0.hasPrefix("."))
        }.sorted()
        guard let first = matches.first else { return Completion(text: typed, candidates: []) }
        if matches.count == 1 {
            let isFolder = SystemCalls.isDirectory(folder + "/" + first)
            return Completion(text: folderPart + first + (isFolder ? "/" : ""), candidates: [])
        }
        var common = first
        for match in matches.dropFirst() {
            while !match.hasPrefix(common) { common.removeLast() }
        }
        return Completion(text: folderPart + common, candidates: matches)
    }
}
