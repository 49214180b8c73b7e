import HomebookCore
import Testing

/// The names calendar apps write in a TZID: Olson names in any case and with vendor
/// prefixes, and Windows names (Outlook, Exchange) through CLDR's table.
@Suite struct ICalendarZoneNameTests {
    @Test(arguments: [
        ("W. Europe Standard Time", "Europe/Berlin"),
        ("Pacific Standard Time", "America/Los_Angeles"),
        ("pacific standard time", "America/Los_Angeles"),
        ("Tokyo Standard Time", "Asia/Tokyo"),
        ("India Standard Time", "Asia/Kolkata"),
        ("europe/berlin", "Europe/Berlin"),
        ("AMERICA/NEW_YORK", "America/New_York"),
        (
            "/mozilla.org/20050126_1/america/argentina/buenos_aires",
            "America/Argentina/Buenos_Aires"
        ),
    ])
    func aTZIDIsReadInTheZoneItNames(tzid: String, olson: String) throws {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:z\r\nSUMMARY:S\r\n"
            + "DTSTART;TZID=\"\(tzid)\":20260715T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let zone = try #require(LocalZone(olsonName: olson))
        let expected = zone.instant(
            LocalDateTime(date: day("2026-07-15"), hour: 9, minute: 0)
        )
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text, strict: true)
            #expect(report.imported == 1)
            let span = try planner.get(1).span
            #expect(span == .timed(start: expected, end: expected))
        }
    }

    @Test func windowsNamesWithoutDaylightTimeAreKnownToo() throws {
        for name in ["Dateline Standard Time", "UTC", "Line Islands Standard Time"] {
            let text =
                "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:\(name)\r\nSUMMARY:S\r\n"
                + "DTSTART;TZID=\(name):20260715T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            try withPlanner { planner, _ in
                let report = try planner.importICalendar(text, strict: true)
                #expect(report.imported == 1, "\(name)")
            }
        }
    }
}
