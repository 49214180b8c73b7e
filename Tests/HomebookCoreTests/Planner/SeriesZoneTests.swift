import HomebookCore
import TestSupport
import Testing

/// A repeating event expands in the zone its start was written in (issue 26: a weekly 20:00
/// Los Angeles meeting imported in Berlin showed an hour early after 29 March).
@Suite struct SeriesZoneTests {
    static let losAngeles = LocalZone(olsonName: "America/Los_Angeles")!
    static let tokyo = LocalZone(olsonName: "Asia/Tokyo")!
    static let utc = LocalZone(olsonName: "Etc/UTC")!

    /// A calendar of one weekly event starting Thursday 5 March 2026 at `start`, ten times:
    /// across Los Angeles' change (8 March) and Berlin's (29 March).
    static func weekly(_ start: String) -> String {
        let skipped = start.split(separator: "0305", omittingEmptySubsequences: false)
            .joined(separator: "0319")
        return """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//test//EN\r
            BEGIN:VEVENT\r
            UID:weekly@test\r
            DTSTAMP:20260101T000000Z\r
            DTSTART\(start)\r
            DURATION:PT1H\r
            RRULE:FREQ=WEEKLY;COUNT=10\r
            EXDATE\(skipped)\r
            SUMMARY:Sync\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
    }

    /// The clock reading of each occurrence's start in `zone`, with its day.
    func readings(_ planner: Planner, in zone: LocalZone) throws -> [String] {
        try planner.occurrences(from: day("2026-03-01"), to: day("2026-05-31")).map { event in
            guard case .timed(let start, _) = event.span else { return "all day" }
            let reading = zone.local(start)
            return "\(reading.date) \(reading.clockText)"
        }
    }

    @Test(arguments: ["Europe/Berlin", "Asia/Tokyo", "America/New_York"])
    func aLosAngelesSeriesKeepsItsClockInEveryZone(viewer: String) throws {
        try withTemporaryStore(named: "zones.sqlite") { store, _ in
            let planner = store.planner(in: LocalZone(olsonName: viewer)!)
            _ = try planner.importICalendar(
                Self.weekly(";TZID=America/Los_Angeles:20260305T200000")
            )
            let expected = (0..<10).filter { $0 != 2 }.map { week in
                "\(day("2026-03-05").adding(days: 7 * week)) 20:00"
            }
            #expect(try readings(planner, in: Self.losAngeles) == expected)
        }
    }

    @Test func aUTCSeriesKeepsItsUTCClockAcrossTheViewersChange() throws {
        try withPlanner { planner, _ in
            _ = try planner.importICalendar(Self.weekly(":20260305T200000Z"))
            let expected = (0..<10).filter { $0 != 2 }.map { week in
                "\(day("2026-03-05").adding(days: 7 * week)) 20:00"
            }
            #expect(try readings(planner, in: Self.utc) == expected)
            // In Berlin: 21:00 in winter, 22:00 from 29 March.
            #expect(try readings(planner, in: berlin).last == "2026-05-07 22:00")
        }
    }

    @Test func theExportWritesTheSeriesZoneAgainAndReadsBackTheSame() throws {
        try withTemporaryStore(named: "one.sqlite") { one, _ in
            try withTemporaryStore(named: "two.sqlite") { two, _ in
                let first = one.planner(in: berlin)
                _ = try first.importICalendar(
                    Self.weekly(";TZID=America/Los_Angeles:20260305T200000")
                )
                var text = ""
                try first.exportICalendar { text += $0 }
                #expect(text.contains("DTSTART;TZID=America/Los_Angeles:20260305T200000\r\n"))
                #expect(text.contains("EXDATE;TZID=America/Los_Angeles:20260319T200000\r\n"))
                #expect(text.contains("TZID:America/Los_Angeles\r\n"))
                let second = two.planner(in: Self.tokyo)
                _ = try second.importICalendar(text)
                let spans = { (planner: Planner) in
                    try planner.occurrences(from: day("2026-03-01"), to: day("2026-05-31"))
                        .map(\.span)
                }
                #expect(try spans(second) == spans(first))
                #expect(try spans(first).count == 9)
            }
        }
    }

    @Test func deletingOneOccurrenceNamesTheViewersDay() throws {
        try withTemporaryStore(named: "zones.sqlite") { store, _ in
            let planner = store.planner(in: Self.tokyo)
            _ = try planner.importICalendar(
                Self.weekly(";TZID=America/Los_Angeles:20260305T200000")
            )
            // Thursday 20:00 in Los Angeles is Friday noon in Tokyo (after 8 March).
            try planner.deleteOccurrence(of: 1, on: day("2026-03-13"))
            let left = try readings(planner, in: Self.losAngeles)
            #expect(!left.contains("2026-03-12 20:00"))
            #expect(left.count == 8)
            // Stored as the series' own day, so the export skips the right occurrence.
            var text = ""
            try planner.exportICalendar { text += $0 }
            #expect(text.contains("EXDATE;TZID=America/Los_Angeles:20260312T200000\r\n"))
            #expect(throws: PlannerError.self) {
                try planner.deleteOccurrence(of: 1, on: day("2026-03-12"))
            }
        }
    }
}
