/// The one reader of days typed by a person, shared by dates (``DateInput``) and planner
/// times (``TimeInput``) (docs/manual.md#input-rules).
enum DayWords {
    /// The weekdays, Sunday first, as ``CalendarDate/weekday`` numbers them.
    static let weekdays = [
        "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    ]

    /// Reads `YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, a weekday (or its first three
    /// letters or more: the next such day, today included) or `next` and a weekday (the
    /// next such day after today). Words in any case, spaces between them in any number.
    static func day(_ text: String, today: CalendarDate) -> CalendarDate? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch words.count {
        case 1: break
        case 2 where words[0] == "next":
            guard let weekday = weekday(words[1]) else { return nil }
            // A week ahead when today is that weekday, else the same as the weekday alone.
            return today.adding(days: (weekday - today.weekday + 6) % 7 + 1)
        default: return nil
        }
        let word = String(words[0])
        if let date = CalendarDate(iso: word) { return date }
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        guard let weekday = weekday(Substring(word)) else { return nil }
        return today.adding(days: (weekday - today.weekday + 7) % 7)
    }

    /// The number of a weekday written whole or by its first three letters or more.
    private static func weekday(_ word: Substring) -> Int? {
        guard word.count >= 3 else { return nil }
        return weekdays.firstIndex { $0.hasPrefix(word) }
    }
}
