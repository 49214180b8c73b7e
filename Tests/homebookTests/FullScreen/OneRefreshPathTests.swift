import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// One list-screen shape and one refresh path (docs/manual.md#full-screen-app): a list loads
/// what it shows before the frame, drawing reads nothing, and a change committed anywhere (a
/// form here, an undo, another connection) reaches every open screen through one stamp.
@Suite struct OneRefreshPathTests {
    static let today = CalendarDate(year: 2024, month: 6, day: 15) ?? CalendarDate.today()

    /// The app at Home on a fresh store, with a second connection to the same file standing
    /// for another process (a script, a second window).
    func withTwoConnections(
        _ body: (inout AppState, _ here: HomebookStore, _ elsewhere: HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore { store, folder in
            let elsewhere = try HomebookStore.open(path: folder + "/test.sqlite")
            defer { try? elsewhere.close() }
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            try body(&state, store, elsewhere)
        }
    }

    func draft(_ name: String) -> LedgerDraft {
        LedgerDraft(kind: "expense", name: name, amount: "3.20", date: "2024-06-01", category: "")
    }

    @Test func anItemAddedByAnotherConnectionAppearsOnTheOpenBudgetScreen() throws {
        try withTwoConnections { state, _, elsewhere in
            type("b", into: &state)
            #expect(screen(state).contains("No items yet"))
            try elsewhere.ledger.add(draft("Oat milk"), today: Self.today)
            // Nothing is read while drawing: the screen shows the change once the app asks.
            #expect(!screen(state).contains("Oat milk"))
            let changed = state.refreshIfDataChanged()
            #expect(changed)
            #expect(screen(state).contains("Oat milk"))
            #expect(screen(state).contains("1 item"))
            // Asked again with nothing new, nothing is reloaded.
            let again = state.refreshIfDataChanged()
            #expect(!again)
        }
    }

    @Test func aRecipeDeletedElsewhereLeavesTheListAndTheOpenRecipe() throws {
        try withTwoConnections { state, store, elsewhere in
            let id = try store.recipes.add(RecipeDraft(name: "Pancakes"), today: Self.today)
            type("r", into: &state)
            #expect(screen(state).contains("Pancakes"))
            type("\r", into: &state)
            #expect(state.stack.last?.title == "Recipe")
            let shown = try #require(try elsewhere.recipes.find(id))
            _ = try elsewhere.recipes.delete(shown)
            let changed = state.refreshIfDataChanged()
            #expect(changed)
            #expect(screen(state).contains("This recipe was deleted."))
            type("\u{1B}", into: &state)
            #expect(screen(state).contains("No recipes yet"))
        }
    }

    @Test func undoReachesEveryOpenScreenThroughTheStamp() throws {
        try withTwoConnections { state, store, _ in
            try store.ledger.add(draft("Bread"), today: Self.today)
            type("b", into: &state)
            #expect(screen(state).contains("Bread"))
            type("u", into: &state)
            #expect(screen(state).contains("Undid"))
            #expect(screen(state).contains("No items yet"))
            #expect(screen(state).contains("0 items"))
        }
    }

    @Test func drawingReadsNothingFromTheLedger() throws {
        try withTwoConnections { state, store, _ in
            for day in 1...9 { try store.ledger.add(draft("Item \(day)"), today: Self.today) }
            type("b", into: &state)
            let read = try #require(state.stack.last as? BudgetScreen).model.rowsRead
            for _ in 0..<3 { _ = screen(state) }
            #expect(try #require(state.stack.last as? BudgetScreen).model.rowsRead == read)
            #expect(screen(state).contains("Item 9"))
        }
    }

    @Test func aFormsSaveIsSelectedAndSaidOnTheListBelow() throws {
        try withTwoConnections { state, store, _ in
            try store.ledger.add(draft("Rent"), today: Self.today)
            try store.ledger.add(draft("Gas"), today: Self.today)
            type("b", into: &state)
            type("\u{1B}[A", into: &state)  // off the newest row
            #expect(try #require(state.stack.last as? BudgetScreen).list.selection == 0)
            type("a", into: &state)
            type("\tCoffee\t2", into: &state)
            type("\u{13}", into: &state)  // Ctrl-S
            #expect(state.stack.last?.title == "Budget")
            #expect(screen(state).contains("added “Coffee”"))
            // Dated today, the new item is the newest row, and it is selected.
            #expect(try #require(state.stack.last as? BudgetScreen).list.selection == 2)
        }
    }
}

/// Another process changes the file while the app shows it: the open screen follows.
@Suite struct OutsideChangeTerminalTests {
    @Test func aBudgetItemAddedByAnotherProcessAppearsOnTheOpenScreen() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/t.sqlite"
            #expect(try homebook(path, ["budget", "add", "expense", "Rent", "400"]).status == 0)
            let terminal = try PseudoTerminalProcess(["--db", path])
            #expect(terminal.waitFor("Pick a module"))
            terminal.send("b")
            #expect(terminal.waitFor("Rent"))
            let added = try homebook(path, ["budget", "add", "expense", "Teabags", "3.10"])
            #expect(added.status == 0)
            // No key is sent: the idle app notices the change by itself.
            #expect(terminal.waitFor("Teabags"))
            #expect(terminal.waitFor("2 items"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }
}

/// The converter's history on the full screen shows local times, as the command does.
@Suite struct ConverterHistoryTimeTests {
    @Test func theHistoryScreenShowsSavedTimesInTheLocalZone() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let store = try HomebookStore.open(path: path)
            try store.conversions.save(Quantity.parse("162 lb"), at: "2026-11-22T16:29:09Z")
            try store.close()
            // A POSIX zone string needs no time-zone database: 5 h 30 ahead of UTC.
            let terminal = try PseudoTerminalProcess(
                ["--db", path],
                environment: ["TZ": "XYZ-5:30"]
            )
            #expect(terminal.waitFor("Pick a module"))
            terminal.send("v")
            #expect(terminal.waitFor("Converter"))
            terminal.send("h")
            #expect(terminal.waitFor("2026-11-22 21:59"))
            #expect(!terminal.text.contains("16:29:09Z"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }
}
