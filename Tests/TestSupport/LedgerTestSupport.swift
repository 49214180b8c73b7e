import HomebookCore

/// A date from its parts, for tests (the parts are always valid here).
public func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(year: 2000, month: 1, day: 1)!
}

extension Ledger {
    /// Adds an item from its parts.
    @discardableResult
    public func add(
        _ kind: LedgerKind,
        _ name: String,
        cents: Int64,
        on date: CalendarDate,
        category: String? = nil,
        note: String? = nil
    ) throws -> LedgerItem {
        try add(
            NewLedgerItem(
                kind: kind,
                name: name,
                amount: Money(cents: cents),
                date: date,
                category: category,
                note: note
            )
        )
    }
}
