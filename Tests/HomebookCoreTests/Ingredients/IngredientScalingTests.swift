import TestSupport
import Testing

@testable import HomebookCore

/// Servings and scaling (docs/manual.md#ingredients): a recipe shown for more or fewer
/// people, in metric or US units, and a planned meal's own servings.
@Suite struct IngredientScalingTests {
    static let pancakes = """
        1 1/2 cups flour
        2 eggs
        1/4 tsp salt
        300 ml milk
        8 oz butter
        salt, to taste
        For the top:
        2-3 tbsp maple syrup
        """

    @Test func scalesEveryQuantityAsACookWritesIt() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(name: "Pancakes", ingredients: Self.pancakes, servings: "4"),
                today: recipeToday
            )
            #expect(try book.get(id).servings == 4)
            let six = try store.scaledIngredients(of: id, servings: 6, units: nil)
            #expect(
                six.lines == [
                    "2 ¼ cups flour", "3 eggs", "⅜ tsp salt", "450 ml milk", "12 oz butter",
                    "salt, to taste", "For the top:", "3–4 ½ tbsp maple syrup",
                ]
            )
            let two = try store.scaledIngredients(of: id, servings: 2, units: .metric)
            // One rule: metric shows every volume in ml, cups and spoons included (¾ of a
            // 250 ml cup is 187.5 ml; ⅛ tsp is 0.625 ml; 1–1 ½ tbsp is 15–22.5 ml), and every
            // mass in g (4 oz is 113.398 g). Before, cups and spoons stayed as written.
            #expect(two.lines[0] == "188 ml flour")
            #expect(two.lines[2] == "0.6 ml salt")
            #expect(two.lines[4] == "113 g butter")
            #expect(two.lines[7] == "15–23 ml maple syrup")
            // US: every volume in US measures to the nearest eighth, every mass in oz or lb.
            // 1 ½ metric cups is 375 ml = 1.585 US cups; 300 ml = 1.268; ⅜ tsp stays a spoon.
            let us = try store.scaledIngredients(of: id, servings: nil, units: .us)
            #expect(us.lines[0] == "1 ⅝ US cups flour")
            #expect(us.lines[2] == "¼ tsp salt")
            #expect(us.lines[3] == "1 ¼ US cups milk")
            #expect(us.lines[4] == "8 oz butter")
            #expect(
                try store.scaledIngredients(of: id, servings: nil, units: nil).lines[0]
                    == "1 1/2 cups flour"
            )
        }
    }

    @Test func aWordQuantityIsReplacedByTheNumberNeverKeptAfterIt() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(
                    name: "Soup",
                    ingredients: "a pinch of salt\nAn ounce butter\none cup stock\npinch of pepper",
                    servings: "2"
                ),
                today: recipeToday
            )
            // Before: "2a pinch of salt", "1 ½a pinch of salt".
            #expect(
                try store.scaledIngredients(of: id, servings: 4, units: nil).lines == [
                    "2 pinches of salt", "2 oz butter", "2 cups stock", "2 pinches of pepper",
                ]
            )
            #expect(
                try store.scaledIngredients(of: id, servings: 3, units: nil).lines[0]
                    == "2 pinches of salt"
            )
        }
    }

    @Test func readingsCarryExactQuantitiesScaledToTheServingsAsked() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(
                    name: "Pancakes",
                    ingredients: "1 1/2 cups flour\n2-3 tbsp syrup\nFor the top:\nsalt",
                    servings: "4"
                ),
                today: recipeToday
            )
            let six = try store.ingredientReadings(of: id, servings: 6).rendered
            #expect(
                six
                    == #"[{"line":"1 1/2 cups flour","quantity":"9/4","unit":"cup","food":"flour"},"#
                    + #"{"line":"2-3 tbsp syrup","quantity":"3..9/2","unit":"tbsp","food":"syrup"},"#
                    + #"{"line":"For the top:","quantity":null,"unit":null,"food":null},"#
                    + #"{"line":"salt","quantity":null,"unit":null,"food":"salt"}]"#
            )
            #expect(
                try store.ingredientReadings(of: id, servings: nil).rendered.hasPrefix(
                    #"[{"line":"1 1/2 cups flour","quantity":"3/2","#
                )
            )
        }
    }

    @Test func aQuantityTooLongToHoldExactlyStaysAsWritten() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(
                    name: "Bread",
                    ingredients: """
                        1.0000000000000002 kg flour
                        1234567890 g salt
                        1/1234567890 tsp yeast
                        1.123456789 kg rye
                        2 eggs
                        """,
                    servings: "1"
                ),
                today: recipeToday
            )
            // Before, the first nine digits were the quantity and the rest read as words:
            // "20000002 kg flour".
            #expect(
                try store.scaledIngredients(of: id, servings: 2, units: nil).lines == [
                    "1.0000000000000002 kg flour", "1234567890 g salt", "1/1234567890 tsp yeast",
                    "2.25 kg rye", "4 eggs",
                ]
            )
        }
    }

    @Test func theKitchenMeasuresSettingSaysWhichCupARecipeMeans() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(name: "Milk", ingredients: "1 cup milk", servings: "1"),
                today: recipeToday
            )
            // Metric (the default): a cup is 250 ml.
            #expect(
                try store.scaledIngredients(of: id, servings: 2, units: .metric).lines
                    == ["500 ml milk"]
            )
            _ = try store.settings.set(.kitchenMeasures, to: "us")
            // US: 2 × 236.5882365 ml = 473.176473 ml.
            #expect(
                try store.scaledIngredients(of: id, servings: 2, units: .metric).lines
                    == ["473 ml milk"]
            )
        }
    }

    @Test func servingsOfARecipeWithoutThemAreRefused() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(name: "Toast", ingredients: "2 slices bread"),
                today: recipeToday
            )
            #expect(throws: RecipeError.noServings(id)) {
                try store.scaledIngredients(of: id, servings: 3, units: nil)
            }
            #expect(throws: RecipeError.invalidServings("0")) {
                try book.add(RecipeDraft(name: "X", servings: "0"), today: recipeToday)
            }
            _ = try book.update(id, with: RecipeChanges(servings: "2"), today: recipeToday)
            #expect(
                try store.scaledIngredients(of: id, servings: 3, units: nil).lines
                    == ["3 slices bread"]
            )
        }
    }

    @Test func aPlannedMealKeepsItsOwnServings() throws {
        try withPlanner { planner, store in
            _ = try store.recipes.add(RecipeDraft(name: "Soup", servings: "2"), today: plannerToday)
            let id = try planner.add(
                EventDraft(
                    title: "Dinner",
                    start: "2026-11-23 19:00",
                    recipe: "Soup",
                    servings: "4"
                ),
                today: plannerToday
            )
            #expect(try planner.get(id).servings == 4)
            #expect(try planner.get(id).jsonText(in: berlin).hasSuffix(#""servings":4}"#))
            _ = try planner.update(id, with: EventChanges(title: "Supper"), today: plannerToday)
            #expect(try planner.get(id).servings == 4)
            _ = try planner.update(id, with: EventChanges(servings: "-"), today: plannerToday)
            #expect(try planner.get(id).servings == nil)
            #expect(throws: PlannerError.invalidServings("0")) {
                try planner.update(id, with: EventChanges(servings: "0"), today: plannerToday)
            }
        }
    }
}
