import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// A rough measure scaled (docs/manual.md#servings-and-scaling): a pinch, dash, splash, drop,
/// handful or knob is rounded to whole ones, never below one; other counts keep fractions.
@Suite struct RoughMeasureScalingTests {
    static let ingredients = """
        a pinch of salt
        1 pinch nutmeg
        2 dashes hot sauce
        1 handful basil
        3 drops vanilla
        1-2 pinches chilli flakes
        salt, to taste
        1 clove garlic
        """

    /// The lines for 1, 3, 4 and 6 servings of a recipe for 2: ×0.5, ×1.5, ×2, ×3.
    static let expected: [Int: [String]] = [
        1: [
            "1 pinch of salt", "1 pinch nutmeg", "1 dash hot sauce", "1 handful basil",
            "2 drops vanilla", "1 pinch chilli flakes", "salt, to taste", "½ clove garlic",
        ],
        3: [
            "2 pinches of salt", "2 pinches nutmeg", "3 dashes hot sauce", "2 handfuls basil",
            "5 drops vanilla", "2–3 pinches chilli flakes", "salt, to taste",
            "1 ½ cloves garlic",
        ],
        4: [
            "2 pinches of salt", "2 pinches nutmeg", "4 dashes hot sauce", "2 handfuls basil",
            "6 drops vanilla", "2–4 pinches chilli flakes", "salt, to taste", "2 cloves garlic",
        ],
        6: [
            "3 pinches of salt", "3 pinches nutmeg", "6 dashes hot sauce", "3 handfuls basil",
            "9 drops vanilla", "3–6 pinches chilli flakes", "salt, to taste", "3 cloves garlic",
        ],
    ]

    @Test(arguments: [1, 3, 4, 6])
    func aPinchIsNeverSplitAndNeverGarbled(servings: Int) throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(name: "Soup", ingredients: Self.ingredients, servings: "2"),
                today: recipeToday
            )
            // Before: "1 ½ pinches of salt", "½ pinch nutmeg", "2 ¼ drops"…
            let lines = try store.scaledIngredients(of: id, servings: servings, units: nil).lines
            #expect(lines == Self.expected[servings])
            // Converting units leaves a count alone, rounded the same way.
            let metric = try store.scaledIngredients(of: id, servings: servings, units: .metric)
            #expect(metric.lines == Self.expected[servings])
        }
    }

    @Test func theJSONReadingKeepsTheExactProduct() throws {
        try withRecipeBook { book, store in
            let id = try book.add(
                RecipeDraft(name: "Soup", ingredients: "a pinch of salt", servings: "2"),
                today: recipeToday
            )
            let readings = try store.ingredientReadings(of: id, servings: 3).rendered
            #expect(readings.contains("\"quantity\":\"3/2\""))
        }
    }

    static let hasInflect: Bool = {
        let result = try? HomebookProcess.run(
            ["python3", "-c", "import inflect"],
            executable: "/usr/bin/env"
        )
        return result?.status == 0
    }()

    /// The rough measures' plurals, as the scaled lines above spell them, are English's.
    @Test(.enabled(if: hasInflect))
    func theRoughMeasuresPluralsAgreeWithInflect() throws {
        let singulars = KitchenUnit.roughCounts.sorted()
        let script = """
            import inflect, json, sys
            engine = inflect.engine()
            print(json.dumps([engine.plural_noun(word) for word in sys.argv[1:]]))
            """
        let result = try HomebookProcess.run(
            ["python3", "-c", script] + singulars,
            executable: "/usr/bin/env"
        )
        #expect(result.status == 0, "\(result.stderr)")
        let plurals = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String]
        )
        #expect(plurals.count == singulars.count)
        for (singular, plural) in zip(singulars, plurals) {
            #expect(KitchenUnit.count(singular).shown(plural: true) == plural, "\(singular)")
            #expect(KitchenUnit.count(singular).shown(plural: false) == singular)
        }
    }
}
