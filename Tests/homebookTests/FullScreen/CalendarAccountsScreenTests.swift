import HomebookCore
import SQLiteWrapper
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Calendar accounts screen and the conflict copies in the Planner, fed keys in memory
/// (docs/manual.md#full-screen-app, #accounts, #conflicts): each key one core call and one
/// undoable change, a removal asked first, stored text neutralised.
@Suite struct CalendarAccountsScreenTests {
    static let today = ScreenSnapshot.today

    func withPlanner(_ body: (HomebookStore, inout AppState) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            try CalendarAccountsSeed.seed(store)
            var state = FullScreenProgram.state(
                root: PlannerScreen(store: store, today: Self.today),
                store: store,
                size: (80, 24)
            )
            try body(store, &state)
        }
    }

    /// The lines of the screen holding `text`.
    func lines(_ state: AppState, with text: String) -> [String] {
        screen(state).split(separator: "\n").map(String.init).filter { $0.contains(text) }
    }

    @Test func theAgendaAndTheDayListMarkOnlyTheCopy() throws {
        try withPlanner { _, state throws in
            #expect(lines(state, with: "Dentist (mine)").first?.contains("≠ conflict copy") == true)
            #expect(lines(state, with: "09:00").first?.contains("≠") == false)
            type("m", into: &state)
            let marked = lines(state, with: "≠ conflict copy")
            #expect(marked.count == 1)
            #expect(marked.first?.contains("Dentist (mine)") == true)
        }
    }

    @Test func keepingTheCopyReplacesTheServersVersionAndUndoBringsTheCopyBack() throws {
        try withPlanner { store, state throws in
            type("\u{1B}[B\r", into: &state)
            #expect(state.stack.last?.title == "Event")
            #expect(screen(state).contains("≠ conflict copy: your version"))
            #expect(screen(state).contains("version is “Dentist”"))
            type("k", into: &state)
            #expect(state.stack.last?.title == "Planner")
            #expect(try store.calDAVAccounts.conflicts().isEmpty)
            let events = try store.planner.occurrences(
                from: Self.today,
                to: Self.today.adding(days: 2)
            )
            #expect(events.map(\.title) == ["Dentist (mine)"])
            #expect(lines(state, with: "≠").isEmpty)
            type("u", into: &state)
            #expect(try store.calDAVAccounts.conflicts().count == 1)
            #expect(lines(state, with: "≠ conflict copy").count == 1)
        }
    }

    @Test func droppingTheCopyKeepsTheServersVersion() throws {
        try withPlanner { store, state throws in
            type("\u{1B}[B\rx", into: &state)
            #expect(state.stack.last?.title == "Planner")
            let events = try store.planner.occurrences(
                from: Self.today,
                to: Self.today.adding(days: 2)
            )
            #expect(events.map(\.title) == ["Dentist"])
            #expect(try store.calDAVAccounts.conflicts().isEmpty)
        }
    }

    @Test func anEventThatIsNoCopyHasNoConflictKeys() throws {
        try withPlanner { store, state throws in
            type("\r", into: &state)
            #expect(!screen(state).contains("conflict copy"))
            type("kx", into: &state)
            #expect(state.stack.last?.title == "Event")
            #expect(try store.calDAVAccounts.conflicts().count == 1)
        }
    }

    @Test func theAccountsListTheirCalendarsAndLastSync() throws {
        try withPlanner { _, state throws in
            type("A", into: &state)
            #expect(state.stack.last?.title == "Calendar accounts")
            #expect(
                screen(state).contains("dav  alice at https://dav.example.com/  · never synced")
            )
            #expect(screen(state).contains("Work  → Work"))
            #expect(screen(state).contains("Birthdays  skipped (not synced)"))
            type("?", into: &state)
            #expect(screen(state).contains("skip/sync"))
        }
    }

    @Test func skipAndMapAreEachOneUndoableChange() throws {
        try withPlanner { store, state throws in
            type("A\u{1B}[Bs", into: &state)
            #expect(try store.calDAVAccounts.account(named: "dav").calendars[0].skipped)
            type("u", into: &state)
            #expect(try !store.calDAVAccounts.account(named: "dav").calendars[0].skipped)
            type("m", into: &state)
            #expect(state.stack.last?.title == "Map “Work”")
            type("\u{15}Job\u{13}", into: &state)
            #expect(state.stack.last?.title == "Calendar accounts")
            #expect(
                try store.calDAVAccounts.account(named: "dav").calendars[0].localCalendar == "Job"
            )
            #expect(screen(state).contains("“Work” syncs with the calendar “Job”"))
            // Birthdays: mapped and taken back into syncs in one save.
            type("\u{1B}[Bm\u{1B}[B ", into: &state)
            type("\u{13}", into: &state)
            let birthdays = try store.calDAVAccounts.account(named: "dav").calendars[1]
            #expect(!birthdays.skipped)
            type("u", into: &state)
            #expect(try store.calDAVAccounts.account(named: "dav").calendars[1].skipped)
        }
    }

    @Test func removingAsksFirstAndUndoBringsTheAccountBack() throws {
        try withPlanner { store, state throws in
            type("Adn", into: &state)
            #expect(try store.calDAVAccounts.list().count == 1)
            type("d", into: &state)
            #expect(screen(state).contains("Remove account “dav”?"))
            type("y", into: &state)
            #expect(try store.calDAVAccounts.list().isEmpty)
            #expect(screen(state).contains("No calendar accounts yet"))
            // The planner's events stay.
            #expect(try store.planner.get(1).title == "Dentist")
            type("u", into: &state)
            #expect(try store.calDAVAccounts.list().map(\.name) == ["dav"])
        }
    }

    @Test func anAddressWithControlCharactersIsShownNeutralised() throws {
        try withPlanner { store, state throws in
            try store.database.write { db in
                try db.execute(
                    "UPDATE caldav_accounts SET url = ?",
                    [.text("https://dav.example.com/\u{1B}[2J\u{7}")]
                )
            }
            type("A", into: &state)
            #expect(!screen(state).contains("\u{1B}"))
            #expect(!screen(state).contains("\u{7}"))
            #expect(screen(state).contains("dav.example.com"))
        }
    }

    @Test func thePasswordIsNeverDrawn() throws {
        try withPlanner { _, state throws in
            type("Aa", into: &state)
            #expect(state.stack.last?.title == "Add calendar account")
            type("home\thttps://dav.example.com\talice\t\thunter2", into: &state)
            #expect(!screen(state).contains("hunter2"))
            #expect(screen(state).contains("•••••••"))
        }
    }
}
