/// A repeating item as typed, before its rules are checked (docs/manual.md#schedules): what
/// every front gathers and hands to ``LedgerSchedules/add(_:today:)``.
public struct LedgerScheduleDraft: Equatable, Sendable {
    /// `income` or `expense` (or their first letters).
    public var kind: String
    /// The name each posted item gets.
    public var name: String
    /// The amount, as typed: more than zero.
    public var amount: String
    /// The category, or empty for none.
    public var category: String
    /// The note, or empty for none.
    public var note: String
    /// How often.
    public var frequency: ScheduleFrequency
    /// For a monthly item: `1`…`31` or `last`; empty for the day of the first date.
    public var day: String
    /// The first day, as typed (`YYYY-MM-DD`, `today`…); empty for today.
    public var from: String
    /// The last day, as typed; empty when it never ends.
    public var until: String
    /// The account's name (any case); empty for the default account, or when editing, the
    /// schedule's own (docs/manual.md#schedules).
    public var account: String
    /// When editing: the amount as the stored schedule showed it and the currency it was in.
    /// An amount left as shown is refused for an account in another currency rather than
    /// re-read in it (9.50 EUR is not ¥950; docs/manual.md#schedules).
    public var shownAmount: ShownAmount?

    /// A stored schedule's amount as its form showed it.
    public struct ShownAmount: Equatable, Sendable {
        /// The amount's text, as shown.
        public var text: String
        /// The currency it is in (its account's).
        public var currency: Currency

        /// The amount `text` shown in `currency`.
        public init(text: String, currency: Currency) {
            self.text = text
            self.currency = currency
        }
    }

    /// A field of the draft, for a refusal to name (``LedgerScheduleError/field``).
    public enum Field: CaseIterable, Hashable, Sendable {
        case kind, name, account, amount, day, from, until
    }

    /// The text of one field.
    public subscript(field: Field) -> String {
        get {
            switch field {
            case .kind: kind
            case .name: name
            case .account: account
            case .amount: amount
            case .day: day
            case .from: from
            case .until: until
            }
        }
        set {
            switch field {
            case .kind: kind = newValue
            case .name: name = newValue
            case .account: account = newValue
            case .amount: amount = newValue
            case .day: day = newValue
            case .from: from = newValue
            case .until: until = newValue
            }
        }
    }

    /// A draft with the given fields; the rest empty.
    public init(
        kind: String,
        name: String,
        amount: String,
        category: String = "",
        note: String = "",
        frequency: ScheduleFrequency,
        day: String = "",
        from: String = "",
        until: String = "",
        account: String = ""
    ) {
        self.kind = kind
        self.name = name
        self.amount = amount
        self.category = category
        self.note = note
        self.frequency = frequency
        self.day = day
        self.from = from
        self.until = until
        self.account = account
    }
}

/// The checks of a draft, one function per rule, shared by every front.
enum LedgerScheduleInput {
    /// The schedule a draft describes (id 0, not yet saved).
    ///
    /// - Throws: ``LedgerScheduleError``: the first of the draft's problems, in the form's
    ///   order.
    static func schedule(
        _ draft: LedgerScheduleDraft,
        today: CalendarDate,
        style: AmountStyle,
        accounts: [Account],
        current: Int64? = nil
    ) throws(LedgerScheduleError) -> LedgerSchedule {
        let result = checked(
            draft,
            today: today,
            style: style,
            accounts: accounts,
            current: current
        )
        try result.problems.throwFirst()
        guard let schedule = result.schedule else { throw .invalidAmount(draft.amount) }
        return schedule
    }

