/// The fields the budget item form and the repeating item form share, described once
/// (docs/manual.md#forms): both forms ask them the same way on every front.
enum ItemFormFields {
    /// Income or expense.
    static let kind = FormField(
        "kind",
        "Kind",
        kind: .choice([LedgerKind.expense.rawValue, LedgerKind.income.rawValue]),
        hint: "i income · e expense · space switches"
    )

    /// The name, with what it names.
    static func name(hint: String) -> FormField {
        FormField("name", "Name", hint: hint)
    }

    /// The amount, with examples.
    static func amount(hint: String) -> FormField {
        FormField("amount", "Amount", kind: .amount, hint: hint)
    }

    /// The account the item goes into, completed from the open accounts
    /// (docs/manual.md#budget-accounts); its amount is read in the account's currency.
    static let account = FormField(
        "account",
        "Account",
        hint: "the account it goes into; its amount is in the account's currency",
        completion: .accounts
    )

    /// A category, completed from those in use.
    static let category = FormField(
        "category",
        "Category",
        hint: "a new category",
        completion: .categories
    )

    /// A note of several lines.
    static let note = FormField("note", "Note", kind: .multiline)

    /// The completions of a field both item forms share, from the source its description
    /// names: a category from those in use, an account from the open ones; none otherwise.
    static func completions(
        of field: FormField,
        typed: String,
        limit: Int,
        categories: [String],
        accounts: [Account]
    ) -> [String] {
        switch field.completion {
        case .categories: NameCompletion.matches(typed, in: categories, limit: limit)
        case .accounts:
            NameCompletion.matches(
                typed,
                in: accounts.filter { !$0.closed }.map(\.name),
                limit: limit
            )
        default: []
        }
    }
}
