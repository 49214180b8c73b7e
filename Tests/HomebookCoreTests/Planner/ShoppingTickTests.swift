import HomebookCore
import TestSupport
import Testing

/// Ticks on the shopping list belong to the food and the meals it was bought for, not to
/// the range shown (docs/manual.md#shopping).
@Suite struct ShoppingTickTests {
    static let saturday = CalendarDate(year: 2026, month: 11, day: 28) ?? CalendarDate.today()

    /// Pancakes (2 eggs, 100 g flour) on Saturday 11-28 and Monday 11-30 at 10:00.
    private func plan(_ store: HomebookStore) throws {
        _ = try store.recipes.add(
            RecipeDraft(name: "Pancakes", ingredients: "2 eggs\n100 g flour"),
            today: Self.saturday
        )
        for day in ["2026-11-28", "2026-11-30"] {
            _ = try store.planner.add(
                EventDraft(title: "Brunch", start: day + " 10:00", recipe: "Pancakes"),
                today: Self.saturday
            )
        }
    }

    private func item(_ list: ShoppingList, _ key: String) -> ShoppingItem? {
        list.items.first { $0.key == key }
    }

    @Test func aTickMadeForYesterdaysRangeStillHoldsToday() throws {
        try withTemporaryStore { store, _ in
            try plan(store)
            let planner = store.planner
            let sunday = Self.saturday.adding(days: 1)
            try planner.checkShopping(
                "eggs",
                from: Self.saturday,
                to: Self.saturday.adding(days: 6)
            )
            // Sunday's default list: 11-29 – 12-05; Monday's brunch still needs the eggs.
            let today = try planner.shoppingList(from: sunday, to: sunday.adding(days: 6))
            #expect(item(today, "egg")?.checked == true)
            #expect(item(today, "egg")?.text == "2 eggs")
            #expect(item(today, "flour")?.checked == false)
            // Ticked foods go last.
            #expect(today.items.map(\.key) == ["flour", "egg"])
            #expect(today.uncheckedCount == 1)
            // A week whose meals are others: the tick is not theirs.
            _ = try planner.add(
                EventDraft(title: "Brunch", start: "2026-12-08 10:00", recipe: "Pancakes"),
                today: Self.saturday
            )
            let later = try planner.shoppingList(
                from: CalendarDate(year: 2026, month: 12, day: 7) ?? sunday,
                to: CalendarDate(year: 2026, month: 12, day: 13) ?? sunday
            )
            #expect(item(later, "egg")?.checked == false)
            #expect(item(later, "egg")?.tick == nil)
        }
    }

    @Test func needingMoreThanWasTickedUndoesTheTickAndSaysHowMuch() throws {
        try withTemporaryStore { store, _ in
            try plan(store)
            let planner = store.planner
            let week = (Self.saturday, Self.saturday.adding(days: 6))
            try planner.checkShopping("Egg", from: week.0, to: week.1)
            // Another brunch for three in the same week: 4 eggs were ticked, 6 are needed.
            _ = try store.recipes.add(
                RecipeDraft(name: "Omelette", ingredients: "2 eggs"),
                today: Self.saturday
            )
            _ = try planner.add(
                EventDraft(title: "Lunch", start: "2026-12-01 12:00", recipe: "Omelette"),
                today: Self.saturday
            )
            let list = try planner.shoppingList(from: week.0, to: week.1)
            let eggs = try #require(item(list, "egg"))
            #expect(!eggs.checked)
            #expect(eggs.text == "✓ 4 eggs (2 more needed)")
            #expect(eggs.tick?.quantities == ["4"])
            #expect(eggs.tick?.moreNeeded == ["2"])
            #expect(list.uncheckedCount == 2)
            // Ticking again covers the new need.
            let again = try planner.checkShopping("eggs", from: week.0, to: week.1)
            #expect(again.checked && again.text == "6 eggs")
        }
    }

    @Test func clearingUntickesEveryTickedFoodInOneUndoableChange() throws {
        try withTemporaryStore { store, _ in
            try plan(store)
            let planner = store.planner
            let week = (Self.saturday, Self.saturday.adding(days: 6))
            try planner.checkShopping("eggs", from: week.0, to: week.1)
            try planner.checkShopping("flour", from: week.0, to: week.1)
            #expect(try planner.shoppingList(from: week.0, to: week.1).uncheckedCount == 0)
            #expect(try planner.clearShoppingTicks(from: week.0, to: week.1) == 2)
            #expect(try planner.shoppingList(from: week.0, to: week.1).uncheckedCount == 2)
            #expect(try planner.clearShoppingTicks(from: week.0, to: week.1) == 0)
            let undone = try store.undoLog.undo()
            #expect("\(undone)".contains("clear 2 ticked foods from the shopping list"))
            #expect(try planner.shoppingList(from: week.0, to: week.1).uncheckedCount == 0)
            // Unticking one is also one change.
            let back = try planner.checkShopping("eggs", from: week.0, to: week.1, checked: false)
            #expect(!back.checked && back.tick == nil)
        }
    }

    @Test func theJSONCarriesTheTick() throws {
        try withTemporaryStore { store, _ in
            try plan(store)
            let week = (Self.saturday, Self.saturday.adding(days: 6))
            try store.planner.checkShopping("eggs", from: week.0, to: week.1)
            let json = try store.planner.shoppingList(from: week.0, to: week.1).json.rendered
            #expect(json.contains(#""checked":true,"tick":{"quantities":["4"],"moreNeeded":[]}"#))
            #expect(json.contains(#""checked":false,"tick":null"#))
        }
    }
}
