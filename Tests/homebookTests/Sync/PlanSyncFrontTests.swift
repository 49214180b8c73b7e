import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Sync from the line menu and the full-screen Planner against a real server: progress and
/// results shown, the last sync always visible, the offline notice instead of a crash.
@Suite("sync from the menu and the full-screen Planner")
struct PlanSyncFrontTests {
    @Test func theMenuSyncsShowsTheLastSyncAndAnOfflineNotice() throws {
        try SyncFixture.with(.radicale) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            let store = try HomebookStore.open(path: fixture.database)
            defer { try? store.close() }
            let terminal = ScriptedTerminal(["p", "s", "l", "b", "q"])
            let session = MenuSession(
                terminal: terminal,
                store: store,
                style: .plain,
                today: { CalendarDate(year: 2026, month: 11, day: 30)! }
            )
            MainMenu(session: session).run()
            #expect(terminal.output.contains("Syncing…\ndav: sent 0, received 1 (1 request)"))
            #expect(terminal.output.contains("Dentist"))
            #expect(terminal.output.contains("Sync: dav: last sync just now: sent 0, received 1"))

            fixture.server.stop()
            let offline = ScriptedTerminal(["p", "s", "b", "q"])
            MainMenu(
                session: MenuSession(terminal: offline, store: store, style: .plain)
            ).run()
            #expect(
                offline.output.contains(
                    "Offline: dav: cannot reach 127.0.0.1:\(fixture.server.port):"
                )
            )
            #expect(offline.output.contains("Nothing changed here; choose s to try again."))
            #expect(offline.output.contains("dav: last sync failed just now"))
            #expect(try store.planner.count() == 1)
        }
    }

    @Test func theMenuResolvesAConflict() throws {
        try SyncFixture.with(.radicale) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            try fixture.sync()
            #expect(try fixture.run("plan", "edit", "1", "--title", "Mine").status == 0)
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Theirs"))
            let store = try HomebookStore.open(path: fixture.database)
            defer { try? store.close() }
            let terminal = ScriptedTerminal(["p", "s", "c", "7", "2", "x", "m", "c", "b", "q"])
            MainMenu(session: MenuSession(terminal: terminal, store: store, style: .plain)).run()
            #expect(terminal.output.contains("Conflict copy 2: \"Mine\""))
            #expect(terminal.output.contains("2: \"Mine\" (yours; changed on the server)"))
            #expect(terminal.output.contains("Error: event 7 is not a conflict copy"))
            #expect(terminal.output.contains("Error: answer m or s"))
            #expect(terminal.output.contains("Kept yours: the next sync sends it to the server."))
            #expect(terminal.output.contains("No conflicts."))
            #expect(try store.planner.get(1).title == "Mine")
        }
    }

    @Test func theFullScreenPlannerSyncsOnSAndShowsTheLastSync() throws {
        try SyncFixture.with(.radicale) { fixture in
            try fixture.putRemote("a", SyncFixture.vevent(uid: "a@t", title: "Dentist"))
            let store = try HomebookStore.open(path: fixture.database)
            defer { try? store.close() }
            let today = CalendarDate(year: 2026, month: 11, day: 30)!
            var state = AppState(
                root: PlannerScreen(store: store, today: today),
                appName: "homebook",
                size: (120, 30)
            )
            #expect(screen(state).contains("dav: never synced"))
            type("S", into: &state)
            waitForSync(&state)
            let shown = screen(state)
            #expect(shown.contains("dav: sent 0, received 1"))
            #expect(shown.contains("Dentist"))
            #expect(shown.contains("dav: last sync just now: sent 0, received 1"))
            #expect(shown.contains("S sync"))

            fixture.server.stop()
            type("S", into: &state)
            waitForSync(&state)
            #expect(screen(state).contains("offline: dav: cannot reach 127.0.0.1:"))
            #expect(screen(state).contains("Dentist"))
        }
    }

    /// Ticks the app until the background sync has ended (or a bound passes).
    private func waitForSync(_ state: inout AppState) {
        for _ in 0..<1000 where state.tickInterval != nil {
            usleep(20_000)
            state.tick()
        }
    }
}
