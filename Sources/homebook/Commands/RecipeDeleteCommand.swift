import ArgumentParser
import HomebookCore

/// `homebook recipe delete ID`: removes a recipe for good.
struct RecipeDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a recipe."
    )

    @Argument(help: "The recipe's id, as shown by `recipe list`.")
    var id: Int64

    @OptionGroup var store: StoreOptions

    /// Deletes the recipe and says which one went.
    func run() throws {
        let recipe = try store.withStore { try $0.recipes.delete(id) }
        print("Deleted recipe \(recipe.id): \(DisplayText.singleLine(recipe.name))")
    }
}
