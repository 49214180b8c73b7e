import TestSupport
import Testing

/// `recipe add|edit --servings`, `recipe show --servings --units` and `plan add --servings`
/// through the built binary (docs/manual.md#ingredients).
@Suite struct RecipeScalingCommandTests {
    @Test func showScalesAndConvertsTheIngredients() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/s.sqlite"
            let add = try homebook(
                db,
                "recipe",
                "add",
                "Cake",
                "--servings",
                "4",
                "--ingredients",
                "200 g flour\n1/2 cup sugar\n3 eggs"
            )
            #expect(add.status == 0)
            let shown = try homebook(db, "recipe", "show", "1", "--servings", "6")
            #expect(shown.stdout.contains("servings:    6"))
            #expect(shown.stdout.contains("  300 g flour\n  ¾ cup sugar\n  4 ½ eggs"))
            let us = try homebook(db, "recipe", "show", "1", "--units", "us", "--json")
            #expect(
                us.stdout.contains(#""ingredients":"7 oz flour\n½ US cup sugar\n3 eggs""#)
            )
            let six = try homebook(db, "recipe", "show", "1", "--servings", "6", "--json")
            #expect(
                six.stdout.contains(
                    #"{"line":"1/2 cup sugar","quantity":"3/4","unit":"cup","food":"sugar"}"#
                )
            )
            let bad = try homebook(db, "recipe", "edit", "1", "--servings", "many")
            #expect(bad.status == 1)
            #expect(bad.stderr.contains("is not a number of servings"))
            let meal = try homebook(
                db,
                "plan",
                "add",
                "Tea",
                "--start",
                "2026-11-28 16:00",
                "--recipe",
                "Cake",
                "--servings",
                "8"
            )
            #expect(meal.status == 0)
            #expect(try homebook(db, "plan", "show", "1").stdout.contains("Servings: 8"))
        }
    }
}
