/// Day arithmetic for the planner: days since 1970-01-01, weekdays, whole months.
extension CalendarDate {
    /// Days since 1970-01-01 (negative before), by the proleptic Gregorian calendar.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01, clamped to years 1…9999.
    public init(dayNumber: Int) {
        let days = Swift.min(Swift.max(dayNumber, -719_162), 2_932_896) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self = CalendarDate(year: year, month: month, day: day) ?? CalendarDate.epoch
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDate {
        CalendarDate(dayNumber: dayNumber + count)
    }

    /// The day of the week: 0 Sunday … 6 Saturday.
    public var weekday: Int {
        let remainder = (dayNumber + 4) % 7
        return remainder < 0 ? remainder + 7 : remainder
    }

    /// The English short name of the weekday: `Sat`.
    public var weekdayName: String {
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
    }

    /// Months since January of year 0: `year * 12 + month - 1`.
    var monthNumber: Int { year * 12 + month - 1 }
}
