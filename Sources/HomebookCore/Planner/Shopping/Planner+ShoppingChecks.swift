internal import SQLiteWrapper

/// Checking items off the shopping list, stored per list range and undoable
/// (docs/manual.md#shopping).
extension Planner {
    /// The keys of the foods checked off for exactly `from…to`.
    func checkedFoods(from: CalendarDate, to: CalendarDate) throws -> Set<String> {
        let rows = try database.fetchAll(
            cached: "SELECT food FROM shopping_checks WHERE from_date = ? AND to_date = ?",
            [.text(from.description), .text(to.description)]
        )
        return Set(try rows.map { try $0.get(0) as String })
    }

    /// Checks `food` off (or, with `checked: false`, back on) the list of `from…to`: one
    /// undoable change.
    ///
    /// - Returns: the item as it now is.
    /// - Throws: ``PlannerError/notOnShoppingList(_:)`` when no item of the list is that
    ///   food (matched by its key: any case, singular or plural).
    @discardableResult
    public func checkShopping(
        _ food: String,
        from: CalendarDate,
        to: CalendarDate,
        checked: Bool = true
    ) throws -> ShoppingItem {
        try Self.checkListing(from: from, to: to)
        return try database.write { db in
            let list = try shoppingList(from: from, to: to)
            let key = IngredientLine.key(of: food.trimmingWhitespace())
            guard let item = list.items.first(where: { $0.key == key }) else {
                throw PlannerError.notOnShoppingList(food)
            }
            let verb = checked ? "check" : "uncheck"
            UndoRecorder.describe(
                "\(verb) \"\(item.food)\" on the shopping list \(from)–\(to)",
                in: db
            )
            let bounds: [DatabaseValue] = [.text(from.description), .text(to.description)]
            if checked {
                try db.cachedStatement(
                    "INSERT OR IGNORE INTO shopping_checks (from_date, to_date, food) VALUES (?, ?, ?)"
                ).execute(bounds + [.text(key)])
            } else {
                try db.cachedStatement(
                    "DELETE FROM shopping_checks WHERE from_date = ? AND to_date = ? AND food = ?"
                ).execute(bounds + [.text(key)])
            }
            return try shoppingList(from: from, to: to).items.first { $0.key == key } ?? item
        }
    }
}
