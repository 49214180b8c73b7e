import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Home as a dashboard (docs/manual.md#full-screen-app): today's and tomorrow's events, the
/// next planned meal, the shopping count and the last recipe made, within 80×24.
@Suite struct HomeDashboardTests {
    @Test func homeShowsTheDayAheadWithoutCuttingAtEightyByTwentyFour() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/app.sqlite")
            defer { try? store.close() }
            let today = CalendarDate.today()
            _ = try store.recipes.add(
                RecipeDraft(name: "Soup", ingredients: "1 l stock\n2 leeks", lastMade: "yesterday"),
                today: today
            )
            _ = try store.planner.add(
                EventDraft(title: "Market", start: "today 23:58"),
                today: today
            )
            _ = try store.planner.add(
                EventDraft(title: "Supper", start: "tomorrow 19:00", recipe: "Soup"),
                today: today
            )
            let dashboard = try store.dashboard(today: today)
            #expect(dashboard.today.map(\.title) == ["Market"])
            #expect(dashboard.tomorrow.map(\.title) == ["Supper"])
            #expect(dashboard.nextMeal?.title == "Supper")
            #expect(dashboard.shoppingToBuy == 2)
            #expect(dashboard.lastMade?.name == "Soup")
            let state = FullScreenProgram.state(store: store, size: (80, 24))
            let text = screen(state)
            #expect(text.contains("Today:     23:58 Market"))
            #expect(text.contains("Tomorrow:  19:00 Supper"))
            #expect(text.contains("Soup  ·  Shopping: 2 to buy (l)"))
            #expect(text.contains("Last made: Soup (\(today.adding(days: -1)))"))
            #expect(text.contains("l  Shopping list"))
            #expect(!text.contains("…"))
        }
    }
}
