import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's shopping list (Planner `g`, docs/manual.md#shopping): the next 7 days,
/// a food typed ticks it, `-food` puts it back, `x` clears; the ticks outlive the day.
@Suite struct PlanMenuShoppingTests {
    @Test func ticksByNameAndTheTickHoldsTheNextDay() throws {
        try withTemporaryDirectory { folder in
            let saturday = try #require(CalendarDate(year: 2026, month: 11, day: 28))
            try withStore(at: folder + "/menu.sqlite") { store in
                _ = try store.recipes.add(
                    RecipeDraft(name: "Pancakes", ingredients: "2 eggs\n100 g flour"),
                    today: saturday
                )
                _ = try store.planner.add(
                    EventDraft(title: "Brunch", start: "2026-11-30 10:00", recipe: "Pancakes"),
                    today: saturday
                )
            }
            let first = try runMenu(
                ["p", "g", "Eggs", "caviar", "-flour", "", "b", "q"],
                today: saturday,
                in: folder
            ).output
            #expect(first.contains("Shopping 2026-11-28 – 2026-12-04: 2 to buy"))
            #expect(first.contains("Ticked: 2 eggs"))
            #expect(first.contains("Shopping 2026-11-28 – 2026-12-04: 1 to buy\n- 100 g flour"))
            #expect(first.contains("✓ 2 eggs  (Pancakes)"))
            #expect(first.contains("Error: \"caviar\" is not on this shopping list"))
            #expect(first.contains("Put back: 100 g flour"))
            // Sunday: the same brunch needs them, so the eggs stay ticked; x clears them.
            let sunday = try runMenu(
                ["p", "g", "x", "", "b", "q"],
                today: saturday.adding(days: 1),
                in: folder
            ).output
            #expect(sunday.contains("Shopping 2026-11-29 – 2026-12-05: 1 to buy"))
            #expect(sunday.contains("1 ticks cleared."))
            #expect(sunday.contains("Shopping 2026-11-29 – 2026-12-05: 2 to buy"))
        }
    }
}
