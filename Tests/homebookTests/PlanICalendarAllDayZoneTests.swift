import Foundation
import TestSupport
import Testing

/// An all-day occurrence changed in Google's old style: its own DTSTART is a date with a
/// TZID (which RFC 5545 §3.2.19 says a date must not have) and its RECURRENCE-ID midnight
/// UTC. The TZID means nothing on a date, so the changed day is the one written, not the
/// day before in Los Angeles; and midnight UTC names that date wherever you are
/// (docs/manual.md#planner). Python's icalendar reads such a date as midnight in the zone,
/// so this is checked here rather than against it.
@Suite(.tags(.process), .skippedByTag) struct PlanICalendarAllDayZoneTests {
    @Test(arguments: ["Europe/Berlin", "UTC", "Asia/Tokyo", "America/Los_Angeles"])
    func aDatesTZIDDoesNotMoveTheChangedDay(zone: String) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let path = PlanICalendarFixtureTests.fixture("google-allday-override-with-tzid.ics")
            let imported = try plan(db, "import", path, zone: zone)
            #expect(imported.status == 0, "\(imported)")
            let listed = try plan(
                db,
                "list",
                "--from",
                "2025-12-30",
                "--to",
                "2027-01-02",
                "--json",
                zone: zone
            )
            let events = try #require(
                try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
            )
            let days = events.map { "\($0["start"] ?? "") \($0["title"] ?? "")" }
            #expect(
                days == [
                    "2026-01-01 New Year (public holiday)",
                    "2027-01-01 New Year",
                ]
            )
        }
    }
}
