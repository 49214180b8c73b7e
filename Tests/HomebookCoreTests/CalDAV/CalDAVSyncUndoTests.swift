import Foundation
import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// Undo keeps a calendar sync's new events as one rowid range, not row by row, so its
/// record (and the memory the sync takes) does not grow with the events it brings; edits
/// and deletions of events already here are recorded as any change, and undo and redo
/// restore exactly (docs/manual.md#undo, issue 38 point 4).
@Suite struct CalDAVSyncUndoTests {
    typealias Hostile = CalDAVHostileServerTests

    /// What the fake server answers: the first sync's answer, then the next one's.
    final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String: String] = [:]

        subscript(token: String) -> String {
            get { lock.withLock { texts[token] ?? "" } }
            set { lock.withLock { texts[token] = newValue } }
        }
    }

    /// A server that answers a REPORT sent with token `t` by `answers[t]` ("" for the first).
    static func server(_ answers: Answers) throws -> LoopbackHTTPServer {
        try Hostile.server { body in
            let token =
                body.components(separatedBy: "<D:sync-token>").dropFirst().first
                .map { String($0.prefix { $0 != "<" }) } ?? ""
            return Hostile.multistatus(answers[token])
        }
    }

    static func response(_ path: String, etag: String, _ ics: String) -> String {
        "<response><href>\(path)</href><propstat><prop><getetag>\"\(etag)\"</getetag>"
            + "<C:calendar-data>\(DAVXML.escape(ics))</C:calendar-data></prop>"
            + "<status>HTTP/1.1 200 OK</status></propstat></response>"
    }

    static func gone(_ path: String) -> String {
        "<response><href>\(path)</href><status>HTTP/1.1 404 Not Found</status></response>"
    }

    /// A weekly event skipping `skipped` (a day of March 2026).
    static func weekly(_ uid: String, _ title: String, skipping skipped: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\n"
            + "DTSTAMP:20260101T000000Z\r\nDTSTART:20260302T090000Z\r\n"
            + "DTEND:20260302T100000Z\r\nRRULE:FREQ=WEEKLY;COUNT=6\r\n"
            + "EXDATE:202603\(skipped)T090000Z\r\nSUMMARY:\(title)\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n"
    }

    /// Every row undo restores for a sync, as text.
    static func dump(_ store: HomebookStore) throws -> [String] {
        var lines: [String] = []
        for table in [
            "planner_events", "planner_event_exceptions", "planner_event_extra_dates",
            "caldav_conflicts", "planner_calendars",
        ] {
            for row in try store.database.fetchAll("SELECT * FROM \(table) ORDER BY 1, 2") {
                lines.append("\(table) \(row)")
            }
        }
        return lines
    }

    static func syncRecord(_ store: HomebookStore) throws -> (bytes: Int64, range: Int64?) {
        let row = try #require(
            try store.database.fetchOne(
                """
                SELECT length(changeset), bulk_last - bulk_first + 1 FROM undo_log
                WHERE description = 'sync "work"' ORDER BY id DESC LIMIT 1
                """
            )
        )
        return (try row.get(0), try row.get(1))
    }

    @Test(arguments: [100, 800])
    func aSyncsUndoRecordDoesNotGrowWithItsNewEvents(count: Int) throws {
        let answers = Answers()
        answers[""] =
            (0..<count).map {
                Self.response("/cal/e\($0).ics", etag: "1", Hostile.event("e\($0)", "Event \($0)"))
            }.joined() + "<sync-token>t1</sync-token>"
        let server = try Self.server(answers)
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            let account = try Hostile.add(store, server.baseURL + "/cal/")
            let zone = try #require(LocalZone(olsonName: "UTC"))
            let report = try CalDAVSync(store: store, zone: zone)
                .run(account, password: "s3cret", timeoutSeconds: 5)
            #expect(report.received == count)
            let record = try Self.syncRecord(store)
            // The new events are one range; the changeset holds only the calendar made for
            // them, the same few bytes whether 100 or 800 events came (it held every row).
            #expect(record.range == Int64(count))
            #expect(record.bytes < 300)
            #expect(try store.undoLog.undo() == "sync \"work\"")
            #expect(try Hostile.count(store, "planner_events") == 0)
            try store.undoLog.redo()
            #expect(try Hostile.count(store, "planner_events") == Int64(count))
        }
    }

    @Test func undoOfASyncRestoresEditedAndDeletedEventsAndRemovesNewOnes() throws {
        let answers = Answers()
        answers[""] =
            Self.response("/cal/w.ics", etag: "1", Self.weekly("w", "Weekly", skipping: "09"))
            + Self.response("/cal/gone.ics", etag: "1", Hostile.event("gone", "Going"))
            + Self.response("/cal/both.ics", etag: "1", Hostile.event("both", "Both"))
            + "<sync-token>t1</sync-token>"
        // Then: the repeat renamed and skipping another week, one event deleted, one edited
        // on both sides (a conflict copy keeps ours), two new events.
        answers["t1"] =
            Self.response("/cal/w.ics", etag: "2", Self.weekly("w", "Weekly v2", skipping: "16"))
            + Self.gone("/cal/gone.ics")
            + Self.response("/cal/both.ics", etag: "2", Hostile.event("both", "Both theirs"))
            + Self.response("/cal/n1.ics", etag: "1", Hostile.event("n1", "New 1"))
            + Self.response("/cal/n2.ics", etag: "1", Hostile.event("n2", "New 2"))
            + "<sync-token>t2</sync-token>"
        let server = try Self.server(answers)
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            let account = try Hostile.add(store, server.baseURL + "/cal/")
            let zone = try #require(LocalZone(olsonName: "UTC"))
            let sync = CalDAVSync(store: store, zone: zone)
            _ = try sync.run(account, password: "s3cret", timeoutSeconds: 5)
            try store.database.execute(
                "UPDATE planner_events SET title = 'Both mine' WHERE uid = 'both'"
            )
            let before = try Self.dump(store)
            #expect(before.contains { $0.contains("2026-03-09") })

            let report = try sync.run(account, password: "s3cret", timeoutSeconds: 5)
            #expect(report.conflicts == ["Both mine"])
            let after = try Self.dump(store)
            #expect(after.contains { $0.contains("Weekly v2") })
            #expect(after.contains { $0.contains("2026-03-16") })
            #expect(!after.contains { $0.contains("Going") })
            #expect(after.contains { $0.contains("New 2") })
            #expect(after.contains { $0.hasPrefix("caldav_conflicts") })
            // The new events and the conflict copy are the range; the rest is recorded.
            #expect(try Self.syncRecord(store).range == 3)

            #expect(try store.undoLog.undo() == "sync \"work\"")
            #expect(try Self.dump(store) == before)
            try store.undoLog.redo()
            #expect(try Self.dump(store) == after)
            try store.undoLog.undo()
            #expect(try Self.dump(store) == before)
        }
    }
}
