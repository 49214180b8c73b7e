internal import SQLiteWrapper

/// The shopping list: the ingredients of the meals planned in a range.
extension Planner {
    /// Each ingredient line of the recipes planned within `from…to`, once (trimmed, merged
    /// regardless of case, the first spelling kept), with the recipes that need it, sorted
    /// by ingredient. A recipe planned twice counts once per line.
    public func shoppingList(from: CalendarDate, to: CalendarDate) throws -> [ShoppingItem] {
        // Only the recipes are kept, not the occurrences: a long range holds many.
        var recipeIDs = Set<Int64>()
        try forEachOccurrence(from: from, to: to) { events in
            for event in events { if let id = event.recipe?.id { recipeIDs.insert(id) } }
        }
        var items: [String: ShoppingItem] = [:]
        for id in recipeIDs.sorted() {
            let sql = "SELECT name, ingredients FROM recipes WHERE id = ?"
            guard let row = try database.fetchOne(cached: sql, [.integer(id)]) else { continue }
            let name: String = try row.get(0)
            let ingredients: String = try row.get(1)
            for line in ingredients.split(whereSeparator: \.isNewline) {
                let text = String(line).trimmingWhitespace()
                guard !text.isEmpty else { continue }
                let key = text.lowercased()
                var item = items[key] ?? ShoppingItem(ingredient: text, recipes: [])
                if !item.recipes.contains(name) { item.recipes.append(name) }
                items[key] = item
            }
        }
        return items.sorted { $0.key < $1.key }.map(\.value)
    }
}

/// One line of the shopping list.
public struct ShoppingItem: Hashable, Sendable {
    /// The ingredient line as first written.
    public var ingredient: String
    /// The names of the recipes that need it, in id order.
    public var recipes: [String]

    /// The JSON shape `{"ingredient","recipes":[…]}`.
    public var json: JSONValue {
        .object([
            ("ingredient", .string(ingredient)), ("recipes", .array(recipes.map(JSONValue.string))),
        ])
    }
}
