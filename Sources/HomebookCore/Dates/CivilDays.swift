/// Day arithmetic for any year of the proleptic Gregorian calendar (Howard Hinnant's
/// algorithms), for ``CalendarDate`` and for zone rules asked about years past 9999.
enum CivilDays {
    /// Days since 1970-01-01 (negative before) of a date.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day `dayNumber` days after 1970-01-01.
    static func date(ofDay dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let days = dayNumber + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week of a day number: 0 Sunday … 6 Saturday.
    static func weekday(ofDay dayNumber: Int) -> Int {
        let remainder = (dayNumber + 4) % 7
        return remainder < 0 ? remainder + 7 : remainder
    }
}
