import ArgumentParser
import HomebookCore

/// `homebook recipe show ID [--servings N] [--units metric|us] [--json]`: every field of one
/// recipe, its ingredients scaled and converted when asked (docs/manual.md#ingredients).
struct RecipeShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every field of a recipe."
    )

    @Argument(help: "The recipe's id, as shown by `recipe list`.")
    var id: Int64

    @Option(help: "Scale every quantity to this many servings.")
    var servings: Int?

    @Option(help: "Show quantities in metric (g, ml) or us (oz, cups) units.")
    var units: IngredientScaling.Units?

    @Flag(help: "Print a JSON object.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints every field of the recipe, or its JSON object.
    func run() throws {
        guard servings != nil || units != nil else {
            let recipe = try store.withStore { try $0.recipes.get(id) }
            print(json ? recipe.json.rendered : RecipeText.details(recipe))
            return
        }
        var (recipe, lines) = try store.withStore {
            try $0.scaledIngredients(of: id, servings: servings, units: units)
        }
        recipe.ingredients = lines.joined(separator: "\n")
        if let servings { recipe.servings = servings }
        print(json ? recipe.json.rendered : RecipeText.details(recipe))
    }
}

extension IngredientScaling.Units: ExpressibleByArgument {}
