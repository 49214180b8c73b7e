import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A calendar import is recorded as the rowid range of its events, not row by row
/// (docs/manual.md#undo), and still travels to the household whole.
@Suite struct UndoCalendarImportTests {
    /// A series skipping two days, one of its occurrences moved, and a single event.
    static let file =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\n"
        + "UID:standup@test\r\nDTSTART:20240603T070000Z\r\n"
        + "RRULE:FREQ=DAILY;COUNT=5\r\nEXDATE:20240604T070000Z,20240605T070000Z\r\n"
        + "SUMMARY:Standup\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:standup@test\r\n"
        + "RECURRENCE-ID:20240606T070000Z\r\nDTSTART:20240606T120000Z\r\n"
        + "SUMMARY:Standup, later\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:dentist@test\r\n"
        + "DTSTART:20240610T090000Z\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    @Test func theImportIsOneRowidRangeAndItsExceptionsAreRecorded() throws {
        try withTemporaryStore { store, _ in
            let report = try store.planner.importICalendar(Self.file)
            #expect(report.imported == 3)
            let row = try #require(
                try store.database.fetchOne(
                    """
                    SELECT bulk_table, bulk_last - bulk_first + 1, description
                    FROM undo_log ORDER BY id DESC LIMIT 1
                    """
                )
            )
            #expect(try row.get(0) as String? == "planner_events")
            #expect(try row.get(1) as Int64? == 3)
            #expect(try row.get(2) as String == "import of 3 events")
            // The skipped days (two EXDATEs and the moved occurrence) are rows of their own.
            let exceptions = "SELECT count(*) FROM planner_event_exceptions"
            #expect(try store.database.fetchOne(exceptions)?.get(0) == 3 as Int64)

            #expect(try store.undoLog.undo() == "import of 3 events")
            #expect(try store.database.fetchOne(exceptions)?.get(0) == 0 as Int64)
            #expect(
                try store.planner.occurrences(from: day(2024, 6, 1), to: day(2024, 6, 30)).isEmpty
            )

            #expect(try store.undoLog.redo() == "import of 3 events")
            #expect(try store.database.fetchOne(exceptions)?.get(0) == 3 as Int64)
            let titles = try store.planner.occurrences(from: day(2024, 6, 1), to: day(2024, 6, 30))
                .map(\.title)
            #expect(titles == ["Standup", "Standup, later", "Standup", "Dentist"])
        }
    }

    /// A file of `count` single events, `bulk-0@test` to `bulk-(count-1)@test`.
    static func bulkFile(_ count: Int) -> String {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        for index in 0..<count {
            text +=
                "BEGIN:VEVENT\r\nUID:bulk-\(index)@test\r\nDTSTART:20250101T090000Z\r\n"
                + "SUMMARY:Bulk \(index)\r\nEND:VEVENT\r\n"
        }
        return text + "END:VCALENDAR\r\n"
    }

    @Test func undoOfA2000EventImportRemovesExactlyThoseAndRedoBringsThemBack() throws {
        try withTemporaryStore { store, _ in
            // Events that were there before the import stay through its undo and redo.
            #expect(try store.planner.importICalendar(Self.file).imported == 3)
            let query = "SELECT uid, title, start_at FROM planner_events ORDER BY uid"
            func rows() throws -> [String] {
                try store.database.fetchAll(query).map { "\($0)" }
            }
            let before = try rows()
            #expect(before.count == 3)

            let report = try store.planner.importICalendar(Self.bulkFile(2_000))
            #expect(report.imported == 2_000)
            let imported = try rows()
            #expect(imported.count == 2_003)
            #expect(imported.filter { $0.contains("bulk-") }.count == 2_000)

            #expect(try store.undoLog.undo() == "import of 2,000 events")
            #expect(try rows() == before)

            #expect(try store.undoLog.redo() == "import of 2,000 events")
            #expect(try rows() == imported)
            #expect(try store.undoLog.undo() == "import of 2,000 events")
            #expect(try rows() == before)
        }
    }

    @Test func theHouseholdGetsTheEventsBeforeTheirExceptionsAndTheUndo() throws {
        try withTemporaryDirectory { root in
            let shared = root + "/shared"
            let anna = try SyncMachine.joined("anna", in: root, folder: shared)
            try anna.sync()
            let ben = try SyncMachine.joined("ben", in: root, folder: shared)
            try anna.with { _ = try $0.planner.importICalendar(Self.file) }
            try anna.sync()
            try ben.sync()
            let query = """
                SELECT e.uid, x.day FROM planner_event_exceptions x
                JOIN planner_events e ON e.id = x.event_id ORDER BY 1, 2
                """
            func rows(_ machine: SyncMachine) throws -> [String] {
                try machine.with { store in
                    try store.database.fetchAll(query).map { "\($0)" }
                        + store.database.fetchAll(
                            "SELECT uid, title FROM planner_events ORDER BY uid"
                        )
                        .map { "\($0)" }
                }
            }
            #expect(try rows(ben).count == 6)
            #expect(try rows(ben) == rows(anna))

            try anna.with { _ = try $0.undoLog.undo() }
            try anna.sync()
            try ben.sync()
            #expect(try rows(ben).isEmpty)
        }
    }
}
