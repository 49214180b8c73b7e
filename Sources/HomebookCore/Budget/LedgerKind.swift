/// Whether an item brings money in or takes it out.
public enum LedgerKind: String, CaseIterable, Sendable {
    /// Money in: adds to savings.
    case income
    /// Money out: subtracts from savings.
    case expense

    /// Parses `income` or `expense` (any case, surrounding spaces ignored).
    ///
    /// - Throws: ``LedgerError/invalidKind(_:)`` for anything else.
    public static func parse(_ text: String) throws(LedgerError) -> LedgerKind {
        guard let kind = LedgerKind(rawValue: text.trimmingWhitespace().lowercased()) else {
            throw .invalidKind(text)
        }
        return kind
    }
}
