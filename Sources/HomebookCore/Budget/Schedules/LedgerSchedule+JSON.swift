extension LedgerSchedule {
    /// `{"id","kind","name","amount","category","note","repeat","day","from","until","next"}`:
    /// money as a string, `repeat` weekly|monthly|yearly, `day` the day of the month of a
    /// monthly item (-1 the last; null otherwise), `next` the next day not yet posted or
    /// skipped (null once it has ended), `due` whether that day is before `today`, left
    /// unposted, `account` its account's name (docs/manual.md#schedules). The amount is in
    /// `account`'s currency when given.
    public func json(next: CalendarDate?, today: CalendarDate, account: Account? = nil) -> JSONValue
    {
        .object([
            ("id", .integer(id)),
            ("kind", .string(kind.rawValue)),
            ("name", .string(name)),
            ("amount", .string(account?.currency.plain(amount.cents) ?? amount.plain)),
            ("category", .optional(category)),
            ("note", .optional(note)),
            ("repeat", .string(frequency.rawValue)),
            ("day", frequency == .monthly ? .integer(Int64(monthDay ?? from.day)) : .null),
            ("from", .string(from.description)),
            ("until", .optional(until?.description)),
            ("next", .optional(next?.description)),
            ("due", .bool(next.map { $0 < today } ?? false)),
            ("account", .optional(account?.name)),
        ])
    }

    /// The Next column of `budget repeat list`: the day, `due since D` for a day before
    /// `today` left unposted (never a past day as next), or `ended`.
    public static func nextText(_ next: CalendarDate?, today: CalendarDate) -> String {
        guard let next else { return "ended" }
        return next < today ? "due since \(next)" : next.description
    }
}
