import ArgumentParser
import HomebookCore

/// `homebook budget mappings list|remove`: the bank mappings saved with `--save-map`.
struct BudgetMappingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mappings",
        abstract: "List or remove the saved bank mappings (see budget import --save-map).",
        subcommands: [ListCommand.self, RemoveCommand.self]
    )

    /// `budget mappings list`: each name, then the options that give its mapping.
    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the saved mappings with the import options each stands for."
        )

        @OptionGroup var store: StoreOptions

        /// Prints one mapping a line.
        func run() throws {
            let mappings = try store.withStore { try $0.ledger.savedMappings() }
            guard !mappings.isEmpty else {
                print("No saved mappings (budget import … --save-map NAME saves one).")
                return
            }
            for (name, mapping) in mappings {
                print(
                    "\(DisplayText.singleLine(name))  \(DisplayText.singleLine(mapping.optionsText))"
                )
            }
        }
    }

    /// `budget mappings remove NAME`: the mapping and its rules, one undoable change.
    struct RemoveCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a saved mapping and its categorising rules."
        )

        @Argument(help: "The mapping's name.")
        var name: String

        @OptionGroup var store: StoreOptions

        /// Removes it and says so.
        func run() throws {
            try store.withStore { try $0.ledger.removeMapping(name) }
            print("Removed mapping \"\(DisplayText.singleLine(name))\".")
        }
    }
}
