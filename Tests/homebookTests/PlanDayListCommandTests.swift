import Foundation
import TestSupport
import Testing

/// `plan show` and its JSON for repeats on listed days, imported from Google's kind of file.
@Suite struct PlanDayListCommandTests {
    @Test func showSaysTheListedDaysInWordsAndInJSON() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let path = PlanICalendarFixtureTests.fixture("google-byday-rules.ics")
            let imported = try plan(db, "import", path)
            #expect(imported.status == 0, "\(imported)")
            #expect(imported.stdout.contains("Imported 11 events."))
            let expected = [
                "1": "weekly on Mon, Tue, Wed, Thu, Fri, 20 times (America/New_York time)",
                "2": "monthly on the first Saturday (America/New_York time)",
                "3": "monthly on the last Friday until 2026-09-30 (America/New_York time)",
                "6": "monthly on day 15, the last day",
                "9": "yearly on the fourth Thursday of November",
            ]
            for (id, words) in expected {
                let shown = try plan(db, "show", id)
                #expect(shown.stdout.contains("Repeats: " + words + "\n"), "\(shown.stdout)")
            }
            let json = try plan(db, "show", "2", "--json")
            #expect(json.stdout.contains(#""except":[],"byDay":["1SA"]}"#), "\(json.stdout)")
        }
    }
}
