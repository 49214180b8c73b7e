/// The repeating item form (docs/manual.md#schedules): adding a schedule, or editing a stored
/// one. How often is one of three words; a day of the month goes with monthly only. Its
/// account (asked while the book has several) is where each day is posted, and the amount is
/// read in that account's currency (docs/manual.md#budget-accounts).
public struct ScheduleForm: DescribedForm {
    /// The fields in the order the form shows them.
    public enum Field: CaseIterable, Hashable, Sendable {
        case kind, name, account, amount, frequency, day, from, until, category, note
    }

    let schedules: LedgerSchedules
    let today: CalendarDate
    /// The schedule as the form opened with it, or nil when adding.
    public let original: LedgerSchedule?
    /// The schedule as the person last saw it stored (after a refusal, as it is now).
    private var shown: LedgerSchedule?
    /// The form as typed, how often aside (it is typed as a word, checked here).
    public private(set) var draft: LedgerScheduleDraft
    /// How often, as typed.
    private var frequency: String
    /// The category names a field completes from: those in use and their branches.
    private let categories: [String]
    private let style: AmountStyle
    /// The book's accounts, by id.
    private let accounts: [Account]

    /// A form adding a schedule (`editing` nil) or editing `editing`.
    public init(store: HomebookStore, editing schedule: LedgerSchedule?, today: CalendarDate) {
        schedules = store.schedules
        self.today = today
        original = schedule
        shown = schedule
        let accounts = (try? store.accounts.all()) ?? []
        self.accounts = accounts
        let account = accounts.first { $0.id == schedule?.accountID ?? Account.defaultID }
        draft =
            schedule.map { LedgerScheduleDraft($0, account: account) }
            ?? LedgerScheduleDraft(
                kind: LedgerKind.expense.rawValue,
                name: "",
                amount: "",
                frequency: .monthly,
                from: today.description,
                account: account?.name ?? ""
            )
        frequency = draft.frequency.rawValue
        categories = CategoryCompletion.names((try? store.ledger.categories()) ?? [])
        style = (try? store.settings.amountStyle()) ?? AmountStyle(currency: "")
    }

    public var title: String { original == nil ? "Add repeating item" : "Edit repeating item" }

    /// The account is asked while the book has more than one, or the item is in another
    /// account than the default one.
    public var shownFields: [Field] {
        let asked =
            accounts.count > 1 || (original.map { $0.accountID != Account.defaultID } ?? false)
        return Field.allCases.filter { $0 != .account || asked }
    }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .kind: ItemFormFields.kind
        case .name: ItemFormFields.name(hint: "the name each posted item gets: Rent")
        case .account: ItemFormFields.account
        case .amount: ItemFormFields.amount(hint: "more than 0.00: 950.00")
        case .frequency:
            FormField(
                "frequency",
                "How often",
                kind: .choice(ScheduleFrequency.allCases.map(\.rawValue)),
                hint: "weekly on the first day's weekday, monthly, yearly on its date"
            )
        case .day:
            FormField(
                "day",
                "Day of month",
                kind: .number,
                hint: "monthly only: 1 to 31 or last; empty: the first day's"
            )
        case .from: FormField("from", "First day", kind: .date, hint: "YYYY-MM-DD, today")
        case .until: FormField("until", "Last day", kind: .date, hint: "empty: it never ends")
        case .category: ItemFormFields.category
        case .note: ItemFormFields.note
        }
    }

    public subscript(field: Field) -> String {
        get {
            switch field {
            case .frequency: frequency
            case .category: draft.category
            case .note: draft.note
            default: Self.draftField(field).map { draft[$0] } ?? ""
            }
        }
        set {
            switch field {
            case .frequency:
                frequency = newValue
                if let parsed = try? ScheduleFrequency.parse(newValue) { draft.frequency = parsed }
            case .category: draft.category = newValue
            case .note: draft.note = newValue
            default: if let key = Self.draftField(field) { draft[key] = newValue }
            }
        }
    }

    /// The draft's field a form field types, for the ones the draft checks.
    private static func draftField(_ field: Field) -> LedgerScheduleDraft.Field? {
        switch field {
        case .kind: .kind
        case .name: .name
        case .account: .account
        case .amount: .amount
        case .day: .day
        case .from: .from
        case .until: .until
        case .frequency, .category, .note: nil
        }
    }

    public func problems() -> FormProblems<Field, LedgerScheduleError> {
        var problems = FormProblems<Field, LedgerScheduleError>()
        do throws(LedgerScheduleError) {
            _ = try ScheduleFrequency.parse(frequency)
        } catch {
            problems[.frequency] = error
        }
        let checked = LedgerScheduleInput.checked(
            draft,
            today: today,
            style: style,
            accounts: accounts,
            current: original?.accountID
        ).problems
        for field in Field.allCases {
            if let key = Self.draftField(field), let problem = checked[key] {
                problems[field] = problem
            }
        }
        return problems
    }

    public func reason(_ problem: LedgerScheduleError) -> String {
        if case .dayNeedsMonthly = problem {
            return "a day of the month goes with monthly (empty it for weekly or yearly)"
        }
        let text = problem.description
        // Beside a field, "nothing was saved" goes without saying.
        for tail in ["; nothing was saved", "; nothing was changed"] where text.hasSuffix(tail) {
            return String(text.dropLast(tail.count))
        }
        return text
    }

    public mutating func save() throws -> FormSaved {
        try problems().throwFirst()
        guard let shown else {
            let added = try schedules.add(draft, today: today)
            return FormSaved(
                "added repeating “\(DisplayText.singleLine(added.name))”",
                id: added.id,
                added: true
            )
        }
        do {
            let saved = try schedules.update(shown, with: draft, today: today)
            return FormSaved("saved “\(DisplayText.singleLine(saved.name))”", id: saved.id)
        } catch FormSaveError.changedElsewhere(let deleted) {
            if !deleted { self.shown = try? schedules.get(shown.id) }
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
}
