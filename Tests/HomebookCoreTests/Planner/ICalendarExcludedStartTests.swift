import HomebookCore
import TestSupport
import Testing

/// An event without a repeat whose own start an EXDATE names (ical4j's EstoniaHolidays.ics,
/// a Mozilla "faked master"): the start is not an occurrence, as recurring-ical-events reads
/// it (docs/manual.md#planner). It was listed on its excluded day.
@Suite struct ICalendarExcludedStartTests {
    static func event(_ uid: String, _ lines: String) -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20090101T000000Z\r\n\(lines)SUMMARY:\(uid)\r\n"
            + "END:VEVENT\r\n"
    }

    static let calendar =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        + event(
            "gone",
            "DTSTART:20090401T100000Z\r\nDTEND:20090401T110000Z\r\nEXDATE:20090401T100000Z\r\n"
        )
        + event(
            "faked",
            "DTSTART;VALUE=DATE:20090401\r\nRDATE;VALUE=DATE:20090401\r\n"
                + "EXDATE;VALUE=DATE:20090401\r\n"
        )
        + event(
            "moved",
            "DTSTART:20090405T100000Z\r\nDTEND:20090405T110000Z\r\n"
                + "RDATE:20090410T100000Z,20090412T100000Z\r\nEXDATE:20090405T100000Z\r\n"
        )
        + "END:VCALENDAR\r\n"

    @Test func anExcludedStartIsNoOccurrenceAndAnEventWithNoneLeftIsNamed() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(Self.calendar)
            #expect(report.imported == 1)
            let notes = report.notes.map(\.description)
            #expect(notes.count == 2, "\(notes)")
            #expect(notes.allSatisfy { $0.contains("an EXDATE excludes the event's only date") })
            let utc = try #require(LocalZone(olsonName: "UTC"))
            let all = try planner.occurrences(from: day("2009-01-01"), to: day("2009-12-31"))
            let starts = all.map { event -> String in
                guard case .timed(let start, _) = event.span else { return "all day" }
                return "\(event.title) \(utc.local(start).date)"
            }
            #expect(starts == ["moved 2009-04-10", "moved 2009-04-12"])
        }
    }
}
