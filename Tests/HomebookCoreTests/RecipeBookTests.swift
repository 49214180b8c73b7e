import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct RecipeBookTests {
    private let full = RecipeDraft(
        name: "  Pancakes ",
        ingredients: "flour\nmilk\neggs",
        lastMade: "2026-11-01",
        link: "https://example.com/pancakes",
        notes: "Rest the batter.\nServe hot."
    )

    @Test func addedRecipeIsReadBackWithEveryField() throws {
        try withRecipeBook { book, _ in
            let id = try book.add(full, today: recipeToday)
            let recipe = try book.get(id)
            #expect(
                recipe
                    == Recipe(
                        id: id,
                        name: "Pancakes",
                        ingredients: "flour\nmilk\neggs",
                        lastMade: CalendarDate(year: 2026, month: 11, day: 1),
                        link: "https://example.com/pancakes",
                        notes: "Rest the batter.\nServe hot."
                    )
            )
        }
    }

    @Test func optionalFieldsMayBeLeftEmpty() throws {
        try withRecipeBook { book, _ in
            let id = try book.add(RecipeDraft(name: "Toast"), today: recipeToday)
            #expect(try book.get(id) == Recipe(id: id, name: "Toast"))
            #expect(
                try book.get(id).json.rendered
                    == #"{"id":1,"name":"Toast","ingredients":"","lastMade":null,"link":null,"notes":""}"#
            )
        }
    }

    @Test func idsAreNewForEachRecipe() throws {
        try withRecipeBook { book, _ in
            let first = try book.add(RecipeDraft(name: "A"), today: recipeToday)
            let second = try book.add(RecipeDraft(name: "A"), today: recipeToday)
            #expect(first != second)
            #expect(try book.count() == 2)
        }
    }

    @Test(arguments: [
        RecipeDraft(name: "   "),
        RecipeDraft(name: "Two\nlines"),
        RecipeDraft(name: "Soup", lastMade: "2023-02-29"),
        RecipeDraft(name: "Soup", lastMade: "2026-11-23"),
        RecipeDraft(name: "Soup", lastMade: "soon"),
        RecipeDraft(name: "Soup", link: "ftp://example.com"),
        RecipeDraft(name: "Soup", link: "https://"),
    ])
    func invalidDraftSavesNothing(_ draft: RecipeDraft) throws {
        try withRecipeBook { book, _ throws in
            #expect(throws: RecipeError.self) { try book.add(draft, today: recipeToday) }
            #expect(try book.count() == 0)
        }
    }

    @Test func editingOneFieldLeavesTheOthersIntact() throws {
        try withRecipeBook { book, _ in
            let id = try book.add(full, today: recipeToday)
            let before = try book.get(id)
            let after = try book.update(
                id,
                with: RecipeChanges(notes: "Better with syrup."),
                today: recipeToday
            )
            var expected = before
            expected.notes = "Better with syrup."
            #expect(after == expected)
            #expect(try book.get(id) == expected)
        }
    }

    @Test func everyFieldCanBeChangedAndOptionalOnesCleared() throws {
        try withRecipeBook { book, _ in
            let id = try book.add(full, today: recipeToday)
            let changes = RecipeChanges(
                name: " Crêpes ",
                ingredients: "",
                lastMade: "",
                link: "",
                notes: ""
            )
            #expect(
                try book.update(id, with: changes, today: recipeToday)
                    == Recipe(id: id, name: "Crêpes")
            )
            let again = RecipeChanges(lastMade: "yesterday", link: "http://x.org")
            let recipe = try book.update(id, with: again, today: recipeToday)
            #expect(recipe.lastMade == recipeToday.previousDay)
            #expect(recipe.link == "http://x.org")
            #expect(recipe.name == "Crêpes")
        }
    }

    @Test(arguments: [
        RecipeChanges(name: ""),
        RecipeChanges(name: "a\nb"),
        RecipeChanges(lastMade: "2026-12-01", notes: "fine"),
        RecipeChanges(name: "New", link: "www.example.com"),
    ])
    func invalidEditChangesNothing(_ changes: RecipeChanges) throws {
        try withRecipeBook { book, _ in
            let id = try book.add(full, today: recipeToday)
            let before = try book.get(id)
            #expect(throws: RecipeError.self) {
                try book.update(id, with: changes, today: recipeToday)
            }
            #expect(try book.get(id) == before)
        }
    }

    @Test func unknownIdIsNotFoundEverywhere() throws {
        try withRecipeBook { book, _ in
            _ = try book.add(RecipeDraft(name: "Soup"), today: recipeToday)
            #expect(throws: RecipeError.notFound(12)) { try book.get(12) }
            #expect(try book.find(12) == nil)
            #expect(throws: RecipeError.notFound(12)) {
                try book.update(12, with: RecipeChanges(name: "X"), today: recipeToday)
            }
            #expect(throws: RecipeError.notFound(12)) {
                try book.update(12, with: RecipeChanges(), today: recipeToday)
            }
            #expect(throws: RecipeError.notFound(12)) {
                try book.markMade(12, on: recipeToday, today: recipeToday)
            }
            #expect(throws: RecipeError.notFound(12)) { try book.delete(12) }
            #expect(try book.count() == 1)
        }
    }

    @Test func markMadeSetsTheDayButNeverMovesItBack() throws {
        try withRecipeBook { book, _ in
            let id = try book.add(RecipeDraft(name: "Soup"), today: recipeToday)
            let yesterday = recipeToday.previousDay
            #expect(try book.markMade(id, on: yesterday, today: recipeToday).lastMade == yesterday)
            #expect(
                try book.markMade(id, on: recipeToday, today: recipeToday).lastMade == recipeToday
            )
            #expect(
                try book.markMade(id, on: yesterday, today: recipeToday).lastMade == recipeToday
            )
            #expect(try book.get(id).lastMade == recipeToday)
        }
    }

    @Test func markMadeRefusesTheFuture() throws {
        try withRecipeBook { book, _ in
            let id = try book.add(RecipeDraft(name: "Soup"), today: recipeToday)
            let tomorrow = CalendarDate(year: 2026, month: 11, day: 23)!
            #expect(throws: RecipeError.futureDate(tomorrow, today: recipeToday)) {
                try book.markMade(id, on: tomorrow, today: recipeToday)
            }
            #expect(try book.get(id).lastMade == nil)
        }
    }

    @Test func deleteRemovesOnlyThatRecipe() throws {
        try withRecipeBook { book, _ in
            let soup = try book.add(RecipeDraft(name: "Soup"), today: recipeToday)
            let bread = try book.add(RecipeDraft(name: "Bread"), today: recipeToday)
            #expect(try book.delete(soup).name == "Soup")
            #expect(try book.find(soup) == nil)
            #expect(ids(try book.list()) == [bread])
        }
    }

    @Test func listSortsByNameIgnoringCase() throws {
        try withRecipeBook { book, _ in
            for name in [
                "banana bread", "Apple pie", "cherry cake", "apple crumble", "Banana bread",
            ] {
                _ = try book.add(RecipeDraft(name: name), today: recipeToday)
            }
            let names = try book.list(sortedBy: .name).map(\.name)
            #expect(
                names == [
                    "apple crumble", "Apple pie", "banana bread", "Banana bread", "cherry cake",
                ]
            )
        }
    }

    @Test func listSortsByLastMadeNewestFirstAndNeverMadeLast() throws {
        try withRecipeBook { book, _ in
            let never = try book.add(RecipeDraft(name: "Never"), today: recipeToday)
            let old = try book.add(
                RecipeDraft(name: "Old", lastMade: "2020-01-01"),
                today: recipeToday
            )
            let new = try book.add(RecipeDraft(name: "New", lastMade: "today"), today: recipeToday)
            let alsoNever = try book.add(RecipeDraft(name: "also never"), today: recipeToday)
            #expect(ids(try book.list(sortedBy: .lastMade)) == [new, old, alsoNever, never])
        }
    }

    @Test func emptyBookListsNothing() throws {
        try withRecipeBook { book, _ throws in
            #expect(try book.list().isEmpty)
            #expect(try book.list(sortedBy: .lastMade).isEmpty)
        }
    }

    @Test func controlCharactersAreStoredAsEnteredAndEscapedForDisplay() throws {
        try withRecipeBook { book, _ in
            let hostile = "Soup\u{1B}[2J\u{9B}31m\u{7}"
            let id = try book.add(RecipeDraft(name: hostile, notes: hostile), today: recipeToday)
            let recipe = try book.get(id)
            #expect(recipe.name == hostile)
            #expect(DisplayText.singleLine(recipe.notes) == "Soup\\x1B[2J\\x9B31m\\x07")
            #expect(recipe.json.rendered.contains(#""name":"Soup\u001b[2J\u009b31m\u0007""#))
        }
    }
}
