/// The text rules of docs/manual.md#input-rules as they apply to ledger items, in one place.
enum LedgerRules {
    /// A name trimmed, by the one name rule (``OneLineName``), in the ledger's words.
    static func name(_ text: String) throws(LedgerError) -> String {
        try OneLineName.check(
            text,
            empty: LedgerError.emptyName,
            lineBreak: .nameHasLineBreak,
            nul: .nameHasNUL
        )
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
