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
        var (recipe, lines, readings) = try store.withStore { store in
            let (recipe, lines) = try store.scaledIngredients(
                of: id,
                servings: servings,
                units: units
            )
            return (
                recipe, lines, json ? try store.ingredientReadings(of: id, servings: servings) : nil
            )
        }
        if servings != nil || units != nil { recipe.ingredients = lines.joined(separator: "\n") }
        if let servings { recipe.servings = servings }
        guard json, case .object(var members)? = Optional(recipe.json) else {
            print(RecipeText.details(recipe))
            return
        }
        // Each line's reading, scaled with the rest (docs/manual.md#json-output).
        members.append(("readings", readings ?? .array([])))
        print(JSONValue.object(members).rendered)
    }
}

extension IngredientScaling.Units: ExpressibleByArgument {}
