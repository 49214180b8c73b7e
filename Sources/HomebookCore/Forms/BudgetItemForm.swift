/// The budget item form (docs/manual.md#budget): adding an item, or editing a stored one.
///
/// An amount that is not one asks the 0.00 question before a new item is saved; an edit
/// changes only the fields retyped, and never records 0.00.
public struct BudgetItemForm: DescribedForm {
    public typealias Field = LedgerDraft.Field

    let ledger: Ledger
    let today: CalendarDate
    /// The item as the form opened with it, or nil when adding.
    public let original: LedgerItem?
    /// The item as the person last saw it stored (after a refusal, as it is now).
    private var shown: LedgerItem?
    /// The form as typed; its flag is the answer to the 0.00 question.
    public private(set) var draft: LedgerDraft
    private let style: AmountStyle
    private let categories: [String]

    /// A form adding an item (`editing` nil) or editing `editing`.
    public init(ledger: Ledger, editing item: LedgerItem?, today: CalendarDate) {
        self.ledger = ledger
        self.today = today
        original = item
        shown = item
        draft =
            item.map(Self.draft(of:))
            ?? LedgerDraft(
                kind: LedgerKind.expense.rawValue,
                name: "",
                amount: "",
                date: today.description,
                invalidAmountRecordsZero: false
            )
        style = (try? ledger.amountStyle()) ?? AmountStyle(currency: "")
        categories = (try? ledger.categories()) ?? []
    }

    /// A stored item as its form shows it.
    static func draft(of item: LedgerItem) -> LedgerDraft {
        LedgerDraft(
            kind: item.kind.rawValue,
            name: item.name,
            amount: item.amount.plain,
            date: item.date.description,
            category: item.category ?? "",
            note: item.note ?? "",
            invalidAmountRecordsZero: false
        )
    }

    public var title: String { original == nil ? "Add item" : "Edit item" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .kind:
            FormField(
                "kind",
                "Kind",
                kind: .choice([LedgerKind.expense.rawValue, LedgerKind.income.rawValue]),
                hint: "i income · e expense · space switches"
            )
        case .name: FormField("name", "Name", hint: "what it was: Rent, Groceries")
        case .amount: FormField("amount", "Amount", kind: .amount, hint: "12.50, 1,234.56")
        case .date: FormField("date", "Date", kind: .date, hint: "YYYY-MM-DD, today, yesterday")
        case .category:
            FormField("category", "Category", hint: "a new category", completion: .categories)
        case .note: FormField("note", "Note", kind: .multiline)
        }
    }

    public subscript(field: Field) -> String {
        get { draft[field] }
        set {
            // A new amount needs a new answer to the 0.00 question.
            if field == .amount, newValue != draft.amount { draft.invalidAmountRecordsZero = false }
            draft[field] = newValue
        }
    }

    public func problems() -> FormProblems<Field, LedgerError> {
        if let original {
            return LedgerInput.problems(changes(from: original), today: today, style: style)
        }
        return LedgerInput.problems(draft, today: today, style: style)
    }

    public func reason(_ problem: LedgerError) -> String { problem.reason }

    public var question: String? {
        guard original == nil, case .invalidAmountRefused? = problems()[.amount] else { return nil }
        return LedgerDraft.zeroQuestion
    }

    public mutating func confirm() { draft.invalidAmountRecordsZero = true }

    public mutating func save() throws -> FormSaved {
        guard let original, let shown else {
            let added = try ledger.add(draft, today: today)
            return FormSaved(
                "added “\(DisplayText.singleLine(added.item.name))”"
                    + (added.warning.map { " — \($0)" } ?? ""),
                id: added.item.id,
                added: true
            )
        }
        do {
            // Only the fields retyped (against the form's item) change.
            let item = try ledger.update(shown, with: changes(from: original), today: today)
            return FormSaved("saved “\(DisplayText.singleLine(item.name))”", id: item.id)
        } catch LedgerError.changedElsewhere(let id, let deleted) {
            if !deleted { self.shown = try? ledger.get(id) }
            throw FormSaveError.changedElsewhere(deleted: deleted)
        }
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .category ? NamePrefix.matches(typed, in: categories, limit: limit) : []
    }

    /// The fields that differ from the stored item, as typed.
    private func changes(from item: LedgerItem) -> LedgerChanges {
        let stored = Self.draft(of: item)
        var changes = LedgerChanges()
        for field in Field.allCases where draft[field] != stored[field] {
            changes[field] = draft[field]
        }
        return changes
    }
}

extension LedgerDraft {
    /// The 0.00 question: asked when a new item's amount is not an amount
    /// (docs/manual.md#budget).
    public static let zeroQuestion = "type it again, or press Enter to record 0.00"
}
