/// A zone described in the POSIX `TZ` form a zoneinfo file ends with:
/// `CET-1CEST,M3.5.0,M10.5.0/3`, `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`, `UTC0`.
///
/// It gives the zone's time after the file's last transition. The rules are the C library's
/// (glibc `tzset.c`): the year is the instant's UTC year; daylight time starts at a reading
/// of standard time and ends at a reading of daylight time; without dates, the US dates of
/// 2007 apply.
package struct PosixZoneRule: Sendable {
    /// Standard time.
    let standard: ZoneType
    /// Daylight time and when it starts and ends each year, or nil when there is none.
    let daylight: (type: ZoneType, start: Change, end: Change)?

    /// A day of the year and a time of that day on which clocks change.
    struct Change: Sendable {
        /// How the day is named.
        enum Day: Sendable {
            /// `Jn`: day 1…365, 29 February never counted.
            case julian(Int)
            /// `n`: day 0…365, 29 February counted.
            case dayOfYear(Int)
            /// `Mm.w.d`: weekday d (0 Sunday) of week w (5: the last) of month m.
            case weekday(month: Int, week: Int, weekday: Int)
        }
        var day: Day
        /// Seconds after midnight of that day (may be negative or past 24 hours).
        var time: Int
    }

    /// Parses the form; nil when the text is not one.
    package init?(_ text: String) {
        var scanner = PosixZoneScanner(Array(text.utf8))
        guard let standardName = scanner.name(), let standardOffset = scanner.offset() else {
            return nil
        }
        standard = ZoneType(offset: standardOffset, isDaylight: false, abbreviation: standardName)
        guard !scanner.atEnd else {
            daylight = nil
            return
        }
        guard let daylightName = scanner.name() else { return nil }
        let daylightOffset =
            scanner.peek == UInt8(ascii: ",") || scanner.atEnd
            ? standardOffset + 3_600 : scanner.offset()
        guard let daylightOffset else { return nil }
        let start: Change
        let end: Change
        if scanner.atEnd {
            start = Change(day: .weekday(month: 3, week: 2, weekday: 0), time: 7_200)
            end = Change(day: .weekday(month: 11, week: 1, weekday: 0), time: 7_200)
        } else {
            guard scanner.take(UInt8(ascii: ",")), let first = scanner.change(),
                scanner.take(UInt8(ascii: ",")), let second = scanner.change(), scanner.atEnd
            else { return nil }
            (start, end) = (first, second)
        }
        daylight = (
            ZoneType(offset: daylightOffset, isDaylight: true, abbreviation: daylightName),
            start, end
        )
    }

    /// The type in force at an instant.
    package func type(at instant: Int64) -> ZoneType {
        guard let daylight else { return standard }
        let year = CivilDays.date(ofDay: Int(instant.floorDivided(by: 86_400))).year
        let starts = daylight.start.instant(in: year, offset: standard.offset)
        let ends = daylight.end.instant(in: year, offset: daylight.type.offset)
        let inDaylight =
            starts > ends
            ? (instant < ends || instant >= starts) : (instant >= starts && instant < ends)
        return inDaylight ? daylight.type : standard
    }
}

extension PosixZoneRule.Change {
    /// The instant of this change in `year`, read in a zone `offset` seconds east of UTC.
    func instant(in year: Int, offset: Int) -> Int64 {
        let newYear = CivilDays.dayNumber(year: year, month: 1, day: 1)
        let leap = CalendarDate.isLeapYear(year)
        let dayIndex: Int
        switch day {
        case .julian(let number):
            dayIndex = number - 1 + (leap && number >= 60 ? 1 : 0)
        case .dayOfYear(let number):
            dayIndex = number
        case .weekday(let month, let week, let weekday):
            let first = CivilDays.dayNumber(year: year, month: month, day: 1)
            let length = CalendarDate.daysIn(month: month, year: year)
            var day = (weekday - CivilDays.weekday(ofDay: first) + 7) % 7
            for _ in 1..<week where day + 7 < length { day += 7 }
            dayIndex = first - newYear + day
        }
        return Int64(newYear + dayIndex) * 86_400 + Int64(time) - Int64(offset)
    }
}

extension Int64 {
    /// Division rounding towards minus infinity.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
