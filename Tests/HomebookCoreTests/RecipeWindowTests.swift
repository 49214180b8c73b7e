import HomebookCore
import TestSupport
import Testing

/// The windowed reads a full-screen list uses: every window is the matching slice of the
/// whole list, in either order, with or without a search.
@Suite struct RecipeWindowTests {
    /// A book of recipes with repeated names, mixed case, accents and days made.
    private func withMixedBook(_ body: (RecipeBook) throws -> Void) throws {
        try withRecipeBook { book, _ in
            let names = [
                "pancakes", "Crème brûlée", "Apple pie", "apple crumble", "Zucchini bread",
                "Pancakes", "crepes", "Banana bread", "Apple pie", "Bread",
            ]
            let days = ["2026-11-01", "", "2026-10-05", "", "2026-11-01", "", "2026-09-09"]
            for (index, name) in names.enumerated() {
                _ = try book.add(
                    RecipeDraft(name: name, lastMade: days[index % days.count]),
                    today: recipeToday
                )
            }
            try body(book)
        }
    }

    @Test(arguments: RecipeSort.allCases, [nil, "", "  ", "bread", "APPLE", "creme", "-"])
    func everyWindowIsTheMatchingSliceOfTheWholeList(sort: RecipeSort, query: String?) throws {
        try withMixedBook { book in
            let whole =
                (query ?? "").trimmingWhitespace().isEmpty
                ? try book.list(sortedBy: sort) : try book.search(query ?? "", sortedBy: sort)
            #expect(try book.count(matching: query) == whole.count)
            for offset in [0, 1, 3, whole.count - 1, whole.count, whole.count + 5] {
                // The match count only chooses the plan (a huge one walks the sort's index,
                // none sorts the matches): the window is the same either way.
                for limit in [0, 1, 4, 100] {
                    for matchCount in [nil, 1_000_000] {
                        let window = try book.window(
                            matching: query,
                            sortedBy: sort,
                            offset: offset,
                            limit: limit,
                            matchCount: matchCount
                        )
                        let start = min(max(0, offset), whole.count)
                        let expected = whole[start..<min(whole.count, start + limit)]
                        #expect(ids(window) == ids(Array(expected)))
                    }
                }
            }
        }
    }

    @Test(arguments: RecipeSort.allCases, [nil, "bread", "apple", "pan"])
    func aRecipesPositionIsWhereTheListShowsIt(sort: RecipeSort, query: String?) throws {
        try withMixedBook { book in
            let whole =
                query == nil
                ? try book.list(sortedBy: sort) : try book.search(query ?? "", sortedBy: sort)
            for (index, recipe) in whole.enumerated() {
                #expect(try book.position(of: recipe.id, matching: query, sortedBy: sort) == index)
            }
            let shown = Set(ids(whole))
            for recipe in try book.list() where !shown.contains(recipe.id) {
                #expect(try book.position(of: recipe.id, matching: query, sortedBy: sort) == nil)
            }
            #expect(try book.position(of: 999, matching: query, sortedBy: sort) == nil)
        }
    }

    @Test func searchCountFollowsAddsAndDeletes() throws {
        try withMixedBook { book in
            #expect(try book.count(matching: "brea") == 3)
            let id = try book.add(RecipeDraft(name: "Brèad pudding"), today: recipeToday)
            #expect(try book.count(matching: "brea") == 4)
            try book.delete(id)
            #expect(try book.count(matching: "brea") == 3)
        }
    }
}
