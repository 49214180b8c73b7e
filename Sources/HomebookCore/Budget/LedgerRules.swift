/// The text rules of SPEC §2 as they apply to ledger items, in one place.
enum LedgerRules {
    /// The characters that break a line: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// A name trimmed, and refused when empty or spread over several lines.
    static func name(_ text: String) throws(LedgerError) -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .emptyName }
        guard !trimmed.unicodeScalars.contains(where: lineBreaks.contains) else {
            throw .nameHasLineBreak
        }
        return trimmed
    }

    /// A category trimmed (it is compared by filters), or nil when empty.
    static func category(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingWhitespace(), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// A note as entered (line breaks allowed), or nil when it holds nothing but spaces.
    static func note(_ text: String?) -> String? {
        guard let text, !text.trimmingWhitespace().isEmpty else { return nil }
        return text
    }
}
