import ArgumentParser
import HomebookCore

/// `homebook recipe show ID [--json]`: every field of one recipe.
struct RecipeShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every field of a recipe."
    )

    @Argument(help: "The recipe's id, as shown by `recipe list`.")
    var id: Int64

    @Flag(help: "Print a JSON object.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints every field of the recipe, or its JSON object.
    func run() throws {
        let recipe = try store.withStore { try $0.recipes.get(id) }
        print(json ? recipe.json.rendered : RecipeText.details(recipe))
    }
}
