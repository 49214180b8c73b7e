import Foundation
import HomebookCore
import SQLiteWrapper
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Leaving the full-screen Planner with `q` while `S` syncs cancels the sync: its one
/// transaction rolls back, so nothing of it is applied (docs/manual.md#sync).
@Suite("leaving the Planner cancels its background sync")
struct PlannerSyncLeaveTests {
    private static let today = CalendarDate(year: 2026, month: 11, day: 30)!

    /// Waits until the database at `path` can be written (the background sync's transaction
    /// has ended, committed or rolled back); false if it never could.
    private func waitUntilWritable(_ path: String) -> Bool {
        for _ in 0..<60 {
            do {
                let database = try Database(path: path, busyTimeoutMilliseconds: 500)
                try database.execute("BEGIN IMMEDIATE")
                try database.execute("ROLLBACK")
                return true
            } catch {
                continue
            }
        }
        return false
    }

    @Test func qWhileASyncRunsCancelsItAndNothingIsApplied() throws {
        try SyncFixture.withChangedSides { fixture, proxy in
            // "Gym" comes down first (inside the sync's transaction), then the upload of
            // "Lunch" is answered after two seconds: a sync left running would then commit.
            proxy.inject { request in
                request.method == "PUT" ? .reply(.answer(status: 201, delay: 2)) : .forward
            }
            let before = try fixture.listing()
            let store = try HomebookStore.open(path: fixture.database)
            defer { try? store.close() }
            var state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: (120, 30)
            )
            type("S", into: &state)
            for _ in 0..<1000 where !proxy.requests.contains(where: { $0.method == "PUT" }) {
                usleep(20_000)
            }
            try #require(proxy.requests.contains { $0.method == "PUT" })
            type("q", into: &state)
            #expect(state.finished)
            try #require(waitUntilWritable(fixture.database))
            #expect(try fixture.listing() == before)
            #expect(!(try fixture.listing().contains("Gym")))
        }
    }
}
