import ArgumentParser
import HomebookCore

/// `homebook budget category`: the categories as a tree (docs/manual.md#categories).
struct BudgetCategoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category",
        abstract: "Rename a category or a whole branch of categories.",
        subcommands: [BudgetCategoryRenameCommand.self]
    )
}

/// `homebook budget category rename OLD NEW`: moves a category (or a branch) with its
/// items, targets, rules and repeating items, as one undoable change.
struct BudgetCategoryRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a category and everything under it; onto an existing name, merge.",
        discussion: """
            Moves the items, targets, bank rules and repeating items of OLD and of every \\
            category under it (OLD:...) to NEW. Case is ignored for A-Z. Renaming onto a \\
            category that exists merges the two (the message says so). Undo takes it back.
              homebook budget category rename food groceries
              homebook budget category rename "eating out" food:eating out
            """
    )

    @Argument(help: "The category (or branch) as it is now.")
    var old: String

    @Argument(help: "Its new name.")
    var new: String

    @OptionGroup var store: StoreOptions

    /// Renames and says what moved.
    func run() throws {
        try store.withStore { store in
            print(try store.ledger.renameCategory(old, to: new).summary)
        }
    }
}
