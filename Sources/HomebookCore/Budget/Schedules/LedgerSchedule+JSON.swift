extension LedgerSchedule {
    /// `{"id","kind","name","amount","category","note","repeat","day","from","until","next"}`:
    /// money as a string, `repeat` weekly|monthly|yearly, `day` the day of the month of a
    /// monthly item (-1 the last; null otherwise), `next` the next day not yet posted or
    /// skipped (null once it has ended) (docs/manual.md#schedules).
    public func json(next: CalendarDate?) -> JSONValue {
        .object([
            ("id", .integer(id)),
            ("kind", .string(kind.rawValue)),
            ("name", .string(name)),
            ("amount", .string(amount.plain)),
            ("category", .optional(category)),
            ("note", .optional(note)),
            ("repeat", .string(frequency.rawValue)),
            ("day", frequency == .monthly ? .integer(Int64(monthDay ?? from.day)) : .null),
            ("from", .string(from.description)),
            ("until", .optional(until?.description)),
            ("next", .optional(next?.description)),
        ])
    }
}
