/// Edits and deletes of a recipe as a screen showed it (docs/manual.md#storage): refused
/// when it changed elsewhere since, so an edit never lands on something the person did not see.
extension RecipeBook {
    /// Changes the fields given of the recipe `shown`, which must still be stored as shown.
    ///
    /// - Throws: ``RecipeError/changedElsewhere(_:deleted:)`` when it is not (nothing is
    ///   saved), or what ``update(_:with:today:shown:)`` throws.
    public func update(
        _ shown: Recipe,
        with changes: RecipeChanges,
        today: CalendarDate
    ) throws -> Recipe {
        try update(shown.id, with: changes, today: today, shown: shown)
    }

    /// Deletes the recipe `shown`, which must still be stored as shown.
    @discardableResult
    public func delete(_ shown: Recipe) throws -> Recipe {
        try delete(shown.id, shown: shown)
    }

    /// The stored recipe, which must still exist and (with `sameValues`) equal `shown`;
    /// called inside a write transaction.
    func current(_ shown: Recipe, sameValues: Bool = true) throws -> Recipe {
        guard let stored = try find(shown.id) else {
            throw RecipeError.changedElsewhere(shown.id, deleted: true)
        }
        guard stored == shown || !sameValues else {
            throw RecipeError.changedElsewhere(shown.id, deleted: false)
        }
        return stored
    }
}
