import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// `a` on a day of the Planner's agenda starts the new event on that day
/// (docs/manual.md#full-screen-app).
@Suite struct PlannerAddOnDayTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10) ?? CalendarDate.today()

    @Test func addOnALaterDayFillsThatDayIntoTheStart() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/app.sqlite")
            defer { try? store.close() }
            _ = try store.planner.add(
                EventDraft(title: "Dentist", start: "2026-03-12 09:00"),
                today: Self.today
            )
            var state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: (80, 24)
            )
            // The selection starts on the first event, under Thursday 12 March.
            type("a", into: &state)
            #expect(screen(state).contains("2026-03-12"))
            type("\u{1B}", into: &state)
            type("\u{1B}[H", into: &state)
            type("a", into: &state)
            #expect(!screen(state).contains("2026-03-1"))
        }
    }
}

/// The event view links to its recipe: Enter opens it (docs/manual.md#full-screen-app).
@Suite struct PlannerEventRecipeLinkTests {
    @Test func enterOnAMealOpensItsRecipe() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/app.sqlite")
            defer { try? store.close() }
            let today = PlannerAddOnDayTests.today
            _ = try store.recipes.add(
                RecipeDraft(name: "Soup", ingredients: "2 leeks"),
                today: today
            )
            _ = try store.planner.add(
                EventDraft(title: "Supper", start: "2026-03-12 19:00", recipe: "Soup"),
                today: today
            )
            var state = AppState(
                root: PlannerScreen(store: store, today: today),
                appName: "homebook",
                size: (80, 24)
            )
            type("\r", into: &state)
            #expect(screen(state).contains("Enter recipe"))
            // The view names the event and its recipe without the ids the command line uses.
            #expect(screen(state).contains("  Supper\n"))
            #expect(screen(state).contains("Recipe: Soup\n"))
            #expect(!screen(state).contains("Event 1"))
            type("\r", into: &state)
            #expect(screen(state).contains("2 leeks"))
        }
    }
}

/// A meal's recipe opens at the meal's servings (docs/manual.md#servings-and-scaling).
@Suite struct PlannerMealServingsTests {
    @Test func enterOnAMealWithItsOwnServingsShowsTheRecipeScaledToThem() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/app.sqlite")
            defer { try? store.close() }
            let today = PlannerAddOnDayTests.today
            _ = try store.recipes.add(
                RecipeDraft(
                    name: "Pancakes",
                    ingredients: "2 eggs\na pinch of salt",
                    servings: "4"
                ),
                today: today
            )
            _ = try store.planner.add(
                EventDraft(
                    title: "Brunch",
                    start: "2026-03-12 11:00",
                    recipe: "Pancakes",
                    servings: "6"
                ),
                today: today
            )
            var state = AppState(
                root: PlannerScreen(store: store, today: today),
                appName: "homebook",
                size: (80, 24)
            )
            type("\r\r", into: &state)
            // Before, the recipe opened as written: 2 eggs for a meal of 6.
            #expect(
                screen(state).contains("Ingredients, scaled to 6 servings for the meal (recipe: 4)")
            )
            #expect(screen(state).contains("3 eggs"))
            #expect(screen(state).contains("2 pinches of salt"))
            // `-` steps away from the meal's servings: the heading no longer names the meal.
            type("-", into: &state)
            #expect(screen(state).contains("scaled to 5 servings (recipe: 4)"))
        }
    }
}
