import Foundation
import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// A sync applies what it receives a batch at a time inside its one transaction, so memory
/// stays flat, while a failure still leaves nothing applied and undo sees one change
/// (docs/manual.md#sync, issue 38 point 4).
@Suite struct CalDAVSyncBatchTests {
    typealias Hostile = CalDAVHostileServerTests

    /// A server answering `rounds` times, two new events an answer, "truncated (507)" on all
    /// answers but the last; answer `failing` (counted from 0) is a 503.
    static func server(rounds: Int, failing: Int? = nil) throws -> LoopbackHTTPServer {
        try Hostile.server { body in
            let round =
                body.components(separatedBy: "<D:sync-token>t").dropFirst().first
                .flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
            if round == failing { return .answer(status: 503) }
            let truncated =
                round + 1 < rounds
                ? "<response><href>/cal/</href>"
                    + "<status>HTTP/1.1 507 Insufficient Storage</status></response>" : ""
            return Hostile.multistatus(
                Hostile.response("/cal/a\(round).ics", Hostile.event("a\(round)", "A \(round)"))
                    + Hostile.response(
                        "/cal/b\(round).ics",
                        Hostile.event("b\(round)", "B \(round)")
                    )
                    + truncated + "<sync-token>t\(round + 1)</sync-token>"
            )
        }
    }

    /// What the planner held each time the sync said it received one more event.
    final class Seen: @unchecked Sendable {
        var eventsAt: [Int: Int64] = [:]
    }

    @Test func eachAnswerIsAppliedBeforeTheNextIsRead() throws {
        let server = try Self.server(rounds: 3)
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            let account = try Hostile.add(store, server.baseURL + "/cal/")
            let zone = try #require(LocalZone(olsonName: "UTC"))
            let seen = Seen()
            let report = try CalDAVSync(store: store, zone: zone)
                .run(account, password: "s3cret", timeoutSeconds: 5) { progress in
                    // Same connection, inside the sync's transaction: sees what it applied.
                    seen.eventsAt[progress.received] = try? Hostile.count(store, "planner_events")
                }
            #expect(report.received == 6)
            // The first event of the second answer is taken after the first answer's two
            // events were applied; the third answer's after the first four.
            #expect(seen.eventsAt[3] == 2)
            #expect(seen.eventsAt[5] == 4)
            #expect(try Hostile.count(store, "planner_events") == 6)
            #expect(try Hostile.count(store, "caldav_items") == 6)
            let syncs = try store.undoLog.entries().filter { $0.description == "sync \"work\"" }
            #expect(syncs.count == 1)
            // One undo takes the whole sync's events away, all batches together.
            #expect(try store.undoLog.undo() == "sync \"work\"")
            #expect(try Hostile.count(store, "planner_events") == 0)
        }
    }

    @Test func aFailureAfterSeveralBatchesAppliesNone() throws {
        // Two answers arrive and are applied; the third is a server error.
        let server = try Self.server(rounds: 5, failing: 2)
        defer { server.stop() }
        try withTemporaryStore { store, _ throws in
            let account = try Hostile.add(store, server.baseURL + "/cal/")
            let zone = try #require(LocalZone(olsonName: "UTC"))
            let seen = Seen()
            #expect(throws: CalDAVError.self) {
                try CalDAVSync(store: store, zone: zone)
                    .run(account, password: "s3cret", timeoutSeconds: 5) { progress in
                        seen.eventsAt[progress.received] =
                            try? Hostile.count(store, "planner_events")
                    }
            }
            #expect(seen.eventsAt[4] == 2)  // the first answer was applied, then rolled back
            #expect(try Hostile.count(store, "planner_events") == 0)
            #expect(try Hostile.count(store, "caldav_items") == 0)
            #expect(try Hostile.count(store, "caldav_sync_tokens") == 0)
            #expect(try store.undoLog.entries().allSatisfy { $0.description != "sync \"work\"" })
        }
    }
}
