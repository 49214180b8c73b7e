import HomebookCore
import TestSupport
import Testing

/// Real calendars of issue 38: khal's UTC zone with a `Z`, an end without a zone, and
/// changed occurrences matched by their exact moment and revision.
@Suite struct ICalendarRoundFourTests {
    static func calendar(_ lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR", ""])
            .joined(separator: "\r\n")
    }

    @Test(arguments: ["Etc/UTC", "UTC", "/freeassociation.sourceforge.net/Etc/UTC", "GMT"])
    func aUTCZoneWithAZAgreesAndComesIn(tzid: String) throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:k", "SUMMARY:Khal",
            "DTSTART;TZID=\(tzid):20260715T090000Z", "DTEND;TZID=\(tzid):20260715T100000Z",
            "END:VEVENT",
        ])
        let start = LocalZone.utcSeconds(
            LocalDateTime(date: day("2026-07-15"), hour: 9, minute: 0)
        )
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text, strict: true)
            #expect(report.imported == 1)
            #expect(try planner.get(1).span == .timed(start: start, end: start + 3_600))
        }
    }

    @Test func aRegionsZoneWithAZIsStillLeftOut() throws {
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:k", "SUMMARY:Mixed",
            "DTSTART;TZID=Europe/London:20260115T090000Z", "END:VEVENT",
        ])
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 0)
        }
    }

    @Test func anEndWithoutAZoneIsInTheStartsZone() throws {
        // 09:00 to 10:00 in New York; read floating (Berlin here) the end was 08:00 UTC,
        // before the start at 13:00 UTC, and the event was refused.
        let text = Self.calendar([
            "BEGIN:VEVENT", "UID:e", "SUMMARY:Call",
            "DTSTART;TZID=America/New_York:20260415T090000", "DTEND:20260415T100000",
            "END:VEVENT",
        ])
        let start = LocalZone.utcSeconds(
            LocalDateTime(date: day("2026-04-15"), hour: 13, minute: 0)
        )
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text, strict: true)
            #expect(report.imported == 1)
            #expect(try planner.get(1).span == .timed(start: start, end: start + 3_600))
        }
    }

    static let series = [
        "BEGIN:VEVENT", "UID:s", "SUMMARY:Standup", "DTSTART;TZID=Europe/Berlin:20260105T090000",
        "DTEND;TZID=Europe/Berlin:20260105T091500", "RRULE:FREQ=DAILY;COUNT=5", "END:VEVENT",
    ]

    static func change(
        _ title: String,
        _ sequence: Int?,
        at id: String,
        to start: String
    ) -> [String] {
        ["BEGIN:VEVENT", "UID:s", "SUMMARY:\(title)"]
            + (sequence.map { ["SEQUENCE:\($0)"] } ?? [])
            + [
                "RECURRENCE-ID;TZID=Europe/Berlin:\(id)", "DTSTART;TZID=Europe/Berlin:\(start)",
                "END:VEVENT",
            ]
    }

    @Test func ofTwoChangesToOneOccurrenceTheHigherSequenceWins() throws {
        let text = Self.calendar(
            Self.series
                + Self.change("Once", 1, at: "20260106T090000", to: "20260106T130000")
                + Self.change("Twice", 2, at: "20260106T090000", to: "20260106T110000")
        )
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 2)
            let shown = try planner.occurrences(from: day("2026-01-06"), to: day("2026-01-06"))
            #expect(shown.map(\.title) == ["Twice"])
            #expect(starts(shown) == ["2026-01-06 11:00"])
            #expect(
                report.notes.map(\.description).contains {
                    $0.contains("\"Once\"") && $0.contains("changes the same occurrence")
                }
            )
        }
    }

    @Test func aChangeAtAMomentWithoutAnOccurrenceChangesNone() throws {
        // The series starts at 09:00: a RECURRENCE-ID at 10:30 that day names no occurrence.
        let text = Self.calendar(
            Self.series + Self.change("Moved", nil, at: "20260108T103000", to: "20260108T150000")
        )
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 1)
            let shown = try planner.occurrences(from: day("2026-01-08"), to: day("2026-01-08"))
            #expect(shown.map(\.title) == ["Standup"])
            #expect(starts(shown) == ["2026-01-08 09:00"])
            #expect(
                report.notes.map(\.description).contains {
                    $0.contains("RECURRENCE-ID names 2026-01-08 10:30")
                }
            )
        }
    }
}
