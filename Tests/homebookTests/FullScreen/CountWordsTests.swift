import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Counts read as words: "1 recipe", "2 recipes", "1 item".
@Suite struct CountWordsTests {
    @Test func oneIsSingularAndEveryOtherCountPlural() {
        #expect(CountedNoun.text(1, "recipe") == "1 recipe")
        #expect(CountedNoun.text(0, "recipe") == "0 recipes")
        #expect(CountedNoun.text(2, "item") == "2 items")
        #expect(CountedNoun.text(1, "child", "children") == "1 child")
        #expect(CountedNoun.text(3, "child", "children") == "3 children")
    }

    @Test func theListScreensCountInWords() throws {
        try withTemporaryStore { store, _ throws in
            let today = CalendarDate(year: 2026, month: 11, day: 24)!
            _ = try store.recipes.add(RecipeDraft(name: "Soup"), today: today)
            _ = try store.ledger.add(
                LedgerDraft(kind: "e", name: "Milk", amount: "1"),
                today: today
            )
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("r", into: &state)
            #expect(screen(state).contains("1 recipe, by name"))
            type("\u{1B}", into: &state)
            type("b", into: &state)
            #expect(screen(state).contains("1 item"))
            #expect(!screen(state).contains("1 items"))
            _ = try store.recipes.add(RecipeDraft(name: "Stew"), today: today)
            var again = FullScreenProgram.state(store: store, size: (80, 24))
            type("r", into: &again)
            #expect(screen(again).contains("2 recipes, by name"))
        }
    }
}
