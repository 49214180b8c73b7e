import HomebookCore
import TestSupport
import Testing

@testable import homebook

@Suite struct RecipeMenuAddTests {
    @Test func recipesIsTheFirstEntryOfTheMainMenu() throws {
        try withTemporaryDirectory { folder in
            #expect(MainMenu.screens.first?.key == "r")
            let (output, _) = try runMenu(["r", "b", "q"], in: folder)
            #expect(output.contains("\nr) Recipes  b) Budget  "))
            #expect(
                output.contains(
                    "a) Add  l) List  s) Search  v) View  e) Edit  m) Made today  d) Delete\n"
                        + "i) Import  x) Export  g) Food aisles  z) Undo  y) Redo  b) Back  q) Quit\n"
                )
            )
        }
    }

    @Test func addAsksEveryFieldInOrderAndSaves() throws {
        try withTemporaryDirectory { folder in
            let input = [
                "r", "a", "  Pancakes ", "2026-11-01", "https://x.org/p", "4", "flour", "  milk",
                "", "Rest it.", "", "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            var expected = storedPancakes.with(ingredients: "flour\n  milk")
            expected.servings = 4
            #expect(try storedRecipes(path) == [expected])
            #expect(output.contains("Saved recipe 1: Pancakes."))
            let prompts = [
                "Name:", "Last made:", "Link:", "Servings:", "Ingredients, one per line",
                "Notes, one per line",
            ]
            let positions = prompts.map { output.firstRange(of: $0)?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil })
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        }
    }

    @Test func emptyNameSavesNothingAndSaysSo() throws {
        try withTemporaryDirectory { folder in
            let (output, path) = try runMenu(["r", "a", "   ", "b", "q"], in: folder)
            #expect(output.contains("Nothing saved."))
            #expect(!output.contains("Last made"))
            #expect(try storedRecipes(path).isEmpty)
        }
    }

    @Test func invalidAnswersAreAskedAgainWithTheReason() throws {
        try withTemporaryDirectory { folder in
            let input = [
                "r", "a", "Two\u{2028}lines", "Soup", "31/12/2024", "2026-11-23", "yesterday",
                "ftp://x", "https://", "", "lots", "", "", "", "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            for message in [
                "Error: a recipe name must fit on one line",
                "Error: \"31/12/2024\" is not a date: use YYYY-MM-DD (a real calendar day), today or yesterday",
                "Error: 2026-11-23 is in the future: the day last made must be today (2026-11-22) or earlier",
                "Error: \"ftp://x\" is not a link: it must start with http:// or https://",
                "Error: \"https://\" is not a link: it has no host name",
                "Error: \"lots\" is not a number of servings:",
            ] {
                #expect(output.contains(message), "\(message)")
            }
            #expect(
                try storedRecipes(path) == [
                    Recipe(
                        id: 1,
                        name: "Soup",
                        lastMade: CalendarDate(year: 2026, month: 11, day: 21)
                    )
                ]
            )
        }
    }

    @Test(arguments: [
        ["r", "a", "Soup"],
        ["r", "a", "Soup", "today"],
        ["r", "a", "Soup", "today", "2999-01-01"],
        ["r", "a", "Soup", "today", "https://x.org", "4"],
        ["r", "a", "Soup", "today", "https://x.org", "4", "water", "salt"],
        ["r", "a", "Soup", "today", "https://x.org", "4", "water", "", "hot"],
    ])
    func endOfInputMidWaySavesNothing(_ input: [String]) throws {
        try withTemporaryDirectory { folder in
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.hasSuffix("\n"))
            #expect(try storedRecipes(path).isEmpty)
        }
    }
}

extension Recipe {
    /// A copy with other ingredients.
    func with(ingredients: String) -> Recipe {
        var copy = self
        copy.ingredients = ingredients
        return copy
    }
}
