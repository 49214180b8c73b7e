import HomebookCore
import TestSupport
import Testing

/// Loops that step by days end at 9999-12-31, where adding a day stays put
/// (docs/manual.md#planner, docs/manual.md#schedules): a walk past it would never end.
@Suite(.timeLimit(.minutes(1))) struct EndOfDatesTests {
    @Test(arguments: [0, 1])
    func decemberOfTheLastYearIsAPageWhoseCellsPastTheEndAreEmpty(_ weekStart: Int) throws {
        let grid = MonthGrid(containing: day("9999-12-15"), weekStart: weekStart)
        // 9999-12-01 is a Wednesday; 31 December a Friday.
        #expect(grid.weeks.count == 5)
        #expect(grid.weeks.allSatisfy { $0.count == 7 })
        let days = grid.weeks.flatMap { $0 }.compactMap { $0 }
        #expect(days.filter(grid.contains).count == 31)
        #expect(days.last == CalendarDate.last)
        #expect(grid.lastShown == CalendarDate.last)
        // The cells after the last day are empty, not the last day again.
        let tail = grid.weeks[4].drop { $0 != CalendarDate.last }.dropFirst()
        #expect(tail.count == (weekStart == 0 ? 1 : 2))
        #expect(tail.allSatisfy { $0 == nil })
    }

    @Test func januaryOfTheFirstYearStartsWithEmptyCellsBeforeItsFirstDay() throws {
        // 0001-01-01 is a Monday: a Sunday-first page has one empty cell before it.
        let grid = MonthGrid(containing: day("0001-01-10"), weekStart: 0)
        #expect(grid.weeks[0][0] == nil)
        #expect(grid.weeks[0][1] == CalendarDate.first)
        #expect(grid.firstShown == CalendarDate.first)
    }

    @Test func theLastDayGetsItsEventsOnceInTheDaysOfAMonth() throws {
        try withPlanner { planner, _ in
            // Events end by 9999-12-30 (docs/manual.md#planner); the range asked may not.
            _ = try planner.add(
                EventDraft(title: "End", start: "9999-12-29", end: "9999-12-30"),
                today: plannerToday
            )
            let days = try planner.occurrencesByDay(from: day("9999-12-01"), to: .last)
            #expect(
                days.mapValues { $0.map(\.title) } == [
                    day("9999-12-29"): ["End"], day("9999-12-30"): ["End"],
                ]
            )
        }
    }

    @Test func aRepeatWhoseLastDaySkippedHasNoNextDay() throws {
        try withTemporaryStore { store, _ throws in
            let today = day(9999, 12, 1)
            let schedule = try store.schedules.add(
                LedgerScheduleDraft(
                    kind: "expense",
                    name: "Rent",
                    amount: "950.00",
                    category: "housing",
                    frequency: .monthly,
                    day: "31",
                    from: "9999-12-01",
                    until: ""
                ),
                today: today
            )
            #expect(try store.schedules.listing(today: today).first?.next == CalendarDate.last)
            try store.schedules.skip(schedule.id, on: CalendarDate.last)
            #expect(try store.schedules.listing(today: today).first?.next == nil)
        }
    }
}
