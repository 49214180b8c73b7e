internal import SQLiteWrapper

extension RecipeBook {
    /// Every recipe, in the chosen order.
    public func list(sortedBy sort: RecipeSort = .name) throws -> [Recipe] {
        try database.fetchAll(
            cached: "SELECT \(Self.columns) FROM recipes ORDER BY \(sort.orderBy)",
            decode: Self.decode
        )
    }

    /// The recipes whose name, ingredients or notes contain every word of `query` (by
    /// prefix, ignoring case and accents), in the chosen order.
    ///
    /// Any text is safe: it is never read as FTS5 syntax (see ``RecipeSearchQuery``).
    /// A query with nothing searchable in it (only punctuation, say) finds nothing.
    public func search(_ query: String, sortedBy sort: RecipeSort = .name) throws -> [Recipe] {
        guard let match = RecipeSearchQuery.ftsQuery(for: query) else { return [] }
        // Read in rowid order (pages in file order) and sorted in memory: see
        // RecipeSort+Memory.swift for why.
        let found = try database.fetchAll(
            cached: """
                SELECT \(Self.columns) FROM recipes
                WHERE id IN (SELECT rowid FROM recipes_search WHERE recipes_search MATCH ?)
                """,
            [.text(match)],
            decode: Self.decode
        )
        return sort.sorted(found)
    }
}
