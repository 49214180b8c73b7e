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
