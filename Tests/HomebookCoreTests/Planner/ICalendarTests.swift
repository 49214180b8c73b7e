import HomebookCore
import TestSupport
import Testing

@Suite struct ICalendarTests {
    /// The export of `planner` as one string.
    static func export(_ planner: Planner, calendar: String? = nil) throws -> String {
        var text = ""
        try planner.exportICalendar(calendar: calendar) { text += $0 }
        return text
    }

    /// The export without DTSTAMP and UID lines, which differ between stores.
    static func comparable(_ text: String) -> String {
        text.split(separator: "\r\n").filter { !$0.hasPrefix("UID:") }.joined(separator: "\n")
    }

    static func addSamples(_ planner: Planner) throws {
        let long = String(repeating: "Käse und Brötchen 🥨, ", count: 12)
        _ = try planner.add(
            EventDraft(
                title: "Dinner; with, friends",
                start: "2026-11-28 19:00",
                description: "a\\b\nline two",
                location: long
            ),
            today: plannerToday
        )
        _ = try planner.add(
            EventDraft(title: "Holiday", start: "2026-12-24", end: "2026-12-26"),
            today: plannerToday
        )
        _ = try planner.add(
            EventDraft(
                title: "Standup",
                start: "2026-10-12 09:00",
                repeatRule: RepeatInput(frequency: "weekly", every: 2, until: "2027-03-01")
            ),
            today: plannerToday
        )
        _ = try planner.add(
            EventDraft(
                title: "Birthday",
                start: "2024-02-29",
                repeatRule: RepeatInput(frequency: "yearly", count: 5)
            ),
            today: plannerToday
        )
    }

