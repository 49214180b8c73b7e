import Foundation
import HomebookCore
import TestSupport
import Testing

/// A changed occurrence (RECURRENCE-ID) whose series in the same file has no such
/// occurrence is left out with its reason, not shown as an extra event
/// (docs/manual.md#planner).
@Suite struct ICalendarChangedOccurrenceTests {
    static func fixture(_ name: String) throws -> String {
        let bytes = try #require(fileBytes(fixturePath("Calendar/" + name)))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `YYYY-MM-DD title` of each occurrence of 2026.
    static func year(_ planner: Planner) throws -> [String] {
        let events = try planner.occurrences(from: day("2026-01-01"), to: day("2026-12-31"))
        return zip(starts(events), events).map { "\($0) \($1.title)" }
    }

    /// Old Apple iCal wrote an EXDATE for the day of each change as well: the series
    /// deletes that occurrence, so its change has nothing to change.
    @Test func aChangeOfAnOccurrenceTheSeriesDeletesIsLeftOut() throws {
        try withPlanner { planner, _ in
            let report = try planner.importICalendar(
                try Self.fixture("ical-deleted-and-changed.ics")
            )
            #expect(report.imported == 2)
            #expect(
                report.notes.map(\.description) == [
                    "skipped the event \"Pay the water bill\" (line 7): line 13: RECURRENCE-ID"
                        + " names 2026-03-15, an occurrence its series (line 39) deletes"
                        + " (EXDATE): a deleted occurrence has nothing to change",
                    "skipped the event \"Pay the water bill\" (line 21): line 27: RECURRENCE-ID"
                        + " names 2026-06-15, an occurrence its series (line 39) deletes"
                        + " (EXDATE): a deleted occurrence has nothing to change",
                ]
            )
            let shown = try Self.year(planner)
            #expect(shown.count == 10)
            #expect(!shown.contains { $0.hasPrefix("2026-03") || $0.hasPrefix("2026-06") })
            // A change of an occurrence the series has still comes in, in its place.
            #expect(shown.contains("2026-09-16 Pay the water bill (late)"))
            #expect(!shown.contains { $0.hasPrefix("2026-09-15") })
        }
    }

    /// The series' end was moved before a change made to its earlier version (a lower
    /// SEQUENCE): that change names an occurrence the series no longer has. A change of
    /// the same earlier version that the series still has stays.
    @Test func aChangeOfAnEarlierVersionsOccurrenceTheSeriesNoLongerHasIsLeftOut() throws {
        try withPlanner { planner, _ in
            let text = try Self.fixture("series-shortened-after-change.ics")
            let report = try planner.importICalendar(text)
            #expect(report.imported == 2)
            #expect(
                report.notes.map(\.description) == [
                    "skipped the event \"Site visit\" (line 4): line 11: RECURRENCE-ID names"
                        + " 2026-07-27, an occurrence its series (line 30) no longer has: the"
                        + " change was made to an earlier version of it (SEQUENCE 1; the series"
                        + " is at 2)"
                ]
            )
            #expect(
                try Self.year(planner) == [
                    "2026-06-01 Site visit", "2026-06-16 Site visit", "2026-06-29 Site visit",
                    "2026-07-13 Site visit",
                ]
            )
        }
    }

    /// Only a change older than its series is taken for obsolete: at the same SEQUENCE a
    /// change of a day the rule does not give comes in, as before.
    @Test func aChangeAsRecentAsItsSeriesComesInWhateverItsDay() throws {
        try withPlanner { planner, _ in
            let text = try Self.fixture("series-shortened-after-change.ics")
                .replacingOccurrences(of: "SEQUENCE:2", with: "SEQUENCE:1")
            let report = try planner.importICalendar(text)
            #expect(report.imported == 3)
            #expect(report.notes.isEmpty)
            #expect(try Self.year(planner).last == "2026-07-27 Site visit")
        }
    }
}
