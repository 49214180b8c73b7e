/// The rules for each budget field, one function per field, shared by every front.
///
/// The menu calls them one at a time to re-ask a single answer; ``Ledger`` calls them all
/// before writing, so a rule is written once and applied everywhere (docs/manual.md#budget).
public enum LedgerInput {
    /// The kind: `income` or `expense`, or their first letters (any case, spaces ignored).
    public static func kind(_ text: String) throws(LedgerError) -> LedgerKind {
        switch text.trimmingWhitespace().lowercased() {
        case "i", "income": return .income
        case "e", "expense": return .expense
        default: throw .invalidKind(text)
        }
    }

    /// A valid name: trimmed, not empty, on one line, without NUL.
    public static func name(_ text: String) throws(LedgerError) -> String {
        try LedgerRules.name(text)
    }

    /// The amount of a new item: missing is refused, invalid is 0.00 with a warning
    /// (docs/manual.md#input-rules).
    public static func amount(
        _ text: String,
        style: AmountStyle
    ) throws(LedgerError) -> (amount: Money, warning: InvalidAmount?) {
        let parsed = AmountParser.parse(text, style: style)
        guard let amount = parsed.recorded else { throw .missingAmount }
        return (amount, parsed.warning)
    }

    /// A replacement amount: it must be a valid amount, so an edit never zeroes one.
    public static func newAmount(_ text: String, style: AmountStyle) throws(LedgerError) -> Money {
        switch AmountParser.parse(text, style: style) {
        case .missing: throw .missingAmount
        case .invalid(let problem): throw .invalidAmount(problem)
        case .amount(let money): return money
        }
    }

    /// The day: `YYYY-MM-DD`, `today` or `yesterday` (docs/manual.md#input-rules).
    public static func date(
        _ text: String,
        today: CalendarDate
    ) throws(LedgerError)
        -> CalendarDate
    {
        do {
            return try DateInput.parse(text, today: today)
        } catch {
            throw .invalidDate(error)
        }
    }

    /// A budget item id typed as text: a positive whole number.
    public static func id(_ text: String) throws(LedgerError) -> Int64 {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int64(trimmed), id > 0
        else { throw .invalidID(text) }
        return id
    }

    /// Every problem of a new item's draft, keyed by field: the one check every front asks
    /// for (docs/manual.md#forms). The amount is parsed once; an invalid one is a problem
    /// only when the draft does not accept 0.00 for it.
    public static func problems(
        _ draft: LedgerDraft,
        today: CalendarDate,
        style: AmountStyle
    ) -> FormProblems<LedgerDraft.Field, LedgerError> {
        checked(draft, today: today, style: style).problems
    }

    /// A whole draft checked: the item to save, and the amount's warning if any.
    ///
    /// - Throws: the first of ``problems(_:today:style:)``, in the form's order.
    public static func item(
        _ draft: LedgerDraft,
        today: CalendarDate,
        style: AmountStyle
    ) throws(LedgerError) -> (item: NewLedgerItem, warning: InvalidAmount?) {
        let result = checked(draft, today: today, style: style)
        try result.problems.throwFirst()
        guard let item = result.item else { throw .missingAmount }
        return (item, result.warning)
    }

    /// Each field's rule applied once: the item when every field passes, and the problems.
    private static func checked(
        _ draft: LedgerDraft,
        today: CalendarDate,
        style: AmountStyle
    ) -> (
        item: NewLedgerItem?, warning: InvalidAmount?,
        problems: FormProblems<LedgerDraft.Field, LedgerError>
    ) {
        var problems = FormProblems<LedgerDraft.Field, LedgerError>()
        var kind: LedgerKind?
        var name: String?
        var amount: (amount: Money, warning: InvalidAmount?)?
        var date: CalendarDate?
        problems.check(.kind) { () throws(LedgerError) in kind = try self.kind(draft.kind) }
        problems.check(.name) { () throws(LedgerError) in name = try self.name(draft.name) }
        problems.check(.amount) { () throws(LedgerError) in
            let parsed = try self.amount(draft.amount, style: style)
            if let warning = parsed.warning, !draft.invalidAmountRecordsZero {
                throw .invalidAmountRefused(warning)
            }
            amount = parsed
        }
        problems.check(.date) { () throws(LedgerError) in
            // A new item's day defaults to today: an empty answer means "now".
            date =
                draft.date.trimmingWhitespace().isEmpty
                ? today : try self.date(draft.date, today: today)
        }
        guard let kind, let name, let amount, let date else { return (nil, nil, problems) }
        let item = NewLedgerItem(
            kind: kind,
            name: name,
            amount: amount.amount,
            date: date,
            category: draft.category,
            note: draft.note
        )
        return (item, amount.warning, problems)
    }

    /// Every problem of an edit, keyed by field; a field kept (nil) has none.
    public static func problems(
        _ changes: LedgerChanges,
        today: CalendarDate,
        style: AmountStyle
    ) -> FormProblems<LedgerDraft.Field, LedgerError> {
        checked(changes, today: today, style: style).problems
    }

    /// An edit checked: the typed changes.
    ///
    /// - Throws: the first problem of the edit, in the form's order.
    public static func changes(
        _ changes: LedgerChanges,
        today: CalendarDate,
        style: AmountStyle
    ) throws(LedgerError) -> LedgerItemChanges {
        let result = checked(changes, today: today, style: style)
        try result.problems.throwFirst()
        return result.typed
    }

    private static func checked(
        _ changes: LedgerChanges,
        today: CalendarDate,
        style: AmountStyle
    ) -> (typed: LedgerItemChanges, problems: FormProblems<LedgerDraft.Field, LedgerError>) {
        var problems = FormProblems<LedgerDraft.Field, LedgerError>()
        var typed = LedgerItemChanges()
        if let kind = changes.kind {
            problems.check(.kind) { () throws(LedgerError) in typed.kind = try self.kind(kind) }
        }
        if let name = changes.name {
            problems.check(.name) { () throws(LedgerError) in typed.name = try self.name(name) }
        }
        if let amount = changes.amount {
            problems.check(.amount) { () throws(LedgerError) in
                typed.amount = try newAmount(amount, style: style)
            }
        }
        if let date = changes.date {
            problems.check(.date) { () throws(LedgerError) in
                typed.date = try self.date(date, today: today)
            }
        }
        if let category = changes.category { typed.category = .some(category) }
        if let note = changes.note { typed.note = .some(note) }
        return (typed, problems)
    }

    /// Filters typed for a list or an export: dates and the kind checked here.
    public static func filter(
        from: String? = nil,
        to: String? = nil,
        kind: String? = nil,
        category: String? = nil,
        today: CalendarDate
    ) throws(LedgerError) -> LedgerFilter {
        LedgerFilter(
            from: try from.map { text throws(LedgerError) in try date(text, today: today) },
            to: try to.map { text throws(LedgerError) in try date(text, today: today) },
            kind: try kind.map { text throws(LedgerError) in try self.kind(text) },
            category: category
        )
    }
}
