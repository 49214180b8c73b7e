import HomebookCore
import TestSupport
import Testing

/// Aisles set on foods and the shopping list grouped by them (docs/manual.md#shopping).
@Suite struct FoodAisleTests {
    /// Plans Pancakes and Risotto on 2026-11-23 and returns that day's list.
    func plannedList(_ planner: Planner, _ store: HomebookStore) throws -> ShoppingList {
        _ = try store.recipes.add(
            RecipeDraft(name: "Pancakes", ingredients: "200 g Flour\n2 Eggs\n300 ml milk"),
            today: plannerToday
        )
        _ = try store.recipes.add(
            RecipeDraft(name: "Risotto", ingredients: "300 g rice\n1 egg\n2 onions\nsalt"),
            today: plannerToday
        )
        for (title, recipe) in [("Brunch", "Pancakes"), ("Dinner", "Risotto")] {
            _ = try planner.add(
                EventDraft(title: title, start: "2026-11-23 12:00", recipe: recipe),
                today: plannerToday
            )
        }
        return try planner.shoppingList(from: day("2026-11-23"), to: day("2026-11-23"))
    }

    @Test func aislesKeyTheFoodAsTheListSumsItAndGroupTheList() throws {
        try withPlanner { planner, store in
            let set = try planner.setAisle("  Dairy ", of: "EGGS")
            #expect(set == FoodAisle(food: "egg", aisle: "Dairy"))
            // A known aisle in another case keeps its first spelling.
            #expect(try planner.setAisle("dairy", of: "Milk").aisle == "Dairy")
            #expect(try planner.setAisle("Dry goods", of: "rice").aisle == "Dry goods")
            _ = try planner.setAisle("Baking", of: "flour")
            _ = try planner.setAisle("Dry goods", of: "flour")  // replaces Baking
            #expect(
                try planner.aisles() == [
                    FoodAisle(food: "egg", aisle: "Dairy"), FoodAisle(food: "milk", aisle: "Dairy"),
                    FoodAisle(food: "flour", aisle: "Dry goods"),
                    FoodAisle(food: "rice", aisle: "Dry goods"),
                ]
            )
            let list = try plannedList(planner, store)
            #expect(list.items.first { $0.key == "egg" }?.text == "3 Eggs")
            // Independently: each item's aisle from what was set, none for the others.
            let expected: [String: String] = [
                "egg": "Dairy", "milk": "Dairy", "flour": "Dry goods", "rice": "Dry goods",
            ]
            for item in list.items { #expect(item.aisle == expected[item.key]) }
            let groups = list.groups(.aisle)
            #expect(groups.map(\.name) == ["Dairy", "Dry goods", "other"])
            #expect(
                groups.map { $0.items.map(\.key) } == [
                    ["egg", "milk"], ["flour", "rice"], ["onion", "salt"],
                ]
            )
            #expect(groups.last?.aisle == nil)
            #expect(list.groups(.food).map { $0.items.map(\.key) } == [list.items.map(\.key)])
        }
    }

    @Test func anAisleNamedOtherJoinsTheFoodsWithoutOne() throws {
        try withPlanner { planner, store in
            _ = try planner.setAisle("Other", of: "salt")
            _ = try planner.setAisle("Produce", of: "onions")
            let groups = try plannedList(planner, store).groups(.aisle)
            #expect(groups.map(\.name) == ["Produce", "other"])
            #expect(groups.last?.items.map(\.key) == ["egg", "flour", "milk", "rice", "salt"])
        }
    }

    @Test func eachChangeIsOneUndoableStepWithItsWords() throws {
        try withPlanner { planner, store in
            _ = try planner.setAisle("Dairy", of: "eggs")
            _ = try planner.setAisle("Fridge", of: "eggs")
            _ = try planner.removeAisle(of: "Egg")
            #expect(try planner.aisles().isEmpty)
            #expect(try store.undoLog.undo() == "remove the aisle \"Fridge\" of \"egg\"")
            #expect(try planner.aisles() == [FoodAisle(food: "egg", aisle: "Fridge")])
            #expect(try store.undoLog.undo() == "set the aisle of \"egg\" to \"Fridge\"")
            #expect(try planner.aisles() == [FoodAisle(food: "egg", aisle: "Dairy")])
            #expect(try store.undoLog.undo() == "set the aisle of \"egg\" to \"Dairy\"")
            #expect(try planner.aisles().isEmpty)
        }
    }

    @Test func badInputIsRefusedAndChangesNothing() throws {
        try withPlanner { planner, _ in
            _ = try planner.setAisle("Dairy", of: "milk")
            #expect(throws: PlannerError.invalidName(field: "aisle")) {
                try planner.setAisle("  ", of: "milk")
            }
            #expect(throws: PlannerError.invalidName(field: "aisle")) {
                try planner.setAisle("Dairy\nFridge", of: "milk")
            }
            #expect(throws: PlannerError.invalidName(field: "food")) {
                try planner.setAisle("Dairy", of: "")
            }
            #expect(throws: PlannerError.noAisle("bread")) { try planner.removeAisle(of: "bread") }
            #expect(try planner.aisles() == [FoodAisle(food: "milk", aisle: "Dairy")])
        }
    }
}
