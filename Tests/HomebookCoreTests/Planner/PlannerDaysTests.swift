import HomebookCore
import TestSupport
import Testing

/// The occurrences of a month filed by day, as the Planner's month grid marks them.
@Suite struct PlannerDaysTests {
    @Test func eachOccurrenceIsUnderEveryDayItTouchesWithinTheRange() throws {
        try withPlanner { planner, _ in
            _ = try planner.add(
                EventDraft(title: "Trip", start: "2026-10-31", end: "2026-11-02"),
                today: plannerToday
            )
            _ = try planner.add(
                EventDraft(title: "Late", start: "2026-11-10 22:00", end: "2026-11-11 00:00"),
                today: plannerToday
            )
            _ = try planner.add(
                EventDraft(title: "Night", start: "2026-11-20 23:00", end: "2026-11-21 01:00"),
                today: plannerToday
            )
            _ = try planner.add(
                EventDraft(
                    title: "Gym",
                    start: "2026-11-28 07:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 5)
                ),
                today: plannerToday
            )
            _ = try planner.add(
                EventDraft(title: "Outside", start: "2026-12-05"),
                today: plannerToday
            )
            let days = try planner.occurrencesByDay(from: day("2026-11-01"), to: day("2026-11-30"))
            let titles = days.mapValues { $0.map(\.title) }
            // The trip began before the range: only its days inside are marked.
            #expect(titles[day("2026-10-31")] == nil)
            #expect(titles[day("2026-11-01")] == ["Trip"])
            #expect(titles[day("2026-11-02")] == ["Trip"])
            // Ending at midnight stays on its day; past midnight reaches the next.
            #expect(titles[day("2026-11-10")] == ["Late"])
            #expect(titles[day("2026-11-11")] == nil)
            #expect(titles[day("2026-11-20")] == ["Night"])
            #expect(titles[day("2026-11-21")] == ["Night"])
            // A repeat's occurrences inside the range, none after it.
            #expect((28...30).allSatisfy { titles[day("2026-11-\($0)")] == ["Gym"] })
            #expect(Set(days.keys).count == 8)
            #expect(titles[day("2026-12-01")] == nil)
        }
    }
}
