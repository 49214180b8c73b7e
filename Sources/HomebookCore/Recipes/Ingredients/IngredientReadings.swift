extension HomebookStore {
    /// Each ingredient line's reading, for `recipe show --json` (docs/manual.md#json-output):
    /// `{"line", "quantity", "unit", "food"}` with the line as written, the quantity an exact
    /// fraction string (`3/2`, `2..3` for a range) multiplied to `servings` (nil: as
    /// written), the unit's name and the food; a line that stays text has nulls.
    ///
    /// - Throws: as ``scaledIngredients(of:servings:units:)``.
    public func ingredientReadings(of id: Int64, servings: Int?) throws -> JSONValue {
        let recipe = try recipes.get(id)
        let factor = try IngredientScaling.factor(of: recipe, to: servings)
        let texts = recipe.ingredients.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.trimmingWhitespace().isEmpty }
        var readings: [JSONValue] = []
        for (line, text) in zip(try recipes.ingredientLines(of: id), texts) {
            guard let line else {
                readings.append(
                    .object([
                        ("line", .string(text)), ("quantity", .null), ("unit", .null),
                        ("food", .null),
                    ])
                )
                continue
            }
            let quantity: JSONValue
            switch try line.amount.scaled(by: factor) {
            case .exact(let value): quantity = .string(value.stored)
            case .range(let low, let high): quantity = .string(low.stored + ".." + high.stored)
            case .toTaste, .unspecified: quantity = .null
            }
            readings.append(
                .object([
                    ("line", .string(text)), ("quantity", quantity),
                    ("unit", .optional(line.unit?.shown(plural: false))),
                    ("food", .string(line.food)),
                ])
            )
        }
        return .array(readings)
    }
}
