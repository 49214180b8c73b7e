import Foundation
import HomebookCore
import TestSupport
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
        // Outlook's display names, written without a VTIMEZONE.
        ("(UTC-05:00) Eastern Time (US & Canada)", "America/New_York"),
        ("(GMT+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna", "Europe/Berlin"),
        ("(UTC+10:00) Canberra, Melbourne, Sydney", "Australia/Sydney"),
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

    @Test func aZoneTheSystemDoesNotKnowIsReadFromTheFilesOwnDefinition() throws {
        let bytes = try #require(fileBytes(fixturePath("Calendar/caldav-own-timezones.ics")))
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(String(decoding: bytes, as: UTF8.self))
            #expect(report.imported == 3)
            #expect(report.notes.isEmpty)
            // Berlin's rules as the definition gives them: +02:00 in July, +01:00 in December;
            // Nepal's fixed +05:45.
            let starts = try (1...3).map { id -> Int64? in
                if case .timed(let start, _) = try planner.get(Int64(id)).span { return start }
                return nil
            }
            #expect(starts == [1_784_098_800, 1_797_321_600, 1_784_085_300])
        }
    }

    @Test(arguments: [
        // A rule by position other than BYDAY=nDD, and offsets that are not offsets: the
        // definition is not used, and the event is left out with its line.
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=SU;BYSETPOS=-1",
        "TZOFFSETTO:+2500",
        "TZOFFSETTO:+01",
    ])
    func aDefinitionThatCannotBeReadExactlyIsNotUsed(line: String) throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VTIMEZONE\r\nTZID:Mine\r\nBEGIN:STANDARD\r\n"
            + "DTSTART:19701025T030000\r\nTZOFFSETFROM:+0200\r\n\(line)\r\n"
            + "TZOFFSETTO:+0100\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\nBEGIN:VEVENT\r\nUID:m\r\n"
            + "SUMMARY:S\r\nDTSTART;TZID=Mine:20260715T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 0)
            #expect(report.notes.first?.description.contains("line 14: the time zone") == true)
        }
    }

    @Test func aTimeWithBothATZIDAndUTCIsLeftOutNotGuessed() throws {
        // khal's event_dt_mixed_awareness.ics has this; Python's icalendar reads it in the
        // TZID's zone, homebook read it as UTC: two hours apart in summer.
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:m\r\nSUMMARY:Mixed\r\n"
            + "DTSTART;TZID=Europe/Berlin:20150602T120000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 0)
            #expect(
                report.notes.map(\.description) == [
                    "skipped the event \"Mixed\" (line 2): line 5: DTSTART has both a TZID and a Z"
                        + " (UTC): which one is meant is unclear"
                ]
            )
        }
    }

    @Test(arguments: [
        ("BYHOUR=2;BYMINUTE=0;", 1_784_098_800 as Int64?),
        ("BYHOUR=3;", nil),
    ])
    func anExchangeDefinitionSpellingOutTheOnsetClockIsUsed(parts: String, start: Int64?) throws {
        // Exchange writes RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=-1SU;BYMONTH=3.
        let observance = { (kind: String, start: String, from: String, to: String, month: Int) in
            "BEGIN:\(kind)\r\nDTSTART:\(start)\r\nRRULE:FREQ=YEARLY;\(parts)BYDAY=-1SU;"
                + "BYMONTH=\(month)\r\nTZOFFSETFROM:\(from)\r\nTZOFFSETTO:\(to)\r\nEND:\(kind)\r\n"
        }
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VTIMEZONE\r\nTZID:Western/Central Europe\r\n"
            + observance("STANDARD", "19501029T020000", "+0200", "+0100", 10)
            + observance("DAYLIGHT", "19500326T020000", "+0100", "+0200", 3)
            + "END:VTIMEZONE\r\nBEGIN:VEVENT\r\nUID:w\r\nSUMMARY:S\r\n"
            + "DTSTART;TZID=Western/Central Europe:20260715T090000\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n"
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == (start == nil ? 0 : 1))
            if let start {
                let span = try planner.get(1).span
                #expect(span == .timed(start: start, end: start))
            }
        }
    }
}
