import Foundation
import HomebookCore
import TestSupport
import Testing

/// Forms that real Outlook, Exchange and Zimbra exports use and that once came in silently
/// wrong, measured with `scripts/measure-calendars` (docs/manual.md#planner).
@Suite struct ICalendarRealExportTests {
    static func fixture(_ name: String) throws -> String {
        let bytes = try #require(fileBytes(fixturePath("Calendar/" + name)))
        return String(decoding: bytes, as: UTF8.self)
    }

    static func skipped(_ report: ICalendarImportReport) -> [ICalendarSkipped] {
        report.notes.compactMap { note in
            if case .skipped(let skipped) = note { return skipped }
            return nil
        }
    }

    /// Outlook's `Canberra, Melbourne, Sydney` is a zone only the file defines: the weekday
    /// standup repeats in Australia/Sydney, at 09:30 there on both sides of its April change.
    @Test func aSeriesInAZoneOnlyTheFileDefinesRepeatsInTheNamedZoneWithItsClock() throws {
        let sydney = try #require(LocalZone(olsonName: "Australia/Sydney"))
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(
                try Self.fixture("outlook-series-in-own-zone.ics")
            )
            #expect(report.imported == 2)
            let standup = try planner.get(1)
            #expect(standup.title == "Standup")
            #expect(standup.timeZone == "Australia/Sydney")
            let found = try planner.occurrences(from: day("2026-04-02"), to: day("2026-04-08"))
                .filter { $0.title == "Standup" }
            #expect(
                starts(found, in: sydney) == [
                    "2026-04-02 09:30", "2026-04-03 09:30", "2026-04-06 09:30",
                    "2026-04-07 09:30", "2026-04-08 09:30",
                ]
            )
        }
    }

    /// A zone only the file defines, whose clock changes no named zone shares (Tehran as old
    /// Outlook files still spell it, with daylight saving): its series is left out, named.
    @Test func aSeriesInAZoneNoNamedZoneMatchesIsLeftOutWithItsLine() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(
                try Self.fixture("outlook-series-in-own-zone.ics")
            )
            let skipped = Self.skipped(report)
            #expect(skipped.map(\.line) == [58])
            #expect(skipped.first?.problems.map(\.line) == [59])
            #expect(
                skipped.first?.problems.map(\.message) == [
                    "the time zone \"(UTC+03:30) Tehran\" is defined only by this file, with clock"
                        + " changes no named zone has: a repeat in it cannot be represented"
                ]
            )
            #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(
                    try Self.fixture("outlook-series-in-own-zone.ics"),
                    strict: true
                )
            }
        }
    }

    /// A zone spelled with the United States' rules before 2007 (as CalConnect's samples
    /// have it) matches New York for a five-day series of 2005: only its own days count.
    @Test func aSeriesWithAnEndNeedsTheSameClockOnlyUntilItsEnd() throws {
        let text = """
            BEGIN:VCALENDAR\r
            PRODID:-//RPI//ICAL4J//EN\r
            VERSION:2.0\r
            BEGIN:VTIMEZONE\r
            TZID:Eastern\r
            BEGIN:STANDARD\r
            DTSTART:19501029T020000\r
            TZOFFSETFROM:-0400\r
            TZOFFSETTO:-0500\r
            RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=-1SU;BYMONTH=10\r
            END:STANDARD\r
            BEGIN:DAYLIGHT\r
            DTSTART:19500402T020000\r
            TZOFFSETFROM:-0500\r
            TZOFFSETTO:-0400\r
            RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=1SU;BYMONTH=4\r
            END:DAYLIGHT\r
            END:VTIMEZONE\r
            BEGIN:VEVENT\r
            DTSTART;TZID=Eastern:20050411T090000\r
            DURATION:PT1H\r
            RRULE:FREQ=DAILY;COUNT=5\r
            UID:calconnect-1\r
            SUMMARY:Workshop\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            DTSTART;TZID=Eastern:20050418T090000\r
            DURATION:PT1H\r
            RRULE:FREQ=WEEKLY\r
            UID:calconnect-2\r
            SUMMARY:Weekly call\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let newYork = try #require(LocalZone(olsonName: "America/New_York"))
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 1)
            #expect(try planner.get(1).timeZone == "America/New_York")
            let found = try planner.occurrences(from: day("2005-04-10"), to: day("2005-04-20"))
            #expect(
                starts(found, in: newYork) == [
                    "2005-04-11 09:00", "2005-04-12 09:00", "2005-04-13 09:00",
                    "2005-04-14 09:00", "2005-04-15 09:00",
                ]
            )
            // Repeating without an end, the old rules would part from New York's in 2007.
            #expect(Self.skipped(report).map(\.line) == [26])
        }
    }

    /// Microsoft CDO for Exchange: a zone whose TZID escapes its comma, used by a time that
    /// quotes it; and a weekday list with a space after each comma.
    @Test func exchangeZoneNamesWithACommaAndSpacedWeekdayListsComeIn() throws {
        let text = """
            BEGIN:VCALENDAR\r
            PRODID:Microsoft CDO for Microsoft Exchange\r
            VERSION:2.0\r
            BEGIN:VTIMEZONE\r
            TZID:Kuala Lumpur\\, Singapore\r
            BEGIN:STANDARD\r
            DTSTART:16010101T000000\r
            TZOFFSETFROM:+0800\r
            TZOFFSETTO:+0800\r
            END:STANDARD\r
            END:VTIMEZONE\r
            BEGIN:VEVENT\r
            DTSTART;TZID="Kuala Lumpur, Singapore":20260310T090000\r
            DTEND;TZID="Kuala Lumpur, Singapore":20260310T100000\r
            RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU, TH\r
            UID:cdo-1\r
            SUMMARY:Ops review\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let singapore = try #require(LocalZone(olsonName: "Asia/Singapore"))
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(Self.skipped(report).isEmpty)
            let found = try planner.occurrences(from: day("2026-03-09"), to: day("2026-03-22"))
            #expect(
                starts(found, in: singapore) == [
                    "2026-03-10 09:00", "2026-03-12 09:00", "2026-03-17 09:00",
                    "2026-03-19 09:00",
                ]
            )
        }
    }

    /// Exchange names an all-day series' moved and deleted days by midnight in its zone
    /// (Sydney, the day before in Berlin): each is the date written.
    @Test func anAllDaySeriesDaysGivenAsMidnightInAZoneAreTheDatesWritten() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(try Self.fixture("exchange-allday-moved.ics"))
            #expect(report.imported == 3)
            #expect(Self.skipped(report).isEmpty)
            let found = try planner.occurrences(from: day("2026-04-01"), to: day("2026-06-30"))
            #expect(
                starts(found) == [
                    "2026-04-02", "2026-04-17", "2026-04-30", "2026-05-14", "2026-05-29",
                    "2026-06-25",
                ]
            )
        }
    }

    /// Two RRULEs in one event (Zimbra): left out, not read as the last of them.
    @Test func aSecondRuleLeavesTheEventOut() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(try Self.fixture("zimbra-two-rules.ics"))
            #expect(report.imported == 1)
            #expect(try planner.get(1).title == "Dentist")
            #expect(
                Self.skipped(report).map(\.description) == [
                    "skipped the event \"Pottery class\" (line 21): line 28: a second RRULE"
                        + " cannot be represented (one rule per event)"
                ]
            )
        }
    }
}