    @Test func exportFoldsAt75OctetsNeverInsideACharacterWithCRLF() throws {
        try withPlanner { planner, _ in
            try Self.addSamples(planner)
            let text = try Self.export(planner)
            #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
            #expect(text.hasSuffix("END:VCALENDAR\r\n"))
            let bytes = Array(text.utf8)
            var lineStart = 0
            var folded = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                #expect(index > 0 && bytes[index - 1] == 0x0D, "a bare LF")
                let line = bytes[lineStart..<(index - 1)]
                #expect(line.count <= 75)
                // A line must be valid UTF-8 on its own: no character is cut in two.
                #expect(String(validating: Array(line), as: UTF8.self) != nil)
                if line.first == 0x20 { folded += 1 }
                lineStart = index + 1
            }
            #expect(folded >= 4)
            #expect(text.contains("SUMMARY:Dinner\\; with\\, friends\r\n"))
            #expect(text.contains("DESCRIPTION:a\\\\b\\nline two\r\n"))
            #expect(text.contains("DTSTART:20261128T180000Z\r\n"))
            #expect(text.contains("DTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261227\r\n"))
            #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261012T090000\r\n"))
            // 23:59:59 on 1 March in Berlin, in UTC as a TZID start asks.
            #expect(text.contains("RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270301T225959Z\r\n"))
            #expect(text.contains("RRULE:FREQ=YEARLY;COUNT=5\r\n"))
        }
    }

    @Test func exportImportExportIsStable() throws {
        try withPlanner { first, _ in
            try Self.addSamples(first)
            let exported = try Self.export(first)
            try withPlanner { second, _ in
                let result = try second.importICalendar(exported)
                #expect(result.imported == 4 && result.skipped == 0)
                let again = try Self.export(second)
                #expect(again == exported)
                // Importing the same file again adds nothing.
                #expect(try second.importICalendar(again).skipped == 4)
                #expect(try second.count() == 4)
            }
        }
    }

    @Test func importsWhatCalendarAppsWrite() throws {
        let google = """
            BEGIN:VCALENDAR\r
            PRODID:-//Google Inc//Google Calendar 70.9054//EN\r
            VERSION:2.0\r
            X-WR-CALNAME:me@example.com\r
            BEGIN:VTIMEZONE\r
            TZID:America/New_York\r
            BEGIN:STANDARD\r
            DTSTART:19701101T020000\r
            TZOFFSETFROM:-0400\r
            TZOFFSETTO:-0500\r
            END:STANDARD\r
            END:VTIMEZONE\r
            BEGIN:VEVENT\r
            DTSTART;TZID=America/New_York:20261129T183000\r
            DTEND;TZID=America/New_York:20261129T200000\r
            RRULE:FREQ=WEEKLY;BYDAY=SU;COUNT=3\r
            DTSTAMP:20261120T101010Z\r
            UID:abc123@google.com\r
            SUMMARY:Choir\r
            DESCRIPTION:Bring the sheet music\\, please.\\nThanks\r
            LOCATION:St. Mary\\'s\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            TRIGGER:-P0DT0H30M0S\r
            END:VALARM\r
            X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            DTSTART;VALUE=DATE:20261231\r
            DURATION:P2D\r
            UID:new-year\r
            SUMMARY:New year\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            DTSTART;TZID=/mozilla.org/20050126_1/Europe/Berlin:20261201T0800\r
            UID:bad-time\r
            SUMMARY:Broken\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        try withPlanner { planner, _ in
            // The third event's time has four digits: the whole file is refused, with its line.
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(google, strict: true)
            }
            #expect(error?.problems.map(\.line) == [35], "\(String(describing: error))")
            #expect(error?.description.hasPrefix("nothing was imported: line 35: DTSTART") == true)
            let count = try planner.count()
            #expect(count == 0)
            let fixed = google.replacingOccurrences("20261201T0800", with: "20261201T080000")
            #expect(try planner.importICalendar(fixed).imported == 3)
            let choir = try planner.occurrences(from: day("2026-11-29"), to: day("2026-12-31"))
                .filter { $0.title == "Choir" }
            // 18:30 in New York is 00:30 the next day in Berlin.
            #expect(starts(choir) == ["2026-11-30 00:30", "2026-12-07 00:30", "2026-12-14 00:30"])
            #expect(choir.first?.description == "Bring the sheet music, please.\nThanks")
            #expect(choir.first?.location == "St. Mary's")
            let all = try planner.occurrences(from: day("2026-11-01"), to: day("2027-01-31"))
            #expect(
                all.first { $0.title == "New year" }?.span
                    == .allDay(first: day("2026-12-31"), last: day("2027-01-01"))
            )
            #expect(starts(all.filter { $0.title == "Broken" }) == ["2026-12-01 08:00"])
        }
    }

    @Test(arguments: [
        ("RRULE:FREQ=WEEKLY;BYDAY=1MO", "RRULE BYDAY=1MO cannot be represented"),
        ("RRULE:FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1", "RRULE BYSETPOS cannot be represented"),
        ("RRULE:FREQ=MONTHLY;BYDAY=6MO", "RRULE BYDAY=6MO is not a list of weekdays"),
        ("RRULE:FREQ=MONTHLY;BYMONTHDAY=0", "RRULE BYMONTHDAY=0 is not a list of days"),
        ("RRULE:FREQ=YEARLY;BYDAY=-1SU", "RRULE BYDAY=-1SU cannot be represented"),
        ("RRULE:FREQ=YEARLY;BYMONTHDAY=1,15", "RRULE yearly BYDAY or BYMONTHDAY cannot be"),
        ("RRULE:FREQ=WEEKLY;BYMONTHDAY=3", "RRULE BYMONTHDAY=3 cannot be represented"),
        ("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU", "RRULE WKST=SU cannot be represented"),
        ("RRULE:FREQ=HOURLY", "RRULE needs FREQ"),
        ("EXRULE:FREQ=DAILY", "EXRULE cannot be represented"),
        ("DTEND:20261101T090000Z", "DTEND is before DTSTART"),
        ("DTEND;TZID=Nowhere/City:20261203T090000", "the time zone \"Nowhere/City\" is unknown"),
    ])
    func refusesWhatItCannotRepresentWithTheLineNumber(line: String, message: String) throws {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:S\r\n"
            + "DTSTART:20261203T090000Z\r\n\(line)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try withPlanner { planner, _ in
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(text, strict: true)
            }
            #expect(
                error?.description.contains("line 7: \(message)") == true,
                "\(String(describing: error))"
            )
            let count = try planner.count()
            #expect(count == 0)
        }
    }
}

extension String {
    /// Replaces every occurrence of `target` (tests only; no Foundation in the product).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
