/// Makes text safe inside an hledger/ledger journal, keeping it readable: characters that
/// the two syntaxes give a meaning become look-alikes, and all whitespace becomes single
/// spaces (two spaces or a tab end a payee or account; a line break ends the entry).
enum JournalText {
    /// Look-alikes for characters with a meaning anywhere in a payee or account name.
    private static let replacements: [Unicode.Scalar: Unicode.Scalar] = [
        ";": "\u{FF1B}",  // starts a comment
        "|": "\u{00A6}",  // splits payee and note in hledger
        "#": "\u{FF03}",  // starts a comment at the start of a line
        "@": "\u{FF20}",  // a price in a posting
        "=": "\u{FF1D}",  // a balance assertion, or an effective date
        "\"": "\u{201D}",  // quotes a commodity
    ]

    /// Characters that mean something at the start of a payee (a status or a code).
    private static let leading: [Unicode.Scalar: Unicode.Scalar] = [
        "*": "\u{FF0A}", "!": "\u{FF01}", "(": "\u{FF08}", "[": "\u{FF3B}",
    ]

    /// A payee (the transaction description).
    static func payee(_ text: String) -> String {
        var scalars = cleaned(text)
        if let first = scalars.first, let safe = leading[first] { scalars[0] = safe }
        return String(String.UnicodeScalarView(scalars))
    }

    /// One component of an account name: colons (the separator), brackets and parentheses
    /// (virtual postings) become look-alikes too.
    static func accountPart(_ text: String) -> String {
        let extra: [Unicode.Scalar: Unicode.Scalar] = [
            ":": "\u{FF1A}", "(": "\u{FF08}", ")": "\u{FF09}", "[": "\u{FF3B}", "]": "\u{FF3D}",
        ]
        let scalars = cleaned(text).map { extra[$0] ?? $0 }
        let part = String(String.UnicodeScalarView(scalars))
        return part.isEmpty ? "uncategorized" : part
    }

    /// A category as an account path: each level made safe by ``accountPart(_:)`` and the
    /// levels joined by `:`, so `food:groceries` is a child of `food` in hledger's tree
    /// (docs/manual.md#categories).
    static func account(_ category: String) -> String {
        CategoryPath.levels(category).map { accountPart(String($0)) }.joined(separator: ":")
    }

    /// A comment line's text: control characters and line breaks become spaces, and square
    /// brackets look-alikes, because ledger reads `[2030-01-01]` (or `[=…]`) anywhere in a
    /// comment as the item's date (docs/manual.md#interchange).
    static func comment(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            if isSpace(scalar) { return " " }
            switch scalar {
            case "[": return "\u{FF3B}"
            case "]": return "\u{FF3D}"
            default: return scalar
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The text with whitespace and control characters collapsed to single spaces, trimmed,
    /// and the meaningful characters replaced.
    private static func cleaned(_ text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            out.append(replacements[scalar] ?? scalar)
        }
        return out
    }

    /// Whitespace, control and invisible format characters.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
    }
}
