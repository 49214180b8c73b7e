import HomebookCore
import TestSupport
import Testing

/// Occurrences a series skips (EXDATE) and occurrences changed on their own (RECURRENCE-ID),
/// as Google Calendar, Thunderbird and Apple Calendar write them when one occurrence of a
/// repeat is deleted or moved (docs/manual.md#planner).
@Suite struct ICalendarExceptionTests {
    /// A weekly standup of 6 (two deleted, one moved) and a daily all-day event of 5 (one
    /// deleted), as Google Calendar exports them.
    static let google = """
        BEGIN:VCALENDAR\r
        PRODID:-//Google Inc//Google Calendar 70.9054//EN\r
        VERSION:2.0\r
        BEGIN:VEVENT\r
        DTSTART;TZID=Europe/Berlin:20260302T090000\r
        DTEND;TZID=Europe/Berlin:20260302T100000\r
        RRULE:FREQ=WEEKLY;COUNT=6\r
        EXDATE;TZID=Europe/Berlin:20260309T090000,20260323T090000\r
        UID:standup@google.com\r
        SUMMARY:Standup\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;TZID=Europe/Berlin:20260317T140000\r
        DTEND;TZID=Europe/Berlin:20260317T150000\r
        RECURRENCE-ID;TZID=Europe/Berlin:20260316T090000\r
        UID:standup@google.com\r
        SUMMARY:Standup (moved)\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        DTSTART;VALUE=DATE:20260301\r
        DTEND;VALUE=DATE:20260302\r
        RRULE:FREQ=DAILY;COUNT=5\r
        EXDATE;VALUE=DATE:20260303\r
        UID:vitamins@google.com\r
        SUMMARY:Vitamins\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func skippedAndChangedOccurrencesImportAsCalendarAppsShowThem() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(Self.google)
            #expect(report.imported == 3 && report.skipped == 0)
            let march = try planner.occurrences(from: day("2026-03-01"), to: day("2026-04-30"))
            // Six weeks counted from 2 March, less the two deleted and the one moved; skipped
            // occurrences still count towards COUNT (RFC 5545 §3.8.5.1).
            #expect(
                starts(march.filter { $0.title.hasPrefix("Standup") }) == [
                    "2026-03-02 09:00", "2026-03-17 14:00", "2026-03-30 09:00", "2026-04-06 09:00",
                ]
            )
            #expect(march.first { $0.title == "Standup (moved)" }?.repeatRule == nil)
            #expect(
                starts(march.filter { $0.title == "Vitamins" }) == [
                    "2026-03-01", "2026-03-02", "2026-03-04", "2026-03-05",
                ]
            )
            let standup = try #require(march.first { $0.title == "Standup" })
            let rule = try planner.get(standup.id).repeatRule
            #expect(rule?.exceptions == [day("2026-03-09"), day("2026-03-16"), day("2026-03-23")])
            #expect(rule?.summary == "weekly, 6 times, except 2026-03-09 and 2 more")
            #expect(
                standup.jsonText(in: berlin).contains(
                    #""except":["2026-03-09","2026-03-16","2026-03-23"]"#
                )
            )
            // Importing the file again adds nothing, the changed occurrence included.
            #expect(try planner.importICalendar(Self.google).skipped == 3)
            #expect(try planner.count() == 3)
        }
    }

    @Test func exportWritesEachSkippedOccurrenceLikeItsStartAndRoundTrips() throws {
        try withPlanner { first, _ in
            _ = try first.importICalendar(Self.google)
            let exported = try ICalendarTests.export(first)
            #expect(exported.contains("EXDATE;TZID=Europe/Berlin:20260309T090000\r\n"))
            #expect(exported.contains("EXDATE;TZID=Europe/Berlin:20260316T090000\r\n"))
            #expect(exported.contains("EXDATE;VALUE=DATE:20260303\r\n"))
            let (from, to) = (day("2026-03-01"), day("2026-04-30"))
            let expected = try first.occurrences(from: from, to: to).map(\.span)
            try withPlanner { second, _ in
                let result = try second.importICalendar(exported)
                #expect(result.imported == 3)
                let again = try ICalendarTests.export(second)
                #expect(again == exported)
                let spans = try second.occurrences(from: from, to: to).map(\.span)
                #expect(spans == expected)
            }
        }
    }

    @Test func aChangedOccurrenceOfASeriesImportedBeforeSkipsItsDay() throws {
        let lines = Self.google.split(separator: "\r\n", omittingEmptySubsequences: false)
        // The file without its moved occurrence, then a later file with only that one.
        let series = lines[0..<3] + lines[3..<11] + lines[18...]
        let change = lines[0..<3] + lines[11..<18] + lines[26...]
        try withPlanner { planner, _ in
            #expect(try planner.importICalendar(series.joined(separator: "\r\n")).imported == 2)
            let before = try planner.occurrences(from: day("2026-03-16"), to: day("2026-03-17"))
            #expect(starts(before) == ["2026-03-16 09:00"])
            #expect(try planner.importICalendar(change.joined(separator: "\r\n")).imported == 1)
            let after = try planner.occurrences(from: day("2026-03-16"), to: day("2026-03-17"))
            #expect(starts(after) == ["2026-03-17 14:00"])
        }
    }

    @Test func anEditKeepsTheSkippedDaysUnlessTheRepeatChanges() throws {
        try withPlanner { planner, _ in
            _ = try planner.importICalendar(Self.google)
            let firstDay = try planner.occurrences(from: day("2026-03-01"), to: day("2026-03-01"))
            let id = try #require(firstDay.first { $0.title == "Vitamins" }).id
            func skipped() throws -> [CalendarDate] {
                try planner.get(id).repeatRule?.exceptions ?? []
            }
            _ = try planner.update(id, with: EventChanges(title: "Pills"), today: plannerToday)
            let afterTitle = try skipped()
            #expect(afterTitle == [day("2026-03-03")])
            // The same repeat sent again (a form does) with a new end keeps them too.
            let again = EventChanges(repeatRule: RepeatInput(frequency: "daily", count: 9))
            _ = try planner.update(id, with: again, today: plannerToday)
            let afterSameRepeat = try skipped()
            #expect(afterSameRepeat == [day("2026-03-03")])
            let weekly = EventChanges(repeatRule: RepeatInput(frequency: "weekly", count: 3))
            _ = try planner.update(id, with: weekly, today: plannerToday)
            let afterNewRepeat = try skipped()
            #expect(afterNewRepeat.isEmpty)
            let march = try planner.occurrences(from: day("2026-03-01"), to: day("2026-03-31"))
            #expect(
                starts(march.filter { $0.id == id }) == ["2026-03-01", "2026-03-08", "2026-03-15"]
            )
        }
    }

    @Test func oneOccurrenceIsDeletedAsAnotherAppWouldAndUndoBringsItBack() throws {
        try withPlanner { planner, store in
            let id = try planner.add(
                EventDraft(
                    title: "Swim",
                    start: "2026-03-02 18:00",
                    repeatRule: RepeatInput(frequency: "weekly", count: 4)
                ),
                today: plannerToday
            )
            let single = try planner.add(
                EventDraft(title: "Dentist", start: "2026-03-03 09:00"),
                today: plannerToday
            )
            try planner.deleteOccurrence(of: id, on: day("2026-03-09"))
            let (from, to) = (day("2026-03-01"), day("2026-03-31"))
            let left = try planner.occurrences(from: from, to: to).filter { $0.id == id }
            #expect(starts(left) == ["2026-03-02 18:00", "2026-03-16 18:00", "2026-03-23 18:00"])
            let described = try store.undoLog.entries().first?.description
            #expect(described == "skip 2026-03-09 of event \"Swim\"")
            // Refused, and nothing changes: a day without an occurrence, one already
            // deleted, an event that does not repeat.
            for (event, date) in [(id, "2026-03-10"), (id, "2026-03-09"), (single, "2026-03-03")] {
                #expect(throws: PlannerError.self) {
                    try planner.deleteOccurrence(of: event, on: day(date))
                }
            }
            #expect(
                PlannerError.noOccurrence(id: single, day: day("2026-03-03"), repeats: false)
                    .description == "event 2 does not repeat: delete it whole (plan delete 2)"
            )
            let entries = try store.undoLog.entries().count
            #expect(entries == 3)
            _ = try store.undoLog.undo()
            let back = try planner.occurrences(from: from, to: to).filter { $0.id == id }
            #expect(back.count == 4)
        }
    }

    @Test(arguments: [
        (
            "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/Berlin:20260316T090000",
            "line 15: RECURRENCE-ID;RANGE=THISANDFUTURE cannot be represented"
        ),
        ("EXRULE:FREQ=WEEKLY;COUNT=2", "line 15: EXRULE cannot be represented"),
        (
            "RDATE;VALUE=PERIOD:20260320T080000Z",
            "line 15: RDATE \"20260320T080000Z\" is not a period",
        ),
        ("EXDATE;TZID=Nowhere/City:20260309T090000", "line 15: the time zone"),
    ])
    func refusesWhatItCannotRepresentWithTheLineNumber(line: String, message: String) throws {
        // Line 15 is the moved occurrence's RECURRENCE-ID.
        let text = Self.google.replacingOccurrences(
            "RECURRENCE-ID;TZID=Europe/Berlin:20260316T090000",
            with: line
        )
        try withPlanner { planner, _ in
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(text, strict: true)
            }
            #expect(error?.description.contains(message) == true, "\(String(describing: error))")
            let count = try planner.count()
            #expect(count == 0)
        }
    }

    @Test func twoChangesOfTheSameOccurrenceAreRefused() throws {
        let lines = Self.google.split(separator: "\r\n", omittingEmptySubsequences: false)
        let twice = lines[0..<18] + lines[11..<18] + lines[18...]
        try withPlanner { planner, _ in
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(twice.joined(separator: "\r\n"), strict: true)
            }
            #expect(
                error?.description.contains(
                    "line 19: changes the same occurrence as the event on line 12"
                ) == true,
                "\(String(describing: error))"
            )
        }
    }
}
