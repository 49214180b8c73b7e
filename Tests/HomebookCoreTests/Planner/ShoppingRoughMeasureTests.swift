import HomebookCore
import TestSupport
import Testing

/// A rough measure on the shopping list reads in whole ones, as the scaled recipe shows it
/// (docs/manual.md#servings-and-scaling, docs/manual.md#shopping).
@Suite struct ShoppingRoughMeasureTests {
    static let sunday = CalendarDate(year: 2026, month: 11, day: 29) ?? CalendarDate.today()

    @Test func pinchesSumToWholeOnesAndOtherCountsKeepTheirFractions() throws {
        try withTemporaryStore { store, _ in
            _ = try store.recipes.add(
                RecipeDraft(
                    name: "Pancakes",
                    ingredients: "1 pinch salt\n1 clove garlic",
                    servings: "4"
                ),
                today: Self.sunday
            )
            _ = try store.planner.add(
                EventDraft(
                    title: "Brunch",
                    start: "2026-11-29 11:00",
                    recipe: "Pancakes",
                    servings: "6"
                ),
                today: Self.sunday
            )
            let list = try store.planner.shoppingList(
                from: Self.sunday,
                to: Self.sunday.adding(days: 6)
            )
            let texts = list.items.map(\.text)
            // Before, ×1.5 read "1 ½ pinches salt" here while the recipe said 2 pinches.
            #expect(texts.contains("2 pinches salt"))
            #expect(texts.contains("1 ½ cloves garlic"))
            // Half a pinch more for a second meal at two servings: 2 in all, still whole.
            _ = try store.planner.add(
                EventDraft(
                    title: "Lunch",
                    start: "2026-11-30 12:00",
                    recipe: "Pancakes",
                    servings: "2"
                ),
                today: Self.sunday
            )
            let more = try store.planner.shoppingList(
                from: Self.sunday,
                to: Self.sunday.adding(days: 6)
            )
            #expect(more.items.map(\.text).contains("2 pinches salt"))
            #expect(more.items.map(\.text).contains("2 cloves garlic"))
        }
    }
}
