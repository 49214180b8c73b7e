import ArgumentParser
import HomebookCore

/// `homebook recipe …`: the recipe book for scripts (docs/manual.md#command-line).
struct RecipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe",
        abstract: "Add, list, search, show, edit and delete recipes.",
        subcommands: [
            RecipeAddCommand.self,
            RecipeListCommand.self,
            RecipeShowCommand.self,
            RecipeEditCommand.self,
            RecipeMadeCommand.self,
            RecipeDeleteCommand.self,
            RecipeAisleCommand.self,
            RecipeAislesCommand.self,
            RecipeImportCommand.self,
            RecipeExportCommand.self,
        ]
    )
}

/// `--sort name|last-made` reads the core's sort orders by their raw values.
extension RecipeSort: ExpressibleByArgument {}
