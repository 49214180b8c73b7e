import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Repeats on listed days (BYDAY, BYMONTHDAY), as RFC 5545 §3.3.10 expands them.
@Suite struct RepeatDayListTests {
    static func days(_ rule: RepeatRule, _ first: String, to: String = "2027-12-31") -> [String] {
        rule.startDays(first: day(first), from: day(first), to: day(to)).map(\.description)
    }

    @Test func everyWeekdayFillsEachWeekFromMonday() {
        let weekdays = (1...5).map { RepeatWeekday(weekday: $0) }
        let rule = RepeatRule(frequency: .weekly, end: .count(7), byDay: weekdays)
        #expect(
            Self.days(rule, "2026-03-05") == [
                "2026-03-05", "2026-03-06", "2026-03-09", "2026-03-10", "2026-03-11",
                "2026-03-12", "2026-03-13",
            ]
        )
        #expect(rule.lastStartDay(first: day("2026-03-05")) == day("2026-03-13"))
    }

    /// Weeks start on Monday: a Sunday start's week is the one before the next Monday, so
    /// every other week skips the Monday right after it.
    @Test func everyOtherWeekCountsWeeksFromMonday() {
        let rule = RepeatRule(
            frequency: .weekly,
            interval: 2,
            end: .count(5),
            byDay: [RepeatWeekday(weekday: 0), RepeatWeekday(weekday: 1)]
        )
        #expect(
            Self.days(rule, "2026-03-08")
                == ["2026-03-08", "2026-03-16", "2026-03-22", "2026-03-30", "2026-04-05"]
        )
    }

    @Test func numberedWeekdaysOfTheMonth() {
        let firstSaturday = RepeatRule(
            frequency: .monthly,
            end: .count(3),
            byDay: [RepeatWeekday(weekday: 6, ordinal: 1)]
        )
        #expect(
            Self.days(firstSaturday, "2026-01-03") == ["2026-01-03", "2026-02-07", "2026-03-07"]
        )
        let lastFriday = RepeatRule(
            frequency: .monthly,
            end: .until(day("2026-04-30")),
            byDay: [RepeatWeekday(weekday: 5, ordinal: -1)]
        )
        #expect(
            Self.days(lastFriday, "2026-01-30")
                == ["2026-01-30", "2026-02-27", "2026-03-27", "2026-04-24"]
        )
        // A fifth Monday only some months have: the others are skipped, not counted.
        let fifthMonday = RepeatRule(
            frequency: .monthly,
            end: .count(3),
            byDay: [RepeatWeekday(weekday: 1, ordinal: 5)]
        )
        #expect(Self.days(fifthMonday, "2026-03-30") == ["2026-03-30", "2026-06-29", "2026-08-31"])
    }

    @Test func monthDaysSkipWhatTheMonthLacksAndCountFromTheEnd() {
        let rule = RepeatRule(frequency: .monthly, end: .count(6), byMonthDay: [30, -1])
        #expect(
            Self.days(rule, "2028-01-30", to: "2028-12-31")
                == [
                    "2028-01-30", "2028-01-31", "2028-02-29", "2028-03-30", "2028-03-31",
                    "2028-04-30",
                ]
        )
        // Friday the 13th: with both lists, only the days in both.
        let unlucky = RepeatRule(
            frequency: .monthly,
            byDay: [RepeatWeekday(weekday: 5)],
            byMonthDay: [13]
        )
        #expect(
            Self.days(unlucky, "2026-02-13", to: "2026-12-31") == [
                "2026-02-13", "2026-03-13", "2026-11-13",
            ]
        )
    }

    /// RFC 5545 §3.3.10: "The DTSTART property value always counts as the first occurrence",
    /// also when the lists do not name its day.
    @Test func theStartIsTheFirstOccurrenceAndCounts() {
        let rule = RepeatRule(
            frequency: .weekly,
            end: .count(3),
            byDay: [RepeatWeekday(weekday: 2), RepeatWeekday(weekday: 4)]
        )
        #expect(Self.days(rule, "2026-03-02") == ["2026-03-02", "2026-03-03", "2026-03-05"])
    }

    /// Listing a range jumps to it for a rule without a count or a weekly one; the days must
    /// be those a walk from the start gives, for rules of every shape.
    @Test func aRangeGivesTheDaysAWalkFromTheStartGives() {
        var random = SeededGenerator(seed: 28)
        for _ in 0..<300 {
            let frequency = RepeatFrequency.allCases.randomElement(using: &random)!
            var byDay: [RepeatWeekday] = []
            var byMonthDay: [Int] = []
            let numbered = frequency == .monthly || frequency == .yearly
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let ordinal =
                    numbered && Bool.random(using: &random)
                    ? [1, 2, 5, -1, -2].randomElement(using: &random)! : 0
                byDay.append(
                    RepeatWeekday(weekday: Int.random(in: 0...6, using: &random), ordinal: ordinal)
                )
            }
            if frequency != .weekly, byDay.isEmpty || Bool.random(using: &random) {
                byMonthDay = [[1], [15], [-1], [31], [29, -3]].randomElement(using: &random)!
            }
            if frequency == .weekly, byDay.isEmpty { byDay = [RepeatWeekday(weekday: 3)] }
            let rule = RepeatRule(
                frequency: frequency,
                interval: Int.random(in: 1...3, using: &random),
                end: [
                    .never, .until(day("2031-06-30")),
                    .count(Int.random(in: 1...300, using: &random)),
                ]
                .randomElement(using: &random)!,
                byDay: byDay,
                byMonthDay: byMonthDay
            )
            let first = day("2026-01-01").adding(days: Int.random(in: 0...400, using: &random))
            let from = first.adding(days: Int.random(in: 0...1500, using: &random))
            let to = from.adding(days: [90, 3000].randomElement(using: &random)!)
            let all = rule.startDays(first: first, from: first, to: to).filter { $0 >= from }
            #expect(
                rule.startDays(first: first, from: from, to: to) == all,
                "\(rule) from \(first)"
            )
        }
    }

    /// Google writes `WKST=SU`; for days all after Sunday it picks the same weeks as Monday.
    @Test func aSundayWeekStartIsTakenWhereItPicksTheSameWeeks() throws {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:S\r\n"
            + "DTSTART:20261207T090000Z\r\nRRULE:FREQ=WEEKLY;WKST=SU;INTERVAL=2;BYDAY=MO,WE\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        try withPlanner { planner, _ in
            #expect(try planner.importICalendar(text, strict: true).imported == 1)
            let shown = try planner.occurrences(from: day("2026-12-07"), to: day("2026-12-31"))
            #expect(
                starts(shown) == [
                    "2026-12-07 10:00", "2026-12-09 10:00", "2026-12-21 10:00", "2026-12-23 10:00",
                ]
            )
        }
    }

    @Test func theSummarySaysTheDaysInWords() {
        let weekdays = (1...5).map { RepeatWeekday(weekday: $0) }
        #expect(
            RepeatRule(frequency: .weekly, byDay: weekdays).summary
                == "weekly on Mon, Tue, Wed, Thu, Fri"
        )
        #expect(
            RepeatRule(frequency: .monthly, byDay: [RepeatWeekday(weekday: 6, ordinal: 1)]).summary
                == "monthly on the first Saturday"
        )
        #expect(RepeatRule(frequency: .monthly, byMonthDay: [15]).summary == "monthly on day 15")
        #expect(
            RepeatRule(frequency: .monthly, interval: 2, byMonthDay: [-1, 1]).summary
                == "every 2 months on day 1, the last day"
        )
        #expect(
            RepeatRule(frequency: .monthly, byDay: [RepeatWeekday(weekday: 5)], byMonthDay: [13])
                .summary == "monthly on day 13 when it is a Friday"
        )
        let thanksgiving = RepeatRule(
            frequency: .yearly,
            byDay: [RepeatWeekday(weekday: 4, ordinal: 4)]
        )
        #expect(thanksgiving.summary(startMonth: 11) == "yearly on the fourth Thursday of November")
        #expect(RepeatRule(frequency: .yearly).summary(startMonth: 11) == "yearly")
    }

    @Test func theSchemaRefusesMalformedListsAndListsWithoutARepeat() throws {
        try withPlanner { planner, store in
            let id = try planner.add(
                EventDraft(
                    title: "Standup",
                    start: "2026-03-02 09:00",
                    repeatRule: .init(frequency: "weekly")
                ),
                today: plannerToday
            )
            for (column, value) in [
                ("repeat_by_day", "MO,,TU"), ("repeat_by_day", "mo"), ("repeat_by_day", "MO1"),
                ("repeat_by_month_day", "1x"), ("repeat_by_month_day", ""),
            ] {
                #expect(throws: (any Error).self) {
                    try store.database.execute(
                        "UPDATE planner_events SET \(column) = ? WHERE id = ?",
                        [.text(value), .integer(id)]
                    )
                }
            }
            try store.database.execute(
                "UPDATE planner_events SET repeat_by_day = '1SA,-1FR' WHERE id = ?",
                [.integer(id)]
            )
            #expect(try planner.get(id).repeatRule?.byDay.map(\.description) == ["1SA", "-1FR"])
            let single = try planner.add(
                EventDraft(title: "Once", start: "2026-03-02 09:00"),
                today: plannerToday
            )
            #expect(throws: (any Error).self) {
                try store.database.execute(
                    "UPDATE planner_events SET repeat_by_day = 'MO' WHERE id = ?",
                    [.integer(single)]
                )
            }
        }
    }

    /// Google's day lists come in, go out in the export and come back the same.
    @Test func exportThenImportKeepsTheDayLists() throws {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        let path = parts.joined(separator: "/") + "/Fixtures/Calendar/google-byday-rules.ics"
        let file = try String(contentsOfFile: path, encoding: .utf8)
        var exported = ""
        var firstRules: [String: RepeatRule?] = [:]
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(file)
            #expect(report.imported == 11)
            try planner.exportICalendar { exported += $0 }
            for id in 1...Int64(11) {
                let event = try planner.get(id)
                firstRules[event.uid] = event.repeatRule
            }
        }
        #expect(exported.contains("RRULE:FREQ=WEEKLY;COUNT=20;BYDAY=MO,TU,WE,TH,FR\r\n"))
        #expect(exported.contains("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH\r\n"))
        #expect(exported.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=15,-1\r\n"))
        try withPlanner { planner, _ in
            #expect(try planner.importICalendar(exported).imported == 11)
            var again: [String: RepeatRule?] = [:]
            for id in 1...Int64(11) {
                let event = try planner.get(id)
                again[event.uid] = event.repeatRule
            }
            #expect(again == firstRules)
            // The JSON lists them only when there are some; a plain repeat is as before.
            let standup = try planner.get(1).jsonText(in: berlin)
            #expect(standup.contains(#""except":[],"byDay":["MO","TU","WE","TH","FR"]}"#))
            let payday = try planner.get(6).jsonText(in: berlin)
            #expect(payday.contains(#""except":[],"byMonthDay":[15,-1]}"#))
            let rent = try planner.get(5).jsonText(in: berlin)
            #expect(rent.contains(#""except":[]}"#))
            #expect(again.values.filter { $0?.hasDayListsForTests == true }.count == 10)
        }
    }
}

extension RepeatRule {
    var hasDayListsForTests: Bool { !byDay.isEmpty || !byMonthDay.isEmpty }
}
