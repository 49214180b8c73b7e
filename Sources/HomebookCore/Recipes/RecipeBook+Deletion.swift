internal import SQLiteWrapper

/// What deleting a recipe does to the meals that plan it, said before it is done
/// (docs/manual.md#planner: a deleted recipe's meals keep their time and say so).
extension RecipeBook {
    /// How many planner events plan the recipe `id` as a meal (a series counts once).
    public func plannedMealCount(_ id: Int64) throws -> Int {
        try database.fetchOne(
            cached: "SELECT count(*) FROM planner_events WHERE recipe_id = ?",
            [.integer(id)]
        )?.get(0) ?? 0
    }

    /// The question every front asks before deleting `recipe`: `Delete “Pancakes”?`, and
    /// when it is planned, `It is planned as 2 meals; they stay, saying the recipe was
    /// deleted.`
    public func deletionQuestion(_ recipe: Recipe) throws -> String {
        let question = "Delete “\(DisplayText.singleLine(recipe.name))”?"
        let meals = try plannedMealCount(recipe.id)
        guard meals > 0 else { return question }
        return question + " It is planned as " + CountedNoun.text(meals, "meal")
            + "; " + (meals == 1 ? "it stays" : "they stay") + ", saying the recipe was deleted."
    }
}
