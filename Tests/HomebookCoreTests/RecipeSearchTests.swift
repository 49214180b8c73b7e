import HomebookCore
import TestSupport
import Testing

@Suite struct RecipeSearchTests {
    /// Adds three recipes and hands their ids to `body`.
    private func withSampleBook(
        _ body: (_ book: RecipeBook, _ brulee: Int64, _ tart: Int64, _ curry: Int64) throws -> Void
    ) throws {
        try withRecipeBook { book, _ in
            let brulee = try book.add(
                RecipeDraft(name: "Crème Brûlée", ingredients: "cream\nsugar\nvanilla"),
                today: recipeToday
            )
            let tart = try book.add(
                RecipeDraft(name: "Strawberry Tart", ingredients: "strawberries\npeanut-butter"),
                today: recipeToday
            )
            let curry = try book.add(
                RecipeDraft(name: "Green curry", notes: "From Ñoño's jalapeño stall"),
                today: recipeToday
            )
            try body(book, brulee, tart, curry)
        }
    }

    @Test func findsByNameIngredientAndNote() throws {
        try withSampleBook { book, brulee, tart, curry throws in
            #expect(ids(try book.search("brulee")) == [brulee])
            #expect(ids(try book.search("vanilla")) == [brulee])
            #expect(ids(try book.search("stall")) == [curry])
            #expect(ids(try book.search("strawberries")) == [tart])
        }
    }

    @Test func ignoresCaseAndAccentsBothWays() throws {
        try withSampleBook { book, brulee, _, curry throws in
            #expect(ids(try book.search("CREME")) == [brulee])
            #expect(ids(try book.search("crème brûlée")) == [brulee])
            #expect(ids(try book.search("nono")) == [curry])
            #expect(ids(try book.search("JALAPENO")) == [curry])
        }
    }

    @Test func matchesPrefixes() throws {
        try withSampleBook { book, brulee, tart, curry throws in
            #expect(ids(try book.search("straw")) == [tart])
            #expect(ids(try book.search("cre")) == [brulee])
            // sugar; Strawberry; stall (and the "s" of Ñoño's)
            #expect(ids(try book.search("s")) == [brulee, curry, tart])
        }
    }

    @Test func everyWordMustMatch() throws {
        try withSampleBook { book, _, tart, _ throws in
            #expect(ids(try book.search("straw peanut")) == [tart])
            #expect(try book.search("straw vanilla").isEmpty)
            #expect(ids(try book.search("peanut-butter")) == [tart])
            #expect(ids(try book.search("peanut-bu")) == [tart])
        }
    }

    @Test func findsDecomposedAccents() throws {
        try withRecipeBook { book, _ in
            let id = try book.add(RecipeDraft(name: "Cre\u{300}me caramel"), today: recipeToday)
            #expect(ids(try book.search("creme")) == [id])
            #expect(ids(try book.search("crème")) == [id])
        }
    }

    @Test func reflectsAddsEditsAndDeletesAtOnce() throws {
        try withSampleBook { book, brulee, tart, _ throws in
            #expect(try book.search("pistachio").isEmpty)
            _ = try book.update(
                brulee,
                with: RecipeChanges(ingredients: "pistachio"),
                today: recipeToday
            )
            #expect(ids(try book.search("pistachio")) == [brulee])
            #expect(try book.search("vanilla").isEmpty)
            _ = try book.update(
                brulee,
                with: RecipeChanges(name: "Pistachio pot"),
                today: recipeToday
            )
            #expect(try book.search("brulee").isEmpty)
            try book.delete(brulee)
            #expect(try book.search("pistachio").isEmpty)
            let added = try book.add(RecipeDraft(name: "Pistachio cake"), today: recipeToday)
            #expect(ids(try book.search("pist")) == [added])
            _ = try book.markMade(tart, on: recipeToday, today: recipeToday)
            #expect(ids(try book.search("straw")) == [tart])
        }
    }

    @Test func honoursTheSortOrder() throws {
        try withRecipeBook { book, _ in
            let old = try book.add(
                RecipeDraft(name: "a soup", lastMade: "2020-01-01"),
                today: recipeToday
            )
            let new = try book.add(
                RecipeDraft(name: "b soup", lastMade: "2026-01-01"),
                today: recipeToday
            )
            #expect(ids(try book.search("soup")) == [old, new])
            #expect(ids(try book.search("soup", sortedBy: .lastMade)) == [new, old])
        }
    }

    @Test(arguments: [
        "\"unbalanced", "NEAR(*", "NEAR(a b)", "OR", "AND", "NOT", "-", "*", "^", ":", "name:x",
        "'); DROP TABLE recipes; --", "\"\"", "a OR", "(", ")", "+", "{name}: x", "a\u{0}b",
        "\u{1B}[2J", "straw*", "^straw", "-straw", "\"straw\"", "straw\"", "\u{300}", "🍓",
        String(repeating: "\"(*", count: 500),
    ])
    func hostileTextIsSearchedForNeverAnError(_ query: String) throws {
        try withSampleBook { book, _, _, _ throws in
            _ = try book.search(query)
            #expect(try book.count() == 3)
        }
    }

    @Test func operatorsAreSearchedForNotInterpreted() throws {
        try withSampleBook { book, _, tart, curry throws in
            // Were these operators, `-straw` would exclude, `OR` would join, `^` anchor.
            #expect(ids(try book.search("-straw")) == [tart])
            #expect(ids(try book.search("straw*")) == [tart])
            #expect(ids(try book.search("\"straw")) == [tart])
            // As a column filter, `name:green` would find the curry.
            #expect(try book.search("name:green").isEmpty)
            #expect(ids(try book.search("green:")) == [curry])
            #expect(try book.search("straw OR curry").isEmpty)
            let either = try book.add(RecipeDraft(name: "Or and not"), today: recipeToday)
            #expect(ids(try book.search("OR AND NOT")) == [either])
            #expect(ids(try book.search("NEAR(or")) == [])
        }
    }

    @Test(arguments: ["", "   ", "-", "*", "\"", "'); --", "^:()"])
    func textWithNothingSearchableFindsNothing(_ query: String) throws {
        #expect(RecipeSearchQuery.ftsQuery(for: query) == nil)
        try withSampleBook { book, _, _, _ throws in
            #expect(try book.search(query).isEmpty)
        }
    }

    @Test func queryIsBuiltFromQuotedPrefixPhrases() {
        #expect(RecipeSearchQuery.ftsQuery(for: "straw") == #""straw"*"#)
        #expect(
            RecipeSearchQuery.ftsQuery(for: " peanut-butter  OR ") == #""peanut butter"* "OR"*"#
        )
        #expect(RecipeSearchQuery.ftsQuery(for: "say\"hi\"") == #""say""hi"""*"#)
        #expect(RecipeSearchQuery.ftsQuery(for: "a\u{0}b\u{1B}") == #""a b "*"#)
        #expect(RecipeSearchQuery.ftsQuery(for: "NEAR(*") == #""NEAR  "*"#)
    }
}
