/// The form that opens an account (docs/manual.md#budget-accounts): its name, its currency
/// (empty: the base currency, or the book's unnamed one), and an optional opening balance on
/// a day; saved as one undoable change, as `budget account add` does.
public struct AccountForm: DescribedForm {
    /// The fields in the order the form shows them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case name, currency, opening, opened
    }

    let store: HomebookStore
    let today: CalendarDate
    /// The texts as typed.
    public private(set) var texts: [Field: String] = [:]

    /// An empty form.
    public init(store: HomebookStore, today: CalendarDate) {
        self.store = store
        self.today = today
    }

    public var title: String { "Add account" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .name: FormField("name", "Name", hint: "Savings, Cash, Card; unique")
        case .currency:
            FormField("currency", "Currency", hint: "a code: EUR, JPY; empty: the book's")
        case .opening:
            FormField(
                "opening",
                "Opening",
                kind: .amount,
                hint: "the balance on the opening day, in its currency; -250 for a card"
            )
        case .opened:
            FormField("opened", "On", kind: .date, hint: "the opening day; empty: today")
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    public func problems() -> FormProblems<Field, AccountFormProblem> {
        var problems = FormProblems<Field, AccountFormProblem>()
        do {
            _ = try Accounts.name(self[.name])
        } catch {
            problems[.name] = .account(error)
        }
        var currency: Currency?
        let code = self[.currency].quicklyTrimmed()
        do {
            currency =
                try code.isEmpty
                ? store.currencies.base() ?? .unnamed(symbol: store.settings.currency())
                : store.currencies.get(code)
        } catch let error as CurrencyError {
            problems[.currency] = .currency(error)
        } catch {}
        let opening = self[.opening].quicklyTrimmed()
        if let currency, !opening.isEmpty {
            let comma = (try? store.settings.decimalComma()) ?? false
            do {
                _ = try currency.parse(opening, decimalComma: comma, signed: true)
            } catch {
                problems[.opening] = .currency(error)
            }
        }
        let day = self[.opened].quicklyTrimmed()
        if !day.isEmpty {
            if opening.isEmpty {
                problems[.opened] = .account(.dayWithoutOpening)
            } else if case .failure(let error) = Result(catching: {
                () throws(LedgerError) in try LedgerInput.date(day, today: today)
            }) {
                problems[.opened] = .date(error)
            }
        }
        return problems
    }

    public func reason(_ problem: AccountFormProblem) -> String {
        problem.reason
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        func given(_ field: Field) -> String? {
            let text = self[field].quicklyTrimmed()
            return text.isEmpty ? nil : text
        }
        let account = try store.accounts.add(
            self[.name],
            currency: given(.currency),
            opening: given(.opening),
            on: given(.opened),
            today: today
        )
        return FormSaved(
            "opened “\(DisplayText.singleLine(account.name))”",
            id: account.id,
            added: true
        )
    }
}

/// The form that renames an account: the account as it is and its new name.
public struct AccountRenameForm: DescribedForm {
    /// The fields in the order the form shows them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case old, new
    }

    let accounts: Accounts
    private let names: [String]
    /// The texts as typed.
    public private(set) var texts: [Field: String]

    /// A form renaming `account` (empty: typed in the form); the new name starts as it.
    public init(store: HomebookStore, account: String = "") {
        accounts = store.accounts
        names = ((try? store.accounts.list()) ?? []).map(\.account.name)
        texts = [.old: account, .new: account]
    }

    public var title: String { "Rename account" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .old:
            FormField("old", "Account", hint: "the account as it is now", completion: .accounts)
        case .new: FormField("new", "New name", hint: "unique, whatever the case")
        }
    }

    public subscript(field: Field) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    public func problems() -> FormProblems<Field, AccountFormProblem> {
        var problems = FormProblems<Field, AccountFormProblem>()
        let old = self[.old].quicklyTrimmed()
        if !names.contains(where: { $0.lowercased() == old.lowercased() }) {
            problems[.old] = .account(.unknown(old, known: names))
        }
        do {
            _ = try Accounts.name(self[.new])
        } catch {
            problems[.new] = .account(error)
        }
        return problems
    }

    public func reason(_ problem: AccountFormProblem) -> String {
        problem.reason
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        let account = try accounts.rename(self[.old], to: self[.new])
        return FormSaved("renamed to “\(DisplayText.singleLine(account.name))”", id: account.id)
    }

    public func completions(_ field: Field, typed: String, limit: Int) -> [String] {
        field == .old ? NameCompletion.matches(typed, in: names, limit: limit) : []
    }
}

/// Why an account form refuses a field.
public enum AccountFormProblem: Error, Equatable, Sendable {
    /// The name or the account breaks an account rule.
    case account(AccountError)
    /// The currency is unknown, or the opening balance is not an amount in it.
    case currency(CurrencyError)
    /// The opening day is not a day.
    case date(LedgerError)

    /// The words shown beside the field.
    public var reason: String {
        switch self {
        case .account(let error): error.description
        case .currency(let error): error.description
        case .date(let error): error.reason
        }
    }
}
