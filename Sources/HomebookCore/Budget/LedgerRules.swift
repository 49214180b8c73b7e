/// The text rules of docs/manual.md#input-rules as they apply to ledger items, in one place.
enum LedgerRules {
    /// The characters that break a line: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// A name trimmed, and refused when empty or spread over several lines.
    static func name(_ text: String) throws(LedgerError) -> String {
        let trimmed = text.quicklyTrimmed()
        guard !trimmed.isEmpty else { throw .emptyName }
        guard !hasLineBreak(trimmed) else { throw .nameHasLineBreak }
        // SQLite's length() stops at a NUL, so the schema's CHECK would refuse a name that
        // starts with one with a raw constraint error; no name needs one anywhere.
        guard !trimmed.utf8.contains(0) else { throw .nameHasNUL }
        return trimmed
    }

    /// Whether the text holds a line break; ASCII text is checked byte by byte.
    static func hasLineBreak(_ text: String) -> Bool {
        var isASCII = true
        for byte in text.utf8 {
            if (0x0A...0x0D).contains(byte) { return true }
            if byte >= 0x80 { isASCII = false }
        }
        return !isASCII && text.unicodeScalars.contains(where: lineBreaks.contains)
    }

    /// A category trimmed (it is compared by filters), or nil when empty.
    static func category(_ text: String?) -> String? {
        guard let trimmed = text?.quicklyTrimmed(), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// A note as entered (line breaks allowed), or nil when it holds nothing but spaces.
    static func note(_ text: String?) -> String? {
        guard let text, !text.quicklyTrimmed().isEmpty else { return nil }
        return text
    }
}
