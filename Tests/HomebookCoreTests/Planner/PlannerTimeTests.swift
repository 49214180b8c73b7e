import HomebookCore
import TestSupport
import Testing

@Suite struct PlannerTimeTests {
    @Test(arguments: [
        (
            "2026-11-28 17:00",
            TimeValue.dateTime(LocalDateTime(date: day("2026-11-28"), hour: 17, minute: 0))
        ),
        ("today 18:30", .dateTime(LocalDateTime(date: day("2026-11-22"), hour: 18, minute: 30))),
        ("tomorrow 8:00", .dateTime(LocalDateTime(date: day("2026-11-23"), hour: 8, minute: 0))),
        ("saturday 19:00", .dateTime(LocalDateTime(date: day("2026-11-28"), hour: 19, minute: 0))),
        ("Sunday 7:05", .dateTime(LocalDateTime(date: day("2026-11-22"), hour: 7, minute: 5))),
        ("mon 7:05", .dateTime(LocalDateTime(date: day("2026-11-23"), hour: 7, minute: 5))),
        ("2026-11-28", .date(day("2026-11-28"))),
        ("19:30", .clock(hour: 19, minute: 30)),
    ])
    func readsEveryDocumentedTimeForm(input: String, expected: TimeValue) throws {
        #expect(try TimeInput.parse(input, today: plannerToday) == expected)
    }

    @Test(arguments: [
        "", "2026-02-30 10:00", "today 24:00", "today 9:60", "noon", "2026-11-28T17:00", "fri 7",
        "a b c",
    ])
    func refusesOtherTimesShowingTheExpectedForms(input: String) {
        #expect(throws: PlannerError.badTime(input)) {
            try TimeInput.parse(input, today: plannerToday)
        }
        #expect(PlannerError.badTime(input).description.contains("YYYY-MM-DD HH:MM"))
    }

    @Test func dayNumbersRoundTripAndKnowTheWeekday() {
        for number in stride(from: -719_162, through: 2_932_896, by: 997) {
            #expect(CalendarDate(dayNumber: number).dayNumber == number)
        }
        #expect(day("1970-01-01").dayNumber == 0)
        #expect(day("2026-11-28").weekdayName == "Sat")
        #expect(day("2000-02-29").adding(days: 1) == day("2000-03-01"))
    }

    @Test func localTimesKeepTheirWallClockAcrossDaylightSavingChanges() {
        let summer = berlin.instant(LocalDateTime(date: day("2026-07-01"), hour: 9, minute: 0))
        let winter = berlin.instant(LocalDateTime(date: day("2026-12-01"), hour: 9, minute: 0))
        #expect(
            summer
                == LocalZone.utcSeconds(LocalDateTime(date: day("2026-07-01"), hour: 7, minute: 0))
        )
        #expect(
            winter
                == LocalZone.utcSeconds(LocalDateTime(date: day("2026-12-01"), hour: 8, minute: 0))
        )
        #expect(berlin.local(summer).clockText == "09:00")
        #expect(berlin.offset(at: summer) == 7_200)
    }

    @Test func aSkippedTimeMovesForwardAndARepeatedTimeIsTheFirst() {
        // 02:30 does not exist on 29 March 2026 in Berlin: RFC 5545 reads it as 03:30.
        let skipped = berlin.instant(LocalDateTime(date: day("2026-03-29"), hour: 2, minute: 30))
        #expect(berlin.local(skipped).clockText == "03:30")
        // 02:30 happens twice on 25 October 2026: the first (summer time, +02:00) is taken.
        let twice = berlin.instant(LocalDateTime(date: day("2026-10-25"), hour: 2, minute: 30))
        #expect(berlin.offset(at: twice) == 7_200)
    }

    @Test func unknownZoneNamesAreRefused() {
        #expect(LocalZone(olsonName: "Mars/Olympus") == nil)
        #expect(LocalZone(olsonName: "../etc/passwd") == nil)
        #expect(LocalZone(olsonName: "America/New_York") != nil)
    }

    @Test func isoTimesCarryTheOffsetOfTheirInstant() throws {
        func iso(_ zone: String, _ instant: Int64) throws -> String {
            let event = PlannerEvent(
                id: 1,
                uid: "u",
                calendar: "Personal",
                title: "T",
                span: .timed(start: instant, end: instant + 5_400)
            )
            return event.isoTimes(in: try #require(LocalZone(olsonName: zone))).end
        }
        // 2026-07-04 16:00:00 UTC, 1:30 later: west of UTC, a half-hour zone, and UTC itself.
        #expect(try iso("America/New_York", 1_783_180_800) == "2026-07-04T13:30:00-04:00")
        #expect(try iso("Asia/Kolkata", 1_783_180_800) == "2026-07-04T23:00:00+05:30")
        #expect(try iso("UTC", 1_783_180_800) == "2026-07-04T17:30:00+00:00")
        // Seconds that imported files may carry are kept.
        #expect(try iso("Europe/Berlin", 1_783_180_807) == "2026-07-04T19:30:07+02:00")
    }
}
