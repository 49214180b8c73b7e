import Foundation
import HomebookCore
import Testing

/// The month page the Planner's month grid draws, checked against Foundation's Gregorian
/// calendar (an independent reader of weekdays and weeks of a month).
@Suite struct MonthGridTests {
    /// Foundation's answer for a month: the weekday of its 1st (0 Sunday) and how many weeks
    /// it spans when weeks start on `weekStart`.
    func foundation(year: Int, month: Int, weekStart: Int) throws -> (weekday: Int, weeks: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        calendar.firstWeekday = weekStart + 1
        calendar.minimumDaysInFirstWeek = 1
        let date = try #require(
            calendar.date(from: DateComponents(year: year, month: month, day: 1))
        )
        let weeks = try #require(calendar.range(of: .weekOfMonth, in: .month, for: date))
        return (calendar.component(.weekday, from: date) - 1, weeks.count)
    }

    @Test(arguments: [0, 1])
    func everyMonthOfTwoCenturiesIsWholeWeeksFromTheWeekStart(_ weekStart: Int) throws {
        for year in [1900, 1999, 2000, 2024, 2026, 2100] {
            for month in 1...12 {
                let day = try #require(CalendarDate(year: year, month: month, day: 15))
                let grid = MonthGrid(containing: day, weekStart: weekStart)
                let expected = try foundation(year: year, month: month, weekStart: weekStart)
                #expect(grid.weeks.count == expected.weeks, "\(year)-\(month)")
                let first = try #require(CalendarDate(year: year, month: month, day: 1))
                #expect(
                    grid.weeks[0].firstIndex(of: first) == (expected.weekday - weekStart + 7) % 7
                )
                let days = grid.weeks.flatMap { $0 }.compactMap { $0 }
                // Contiguous days, every column its weekday, the whole month inside.
                for (index, shown) in days.enumerated() {
                    #expect(shown == grid.firstShown.adding(days: index))
                    #expect(shown.weekday == (weekStart + index) % 7)
                }
                let inMonth = days.filter(grid.contains)
                #expect(inMonth.count == CalendarDate.daysIn(month: month, year: year))
            }
        }
    }

    @Test func aSundayFirstFebruaryFillsExactlyFourWeeksFromSunday() throws {
        let grid = MonthGrid(
            containing: try #require(CalendarDate(iso: "2026-02-10")),
            weekStart: 0
        )
        #expect(grid.weeks.count == 4)
        #expect(grid.firstShown.description == "2026-02-01")
        #expect(grid.lastShown.description == "2026-02-28")
        #expect(grid.columnNames == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"])
        let monday = MonthGrid(
            containing: try #require(CalendarDate(iso: "2026-02-10")),
            weekStart: 1
        )
        #expect(monday.firstShown.description == "2026-01-26")
        #expect(monday.columnNames.first == "Mo")
        #expect(monday.title == "February 2026")
    }

    @Test(arguments: [
        ("2026-01-31", 1, "2026-02-28"), ("2024-01-31", 1, "2024-02-29"),
        ("2026-03-15", -3, "2025-12-15"), ("2026-12-31", 1, "2027-01-31"),
        ("2026-05-31", -1, "2026-04-30"), ("2026-11-22", 0, "2026-11-22"),
    ])
    func addingMonthsKeepsTheDayOrTheMonthsLast(
        _ from: String,
        _ months: Int,
        _ to: String
    )
        throws
    {
        #expect(try #require(CalendarDate(iso: from)).adding(months: months).description == to)
    }
}
