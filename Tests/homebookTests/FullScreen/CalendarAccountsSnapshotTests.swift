import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Calendar accounts screen, its forms and the conflict copy in the Planner against
/// their goldens, at 80×24 and 120×40 (docs/manual.md#full-screen-app).
@Suite struct CalendarAccountsSnapshotTests {
    static let screens = [
        ("calendar-accounts", "pA"),
        ("calendar-accounts-add", "pAa"),
        ("calendar-accounts-map", "pA\u{1B}[Bm"),
        ("calendar-accounts-remove", "pAd"),
        ("planner-conflict", "p"),
        ("planner-conflict-event", "p\u{1B}[B\r"),
    ]

    @Test(arguments: screens)
    func screenMatchesItsGolden(name: String, keys: String) throws {
        try ScreenSnapshot.check(name, keys: keys, seed: CalendarAccountsSeed.seed)
    }

    @Test(arguments: screens)
    func wideScreenMatchesItsGolden(name: String, keys: String) throws {
        try ScreenSnapshot.check(
            name + "-wide",
            keys: keys,
            size: (120, 40),
            seed: CalendarAccountsSeed.seed
        )
    }

    @Test func noAccountsSaysHowToAdd() throws {
        try ScreenSnapshot.check("calendar-accounts-empty", keys: "pA")
    }
}

/// Adding an account on the full screen against Radicale on loopback: the form finds the
/// calendars, the list shows them with the first chosen.
@Suite(.tags(.process), .skippedByTag) struct CalendarAccountsAddScreenTests {
    @Test func theFormAddsTheAccountAndListsItsCalendars() throws {
        let server = try CalDAVServer.start(.radicale)
        defer { server.stop() }
        _ = try server.makeCalendar("work", name: "Work")
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            var state = FullScreenProgram.state(
                root: CalendarAccountsScreen(store: store),
                store: store,
                size: (80, 24)
            )
            type("a", into: &state)
            type("dav\t\(server.baseURL)\t\(server.user)\t\t\(server.password)", into: &state)
            #expect(!screen(state).contains(server.password))
            type("\u{13}", into: &state)
            #expect(state.stack.last?.title == "Calendar accounts")
            #expect(screen(state).contains("Work  → Work"))
            #expect(screen(state).contains("added account “dav”: 1 calendar found"))
            #expect(try store.calDAVAccounts.account(named: "dav").calendars.count == 1)
            type("u", into: &state)
            #expect(try store.calDAVAccounts.list().isEmpty, "\(screen(state))")
        }
    }
}
