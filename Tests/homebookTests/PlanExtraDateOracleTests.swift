import Foundation
import TestSupport
import Testing

/// Generated events with extra dates (RDATE: dates, date-times in a zone and in UTC,
/// periods with an end or a duration, with and without a repeat and skipped days), listed
/// by homebook and expanded by `recurring_ical_events` (PyPI), before and after a round
/// trip through homebook's export (docs/manual.md#planner).
@Suite(
    .tags(.process),
    .skippedByTag,
    .enabled(if: pythonHasRecurringEvents, "python3 with recurring_ical_events")
)
struct PlanExtraDateOracleTests {
    /// Each occurrence as `TITLE START END`: times as UTC moments, all-day days as dates
    /// with the last day inclusive (as `plan list --json` gives them).
    static let oracle = """
        import sys, datetime, icalendar, recurring_ical_events
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        def when(d):
            if not isinstance(d, datetime.datetime): return d.isoformat()
            return d.astimezone(datetime.timezone.utc).isoformat()
        rows = []
        for e in recurring_ical_events.of(calendar).between((2025, 6, 1), (2027, 6, 1)):
            start = e['DTSTART'].dt
            end = e['DTEND'].dt if 'DTEND' in e else start
            if not isinstance(start, datetime.datetime): end -= datetime.timedelta(days=1)
            rows.append(str(e['SUMMARY']) + ' ' + when(start) + ' ' + when(end))
        print('\\n'.join(sorted(rows)))
        """

    /// `20260314` for `offset` days after 1 January 2026.
    static func date(_ offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.date(
            byAdding: .day,
            value: offset,
            to: calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))!
        )!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d%02d%02d", parts.year!, parts.month!, parts.day!)
    }

    /// One VEVENT of a random kind: a timed series in a zone, an all-day series, an all-day
    /// event or a timed one in UTC, each with extra dates, some on its own occurrences.
    static func event(_ number: Int, using random: inout SeededGenerator) -> [String] {
        func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let first = pick(30...300)
        let hour = pick(7...18)
        let clock = String(format: "T%02d%02d00", hour, [0, 15, 30][pick(0...2)])
        var lines = [
            "BEGIN:VEVENT", "UID:gen-\(number)", "DTSTAMP:20251201T120000Z", "SUMMARY:E\(number)",
        ]
        let step = [1, 7][pick(0...1)]
        let count = pick(2...6)
        // Days the repeat falls on (the start's own first), some of them named again.
        let own = (0..<count).map { first + $0 * step }
        func someOwn() -> Int { own[pick(0...(count - 1))] }
        switch number % 4 {
        case 0:
            let zone = ["Europe/Berlin", "America/New_York"][pick(0...1)]
            lines += [
                "DTSTART;TZID=\(zone):\(date(first))\(clock)",
                "DTEND;TZID=\(zone):\(date(first))T\(String(format: "%02d", hour + 1))0000",
                "RRULE:FREQ=\(step == 1 ? "DAILY" : "WEEKLY");COUNT=\(count)",
            ]
            let extra = [someOwn(), first + pick(1...90), first + pick(1...90)]
            lines.append(
                "RDATE;TZID=\(zone):"
                    + extra.map {
                        date($0) + ($0 == extra[0] ? clock : "T\(pick(10...22))0000")
                    }.joined(separator: ",")
            )
            lines.append("RDATE:\(date(first + pick(1...60)))T\(pick(10...20))3000Z")
            let period = date(first + pick(1...60))
            lines.append(
                "RDATE;VALUE=PERIOD:\(period)T060000Z/\(period)T0\(pick(7...9))4500Z,"
                    + "\(date(first + pick(61...120)))T120000Z/PT\(pick(1...5))H30M"
            )
            lines.append("EXDATE;TZID=\(zone):\(date(own.last!))\(clock)")
        case 1:
            lines += [
                "DTSTART;VALUE=DATE:\(date(first))",
                "DTEND;VALUE=DATE:\(date(first + pick(1...2)))",
                "RRULE:FREQ=\(step == 1 ? "DAILY" : "WEEKLY");COUNT=\(count)",
                "RDATE;VALUE=DATE:\(date(someOwn())),\(date(first + pick(20...80)))",
                "EXDATE;VALUE=DATE:\(date(own[1]))",
            ]
        case 2:
            lines += [
                "DTSTART;VALUE=DATE:\(date(first))",
                "DTEND;VALUE=DATE:\(date(first + pick(1...3)))",
                "RDATE;VALUE=DATE:\(date(first + pick(5...40))),\(date(first + pick(41...90)))",
            ]
        default:
            let second = first + pick(1...30)
            lines += [
                "DTSTART:\(date(first))\(clock)Z",
                "DTEND:\(date(first))T\(String(format: "%02d", hour + 2))0000Z",
                "RDATE:\(date(first))\(clock)Z,\(date(second))T080000Z,\(date(second + 3))T080000Z",
                "RDATE;VALUE=PERIOD:\(date(first + pick(40...70)))T200000Z/P1DT2H",
                "EXDATE:\(date(second + 3))T080000Z",
            ]
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// The occurrences `plan list --json` gives, as the oracle prints them.
    static func listed(_ db: String) throws -> [String] {
        let listed = try plan(db, "list", "--from", "2025-06-01", "--to", "2027-05-31", "--json")
        let events = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
        )
        return events.map {
            "\($0["title"] ?? "") \(PlanICalendarFixtureTests.utc($0["start"]))"
                + " \(PlanICalendarFixtureTests.utc($0["end"]))"
        }.sorted()
    }

    @Test(arguments: [38, 1_105, 90_210] as [UInt64])
    func generatedExtraDatesMatchAnIndependentExpander(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"]
        for number in 0..<40 { lines += Self.event(number, using: &random) }
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
            let ours = try Self.listed(db)
            let theirs = try runPython(Self.oracle, [path])
            #expect(theirs.status == 0)
            let other = theirs.output.split(separator: "\n").map(String.init)
            #expect(Set(ours).subtracting(other).sorted() == [])
            #expect(Set(other).subtracting(ours).sorted() == [])
            #expect(ours.count == other.count)
            #expect(ours.count > 150)
            // Python reads homebook's export as the same occurrences, and so does homebook.
            let exported = folder + "/exported.ics"
            let export = try plan(db, "export", "--output", exported)
            #expect(export.status == 0, "\(export)")
            let back = try runPython(Self.oracle, [exported])
            #expect(back.output.split(separator: "\n").map(String.init) == other)
            let again = folder + "/again.sqlite"
            #expect(try plan(again, "import", "--strict", exported).status == 0)
            #expect(try Self.listed(again) == ours)
        }
    }
}
