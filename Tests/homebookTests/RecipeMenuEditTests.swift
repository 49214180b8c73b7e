import HomebookCore
import TestSupport
import Testing

@testable import homebook

@Suite struct RecipeMenuEditTests {
    @Test func emptyAnswersKeepEverything() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let (output, path) = try runMenu(
                ["r", "e", "1", "", "", "", "", "", "   ", "b", "q"],
                in: folder
            )
            #expect(output.contains("Nothing changed."))
            #expect(output.contains("Name [Pancakes]:"))
            #expect(output.contains("Last made [2026-11-01]"))
            #expect(output.contains("Link [https://x.org/p]:"))
            #expect(output.contains("Servings:"))
            #expect(output.contains("Notes now:\n  Rest it.\n"))
            #expect(try storedRecipes(path) == [storedPancakes])
        }
    }

    @Test func editingOneFieldLeavesTheOthersIntact() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let input = ["r", "e", "1", "", "", "", "", "", "Serve hot.", "", "b", "q"]
            let (output, path) = try runMenu(input, in: folder)
            var expected = storedPancakes
            expected.notes = "Serve hot."
            #expect(try storedRecipes(path) == [expected])
            #expect(output.contains("Saved recipe 1: Pancakes."))
        }
    }

    @Test func dashClearsOptionalFieldsButNotTheName() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let input = ["r", "e", "1", "-", "Crêpes", "-", "-", "", "-", "-", "b", "q"]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Error: a recipe needs a name"))
            #expect(try storedRecipes(path) == [Recipe(id: 1, name: "Crêpes")])
        }
    }

    @Test func newIngredientsReplaceTheOldOnes() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let input = ["r", "e", "1", "", "", "", "", "eggs", "butter", "", "", "b", "q"]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Ingredients now:\n  flour\n  milk\n"))
            #expect(try storedRecipes(path) == [storedPancakes.with(ingredients: "eggs\nbutter")])
        }
    }

    @Test func invalidAnswersAreAskedAgain() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let input = [
                "r", "e", "1", "a\u{85}b", "", "2027-01-01", "2026-01-01", "www.x.org", "", "", "",
                "", "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Error: a recipe name must fit on one line"))
            #expect(output.contains("Error: 2027-01-01 is in the future"))
            #expect(output.contains("Error: \"www.x.org\" is not a link"))
            var expected = storedPancakes
            expected.lastMade = CalendarDate(year: 2026, month: 1, day: 1)
            #expect(try storedRecipes(path) == [expected])
        }
    }

    @Test(arguments: [
        ["r", "e", "1", "New name"],
        ["r", "e", "1", "New name", "today"],
        ["r", "e", "1", "New name", "today", "-", "2", "eggs"],
    ])
    func endOfInputMidWayChangesNothing(_ input: [String]) throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let (_, path) = try runMenu(input, in: folder)
            #expect(try storedRecipes(path) == [storedPancakes])
        }
    }

    @Test func unknownOrMalformedIdIsExplained() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let input = ["r", "e", "12", "e", "abc", "", "b", "q"]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Error: no recipe with id 12"))
            #expect(output.contains("Nothing matches \"abc\"."))
            #expect(output.contains("Recipe to edit: id, name or word (Enter goes back):"))
            #expect(try storedRecipes(path) == [storedPancakes])
        }
    }
}
