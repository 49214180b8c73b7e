import HomebookCore
import SQLiteWrapper

/// A fixed "today" so date rules are repeatable: 22 November 2026.
public let recipeToday = CalendarDate(year: 2026, month: 11, day: 22)!

/// Opens a fresh store in its own temporary folder and hands its recipe book to `body`.
public func withRecipeBook<Result>(
    _ body: (_ book: RecipeBook, _ store: HomebookStore) throws -> Result
) throws -> Result {
    try withTemporaryStore(named: "recipes.sqlite") { store, _ in
        return try body(store.recipes, store)
    }
}

/// The ids of a list of recipes, in order.
public func ids(_ recipes: [Recipe]) -> [Int64] {
    recipes.map(\.id)
}
