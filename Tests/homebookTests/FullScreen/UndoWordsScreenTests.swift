import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Undo in words on the full screen (docs/manual.md#undo): labels a person reads, `u` says
/// when the change came from elsewhere, and `U` lists the recent changes.
@Suite struct UndoWordsScreenTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10) ?? CalendarDate.today()

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

    func expense(_ name: String) -> LedgerDraft {
        LedgerDraft(kind: "expense", name: name, amount: "3.10", date: "2026-03-01", category: "")
    }

    @Test func deletingAPlannedRecipeSaysWhichMealsItUnlinked() throws {
        try withTemporaryStore { store, _ in
            let id = try store.recipes.add(RecipeDraft(name: "Pancakes"), today: Self.today)
            _ = try store.planner.add(
                EventDraft(title: "Breakfast", start: "2026-03-11 08:00", recipe: "Pancakes"),
                today: Self.today
            )
            try store.recipes.delete(id)
            #expect(
                try store.undoLog.entries().first?.description
                    == "delete recipe \"Pancakes\" (unlinked from 1 planned meal)"
            )
            let plain = try store.recipes.add(RecipeDraft(name: "Soup"), today: Self.today)
            try store.recipes.delete(plain)
            #expect(try store.undoLog.undo() == "delete recipe \"Soup\"")
        }
    }

    @Test func uSaysWhenTheChangeItUndoesWasMadeOutsideThisWindow() throws {
        try withTwoConnections { state, store, elsewhere in
            try store.ledger.add(expense("Bread"), today: Self.today)
            try elsewhere.ledger.add(expense("Teabags"), today: Self.today)
            type("b", into: &state)
            type("u", into: &state)
            #expect(
                screen(state).contains(
                    "Undid a change made outside this window: add expense \"Teabags\" 3.10"
                )
            )
            type("u", into: &state)
            #expect(screen(state).contains("Undid: add expense \"Bread\" 3.10"))
            #expect(screen(state).contains("No items yet"))
        }
    }

    @Test func capitalUListsTheRecentChangesInWordsAndFollowsAnUndo() throws {
        try withTwoConnections { state, store, elsewhere in
            try store.ledger.add(expense("Bread"), today: Self.today)
            _ = try elsewhere.recipes.add(RecipeDraft(name: "Soup"), today: Self.today)
            type("U", into: &state)
            #expect(state.stack.last?.title == "Changes")
            let lines = screen(state).split(separator: "\n").map(String.init)
            let soup = try #require(lines.firstIndex { $0.contains("add recipe \"Soup\"") })
            let bread = try #require(lines.firstIndex { $0.contains("add expense \"Bread\"") })
            #expect(soup < bread)
            #expect(lines[soup].contains("(made elsewhere)"))
            #expect(!lines[bread].contains("(made elsewhere)"))
            #expect(!screen(state).contains("budget_items"))
            type("u", into: &state)
            #expect(screen(state).contains("add recipe \"Soup\"  (undone)"))
        }
    }
}
