internal import SQLiteWrapper

/// The recipe repository: every read and write of the `recipes` table goes through here.
///
/// Each method validates its input with ``RecipeInput`` before touching the database, and
/// each write is one `BEGIN IMMEDIATE` transaction, so a refused or failed change leaves
/// nothing behind. The full-text index is kept in step by the triggers of migration 0002,
/// inside the same transaction. `today` is always a parameter, so tests are repeatable.
public struct RecipeBook {
    /// The connection every query and write uses.
    let database: StoreConnection

    /// Creates a repository over an open, migrated homebook database.
    init(database: StoreConnection) {
        self.database = database
    }

    /// The columns every query reads, in the order ``decode(_:)`` expects.
    static let columns = "id, name, ingredients, last_made, link, notes, servings"

    /// Validates and saves a new recipe.
    ///
    /// - Returns: the new recipe's id.
    /// - Throws: ``RecipeError`` for invalid input (nothing is saved), or a database error.
    public func add(_ draft: RecipeDraft, today: CalendarDate) throws -> Int64 {
        // The form's one check: the first problem in the form's order is the refusal.
        let checked = RecipeInput.checked(draft, today: today)
        try checked.problems.throwFirst()
        guard let recipe = checked.recipe else { throw RecipeError.nameMissing }
        // Read once here, so listing and the shopping list never read the lines again.
        let reading = IngredientParse.stored(draft.ingredients)
        return try database.write { db in
            try db.cachedStatement(
                """
                INSERT INTO recipes
                    (name, ingredients, last_made, link, notes, servings, ingredient_parse)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """
            ).execute([
                .text(recipe.name), .text(recipe.ingredients),
                recipe.lastMade?.description.databaseValue ?? .null, recipe.link.databaseValue,
                .text(recipe.notes), recipe.servings.map { .integer(Int64($0)) } ?? .null,
                .text(reading),
            ])
            return db.lastInsertRowID
        }
    }

    /// The recipe with this id.
    ///
    /// - Throws: ``RecipeError/notFound(_:)`` when there is none.
    public func get(_ id: Int64) throws -> Recipe {
        guard let recipe = try find(id) else { throw RecipeError.notFound(id) }
        return recipe
    }

    /// The recipe with this id, or nil when there is none.
    public func find(_ id: Int64) throws -> Recipe? {
        try database.fetchOne(
            cached: "SELECT \(Self.columns) FROM recipes WHERE id = ?",
            [.integer(id)]
        ).map(Self.decode)
    }

    /// Changes only the fields given in `changes`; the others keep their stored values.
    /// With `shown` (the recipe as a screen showed it), the change is refused when the
    /// stored recipe is no longer that (docs/manual.md#storage).
    ///
    /// - Returns: the recipe as saved.
    /// - Throws: ``RecipeError`` for invalid input, an unknown id or a recipe changed
    ///   elsewhere (nothing is saved).
    public func update(
        _ id: Int64,
        with changes: RecipeChanges,
        today: CalendarDate,
        shown: Recipe? = nil
    ) throws -> Recipe {
        // Column names come from this fixed list only; every value is a bound parameter.
        var assignments: [(column: String, value: DatabaseValue)] = []
        if let name = changes.name {
            assignments.append(("name", .text(try RecipeInput.name(name))))
        }
        if let ingredients = changes.ingredients {
            assignments.append(("ingredients", .text(ingredients)))
            assignments.append(("ingredient_parse", .text(IngredientParse.stored(ingredients))))
        }
        if let servings = changes.servings {
            let number = try RecipeInput.servings(servings)
            assignments.append(("servings", number.map { .integer(Int64($0)) } ?? .null))
        }
        if let lastMade = changes.lastMade {
            let date = try RecipeInput.lastMade(lastMade, today: today)
            assignments.append(("last_made", date?.description.databaseValue ?? .null))
        }
        if let link = changes.link {
            assignments.append(("link", try RecipeInput.link(link).databaseValue))
        }
        if let notes = changes.notes {
            assignments.append(("notes", .text(notes)))
        }
        return try database.write { db in
            // An edit that changes nothing writes nothing, so it is not refused either.
            if let shown { _ = try current(shown, sameValues: !assignments.isEmpty) }
            if !assignments.isEmpty {
                let setClause = assignments.map { "\($0.column) = ?" }.joined(separator: ", ")
                try db.execute(
                    "UPDATE recipes SET \(setClause) WHERE id = ?",
                    assignments.map(\.value) + [.integer(id)]
                )
            }
            return try get(id)
        }
    }

    /// Records that the recipe was made on `date`, which must not be after `today`.
    ///
    /// An earlier day than the one already stored leaves it unchanged: "last made" is the
    /// most recent time. To set an earlier day on purpose, use ``update(_:with:today:)``.
    ///
    /// - Returns: the recipe as saved.
    public func markMade(_ id: Int64, on date: CalendarDate, today: CalendarDate) throws -> Recipe {
        try RecipeInput.notInFuture(date, today: today)
        return try database.write { db in
            try db.cachedStatement(
                """
                UPDATE recipes SET last_made = ?1
                WHERE id = ?2 AND (last_made IS NULL OR last_made < ?1)
                """
            ).execute([.text(date.description), .integer(id)])
            return try get(id)
        }
    }

    /// Deletes a recipe; with `shown`, only when it is still stored as it was shown.
    ///
    /// - Returns: the recipe as it was, so a front can say what went.
    /// - Throws: ``RecipeError/notFound(_:)`` when there is none,
    ///   ``RecipeError/changedElsewhere(_:deleted:)`` when it is not as shown.
    @discardableResult
    public func delete(_ id: Int64, shown: Recipe? = nil) throws -> Recipe {
        try database.write { db in
            let recipe = try shown.map { try current($0) } ?? get(id)
            let meals = try plannedMealCount(id)
            try db.cachedStatement("DELETE FROM recipes WHERE id = ?").execute([.integer(id)])
            // The planned meals lose their link in the same change: undo says so.
            let unlinked =
                meals == 0 ? "" : " (unlinked from \(CountedNoun.text(meals, "planned meal")))"
            UndoRecorder.describe("delete recipe \"\(recipe.name)\"" + unlinked, in: db)
            return recipe
        }
    }

    /// How many recipes are stored.
    public func count() throws -> Int {
        try database.fetchOne(cached: "SELECT count(*) FROM recipes")?.get(0) ?? 0
    }

    /// Reads a row selected with ``columns``.
    static func decode(_ row: some ColumnReading) throws -> Recipe {
        let lastMadeText: String? = try row.get(3)
        var lastMade: CalendarDate?
        if let lastMadeText {
            guard let date = CalendarDate(iso: lastMadeText) else {
                throw RowDecodingError.typeMismatch(
                    column: "last_made",
                    expected: "a YYYY-MM-DD date",
                    found: .text(lastMadeText)
                )
            }
            lastMade = date
        }
        return Recipe(
            id: try row.get(0),
            name: try row.get(1),
            ingredients: try row.get(2),
            lastMade: lastMade,
            link: try row.get(4),
            notes: try row.get(5),
            servings: (try row.get(6) as Int64?).map { Int($0) }
        )
    }
}
