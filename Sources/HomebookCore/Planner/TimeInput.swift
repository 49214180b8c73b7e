/// A time as typed: a day with a time of day, a whole day, or (for an end) a time alone.
public enum TimeValue: Hashable, Sendable {
    /// A local day and time: `2026-11-28 17:00`, `saturday 19:00`.
    case dateTime(LocalDateTime)
    /// A whole day: `2026-11-28`, `tomorrow`.
    case date(CalendarDate)
    /// A time of day alone: `19:30` (an end on the start's day).
    case clock(hour: Int, minute: Int)
}

/// The one parser for planner times typed by a person, in the local time zone.
public enum TimeInput {
    /// Parses `YYYY-MM-DD HH:MM`, `YYYY-MM-DD`, `today|tomorrow|yesterday [HH:MM]`,
    /// a weekday name (`saturday 19:00`: the next Saturday, today included), `next monday
    /// [HH:MM]` or `HH:MM`; the day is read by ``DayWords``, as dates are.
    ///
    /// - Parameter today: the current local date (injected so tests are repeatable).
    /// - Throws: ``PlannerError/badTime(_:)`` showing the expected forms.
    public static func parse(
        _ text: String,
        today: CalendarDate
    ) throws(PlannerError)
        -> TimeValue
    {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
            .map(String.init)
        guard let last = words.last else { throw .badTime(text) }
        guard let clock = clock(last) else {
            guard let day = DayWords.day(text, today: today) else { throw .badTime(text) }
            return .date(day)
        }
        guard words.count > 1 else { return .clock(hour: clock.hour, minute: clock.minute) }
        guard let day = DayWords.day(words.dropLast().joined(separator: " "), today: today)
        else { throw .badTime(text) }
        return .dateTime(LocalDateTime(date: day, hour: clock.hour, minute: clock.minute))
    }

    /// Parses a day alone: `YYYY-MM-DD`, today, tomorrow, yesterday or a weekday.
    public static func parseDay(
        _ text: String,
        today: CalendarDate
    ) throws(PlannerError)
        -> CalendarDate
    {
        guard let date = DayWords.day(text, today: today) else {
            throw .badDay(text)
        }
        return date
    }

    /// `H:MM` or `HH:MM`, 0:00 to 23:59.
    static func clock(_ word: String) -> (hour: Int, minute: Int)? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        return (hour, minute)
    }
}
