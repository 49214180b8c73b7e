/// A month laid out as a calendar page: whole weeks from the week-start day, the days of the
/// months before and after filling the first and last weeks (docs/manual.md#planner).
public struct MonthGrid: Equatable, Sendable {
    /// The month's year.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The first day of a week: 0 Sunday, 1 Monday (as ``Settings/weekStart()`` gives it).
    public let weekStart: Int
    /// The weeks top to bottom (4 to 6), each seven cells from the week-start day; a cell
    /// before 0001-01-01 or after 9999-12-31, the ends of dates, is nil (an empty cell).
    public let weeks: [[CalendarDate?]]

    /// The page of the month holding `day`, weeks starting on `weekStart` (0 Sunday … 6
    /// Saturday).
    public init(containing day: CalendarDate, weekStart: Int) {
        year = day.year
        month = day.month
        self.weekStart = weekStart
        let first = (CalendarDate(year: day.year, month: day.month, day: 1) ?? day).dayNumber
        let last = first + CalendarDate.daysIn(month: month, year: year) - 1
        // Back from the 1st to the week's start, forward from the last day to its week's end,
        // counted in day numbers: dates stop at 9999-12-31 (adding days clamps there), so a
        // walk by dates would never pass the last day of December 9999.
        let top = first - (CivilDays.weekday(ofDay: first) - weekStart + 7) % 7
        let range = CalendarDate.first.dayNumber...CalendarDate.last.dayNumber
        self.weeks = stride(from: top, through: last, by: 7).map { start in
            (start..<start + 7).map { range.contains($0) ? CalendarDate(dayNumber: $0) : nil }
        }
    }

    /// The first day shown (the week-start day on or before the 1st, or 0001-01-01).
    public var firstShown: CalendarDate { weeks[0].lazy.compactMap { $0 }.first ?? .first }
    /// The last day shown (the end of the last day's week, or 9999-12-31).
    public var lastShown: CalendarDate { weeks[weeks.count - 1].compactMap { $0 }.last ?? .last }

    /// Whether `day` is of this month (not one of the neighbours' days filling its weeks).
    public func contains(_ day: CalendarDate) -> Bool {
        day.year == year && day.month == month
    }

    /// The weekday names in column order: `Mo Tu We Th Fr Sa Su` from Monday.
    public var columnNames: [String] {
        let names = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        return (0..<7).map { names[(weekStart + $0) % 7] }
    }

    /// `November 2026`.
    public var title: String {
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December",
        ]
        return "\(names[month - 1]) \(year)"
    }
}

extension CalendarDate {
    /// The same day `count` months later (earlier when negative), the day of month kept or,
    /// past the end of a shorter month, its last day: 31 January + 1 month is 28 February.
    public func adding(months count: Int) -> CalendarDate {
        let number = monthNumber + count
        let year = number >= 0 ? number / 12 : (number - 11) / 12
        let month = number - year * 12 + 1
        let day = min(self.day, Self.daysIn(month: month, year: year))
        return CalendarDate(year: year, month: month, day: day) ?? self
    }
}
