/// How often an event repeats.
public enum RepeatFrequency: String, CaseIterable, Sendable {
    /// Every N days.
    case daily
    /// Every N weeks, on the start's weekday or the listed ones.
    case weekly
    /// Every N months, on the start's day of the month (months without it are skipped) or
    /// the listed days.
    case monthly
    /// Every N years, on the start's day (29 February only in leap years) or the listed
    /// days of the start's month.
    case yearly
}

/// When a repeat stops.
public enum RepeatEnd: Hashable, Sendable {
    /// Never.
    case never
    /// After the last occurrence starting on or before this local day.
    case until(CalendarDate)
    /// After this many occurrences (skipped dates do not count, as in RFC 5545).
    case count(Int)
}

/// A repeat rule: a frequency, every N, the days it falls on, and an end.
public struct RepeatRule: Hashable, Sendable {
    /// The frequency.
    public var frequency: RepeatFrequency
    /// Every how many days, weeks, months or years: 1 to 1000.
    public var interval: Int
    /// When it stops.
    public var end: RepeatEnd
    /// The occurrences skipped, by the local day each starts on, in order (iCalendar
    /// EXDATE). They still count towards a count, as in RFC 5545 §3.8.5.1.
    public var exceptions: [CalendarDate]
    /// The weekdays it falls on (iCalendar BYDAY), in order; empty: the start's own day.
    /// Weekly: weekdays of each N-th week (Monday to Sunday); monthly and yearly (in the
    /// start's month): every such weekday of the month, or the n-th one.
    public var byDay: [RepeatWeekday]
    /// The days of the month it falls on (BYMONTHDAY), 1…31 or -1…-31 from the end, in
    /// order; a month without the day is skipped. With ``byDay`` too, only those weekdays.
    public var byMonthDay: [Int]

    /// Creates a rule from already validated parts.
    public init(
        frequency: RepeatFrequency,
        interval: Int = 1,
        end: RepeatEnd = .never,
        exceptions: [CalendarDate] = [],
        byDay: [RepeatWeekday] = [],
        byMonthDay: [Int] = []
    ) {
        self.frequency = frequency
        self.interval = interval
        self.end = end
        self.exceptions = Array(Set(exceptions)).sorted()
        self.byDay = Array(Set(byDay)).sorted()
        // Counted days first, then those from the end: 1, 15, -1.
        self.byMonthDay = Array(Set(byMonthDay)).sorted {
            ($0 < 0 ? 100 - $0 : $0) < ($1 < 0 ? 100 - $1 : $1)
        }
    }

    /// The largest count accepted (mirrors the CHECK constraint).
    public static let maximumCount = 100_000
    /// The largest interval accepted (mirrors the CHECK constraint).
    public static let maximumInterval = 1_000

    /// `weekly`, `every 2 weeks until 2027-01-31`, `monthly, 10 times`.
    public var summary: String { summary(startMonth: nil) }

    /// The ``summary``; a yearly rule on listed days names `startMonth` (1…12), the month
    /// its days fall in: `yearly on the fourth Thursday of November`.
    public func summary(startMonth: Int?) -> String {
        let unit: String
        switch frequency {
        case .daily: unit = "day"
        case .weekly: unit = "week"
        case .monthly: unit = "month"
        case .yearly: unit = "year"
        }
        var text = interval == 1 ? frequency.rawValue : "every \(interval) \(unit)s"
        text += daysInWords
        if frequency == .yearly, hasDayLists, let startMonth, (1...12).contains(startMonth) {
            text += " of " + Self.monthNames[startMonth - 1]
        }
        switch end {
        case .never: break
        case .until(let date): text += " until \(date)"
        case .count(let count): text += ", \(count) \(count == 1 ? "time" : "times")"
        }
        if let first = exceptions.first {
            let more = exceptions.count - 1
            text += ", except \(first)" + (more == 0 ? "" : " and \(more) more")
        }
        return text
    }

    /// Writes the JSON shape `{"freq","interval","until","count","except"}`; `except` lists
    /// the skipped days; `byDay` (`["MO","1SA"]`) and `byMonthDay` (`[15,-1]`) follow only
    /// when the rule has them.
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("freq")
            json.string(frequency.rawValue)
            json.key("interval")
            json.integer(Int64(interval))
            json.key("until")
            if case .until(let date) = end { json.string(date.description) } else { json.null() }
            json.key("count")
            if case .count(let number) = end { json.integer(Int64(number)) } else { json.null() }
            json.key("except")
            json.array { json in
                for day in exceptions { json.string(day.description) }
            }
            if !byDay.isEmpty {
                json.key("byDay")
                json.array { json in
                    for day in byDay { json.string(day.description) }
                }
            }
            if !byMonthDay.isEmpty {
                json.key("byMonthDay")
                json.array { json in
                    for day in byMonthDay { json.integer(Int64(day)) }
                }
            }
        }
    }
}
