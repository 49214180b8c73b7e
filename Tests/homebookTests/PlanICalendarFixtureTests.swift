import Foundation
import TestSupport
import Testing

/// Whether `python3` has `recurring_ical_events` (PyPI, installed by `.ci/run`).
let pythonHasRecurringEvents: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import icalendar, recurring_ical_events"]
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

/// The calendar exports under `Tests/Fixtures/Calendar/` against `recurring_ical_events`, an
/// expander nobody here wrote: every occurrence homebook lists is one it lists, at the same
/// moment, and it lists nothing more except for the components the import named as skipped.
@Suite(.enabled(if: pythonHasRecurringEvents, "python3 with recurring_ical_events"))
struct PlanICalendarFixtureTests {
    static func fixture(_ name: String) -> String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/Calendar/" + name
    }

    /// `title start` (in UTC) of each occurrence of 2026, sorted;
    /// `skipped`
    /// leaves out the titles the import skipped.
    static let oracle = """
        import sys, datetime, icalendar, recurring_ical_events
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        skipped = set(sys.argv[2:])
        def when(d):
            # An all-day occurrence is its date; a timed one its moment in UTC.
            if not isinstance(d, datetime.datetime): return d.isoformat()
            return d.astimezone(datetime.timezone.utc).isoformat()
        rows = [str(e['SUMMARY']) + ' ' + when(e['DTSTART'].dt)
                for e in recurring_ical_events.of(calendar).between((2026, 1, 1), (2027, 1, 1))
                if str(e['SUMMARY']) not in skipped]
        print('\\n'.join(sorted(rows)))
        """

    /// An ISO 8601 time with offset, as the same moment in UTC (`…+00:00`, as Python writes);
    /// a date (an all-day event) as it is.
    static func utc(_ value: Any?) -> String {
        if let text = value as? String, text.count == 10 { return text }
        guard let text = value as? String, let date = ISO8601DateFormatter().date(from: text)
        else { return "?" }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date).replacingOccurrences(of: "Z", with: "+00:00")
    }

    @Test(arguments: [
        ("thunderbird-mixed.ics", ["Board meeting"], 5),
        // Windows zone names, as Outlook and Exchange write them.
        ("outlook-windows-zones.ics", [], 6),
        // Zones the system does not know, defined by the file's own VTIMEZONEs (after use).
        ("caldav-own-timezones.ics", [], 3),
        // Google's day lists: every weekday, 1SA, -1FR, 2MO, BYMONTHDAY 15 and -1, across
        // New York's DST changes; BYSETPOS stays out.
        ("google-byday-rules.ics", ["Payroll"], 113),
        // Outlook's own zone names: a series repeats in the named zone with the same clock
        // (Australia/Sydney, across its April change); one no named zone matches stays out.
        ("outlook-series-in-own-zone.ics", ["Planning with the Tehran office"], 36),
        // Exchange names an all-day series' moved and deleted days by midnight in its zone.
        ("exchange-allday-moved.ics", [], 12),
        // A Windows zone name whose VTIMEZONE in the file gives other offsets: the file's
        // definition wins (RFC 5545 §3.2.19), for a one-off, a series and a moved occurrence.
        ("khal-windows-name-own-offsets.ics", [], 6),
        // An Olson name in another case (`Europe/lisbon`) that the file defines with other
        // offsets (CET's): the definition wins, for a one-off and a series.
        ("google-lowercase-zone-defined.ics", [], 5),
        // Floating times in a calendar whose X-WR-TIMEZONE names a zone: read, and repeated
        // across New York's DST change, in that zone (you are in Berlin here).
        ("calendar-zone-floating-times.ics", [], 8),
        // Two RRULEs in one event: left out, not read as one of them.
        ("zimbra-two-rules.ics", ["Pottery class"], 1),
        // Old Apple iCal also deletes (EXDATE) each occurrence it changes: the changes of
        // deleted occurrences stay out, as the series has none there; a third one comes in.
        ("ical-deleted-and-changed.ics", [], 10),
        // A change made to an earlier version of a series whose end then moved before it
        // stays out; one the shortened series still has comes in.
        ("series-shortened-after-change.ics", [], 4),
        // A COUNT whose start is not one of its days (a second Thursday written in UTC, a
        // Friday there) is undefined: left out; the same without a count comes in.
        ("korganizer-start-off-its-days.ics", ["Linux user group meeting"], 13),
        // An EXDATE at another clock than the occurrences' (Mozilla's midnight) skips none.
        ("mozilla-exdate-off-the-clock.ics", [], 5),
        // A zone name in another case (`europe/lisbon`) whose VTIMEZONE keeps another clock
        // (CET) than the system's zone of that name: the file's definition is meant.
        ("google-zone-misspelled.ics", [], 6),
        // khal's `TZID=Etc/UTC:…Z` (a zone and a Z that agree) comes in; an end without a
        // zone takes its start's; of two changes to one occurrence the later SEQUENCE wins;
        // a RECURRENCE-ID at a moment the series has no occurrence changes none of them.
        (
            "thunderbird-end-zone-and-revisions.ics",
            ["Standup moved once", "Standup at no occurrence"], 7
        ),
    ])
    func occurrencesMatchAnIndependentExpander(file: String, skipped: [String], count: Int) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/p.sqlite"
            let path = Self.fixture(file)
            let imported = try plan(db, "import", path)
            #expect(imported.status == 0, "\(imported)")
            for title in skipped {
                #expect(imported.stdout.contains("skipped the event \"\(title)\""))
            }
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
            let ours = events.map { "\($0["title"] ?? "") \(Self.utc($0["start"]))" }.sorted()
            let theirs = try runPython(Self.oracle, [path] + skipped)
            #expect(theirs.status == 0)
            #expect(ours.joined(separator: "\n") + "\n" == theirs.output)
            #expect(ours.count == count)
        }
    }
}
