import Foundation
import TestSupport
import Testing

/// `plan import` and `plan list` under a fixed `TZ`: a Los Angeles series stays at 20:00
/// Los Angeles time whatever zone lists it (issue 26).
@Suite struct PlanSeriesZoneCommandTests {
    @Test func aLosAngelesSeriesListsAtItsOwnClockUnderEachTZ() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let file = folder + "/sync.ics"
            try Data(
                """
                BEGIN:VCALENDAR\r
                VERSION:2.0\r
                PRODID:-//test//EN\r
                BEGIN:VEVENT\r
                UID:sync@test\r
                DTSTAMP:20260101T000000Z\r
                DTSTART;TZID=America/Los_Angeles:20260305T200000\r
                DTEND;TZID=America/Los_Angeles:20260305T210000\r
                RRULE:FREQ=WEEKLY;COUNT=6\r
                SUMMARY:Sync\r
                END:VEVENT\r
                END:VCALENDAR\r

                """.utf8
            ).write(to: URL(fileURLWithPath: file))
            #expect(try plan(db, "import", file).status == 0)
            // 12 March: Los Angeles is on summer time already, Berlin not yet.
            let berlin = try plan(
                db,
                "list",
                "--from",
                "2026-03-13",
                "--to",
                "2026-03-13",
                "--json"
            )
            #expect(berlin.stdout.contains("\"start\":\"2026-03-13T04:00:00+01:00\""), "\(berlin)")
            let here = try plan(
                db,
                "list",
                "--from",
                "2026-03-12",
                "--to",
                "2026-03-12",
                "--json",
                zone: "America/Los_Angeles"
            )
            #expect(here.stdout.contains("\"start\":\"2026-03-12T20:00:00-07:00\""), "\(here)")
            let show = try plan(db, "show", "1")
            #expect(show.stdout.contains("Repeats: weekly, 6 times (America/Los_Angeles time)\n"))
            let export = try plan(db, "export", zone: "Asia/Tokyo")
            #expect(export.stdout.contains("DTSTART;TZID=America/Los_Angeles:20260305T200000"))
        }
    }
}
