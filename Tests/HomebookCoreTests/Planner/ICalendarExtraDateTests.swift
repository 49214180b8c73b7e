import HomebookCore
import TestSupport
import Testing

/// Extra occurrences (RDATE: dates, date-times, periods) as calendar apps write them:
/// stored, listed with the repeat's own, written back, kept by an edit
/// (docs/manual.md#planner).
@Suite struct ICalendarExtraDateTests {
    /// A weekly series of 5 with extra times (one a repeat's own day, counted once), two
    /// periods and a skipped occurrence; an all-day event with extra dates; a single
    /// timed event with a UTC extra time and one an EXDATE names.
    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:series@test\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;TZID=Europe/Berlin:20260302T090000\r
        DTEND;TZID=Europe/Berlin:20260302T100000\r
        RRULE:FREQ=WEEKLY;COUNT=5\r
        RDATE;TZID=Europe/Berlin:20260304T150000,20260309T090000\r
        RDATE;VALUE=PERIOD:20260320T080000Z/20260320T120000Z,20260321T080000Z/PT30M\r
        EXDATE;TZID=Europe/Berlin:20260316T090000\r
        SUMMARY:Series\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:days@test\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;VALUE=DATE:20260401\r
        DTEND;VALUE=DATE:20260403\r
        RDATE;VALUE=DATE:20260410,20260420\r
        SUMMARY:Days\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:single@test\r
        DTSTAMP:20260101T000000Z\r
        DTSTART:20260505T100000Z\r
        DTEND:20260505T110000Z\r
        RDATE:20260506T100000Z,20260507T100000Z\r
        EXDATE:20260507T100000Z\r
        SUMMARY:Single\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    /// `start–end` of each occurrence in Berlin time (all-day: first–last day).
    static func spans(_ events: [PlannerEvent]) -> [String] {
        events.map { event in
            switch event.span {
            case .allDay(let first, let last): return "\(first)–\(last)"
            case .timed(let start, let end):
                let (from, to) = (berlin.local(start), berlin.local(end))
                return "\(from.date) \(from.clockText)–\(to.clockText)"
            }
        }
    }

