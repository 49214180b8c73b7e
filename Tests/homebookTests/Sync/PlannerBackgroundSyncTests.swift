import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// `S` on the full-screen Planner syncs in the background (docs/manual.md#sync): a spinner,
/// keys still answered, the result in one line, and Esc cancelling with nothing applied.
@Suite("the full-screen Planner syncs in the background")
struct PlannerBackgroundSyncTests {
    private static let today = CalendarDate(year: 2026, month: 11, day: 30)!

    private func withChangedSides(_ body: (SyncFixture, FaultProxy) throws -> Void) throws {
        try SyncFixture.withChangedSides(body)
    }

    /// Ticks the app until the background sync has ended (or a bound passes).
    private func waitForSync(_ state: inout AppState) {
        for _ in 0..<1000 where state.tickInterval != nil {
            usleep(20_000)
            state.tick()
        }
    }

    @Test func theSyncRunsBehindASpinnerWhileKeysAreAnswered() throws {
        try withChangedSides { fixture, proxy in
            // Every request waits at the gate, so the sync is surely still running below.
            let gate = DispatchSemaphore(value: 0)
            proxy.inject { _ in
                gate.wait()
                gate.signal()
                return .forward
            }
            let store = try HomebookStore.open(path: fixture.database)
            defer { try? store.close() }
            var state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: (120, 30)
            )
            type("S", into: &state)
            #expect(state.tickInterval != nil)
            #expect(screen(state).contains("syncing the calendar accounts… (Esc cancels)"))
            // A key is answered meanwhile: the month grid opens and closes.
            type("m", into: &state)
            #expect(screen(state).contains("agenda at the day"))
            #expect(screen(state).contains("syncing the calendar accounts…"))
            type("m", into: &state)
            #expect(!screen(state).contains("agenda at the day"))
            gate.signal()
            waitForSync(&state)
            #expect(state.tickInterval == nil)
            let shown = screen(state)
            #expect(shown.contains("dav: sent 1, received 1"))
            #expect(!shown.contains("syncing"))
            // The agenda was read again: the event the sync brought is listed.
            #expect(shown.contains("Gym"))
            #expect(shown.contains("dav: last sync just now: sent 1, received 1"))
        }
    }

    @Test func escDuringASlowServerCancelsAndNothingIsApplied() throws {
        try withChangedSides { fixture, proxy in
            // "Gym" comes down first (applied inside the sync's transaction), then the
            // upload of "Lunch" hangs.
            proxy.inject { request in
                request.method == "PUT" ? .reply(.answer(status: 201, delay: 60)) : .forward
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
            type("\u{1B}", into: &state)
            #expect(screen(state).contains("cancelling the sync…"))
            waitForSync(&state)
            #expect(state.tickInterval == nil)
            let shown = screen(state)
            #expect(shown.contains("sync cancelled; nothing changed"))
            #expect(!shown.contains("Gym"))
            // Esc stopped the sync, not the screen.
            #expect(shown.contains("S sync"))
            #expect(try fixture.listing() == before)
            #expect(!(try fixture.run("plan", "account", "list").stdout.contains("failed")))
            #expect(try fixture.remoteObjects().count == 2)
        }
    }
}
