/// Day arithmetic for the planner: days since 1970-01-01, weekdays, whole months.
extension CalendarDate {
    /// Days since 1970-01-01 (negative before), by the proleptic Gregorian calendar.
    public var dayNumber: Int {
        CivilDays.dayNumber(year: year, month: month, day: day)
    }

    /// The date `dayNumber` days after 1970-01-01, clamped to years 1…9999.
    public init(dayNumber: Int) {
        let civil = CivilDays.date(ofDay: Swift.min(Swift.max(dayNumber, -719_162), 2_932_896))
        self =
            CalendarDate(year: civil.year, month: civil.month, day: civil.day) ?? CalendarDate.epoch
    }

    /// 0001-01-01, the first day a date can name.
    public static let first = CalendarDate(dayNumber: -719_162)
    /// 9999-12-31, the last day a date can name.
    public static let last = CalendarDate(dayNumber: 2_932_896)

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDate {
        CalendarDate(dayNumber: dayNumber + count)
    }

    /// The day of the week: 0 Sunday … 6 Saturday.
    public var weekday: Int { CivilDays.weekday(ofDay: dayNumber) }

    /// The English short name of the weekday: `Sat`.
    public var weekdayName: String {
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
    }

    /// Months since January of year 0: `year * 12 + month - 1`.
    var monthNumber: Int { year * 12 + month - 1 }
}
