import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Deleting a recipe that is planned as a meal says so before it is done.
@Suite struct RecipeDeletionQuestionTests {
    @Test func theQuestionCountsThePlannedMealsAndFitsTheWindow() throws {
        try withTemporaryStore { store, _ throws in
            let today = CalendarDate(year: 2026, month: 11, day: 24)!
            let id = try store.recipes.add(RecipeDraft(name: "Pancakes"), today: today)
            let alone = try #require(try store.recipes.find(id))
            #expect(try store.recipes.deletionQuestion(alone) == "Delete “Pancakes”?")
            for start in ["2026-11-28 09:00", "2026-12-05 09:00"] {
                _ = try store.planner.add(
                    EventDraft(title: "Breakfast", start: start, recipe: "Pancakes"),
                    today: today
                )
            }
            let recipe = try #require(try store.recipes.find(id))
            #expect(
                try store.recipes.deletionQuestion(recipe)
                    == "Delete “Pancakes”? It is planned as 2 meals; they stay, saying the"
                    + " recipe was deleted."
            )
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("rd", into: &state)
            let text = screen(state)
            // Wrapped inside the box at 80 columns: every word of the warning is shown.
            #expect(text.contains("planned as 2 meals;"))
            #expect(text.contains("was deleted.  [y/N]"))
            #expect(!text.contains("…"))
            type("y", into: &state)
            #expect(try store.planner.get(1).deletedRecipeName == "Pancakes")
        }
    }
}
