internal import SQLiteWrapper

extension RecipeBook {
    /// How many recipes a list filtered by `query` shows: every recipe for nil or blank text,
    /// else those ``search(_:sortedBy:)`` finds.
    public func count(matching query: String?) throws -> Int {
        guard let query, !query.trimmingWhitespace().isEmpty else { return try count() }
        guard let match = RecipeSearchQuery.ftsQuery(for: query) else { return 0 }
        return try database.fetchOne(
            cached: "SELECT count(*) FROM recipes_search WHERE recipes_search MATCH ?",
            [.text(match)]
        )?.get(0) ?? 0
    }

    /// The rows `offset..<offset + limit` of the list filtered by `query` (as in
    /// ``count(matching:)``) in the chosen order, so a screen reads only what it shows.
    ///
    /// `matchCount`, when the caller already has ``count(matching:)`` for this query, lets a
    /// search that matches many recipes be read in order along the sort's index, stopping
    /// after the window, instead of sorting every match: a one-letter search of a large
    /// book matches tens of thousands, and the window is found in a few hundred rows.
    public func window(
        matching query: String?,
        sortedBy sort: RecipeSort = .name,
        offset: Int,
        limit: Int,
        matchCount: Int? = nil
    ) throws -> [Recipe] {
        guard limit > 0 else { return [] }
        let bounds: [DatabaseValue] = [.integer(Int64(limit)), .integer(Int64(max(0, offset)))]
        guard let query, !query.trimmingWhitespace().isEmpty else {
            return try database.fetchAll(
                cached:
                    "SELECT \(Self.columns) FROM recipes ORDER BY \(sort.orderBy) LIMIT ? OFFSET ?",
                bounds
            ).map(Self.decode)
        }
        guard let match = RecipeSearchQuery.ftsQuery(for: query) else { return [] }
        // Walking the index visits about (offset + limit) × book ÷ matches rows; with at least
        // 64 matches per row wanted that is under 1/64 of the book, cheaper than sorting
        // every match. A rare word is the other way round (the walk would cross the book).
        let walk = (matchCount ?? 0) >= 64 * (max(0, offset) + limit)
        let source = walk ? "recipes INDEXED BY \(sort.orderIndex)" : "recipes"
        return try database.fetchAll(
            cached: """
                SELECT \(Self.columns) FROM \(source)
                WHERE id IN (SELECT rowid FROM recipes_search WHERE recipes_search MATCH ?)
                ORDER BY \(sort.orderBy) LIMIT ? OFFSET ?
                """,
            [.text(match)] + bounds
        ).map(Self.decode)
    }

    /// Where the recipe `id` stands in the list filtered by `query` in the chosen order, or
    /// nil when the list does not show it; a screen uses it to keep a saved recipe selected.
    public func position(
        of id: Int64,
        matching query: String?,
        sortedBy sort: RecipeSort = .name
    ) throws -> Int? {
        guard let recipe = try find(id) else { return nil }
        // ?1 is the name and ?2 the id; the filter and the day last made follow when used.
        var values: [DatabaseValue] = [.text(recipe.name), .integer(id)]
        var filter = ""
        if let query, !query.trimmingWhitespace().isEmpty {
            guard let match = RecipeSearchQuery.ftsQuery(for: query) else { return nil }
            values.append(.text(match))
            filter = "id IN (SELECT rowid FROM recipes_search WHERE recipes_search MATCH ?3) AND "
            guard try count(where: filter + "id = ?2", values) == 1 else { return nil }
        }
        // The rows before it in the order of RecipeSort.orderBy, compared column by column.
        let nameBefore = "(name COLLATE NOCASE < ?1 OR (name COLLATE NOCASE = ?1 AND id < ?2))"
        let before: String
        switch sort {
        case .name:
            before = nameBefore
        case .lastMade:
            values.append(recipe.lastMade?.description.databaseValue ?? .null)
            let day = "?\(values.count)"
            // Newest first, never made (NULL) last: see RecipeSort.orderBy.
            before = """
                ((\(day) IS NOT NULL AND last_made > \(day))
                OR (\(day) IS NULL AND last_made IS NOT NULL)
                OR (last_made IS \(day) AND \(nameBefore)))
                """
        }
        return try count(where: filter + before, values)
    }

    /// `SELECT count(*) FROM recipes WHERE <condition>` with bound values.
    private func count(where condition: String, _ values: [DatabaseValue]) throws -> Int {
        try database.fetchOne(cached: "SELECT count(*) FROM recipes WHERE \(condition)", values)?
            .get(0) ?? 0
    }
}
