/// One part of a repeat's day list: a weekday, every one in the period or only the n-th
/// (from the end when negative), as iCalendar's BYDAY writes it (`MO`, `1SA`, `-1FR`).
public struct RepeatWeekday: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weekday: 0 Sunday … 6 Saturday, as ``CalendarDate/weekday``.
    public var weekday: Int
    /// Which one in the month: 1…5, -1…-5 from the end; 0 every one.
    public var ordinal: Int

    /// The two-letter codes, Sunday first, as RFC 5545 spells them.
    public static let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    /// The largest ordinal within a month.
    public static let maximumOrdinal = 5

    /// Creates a part from already validated values.
    public init(weekday: Int, ordinal: Int = 0) {
        self.weekday = weekday
        self.ordinal = ordinal
    }

    /// Reads `MO`, `+2MO`, `1SA` or `-1FR` (upper case); nil for anything else or an
    /// ordinal past ±5.
    public init?(code: some StringProtocol) {
        let letters = String(code.suffix(2))
        guard let weekday = Self.codes.firstIndex(of: letters) else { return nil }
        var number = code.dropLast(2)
        if number.first == "+" { number = number.dropFirst() }
        var ordinal = 0
        if !number.isEmpty {
            // Int() would take a second sign: only digits after the one sign read here.
            let negative = number.first == "-"
            let digits = negative ? number.dropFirst() : number
            guard digits.count <= 2, !digits.isEmpty, digits.allSatisfy(\.isNumber),
                let value = Int(digits), (1...Self.maximumOrdinal).contains(value)
            else { return nil }
            ordinal = negative ? -value : value
        }
        self.init(weekday: weekday, ordinal: ordinal)
    }

    /// `MO`, `1SA`, `-1FR`: the BYDAY text, also how the database stores it.
    public var description: String {
        (ordinal == 0 ? "" : String(ordinal)) + Self.codes[weekday]
    }

    /// Every one first, then by ordinal, then Monday first (the week of RFC 5545's WKST).
    public static func < (left: Self, right: Self) -> Bool {
        let (a, b) = (left.ordinal, right.ordinal)
        let (rankA, rankB) = (a == 0 ? 0 : a > 0 ? a : 10 - a, b == 0 ? 0 : b > 0 ? b : 10 - b)
        return (rankA, (left.weekday + 6) % 7) < (rankB, (right.weekday + 6) % 7)
    }

    /// `Mon`, `the first Saturday`, `the last Friday`, `every Monday`.
    func words(inMonth: Bool) -> String {
        let short = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
        let long = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        guard inMonth else { return short }
        guard ordinal != 0 else { return "every " + long[weekday] }
        let ordinals = ["first", "second", "third", "fourth", "fifth"]
        let which =
            ordinal > 0
            ? ordinals[ordinal - 1] : ordinal == -1 ? "last" : ordinals[-ordinal - 1] + "-to-last"
        return "the \(which) " + long[weekday]
    }

    /// The days of `year`-`month` this part names, in order.
    func days(year: Int, month: Int) -> [Int] {
        guard let firstOfMonth = CalendarDate(year: year, month: month, day: 1) else { return [] }
        let length = CalendarDate.daysIn(month: month, year: year)
        let first = (weekday - firstOfMonth.weekday + 7) % 7 + 1
        let all = Array(stride(from: first, through: length, by: 7))
        if ordinal == 0 { return all }
        let index = ordinal > 0 ? ordinal - 1 : all.count + ordinal
        return all.indices.contains(index) ? [all[index]] : []
    }
}

extension RepeatRule {
    /// The English month names, January first.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// A month-day list entry in words: `day 15`, `the last day`, `day 2 from the end`.
    static func monthDayWords(_ day: Int) -> String {
        day > 0 ? "day \(day)" : day == -1 ? "the last day" : "day \(-day) from the end"
    }

    /// ` on Mon, Tue`, ` on the first Saturday`, ` on day 15`, ` on day 13 when it is a
    /// Friday`: the day lists in words, or nothing without them.
    var daysInWords: String {
        let inMonth = frequency == .monthly || frequency == .yearly
        let days = byMonthDay.map(Self.monthDayWords).joined(separator: ", ")
        guard !byDay.isEmpty else { return days.isEmpty ? "" : " on " + days }
        guard !days.isEmpty else {
            return " on " + byDay.map { $0.words(inMonth: inMonth) }.joined(separator: ", ")
        }
        // Both lists: the month days that are also one of the weekdays.
        let weekdays = byDay.map { day in
            day.ordinal == 0
                ? "a " + day.words(inMonth: inMonth).dropFirst("every ".count)
                : day.words(inMonth: inMonth)
        }
        return " on \(days) when it is " + weekdays.joined(separator: " or ")
    }
}
