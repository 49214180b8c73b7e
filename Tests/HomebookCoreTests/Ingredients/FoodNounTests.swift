import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// A counted food in the number its scaled quantity needs (docs/manual.md#servings-and-scaling),
/// with Python's `inflect` (PyPI, installed by CI) as the independent judge of English plurals.
@Suite struct FoodNounTests {
    /// Foods recipes count without a unit, in the singular.
    static let countedFoods = [
        "onion", "egg", "tomato", "potato", "carrot", "apple", "banana", "lemon", "lime",
        "orange", "peach", "berry", "cherry", "strawberry", "radish", "leaf", "loaf", "half",
        "shallot", "clementine", "avocado", "mango", "fig", "date", "olive", "pepper", "chilli",
        "cucumber", "zucchini", "courgette", "aubergine", "eggplant", "leek", "beet", "turnip",
        "parsnip", "plum", "apricot", "pear", "kiwi", "walnut", "almond", "tortilla", "bun",
        "roll", "sausage", "patty", "anchovy", "sardine", "prawn", "scallop", "squash",
        "knife", "dumpling", "pita", "bagel", "muffin", "cookie", "biscuit", "wrap", "yolk",
        "white", "fillet", "breast", "thigh", "drumstick", "wing", "chop", "steak", "tin",
        "box", "bunch", "dish",
    ]

    static let hasInflect: Bool = {
        let result = try? HomebookProcess.run(
            ["python3", "-c", "import inflect"],
            executable: "/usr/bin/env"
        )
        return result?.status == 0
    }()

    @Test(.enabled(if: hasInflect))
    func pluralsAgreeWithInflectAndGoBackToTheSingular() throws {
        let script = """
            import inflect, json, sys
            engine = inflect.engine()
            print(json.dumps([engine.plural_noun(word) for word in sys.argv[1:]]))
            """
        let result = try HomebookProcess.run(
            ["python3", "-c", script] + Self.countedFoods,
            executable: "/usr/bin/env"
        )
        #expect(result.status == 0, "\(result.stderr)")
        let plurals = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String]
        )
        #expect(plurals.count == Self.countedFoods.count)
        for (singular, plural) in zip(Self.countedFoods, plurals) {
            #expect(FoodNoun.plural(of: singular) == plural, "\(singular)")
            #expect(FoodNoun.isPlural(plural), "\(plural)")
            #expect(!FoodNoun.isPlural(singular), "\(singular)")
            #expect(FoodNoun.singular(of: plural) == singular, "\(plural)")
        }
    }

    @Test(arguments: [
        ("onion", "onion", true, "onions"), (" onion, chopped", "onion", true, " onions, chopped"),
        (" large Tomato (ripe)", "large Tomato", true, " large Tomatoes (ripe)"),
        (" eggs", "eggs", false, " egg"),
        (" red onions, sliced", "red onions", false, " red onion, sliced"),
        (" eggs", "eggs", true, " eggs"), (" egg", "egg", false, " egg"),
        (" bay leaves", "bay leaves", false, " bay leaf"), (" garlic", "garlic", true, " garlic"),
        (" Leaf", "Leaf", true, " Leaves"),
        // Left as written: more than three words, other characters, not found whole.
        (
            " large red onion or shallots", "large red onion or shallots", true,
            " large red onion or shallots"
        ),
        (" onion (or 2 shallots)", "onion", true, " onions (or 2 shallots)"),
        (" red (or white) onion", "red onion", true, " red (or white) onion"),
        (" 7-up can", "7-up can", true, " 7-up can"),
        (" onionskin onion", "onion", true, " onionskin onions"),
    ])
    func theLastWordOfTheFoodTakesTheNumber(
        text: String,
        food: String,
        plural: Bool,
        expected: String
    ) {
        #expect(FoodNoun.agreeing(text[...], food: food, plural: plural) == expected)
    }

    @Test func scaledRecipesSayTwoOnionsAndOneEggAndKeepTheirBlankLines() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(
                    name: "Soup",
                    ingredients: """

                        For the soup:
                        1 onion, chopped
                        3 eggs
                        2 cloves garlic
                        1 large tomato (ripe)

                        For the top:
                        2-3 bay leaves
                        salt

                        """,
                    servings: "3"
                ),
                today: recipeToday
            )
            #expect(
                try store.scaledIngredients(of: id, servings: 6, units: nil).lines == [
                    "For the soup:", "2 onions, chopped", "6 eggs", "4 cloves garlic",
                    "2 large tomatoes (ripe)", "", "For the top:", "4–6 bay leaves", "salt",
                ]
            )
            #expect(
                try store.scaledIngredients(of: id, servings: 1, units: nil).lines == [
                    "For the soup:", "⅓ onion, chopped", "1 egg", "⅔ clove garlic",
                    "⅓ large tomato (ripe)", "", "For the top:", "⅔–1 bay leaf", "salt",
                ]
            )
            // As written, with its blank line, when neither servings nor units are asked.
            #expect(try store.scaledIngredients(of: id, servings: nil, units: nil).lines[5] == "")
        }
    }

    @Test func theShoppingListCountsOnionsAndOneEggAsTheScaledRecipeShowsThem() throws {
        try withPlanner { planner, store in
            _ = try store.recipes.add(
                RecipeDraft(
                    name: "Soup",
                    ingredients: "1 onion\n1 egg\n2 cloves garlic\n1 cup flour",
                    servings: "2"
                ),
                today: plannerToday
            )
            _ = try store.recipes.add(
                RecipeDraft(name: "Toast", ingredients: "2 eggs\n1 cup flour", servings: "2"),
                today: plannerToday
            )
            _ = try planner.add(
                EventDraft(
                    title: "Lunch",
                    start: "2026-11-23 12:00",
                    recipe: "Soup",
                    servings: "6"
                ),
                today: plannerToday
            )
            let soup = try planner.shoppingList(from: day("2026-11-23"), to: day("2026-11-23"))
            #expect(
                soup.items.map(\.text) == ["3 eggs", "3 cups flour", "6 cloves garlic", "3 onions"]
            )
            // Toast for one of its two: the written "eggs" becomes one egg.
            _ = try planner.add(
                EventDraft(
                    title: "Breakfast",
                    start: "2026-11-24 08:00",
                    recipe: "Toast",
                    servings: "1"
                ),
                today: plannerToday
            )
            let toast = try planner.shoppingList(from: day("2026-11-24"), to: day("2026-11-24"))
            #expect(toast.items.map(\.text) == ["1 egg", "½ cup flour"])
            // The JSON keeps the food as written; only the line a person reads agrees.
            #expect(soup.items.map(\.food).contains("onion"))
        }
    }
}
