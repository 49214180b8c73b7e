import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

@Suite struct RecipeMenuBrowseTests {
    @Test func listOfAnEmptyBookSaysHowToAdd() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["r", "l", "b", "q"], in: folder)
            #expect(output.contains("No recipes yet: choose a to add one."))
        }
    }

    @Test func listShowsATableInTheOrderAsked() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes(
                [
                    RecipeDraft(name: "banana bread", lastMade: "2020-05-01"),
                    RecipeDraft(name: "Apple pie"),
                    RecipeDraft(name: "Chili", lastMade: "2024-01-02"),
                ],
                in: folder
            )
            let (output, _) = try runMenu(["r", "l", "", "l", "x", "m", "b", "q"], in: folder)
            let byName = """
                id  name          last made   link
                --  ------------  ----------  ----
                 2  Apple pie     never
                 1  banana bread  2020-05-01
                 3  Chili         2024-01-02
                """
            let byDay = """
                 3  Chili         2024-01-02
                 1  banana bread  2020-05-01
                 2  Apple pie     never
                """
            #expect(output.contains(byName))
            #expect(output.contains(byDay))
            #expect(
                output.contains("Error: type n (name) or m (last made), or press Enter for name")
            )
        }
    }

    @Test func searchFindsByPrefixAndAccentAndNeverFails() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes(
                [
                    RecipeDraft(name: "Crème Brûlée"),
                    RecipeDraft(name: "Tart", notes: "Strawberry"),
                ],
                in: folder
            )
            var input = ["r", "s", "creme", "s", "STRAW", "s", "zzz"]
            let hostile = ["\"unbalanced", "NEAR(*", "OR", "-", "*", "'); DROP TABLE recipes; --"]
            for query in hostile { input += ["s", query] }
            input += ["s", "", "b", "q"]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains(" 1  Crème Brûlée"))
            #expect(output.contains(" 2  Tart"))
            #expect(output.contains("No recipe matches \"zzz\"."))
            #expect(output.contains("No recipe matches \"'); DROP TABLE recipes; --\"."))
            #expect(!output.contains("Error"))
            #expect(try storedRecipes(path).count == 2)
        }
    }

    @Test func viewShowsEveryField() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([fullPancakes], in: folder)
            let (output, _) = try runMenu(["r", "v", "1", "v", "12", "b", "q"], in: folder)
            #expect(output.contains(RecipeText.details(storedPancakes)))
            #expect(
                output.contains("link:        https://x.org/p\ningredients:\n  flour\n  milk\n")
            )
            #expect(output.contains("Error: no recipe with id 12"))
        }
    }

    @Test func madeTodayRecordsTheInjectedDay() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([RecipeDraft(name: "Soup")], in: folder)
            let today = CalendarDate(year: 2026, month: 11, day: 20)!
            let (output, path) = try runMenu(["r", "m", "1", "b", "q"], today: today, in: folder)
            #expect(output.contains("Soup: last made 2026-11-20."))
            #expect(try storedRecipes(path).first?.lastMade == today)
        }
    }

    @Test func deleteAsksForConfirmation() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([RecipeDraft(name: "Soup"), RecipeDraft(name: "Bread")], in: folder)
            let input = ["r", "d", "1", "", "d", "1", "n", "d", "1", "yes", "b", "q"]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Delete “Soup”? (z undoes it) [y/N]"))
            #expect(output.components(separatedBy: "Nothing deleted.").count == 3)
            #expect(output.contains("Deleted recipe 1."))
            #expect(try storedRecipes(path).map(\.name) == ["Bread"])
        }
    }

    @Test func storedControlCharactersAreShownEscaped() throws {
        try withTemporaryDirectory { folder in
            let hostile = "Soup\u{1B}]0;pwned\u{07}\u{9B}2J"
            try seedRecipes(
                [RecipeDraft(name: hostile, ingredients: "a\u{1B}[2Jb", notes: "\u{9B}31m")],
                in: folder
            )
            let input = [
                // The edit asks name, last made, link, servings, ingredients and notes.
                "r", "l", "", "v", "1", "s", "soup", "m", "1", "e", "1", "", "", "", "", "", "",
                "d", "1", "n", "b", "q",
            ]
            let (output, _) = try runMenu(input, in: folder)
            #expect(!output.contains("\u{1B}"))
            #expect(!output.contains("\u{9B}"))
            #expect(!output.contains("\u{07}"))
            #expect(output.components(separatedBy: "Soup\\x1B]0;pwned\\x07\\x9B2J").count > 6)
            #expect(output.contains("a\\x1B[2Jb"))
        }
    }
}
