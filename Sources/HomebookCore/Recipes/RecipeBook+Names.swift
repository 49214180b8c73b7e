internal import SQLiteWrapper

extension RecipeBook {
    /// The names of the recipes whose name starts with `prefix` (ignoring ASCII case), in
    /// name order, at most `limit`: what a form's recipe field completes from
    /// (docs/manual.md#full-screen-app). An empty prefix gives the first names of the book.
    public func names(startingWith prefix: String, limit: Int) throws -> [String] {
        guard limit > 0 else { return [] }
        let word = prefix.trimmingWhitespace()
        // LIKE's wildcards typed by the person are matched literally.
        let escaped = word.replacing("\\", with: "\\\\").replacing("%", with: "\\%")
            .replacing("_", with: "\\_")
        return try database.fetchAll(
            cached: """
                SELECT name FROM recipes WHERE name LIKE ? ESCAPE '\\'
                ORDER BY name COLLATE NOCASE, id LIMIT ?
                """,
            [.text(escaped + "%"), .integer(Int64(limit))]
        ).map { try $0.get(0) }
    }
}
