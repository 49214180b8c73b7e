/// The words and options of a line that a quick path (``QuickReportLine``, ``QuickAddLine``)
/// reads by hand, by the rules they share, so that each takes only a line read completely:
/// an option is a flag (no value) or `--name value` / `--name=value`, whose value is neither
/// empty nor begins with "-"; only `--db` may come before the command's two words (which
/// command owns an option placed there is the argument parser's business); an option given
/// twice (but for those that repeat), an unknown option, `--` or a short option reads as nil,
/// and the argument parser then reads the line, so every message stays its own.
///
/// Arrays, not sets and dictionaries: a line holds a handful of options, and hashing them
/// costs more than comparing them (about 11K instructions of a report line, by callgrind).
struct QuickLineOptions {
    /// The words that are not options, in order.
    private(set) var words: [String] = []
    /// The flags given.
    private(set) var flags: [String] = []
    /// The value options given, with their values, in the order given.
    private(set) var options: [(name: String, value: String)] = []

    /// Reads `arguments`, or nil when they hold anything but words, the `flags` and the
    /// `valueOptions` (those in `repeatable` may be given more than once).
    static func read(
        _ arguments: [String],
        flags knownFlags: [String],
        valueOptions: [String],
        repeatable: [String] = []
    ) -> QuickLineOptions? {
        var line = QuickLineOptions()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let token = arguments[index]
            index += 1
            guard token.hasPrefix("-") else {
                line.words.append(token)
                continue
            }
            guard token.hasPrefix("--") else { return nil }
            let (name, inline) = split(token)
            guard line.words.count >= 2 || name == "--db" else { return nil }
            if knownFlags.contains(name) {
                guard inline == nil, !line.flags.contains(name) else { return nil }
                line.flags.append(name)
                continue
            }
            guard valueOptions.contains(name) else { return nil }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.endIndex else { return nil }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            guard repeatable.contains(name) || line.value(name) == nil else { return nil }
            line.options.append((name, value))
        }
        return line
    }

    /// The value of an option given once, nil when not given.
    func value(_ name: String) -> String? {
        options.first { $0.name == name }?.value
    }

    /// Every value of an option, in the order given.
    func values(_ name: String) -> [String] {
        options.filter { $0.name == name }.map(\.value)
    }

    /// `--name=value` as its name and value; `--name` with no value.
    private static func split(_ token: String) -> (name: String, value: String?) {
        guard let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }
}
