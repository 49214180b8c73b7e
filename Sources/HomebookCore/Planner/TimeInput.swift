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
    /// a weekday name (`saturday 19:00`: the next Saturday, today included) or `HH:MM`.
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
        guard (1...2).contains(words.count) else { throw .badTime(text) }
        if words.count == 1, let clock = clock(words[0]) {
            return .clock(hour: clock.hour, minute: clock.minute)
        }
        guard let day = day(words[0], today: today) else { throw .badTime(text) }
        guard words.count == 2 else { return .date(day) }
        guard let clock = clock(words[1]) else { throw .badTime(text) }
        return .dateTime(LocalDateTime(date: day, hour: clock.hour, minute: clock.minute))
    }

    /// Parses a day alone: `YYYY-MM-DD`, today, tomorrow, yesterday or a weekday.
    public static func parseDay(
        _ text: String,
        today: CalendarDate
    ) throws(PlannerError)
        -> CalendarDate
    {
        guard let date = day(text.trimmingWhitespace().lowercased(), today: today) else {
            throw .badDay(text)
        }
        return date
    }

    static let weekdays = [
        "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    ]

    /// A day word: an ISO date, today/tomorrow/yesterday, or a weekday (or its first three
    /// letters) meaning the next such day, today included.
    static func day(_ word: String, today: CalendarDate) -> CalendarDate? {
        if let date = CalendarDate(iso: word) { return date }
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        guard word.count >= 3,
            let weekday = weekdays.firstIndex(where: { $0.hasPrefix(word) })
        else { return nil }
        return today.adding(days: (weekday - today.weekday + 7) % 7)
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
