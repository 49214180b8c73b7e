/// Why a ledger change was refused, phrased for the person at the keyboard.
public enum LedgerError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No item has this id.
    case notFound(id: Int64)
    /// The name is empty after trimming.
    case emptyName
    /// The name contains a line break.
    case nameHasLineBreak
    /// The name contains a NUL character (U+0000), which the database's rules refuse.
    case nameHasNUL
    /// No amount was given.
    case missingAmount
    /// The amount of an edit is not an amount; the stored one is kept.
    case invalidAmount(InvalidAmount)
    /// The amount of a new item is not an amount and the draft asked not to record 0.00.
    case invalidAmountRefused(InvalidAmount)
    /// The day could not be read as a date.
    case invalidDate(DateInputError)
    /// The text typed as an item id is not one.
    case invalidID(String)
    /// The kind is neither income nor expense.
    case invalidKind(String)
    /// The change would push a total beyond 64-bit cents.
    case totalOverflow(LedgerKind)
    /// A stored row breaks the rules (the database was changed outside homebook).
    case damagedRow(id: Int64)
    /// The stored totals disagree with the items (the database was changed outside homebook).
    case inconsistentTotals
    /// The items' amounts (stored by another tool) sum beyond 64-bit cents.
    case totalOverflowInItems
    /// The item was edited or deleted elsewhere since a screen showed it; nothing changed.
    case changedElsewhere(id: Int64, deleted: Bool)

    /// The field of a budget form this refusal is about, or nil when it is about the
    /// whole item (so a form marks the field, and a command line can name its option).
    public var field: LedgerDraft.Field? {
        switch self {
        case .emptyName, .nameHasLineBreak, .nameHasNUL: .name
        case .missingAmount, .invalidAmount, .invalidAmountRefused: .amount
        case .invalidDate: .date
        case .invalidKind: .kind
        default: nil
        }
    }

    /// What is wrong with the field, without what it means for the save: a form shows it
    /// beside the field as it is typed (docs/manual.md#forms).
    public var reason: String {
        switch self {
        case .emptyName: "the name is empty"
        case .nameHasLineBreak: "the name may not contain a line break"
        case .nameHasNUL: "the name may not contain a NUL character (\\x00)"
        case .missingAmount: "the amount is missing"
        case .invalidAmount(let invalid), .invalidAmountRefused(let invalid):
            "\"\(DisplayText.singleLine(invalid.input))\" is not an amount (\(invalid.problem))"
        default: description
        }
    }

    /// A one-line message.
    public var description: String {
        switch self {
        case .emptyName, .nameHasLineBreak, .nameHasNUL, .missingAmount, .invalidAmountRefused:
            return reason + "; nothing was saved"
        case .invalidAmount:
            return reason + "; the amount was kept, nothing was saved"
        case .notFound(let id):
            return "no budget item with id \(id)"
        case .invalidDate(let error):
            return error.description
        case .invalidID(let text):
            return "\"\(DisplayText.singleLine(text))\" is not an item id:"
                + " type the number shown in the budget list"
        case .invalidKind(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a kind: use income or expense"
        case .totalOverflow(let kind):
            let total = kind == .income ? "income" : "expense"
            return "the \(total) total would exceed \(Money.maximum.grouped),"
                + " the largest amount homebook can hold (overflow); nothing was saved"
        case .damagedRow(let id):
            return "budget item \(id) is damaged (it breaks the ledger's rules)"
        case .inconsistentTotals:
            return "the stored budget totals disagree with the items"
        case .totalOverflowInItems:
            return "the budget items' amounts add up beyond 92,233,720,368,547,758.07;"
                + " remove the rows another tool added"
        case .changedElsewhere(let id, let deleted):
            return "budget item \(id) was changed elsewhere since you opened it"
                + (deleted ? " (it has been deleted)" : "") + "; nothing was changed"
        }
    }
}