    @Test func extraDatesAreListedWithTheRepeatsOwnOccurrencesOnce() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(Self.calendar, strict: true)
            #expect(report.imported == 3)
            let all = try planner.occurrences(from: day("2026-01-01"), to: day("2026-12-31"))
            #expect(
                Self.spans(all.filter { $0.title == "Series" }) == [
                    "2026-03-02 09:00–10:00", "2026-03-04 15:00–16:00", "2026-03-09 09:00–10:00",
                    "2026-03-20 09:00–13:00", "2026-03-21 09:00–09:30", "2026-03-23 09:00–10:00",
                    "2026-03-30 09:00–10:00",
                ]
            )
            #expect(
                Self.spans(all.filter { $0.title == "Days" }) == [
                    "2026-04-01–2026-04-02", "2026-04-10–2026-04-11", "2026-04-20–2026-04-21",
                ]
            )
            #expect(
                Self.spans(all.filter { $0.title == "Single" }) == [
                    "2026-05-05 12:00–13:00", "2026-05-06 12:00–13:00",
                ]
            )
            // A listing of one day far from the series' start still finds its extra date.
            let one = try planner.occurrences(from: day("2026-04-20"), to: day("2026-04-20"))
            #expect(Self.spans(one) == ["2026-04-20–2026-04-21"])
            let json = one[0].jsonText(in: berlin)
            #expect(json.contains(#""extra":["2026-04-10","2026-04-20"]"#), "\(json)")
        }
    }

    @Test func exportWritesTheExtraDatesBackAsTheyCame() throws {
        try withPlanner { planner, _ in
            try planner.importICalendar(Self.calendar, strict: true)
            var text = ""
            try planner.exportICalendar { text += $0 }
            let lines = text.split(separator: "\r\n").map(String.init)
            #expect(lines.contains("RDATE;TZID=Europe/Berlin:20260304T150000"), "\(text)")
            #expect(lines.contains("RDATE;VALUE=PERIOD:20260320T080000Z/20260320T120000Z"))
            #expect(lines.contains("RDATE;VALUE=PERIOD:20260321T080000Z/20260321T083000Z"))
            #expect(lines.contains("RDATE;VALUE=DATE:20260410"))
            #expect(lines.contains("RDATE:20260506T100000Z"))
            #expect(!lines.contains("RDATE:20260507T100000Z"))
            // Read back into another store, it lists the same occurrences.
            let before = try planner.occurrences(from: day("2026-01-01"), to: day("2026-12-31"))
            try withPlanner { other, _ in
                try other.importICalendar(text, strict: true)
                let after = try other.occurrences(from: day("2026-01-01"), to: day("2026-12-31"))
                #expect(Self.spans(after) == Self.spans(before))
            }
        }
    }

    @Test func anEditKeepsTheExtraDatesAndOneCanBeDeletedAndUndone() throws {
        try withPlanner { planner, store in
            try planner.importICalendar(Self.calendar, strict: true)
            let series = try #require(
                try planner.occurrences(from: day("2026-03-02"), to: day("2026-03-02")).first
            )
            var changes = EventChanges()
            changes.title = "Renamed"
            let saved = try planner.update(series.id, with: changes, today: plannerToday)
            #expect(saved.extraDates.count == 4)
            let march = { try planner.occurrences(from: day("2026-03-01"), to: day("2026-03-31")) }
            #expect(try march().count == 7)
            // Deleting the occurrence of an extra date deletes that date; undo brings it back.
            try planner.deleteOccurrence(of: series.id, on: day("2026-03-04"))
            #expect(!Self.spans(try march()).contains("2026-03-04 15:00–16:00"))
            #expect(try march().count == 6)
            let entry = try store.undoLog.undo()
            #expect("\(entry)".contains("skip 2026-03-04"), "\(entry)")
            #expect(Self.spans(try march()).contains("2026-03-04 15:00–16:00"))
            // A single event's extra date goes the same way; its own start stays.
            let single = try #require(
                try planner.occurrences(from: day("2026-05-06"), to: day("2026-05-06")).first
            )
            try planner.deleteOccurrence(of: single.id, on: day("2026-05-06"))
            let may = try planner.occurrences(from: day("2026-05-01"), to: day("2026-05-31"))
            #expect(Self.spans(may) == ["2026-05-05 12:00–13:00"])
            #expect(throws: PlannerError.self) {
                try planner.deleteOccurrence(of: single.id, on: day("2026-05-06"))
            }
        }
    }

    @Test func aChangedOccurrenceOfAnExtraDateIsAnEventOfItsOwn() throws {
        try withPlanner { planner, _ in
            try planner.importICalendar(Self.calendar, strict: true)
            let days = try #require(
                try planner.occurrences(from: day("2026-04-10"), to: day("2026-04-10")).first
            )
            var changes = EventChanges()
            changes.title = "Moved"
            _ = try planner.editOccurrence(
                of: days.id,
                on: day("2026-04-10"),
                with: changes,
                today: plannerToday
            )
            let april = try planner.occurrences(from: day("2026-04-01"), to: day("2026-04-30"))
            #expect(april.map(\.title) == ["Days", "Moved", "Days"])
        }
    }

    /// A changed extra occurrence (a RECURRENCE-ID naming an RDATE, as ical.js's
    /// `recur_instances.ics` has it) replaces it: listed once, where it was moved.
    @Test func aChangedExtraOccurrenceReplacesIt() throws {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//test//EN\r
            BEGIN:VEVENT\r
            UID:crazy@test\r
            DTSTART;TZID=America/Los_Angeles:20121002T100000\r
            DTEND;TZID=America/Los_Angeles:20121002T103000\r
            RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=1TU\r
            RDATE;TZID=America/Los_Angeles:20121105T100000,20121110T100000\r
            SUMMARY:Crazy\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:crazy@test\r
            DTSTART;TZID=America/Los_Angeles:20121106T200000\r
            DTEND;TZID=America/Los_Angeles:20121106T203000\r
            RECURRENCE-ID:20121105T180000Z\r
            SUMMARY:Crazy (moved)\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        try withPlanner { planner, _ in
            try planner.importICalendar(text, strict: true)
            let all = try planner.occurrences(from: day("2012-10-01"), to: day("2012-12-31"))
            #expect(
                starts(all, in: LocalZone(olsonName: "America/Los_Angeles")!) == [
                    "2012-10-02 10:00", "2012-11-06 10:00", "2012-11-06 20:00",
                    "2012-11-10 10:00", "2012-12-04 10:00",
                ]
            )
        }
    }
}
