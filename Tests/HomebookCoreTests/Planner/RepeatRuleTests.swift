import HomebookCore
import TestSupport
import Testing

@Suite struct RepeatRuleTests {
    @Test func monthlyOnThe31stSkipsShortMonthsInsteadOfClamping() {
        let rule = RepeatRule(frequency: .monthly)
        let days = rule.startDays(
            first: day("2026-01-31"),
            from: day("2026-01-01"),
            to: day("2026-12-31")
        )
        #expect(
            days.map(\.description) == [
                "2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31", "2026-08-31", "2026-10-31",
                "2026-12-31",
            ]
        )
    }

    @Test func skippedDatesDoNotCountTowardsTheCount() {
        let rule = RepeatRule(frequency: .monthly, end: .count(3))
        let days = rule.startDays(
            first: day("2026-01-31"),
            from: day("2026-01-01"),
            to: day("2027-12-31")
        )
        #expect(days.map(\.description) == ["2026-01-31", "2026-03-31", "2026-05-31"])
        #expect(rule.lastStartDay(first: day("2026-01-31")) == day("2026-05-31"))
    }

    @Test func yearlyOn29FebruaryHappensInLeapYearsOnly() {
        let rule = RepeatRule(frequency: .yearly)
        let days = rule.startDays(
            first: day("2024-02-29"),
            from: day("2024-01-01"),
            to: day("2033-01-01")
        )
        #expect(days.map(\.description) == ["2024-02-29", "2028-02-29", "2032-02-29"])
    }

    @Test func everyNWithUntilStopsOnTheLastDayInclusive() {
        let rule = RepeatRule(frequency: .weekly, interval: 2, end: .until(day("2026-12-21")))
        let days = rule.startDays(
            first: day("2026-11-02"),
            from: day("2026-01-01"),
            to: day("2027-12-31")
        )
        #expect(
            days.map(\.description) == ["2026-11-02", "2026-11-16", "2026-11-30", "2026-12-14"]
        )
        #expect(rule.lastStartDay(first: day("2026-11-02")) == day("2026-12-14"))
    }

    @Test func expansionJumpsStraightToAFarAwayRange() {
        let rule = RepeatRule(frequency: .daily, interval: 3)
        let days = rule.startDays(
            first: day("2000-01-01"),
            from: day("2026-11-01"),
            to: day("2026-11-07")
        )
        #expect(days.count == 2 || days.count == 3)
        #expect(days.allSatisfy { ($0.dayNumber - day("2000-01-01").dayNumber) % 3 == 0 })
        #expect(RepeatRule(frequency: .daily).lastStartDay(first: day("2000-01-01")) == nil)
    }
}
