/// The budget item form (docs/manual.md#budget): adding an item, or editing a stored one.
///
/// An amount that is not one asks the 0.00 question before a new item is saved; an edit
/// changes only the fields retyped, and never records 0.00. A new item goes into the account
/// typed (the default account unless another is), its amount read in that account's currency
/// (docs/manual.md#budget-accounts); the account is asked only while the book has several.
public struct BudgetItemForm: DescribedForm {
    /// The fields in the order the form shows them.
    public enum Field: CaseIterable, Hashable, Sendable {
        case kind, name, account, amount, date, category, note

        /// The ledger draft's field it types; nil for the account.
        var inDraft: LedgerDraft.Field? {
            switch self {
            case .kind: .kind
            case .name: .name
            case .account: nil
            case .amount: .amount
            case .date: .date
            case .category: .category
            case .note: .note
            }
        }
    }

    let ledger: Ledger
    let today: CalendarDate
    /// The item as the form opened with it, or nil when adding.
    public let original: LedgerItem?
    /// The item as the person last saw it stored (after a refusal, as it is now).
    private var shown: LedgerItem?
    /// The form as typed; its flag is the answer to the 0.00 question.
    public private(set) var draft: LedgerDraft
    /// The account's name as typed.
    public private(set) var account: String
    /// The book's accounts, open ones first.
    private let accounts: [Account]
    private let style: AmountStyle
    /// The category names a field completes from: those in use and their branches.
    private let categories: [String]

    /// A form adding an item (`editing` nil) or editing `editing`.
    public init(ledger: Ledger, editing item: LedgerItem?, today: CalendarDate) {
        self.ledger = ledger
        self.today = today
        original = item
        shown = item
        let symbol = (try? Settings(database: ledger.database).currency()) ?? ""
        accounts = (try? ledger.database.access { try Accounts.all($0, symbol: symbol) }) ?? []
        let accountID = item?.accountID ?? Account.defaultID
        let account = accounts.first { $0.id == accountID }
        self.account = account?.name ?? ""
        draft =
            item.map { Self.draft(of: $0, in: account?.currency) }
            ?? LedgerDraft(
                kind: LedgerKind.expense.rawValue,
                name: "",
                amount: "",
                date: today.description,
                invalidAmountRecordsZero: false
            )
        style =
            (try? item.map { try ledger.amountStyle(ofItem: $0.id) } ?? ledger.amountStyle())
            ?? AmountStyle(currency: "")
        categories = CategoryCompletion.names((try? ledger.categories()) ?? [])
    }

    /// A stored item as its form shows it, its amount in its currency's decimals.
    static func draft(of item: LedgerItem, in currency: Currency?) -> LedgerDraft {
        LedgerDraft(
            kind: item.kind.rawValue,
            name: item.name,
            amount: currency?.plain(item.amount.cents) ?? item.amount.plain,
            date: item.date.description,
            category: item.category ?? "",
            note: item.note ?? "",
            invalidAmountRecordsZero: false
        )
    }

    public var title: String { original == nil ? "Add item" : "Edit item" }

    /// The account is asked when adding to a book with more than one account; an edit keeps
    /// the item in its account.
    public var shownFields: [Field] {
        Field.allCases.filter { $0 != .account || (original == nil && accounts.count > 1) }
    }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .kind: ItemFormFields.kind
        case .name: ItemFormFields.name(hint: "what it was: Rent, Groceries")
        case .account: ItemFormFields.account
        case .amount: ItemFormFields.amount(hint: "12.50, 1,234.56")
        case .date: FormField("date", "Date", kind: .date, hint: "YYYY-MM-DD, today, yesterday")
        case .category: ItemFormFields.category
        case .note: ItemFormFields.note
        }
    }

    public subscript(field: Field) -> String {
        get { field.inDraft.map { draft[$0] } ?? account }
        set {
            // A new amount (or account, which reads it) needs a new answer to the 0.00 question.
            guard let key = field.inDraft else {
                if newValue != account { draft.invalidAmountRecordsZero = false }
                account = newValue
                return
            }
            if key == .amount, newValue != draft.amount { draft.invalidAmountRecordsZero = false }
            draft[key] = newValue
        }
    }

    public func problems() -> FormProblems<Field, BudgetItemProblem> {
        var problems = FormProblems<Field, BudgetItemProblem>()
        let found: FormProblems<LedgerDraft.Field, LedgerError>
        if let original {
            found = LedgerInput.problems(changes(from: original), today: today, style: style)
        } else {
            do {
                let account = try chosenAccount()
                let (draft, style) =
                    (try? ledger.prepared(draft, in: account)) ?? (draft, style)
                found = LedgerInput.problems(draft, today: today, style: style)
            } catch {
                problems[.account] = .account(error)
                found = LedgerInput.problems(draft, today: today, style: style)
            }
        }
        for field in Field.allCases {
            if let key = field.inDraft, let problem = found[key] {
                problems[field] = .item(problem)
            }
        }
        return problems
    }

    public func reason(_ problem: BudgetItemProblem) -> String {
        switch problem {
        case .item(let error): error.reason
        case .account(let error): error.description
        }
    }

    public var question: String? {
        guard original == nil, case .item(.invalidAmountRefused)? = problems()[.amount] else {
            return nil
        }
        return LedgerDraft.zeroQuestion
    }

    public mutating func confirm() { draft.invalidAmountRecordsZero = true }

    public mutating func save() throws -> FormSaved {
        guard let original, let shown else {
            let added = try ledger.add(draft, today: today, account: try chosenAccount().name)
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
        ItemFormFields.completions(
            of: Self.describe(field),
            typed: typed,
            limit: limit,
            categories: categories,
            accounts: accounts
        )
    }

    /// The account typed (any case): an open one of the book.
    ///
    /// - Throws: ``AccountError`` for an unknown or a closed account.
    private func chosenAccount() throws(AccountError) -> Account {
        let typed = account.quicklyTrimmed()
        guard let found = accounts.first(where: { $0.name.lowercased() == typed.lowercased() })
        else { throw .unknown(typed, known: accounts.filter { !$0.closed }.map(\.name)) }
        guard !found.closed else { throw .closed(found.name) }
        return found
    }

    /// The fields that differ from the stored item, as typed.
    private func changes(from item: LedgerItem) -> LedgerChanges {
        let currency = accounts.first { $0.id == item.accountID }?.currency
        let stored = Self.draft(of: item, in: currency)
        var changes = LedgerChanges()
        for field in LedgerDraft.Field.allCases where draft[field] != stored[field] {
            changes[field] = draft[field]
        }
        return changes
    }
}

/// Why the item form refuses a field: the ledger's rule for the item's fields, or the account.
public enum BudgetItemProblem: Error, Equatable, Sendable {
    /// A field of the item breaks the ledger's rule.
    case item(LedgerError)
    /// The account is unknown or closed.
    case account(AccountError)
}

extension LedgerDraft {
    /// The 0.00 question: asked when a new item's amount is not an amount
    /// (docs/manual.md#budget).
    public static let zeroQuestion = "type it again, or press Enter to record 0.00"
}
