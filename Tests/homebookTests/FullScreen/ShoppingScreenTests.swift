import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Shopping list screen in-process on a real store (docs/manual.md#shopping): opened
/// from the Planner with `s` and from Home with `l`, Space checks off, ← → step weeks.
@Suite struct ShoppingScreenTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10) ?? CalendarDate.today()

    @Test func checksOffAndStepsWeeksFromThePlanner() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/app.sqlite")
            defer { try? store.close() }
            _ = try store.recipes.add(
                RecipeDraft(name: "Pancakes", ingredients: "200 g flour\n2 eggs"),
                today: Self.today
            )
            _ = try store.planner.add(
                EventDraft(
                    title: "Brunch",
                    start: "2026-03-11 10:00",
                    recipe: "Pancakes",
                    repeatRule: RepeatInput(frequency: "daily", count: 2)
                ),
                today: Self.today
            )
            // The app as it runs: undo keys and the one refresh path (the store's change stamp).
            var state = FullScreenProgram.state(
                root: PlannerScreen(store: store, today: Self.today),
                store: store,
                size: (80, 24)
            )
            type("s", into: &state)
            var text = screen(state)
            #expect(text.contains("‹ 2026-03-10 – 2026-03-16 ›  2 to buy"))
            #expect(text.contains("[ ] 4 eggs  · Pancakes ×2"))
            #expect(text.contains("[ ] 400 g flour  · Pancakes ×2"))
            type(" ", into: &state)
            text = screen(state)
            #expect(text.contains("[x] 4 eggs"))
            #expect(text.contains("1 to buy"))
            let stored = try store.planner.shoppingList(
                from: Self.today,
                to: Self.today.adding(days: 6)
            )
            // Ticked, the eggs go last.
            #expect(stored.items.map(\.checked) == [false, true])
            #expect(stored.items.last?.key == "egg")
            type("\u{1B}[C", into: &state)
            #expect(screen(state).contains("‹ 2026-03-17 – 2026-03-23 ›  0 to buy"))
            #expect(screen(state).contains("No planned meals this week"))
            type("\u{1B}[D", into: &state)
            type("u", into: &state)
            #expect(screen(state).contains("[ ] 4 eggs"))
        }
    }

    @Test func homeOpensItWithL() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/app.sqlite")
            defer { try? store.close() }
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("l", into: &state)
            #expect(screen(state).contains("homebook › Shopping list"))
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theStatusLineKeepsUndoAndHelpAtEveryWidth(size: (Int, Int)) throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/app.sqlite")
            defer { try? store.close() }
            // From Home, as a person opens it: Esc goes back, q quits.
            var state = FullScreenProgram.state(store: store, size: size)
            type("l", into: &state)
            let status = try #require(screen(state).split(separator: "\n").last)
            // Before, at 80 columns the line ended at `g food aisles` and lost these.
            for hint in ["Space tick", "u undo", "? help", "Esc back", "q quit"] {
                #expect(status.contains(hint), "\(status)")
            }
            // The aisle keys left out of the line are in the help.
            type("?", into: &state)
            #expect(screen(state).contains("food aisles"))
            #expect(screen(state).contains("clear ticked"))
        }
    }
}
