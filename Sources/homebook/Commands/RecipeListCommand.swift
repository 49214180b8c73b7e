import ArgumentParser
import HomebookCore

/// `homebook recipe list [--search Q] [--sort name|last-made] [--json]`.
struct RecipeListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List recipes, or those matching a search."
    )

    @Option(help: "Only recipes whose name, ingredients or notes contain these words.")
    var search: String?

    @Option(help: "The order: name (default) or last-made (newest first).")
    var sort: RecipeSort = .name

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the recipes as a table, a JSON array, or a line saying there are none.
    func run() throws {
        try Self.show(at: try store.resolvedPath(), search: search, sort: sort, json: json)
    }

    /// The command's work once its line is read; `QuickStartLine` calls it too.
    static func show(at path: String, search: String?, sort: RecipeSort, json: Bool) throws {
        let recipes = try StoreOptions.withStore(at: path) { store in
            if let search {
                return try store.recipes.search(search, sortedBy: sort)
            }
            return try store.recipes.list(sortedBy: sort)
        }
        if json {
            SystemIO.printUTF8(JSONValue.renderLinesUTF8(recipes.map(\.json)))
        } else if recipes.isEmpty {
            print(search == nil ? "No recipes yet." : "No recipe matches.")
        } else {
            SystemIO.printUTF8(RecipeText.rows(recipes).renderedUTF8())
        }
    }
}
