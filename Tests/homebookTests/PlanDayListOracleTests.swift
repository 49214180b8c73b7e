import Foundation
import TestSupport
import Testing

/// Generated repeat rules on listed days, expanded by homebook and by
/// `recurring_ical_events` (PyPI): every shape of list, interval and end the import takes.
@Suite(
    .tags(.slow),
    .skippedByTag,
    .enabled(if: pythonHasRecurringEvents, "python3 with recurring_ical_events")
)
struct PlanDayListOracleTests {
    /// One VEVENT with a random day-list rule, starting in 2025 or 2026 (New York time).
    static func event(_ number: Int, using random: inout SeededGenerator) -> [String] {
        let codes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
        let start = Calendar(identifier: .gregorian).date(
            from: DateComponents(
                year: 2025,
                month: 6,
                day: 1 + Int.random(in: 0...500, using: &random)
            )
        )!
        let parts = Calendar(identifier: .gregorian).dateComponents(
            [.year, .month, .day],
            from: start
        )
        let (year, month, day) = (parts.year!, parts.month!, parts.day!)
        func some(_ items: [String], _ most: Int) -> String {
            Array(items.shuffled(using: &random).prefix(Int.random(in: 1...most, using: &random)))
                .joined(separator: ",")
        }
        // All numbered or none: python-dateutil, under recurring_ical_events, takes a list
        // mixing both (`-2FR,1MO,FR`) as the days in both, where RFC 5545 (and homebook)
        // takes every day either names.
        let ordinals = Bool.random(using: &random) ? ["1", "2", "3", "4", "-1", "-2"] : [""]
        let numbered = (0..<3).map { _ in
            ordinals.randomElement(using: &random)! + codes.randomElement(using: &random)!
        }
        let monthDays = ["1", "15", "28", "29", "30", "31", "-1", "-2", "-31"]
        var rule: String
        switch Int.random(in: 0...5, using: &random) {
        case 0: rule = "FREQ=WEEKLY;BYDAY=" + some(codes, 5)
        case 1: rule = "FREQ=MONTHLY;BYDAY=" + some(numbered, 3)
        case 2: rule = "FREQ=MONTHLY;BYMONTHDAY=" + some(monthDays, 3)
        case 3: rule = "FREQ=DAILY;BYDAY=" + some(codes, 4)
        case 4: rule = "FREQ=YEARLY;BYMONTH=\(month);BYDAY=" + some(numbered, 2)
        default:
            rule = "FREQ=MONTHLY;BYDAY=" + some(codes, 2) + ";BYMONTHDAY=" + some(monthDays, 3)
        }
        rule += ";INTERVAL=\(Int.random(in: 1...3, using: &random))"
        if Bool.random(using: &random) {
            rule +=
                ";UNTIL=2026" + String(format: "%02d", Int.random(in: 1...12, using: &random))
                + "15T120000Z"
        }
        let date = String(format: "%04d%02d%02d", year, month, day)
        return [
            "BEGIN:VEVENT", "UID:gen-\(number)", "DTSTAMP:20251201T120000Z",
            "DTSTART;TZID=America/New_York:\(date)T093000",
            "DTEND;TZID=America/New_York:\(date)T103000", "RRULE:\(rule)", "SUMMARY:R\(number)",
            "END:VEVENT",
        ]
    }

    @Test(arguments: [2805, 7, 1_000_003] as [UInt64])
    func generatedRulesMatchAnIndependentExpander(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"]
        for number in 0..<60 { lines += Self.event(number, using: &random) }
        lines.append("END:VCALENDAR")
        try withTemporaryDirectory { folder in
            let path = folder + "/generated.ics"
            try (lines.joined(separator: "\r\n") + "\r\n").write(
                toFile: path,
                atomically: true,
                encoding: .utf8
            )
            let db = folder + "/p.sqlite"
            let imported = try plan(db, "import", "--strict", path)
            #expect(imported.status == 0, "\(imported)")
            let listed = try plan(
                db,
                "list",
                "--from",
                "2026-01-01",
                "--to",
                "2026-12-31",
                "--json"
            )
            let events = try #require(
                try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
            )
            let ours = events.map {
                "\($0["title"] ?? "") \(PlanICalendarFixtureTests.utc($0["start"]))"
            }.sorted()
            let theirs = try runPython(PlanICalendarFixtureTests.oracle, [path])
            #expect(theirs.status == 0)
            let (mine, other) = (
                Set(ours), Set(theirs.output.split(separator: "\n").map(String.init))
            )
            #expect(mine.subtracting(other).sorted() == [])
            #expect(other.subtracting(mine).sorted() == [])
            #expect(ours.count > 500)
        }
    }
}
