import Foundation
import HomebookCore
import TestSupport
import Testing

/// A file with components the planner cannot represent: the rest comes in, in one
/// transaction, and each left-out component is named with its line (docs/manual.md#planner).
@Suite struct ICalendarSkipTests {
    /// A Thunderbird export: a weekly series with one occurrence moved (whose copy of the
    /// RRULE must not start a second series), a task, a rule by position, a journal entry,
    /// and a plain event.
    static func thunderbird() throws -> String {
        let bytes = try #require(fileBytes(fixturePath("Calendar/thunderbird-mixed.ics")))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func whatCannotBeRepresentedIsLeftOutAndNamedWithItsLine() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(try Self.thunderbird())
            #expect(report.imported == 3)
            let skipped = report.notes.compactMap { note -> ICalendarSkipped? in
                if case .skipped(let skipped) = note { return skipped }
                return nil
            }
            #expect(skipped.map(\.line) == [47, 55, 63])
            #expect(skipped.map(\.component) == ["VTODO", "VEVENT", "VJOURNAL"])
            #expect(skipped[1].problems.map(\.line) == [59])
            #expect(
                skipped[1].description
                    == "skipped the event \"Board meeting\" (line 55): line 59: RRULE"
                    + " BYSETPOS cannot be represented"
            )
            #expect(
                skipped[0].description
                    == "skipped a VTODO (line 47): line 47: a VTODO cannot be imported"
                    + " (the planner holds events only)"
            )
            let march = try planner.occurrences(from: day("2026-03-01"), to: day("2026-03-31"))
            #expect(
                march.map { "\(starts([$0])[0]) \($0.title)" } == [
                    "2026-03-02 19:30 Choir practice",
                    "2026-03-04 08:30 Dentist",
                    "2026-03-09 20:00 Choir practice (church hall)",
                    "2026-03-16 19:30 Choir practice",
                    "2026-03-23 19:30 Choir practice",
                ]
            )
        }
    }

    @Test func strictRefusesTheWholeFileWithEveryReason() throws {
        try withPlanner { planner, _ in
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(try Self.thunderbird(), strict: true)
            }
            #expect(error?.problems.map(\.line) == [47, 59, 63])
            let count = try planner.count()
            #expect(count == 0)
        }
    }

    @Test func aRepeatedUIDLeavesOutTheLaterEvent() throws {
        let event = { (title: String) in
            "BEGIN:VEVENT\r\nUID:same\r\nSUMMARY:\(title)\r\nDTSTART:20261203T090000Z\r\nEND:VEVENT\r\n"
        }
        let text = "BEGIN:VCALENDAR\r\n" + event("First") + event("Second") + "END:VCALENDAR\r\n"
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(text)
            #expect(report.imported == 1)
            #expect(try planner.get(1).title == "First")
            #expect(
                report.notes.map(\.description) == [
                    "skipped the event \"Second\" (line 7): line 7: repeats the UID of the event"
                        + " on line 2"
                ]
            )
        }
    }
}

/// Events without a title come in untitled and are shown as "(no title)".
@Suite struct ICalendarUntitledTests {
    @Test func anEventWithoutASummaryComesInUntitled() throws {
        try withPlanner { planner, _ in
            let text = """
                BEGIN:VCALENDAR\r
                VERSION:2.0\r
                BEGIN:VEVENT\r
                UID:no-summary@test\r
                DTSTART:20260301T090000Z\r
                DTEND:20260301T100000Z\r
                END:VEVENT\r
                BEGIN:VEVENT\r
                UID:empty-summary@test\r
                SUMMARY:  \r
                DTSTART:20260302T090000Z\r
                END:VEVENT\r
                BEGIN:VEVENT\r
                UID:two-lines@test\r
                SUMMARY:one\\ntwo\r
                DTSTART:20260303T090000Z\r
                END:VEVENT\r
                END:VCALENDAR\r

                """
            let report = try planner.importICalendar(text)
            #expect(report.imported == 2)
            #expect(report.notes.map { "\($0)" }.contains { $0.contains("line 15") })
            let events = try planner.occurrences(from: day("2026-03-01"), to: day("2026-03-31"))
            #expect(events.map(\.title) == ["", ""])
            #expect(events.map(\.shownTitle) == ["(no title)", "(no title)"])
            // The export writes it back untitled, and it reads back the same.
            var exported = ""
            try planner.exportICalendar { exported += $0 }
            #expect(exported.contains("SUMMARY:\r\n"))
        }
    }
}
