extension HomebookStore {
    /// The servings a planned meal's recipe is shown scaled to when opened from the meal
    /// (docs/manual.md#servings-and-scaling): the meal's own, when both the meal and its
    /// recipe say how many they serve and the numbers differ; nil: the recipe as written.
    public func servingsToScale(meal event: PlannerEvent) -> Int? {
        guard let recipe = event.recipe, let servings = event.servings,
            let written = try? recipes.get(recipe.id).servings, written != servings
        else { return nil }
        return servings
    }
}
