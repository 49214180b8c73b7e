internal import SQLiteWrapper

extension RecipeBook {
    /// The names of the recipes whose name starts with `prefix` (ignoring ASCII case), in
    /// name order, at most `limit`: what a form's recipe field completes from
    /// (docs/manual.md#full-screen-app). An empty prefix gives the first names of the book.
    public func names(startingWith prefix: String, limit: Int) throws -> [String] {
        guard limit > 0 else { return [] }
        return try database.fetchAll(
            cached: """
                SELECT name FROM recipes WHERE name LIKE ? ESCAPE '\\'
                ORDER BY name COLLATE NOCASE, id LIMIT ?
                """,
            [.text(Self.likePattern(prefix)), .integer(Int64(limit))]
        ).map { try $0.get(0) }
    }

    /// What Tab makes of `typed` in a recipe field: ``NameCompletion/complete(_:in:)`` over
    /// every recipe whose name starts so, however many. It reads only the first and the
    /// last of them in name order (A–Z folded, as the completion compares): whatever those
    /// two share, every name between them shares too.
    public func nameCompletion(_ typed: String) throws -> String? {
        guard let first = try names(startingWith: typed, limit: 1).first else { return nil }
        let last: [String] = try database.fetchAll(
            cached: """
                SELECT name FROM recipes WHERE name LIKE ? ESCAPE '\\'
                ORDER BY name COLLATE NOCASE DESC LIMIT 1
                """,
            [.text(Self.likePattern(typed))]
        ).map { try $0.get(0) }
        return NameCompletion.complete(typed, in: [first] + last)
    }

    /// The `LIKE` pattern of the names starting with `prefix` (spaces around it ignored):
    /// LIKE's wildcards typed by the person are matched literally.
    private static func likePattern(_ prefix: String) -> String {
        prefix.trimmingWhitespace().replacing("\\", with: "\\\\").replacing("%", with: "\\%")
            .replacing("_", with: "\\_") + "%"
    }
}
