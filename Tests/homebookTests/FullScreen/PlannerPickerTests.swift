import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The event form's calendar and recipe fields pick from lists: the names starting with what
/// is typed show in the hint line and Tab completes what they share (docs/manual.md#forms).
@Suite struct PlannerPickerTests {
    @Test func calendarAndRecipeCompleteFromTheirListsAndTheEventSavesWithThem() throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ in
            let today = PlannerScreenTests.today
            _ = try store.planner.addCalendar("Work")
            _ = try store.planner.addCalendar("Workshop")
            for name in ["Pancakes", "Pan bagnat", "Soup"] {
                _ = try store.recipes.add(RecipeDraft(name: name), today: today)
            }
            var state = AppState(
                root: PlannerScreen(store: store, today: today),
                appName: "homebook",
                size: (80, 24)
            )
            func hint() -> String {
                screen(state).split(separator: "\n").dropLast().last.map(String.init) ?? ""
            }
            // Title, start, then Tab over end, all day, location and description.
            type("aLunch\ttoday 12:00\t\t\t\t\t", into: &state)
            #expect(hint().contains("Personal · Work · Workshop"))
            #expect(!hint().contains("Tab completes"))
            type("wo", into: &state)
            #expect(hint().contains("Tab completes to \"Work\": Work · Workshop"))
            type("\t", into: &state)
            #expect(screen(state).contains("Calendar     Work\n"))
            type("x", into: &state)
            #expect(hint().contains("no calendar starts with \"Workx\""))
            // Backspace; Tab on a whole name moves on, to the recipe.
            type("\u{7F}\t", into: &state)
            #expect(hint().contains("Pan bagnat · Pancakes · Soup"))
            type("PAN", into: &state)
            // They part after "Pan": Tab has nothing to add until a letter more is typed.
            #expect(hint().contains("Pan bagnat · Pancakes"))
            #expect(!hint().contains("Tab completes"))
            #expect(!hint().contains("Soup"))
            type(" b", into: &state)
            #expect(hint().contains("Tab completes: Pan bagnat"))
            type("\t\u{13}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            let event = try #require(try store.planner.occurrences(from: today, to: today).first)
            #expect(event.calendar == "Work")
            #expect(event.recipe?.name == "Pan bagnat")
        }
    }

    @Test func recipeNamesAreReadByPrefixInNameOrderAndBounded() throws {
        try withTemporaryStore(named: "book.sqlite") { store, _ in
            let today = PlannerScreenTests.today
            for name in ["b_c", "bac", "Bread", "bread rolls", "Apple", "100% rye"] {
                _ = try store.recipes.add(RecipeDraft(name: name), today: today)
            }
            #expect(
                try store.recipes.names(startingWith: "br", limit: 8) == ["Bread", "bread rolls"]
            )
            // LIKE's wildcards are typed letters here.
            #expect(try store.recipes.names(startingWith: "b_", limit: 8) == ["b_c"])
            #expect(try store.recipes.names(startingWith: "100%", limit: 8) == ["100% rye"])
            #expect(try store.recipes.names(startingWith: "", limit: 2) == ["100% rye", "Apple"])
            #expect(try store.recipes.names(startingWith: "z", limit: 8).isEmpty)
        }
    }
}
