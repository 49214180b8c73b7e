/// How often an event repeats.
public enum RepeatFrequency: String, CaseIterable, Sendable {
    /// Every N days.
    case daily
    /// Every N weeks, on the start's weekday.
    case weekly
    /// Every N months, on the start's day of the month (months without it are skipped).
    case monthly
    /// Every N years, on the start's day (29 February only in leap years).
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

/// A repeat rule: a frequency, every N, and an end.
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

    /// Creates a rule from already validated parts.
    public init(
        frequency: RepeatFrequency,
        interval: Int = 1,
        end: RepeatEnd = .never,
        exceptions: [CalendarDate] = []
    ) {
        self.frequency = frequency
        self.interval = interval
        self.end = end
        self.exceptions = Array(Set(exceptions)).sorted()
    }

    /// The largest count accepted (mirrors the CHECK constraint).
    public static let maximumCount = 100_000
    /// The largest interval accepted (mirrors the CHECK constraint).
    public static let maximumInterval = 1_000

    /// `weekly`, `every 2 weeks until 2027-01-31`, `monthly, 10 times`.
    public var summary: String {
        let unit: String
        switch frequency {
        case .daily: unit = "day"
        case .weekly: unit = "week"
        case .monthly: unit = "month"
        case .yearly: unit = "year"
        }
        var text = interval == 1 ? frequency.rawValue : "every \(interval) \(unit)s"
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
    /// the skipped days.
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
        }
    }
}