    /// Each field's rule applied once: the schedule when every field passes, and every
    /// problem keyed by its field (docs/manual.md#forms). The amount is read in the
    /// chosen account's currency; `current` is the account of the schedule being edited.
    static func checked(
        _ draft: LedgerScheduleDraft,
        today: CalendarDate,
        style: AmountStyle,
        accounts: [Account],
        current: Int64? = nil
    ) -> (
        schedule: LedgerSchedule?,
        problems: FormProblems<LedgerScheduleDraft.Field, LedgerScheduleError>
    ) {
        var problems = FormProblems<LedgerScheduleDraft.Field, LedgerScheduleError>()
        var kind: LedgerKind?
        var name: String?
        var amount: Money?
        var monthDay: Int??
        var from: CalendarDate?
        var until: CalendarDate??
        problems.check(.kind) { () throws(LedgerScheduleError) in
            do throws(LedgerError) {
                kind = try LedgerInput.kind(draft.kind)
            } catch {
                throw .item(error)
            }
        }
        problems.check(.name) { () throws(LedgerScheduleError) in
            do throws(LedgerError) {
                name = try LedgerInput.name(draft.name)
            } catch {
                throw .item(error)
            }
        }
        var account: Account?
        var style = style
        var amountText = draft.amount.quicklyTrimmed()
        problems.check(.account) { () throws(LedgerScheduleError) in
            let chosen: Account
            do throws(AccountError) {
                chosen = try Accounts.chosen(draft.account, among: accounts, current: current)
            } catch {
                throw .account(error)
            }
            // The amount left as the stored schedule showed it is an amount in that
            // currency: read in another, its integer would change meaning (9.50 EUR → ¥950).
            if let shown = draft.shownAmount, shown.text == amountText,
                !Self.sameMoney(shown.currency, chosen.currency)
            {
                throw .amountInOtherCurrency(
                    amount: amountText,
                    from: shown.currency,
                    to: chosen.currency
                )
            }
            (amountText, style) = chosen.reading(amountText, style: style)
            account = chosen
        }
        problems.check(.amount) { () throws(LedgerScheduleError) in
            if amountText.hasPrefix("-") { throw .amountNotPositive(amountText) }
            guard case .amount(let parsed) = AmountParser.parse(amountText, style: style) else {
                throw .invalidAmount(draft.amount)
            }
            guard parsed.cents > 0 else { throw .amountNotPositive(amountText) }
            amount = parsed
        }
        problems.check(.day) { () throws(LedgerScheduleError) in
            monthDay = .some(try self.monthDay(draft.day, frequency: draft.frequency))
        }
        problems.check(.from) { () throws(LedgerScheduleError) in
            from = try date(draft.from, today: today, field: .from) ?? today
        }
        problems.check(.until) { () throws(LedgerScheduleError) in
            let last = try date(draft.until, today: today, field: .until)
            if let last, let from, last < from { throw .untilBeforeFrom(from: from, until: last) }
            until = .some(last)
        }
        guard let kind, let name, let account, let amount, let monthDay, let from, let until
        else {
            return (nil, problems)
        }
        let schedule = LedgerSchedule(
            id: 0,
            kind: kind,
            name: name,
            amount: amount,
            category: LedgerRules.category(draft.category),
            note: LedgerRules.note(draft.note),
            frequency: draft.frequency,
            monthDay: monthDay,
            from: from,
            until: until,
            accountID: account.id
        )
        return (schedule, problems)
    }

    /// Whether an integer means the same amount in both currencies: the same code and
    /// exponent (the unnamed currency only matches itself).
    static func sameMoney(_ a: Currency, _ b: Currency) -> Bool {
        a.code == b.code && a.decimals == b.decimals
    }

    /// A day typed for `--from`, `--until` or `--date`; nil when empty.
    static func date(
        _ text: String,
        today: CalendarDate,
        field: LedgerScheduleDraft.Field
    ) throws(LedgerScheduleError) -> CalendarDate? {
        guard !text.quicklyTrimmed().isEmpty else { return nil }
        do {
            return try DateInput.parse(text, today: today)
        } catch {
            throw .invalidDate(field, error)
        }
    }

    /// The day of the month: 1…31, `last` (-1), or nil when empty.
    static func monthDay(
        _ text: String,
        frequency: ScheduleFrequency
    ) throws(LedgerScheduleError) -> Int? {
        let trimmed = text.quicklyTrimmed().lowercased()
        guard !trimmed.isEmpty else { return nil }
        guard frequency == .monthly else { throw .dayNeedsMonthly }
        if trimmed == "last" { return -1 }
        guard trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let day = Int(trimmed),
            (1...31).contains(day)
        else { throw .invalidDay(text) }
        return day
    }

    /// A schedule id typed as text: a positive whole number.
    static func id(_ text: String) throws(LedgerScheduleError) -> Int64 {
        let trimmed = text.quicklyTrimmed()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int64(trimmed), id > 0
        else { throw .invalidID(text) }
        return id
    }
}
