/// The transfer form (docs/manual.md#transfers): money moved from one account to another,
/// with what arrived when the two currencies differ. Saving adds (or, when editing, replaces)
/// the transfer as one undoable change.
public struct TransferForm: DescribedForm {
    public typealias Field = TransferDraft.Field

    let transfers: Transfers
    let today: CalendarDate
    /// The transfer being edited, or nil for a new one.
    public let editing: AccountTransfer?
    /// The fields as typed.
    public var draft: TransferDraft
    private let accountNames: [String]

    /// A form adding a transfer, or editing `transfer` when given.
    public init(store: HomebookStore, editing transfer: AccountTransfer? = nil, today: CalendarDate)
    {
        transfers = store.transfers
        self.today = today
        editing = transfer
        draft = transfer?.draft ?? TransferDraft()
        // Open accounts only: a closed one takes no new money.
        accountNames =
            ((try? store.accounts.list()) ?? []).filter { !$0.account.closed }.map(\.account.name)
    }

    public var title: String { editing == nil ? "Transfer" : "Edit transfer" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .from: FormField("from", "From", hint: "the account the money leaves")
        case .to: FormField("to", "To", hint: "the account the money reaches")
        case .amount:
            FormField("amount", "Amount", kind: .amount, hint: "what left, in its currency")
        case .toAmount:
            FormField(
                "to-amount",
                "Arrived",
                kind: .amount,
                hint: "what arrived, when the currencies differ"
            )
        case .date:
            FormField("date", "Date", kind: .date, hint: "YYYY-MM-DD, today or yesterday")
        case .note: FormField("note", "Note", hint: "optional")
        }
    }

    public subscript(field: Field) -> String {
        get { draft[field] }
        set { draft[field] = newValue }
    }

    public func problems() -> FormProblems<Field, TransferError> {
        transfers.check(draft, today: today, editing: editing).0
    }

    public mutating func save() throws -> FormSaved {
        if let editing {
            let saved = try transfers.edit(editing.id, draft, today: today)
            return FormSaved("saved transfer \(saved.id)", id: saved.id)
        }
        let saved = try transfers.add(draft, today: today)
        return FormSaved(
            "moved \(saved.from.currency.formatted(saved.fromAmount)) from "
                + "“\(DisplayText.singleLine(saved.from.name))” to "
                + "“\(DisplayText.singleLine(saved.to.name))”"
                + (saved.price.map { " @ " + $0 } ?? ""),
            id: saved.id,
            added: true
        )
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .from || field == .to
            ? NameCompletion.matches(typed, in: accountNames, limit: limit) : []
    }
}
