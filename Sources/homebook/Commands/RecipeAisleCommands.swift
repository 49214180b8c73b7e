import ArgumentParser
import HomebookCore

/// `homebook recipe aisle FOOD AISLE` and `recipe aisle FOOD --remove`: the aisle a food is
/// bought in, which `plan shopping --by aisle` groups by (docs/manual.md#shopping).
struct RecipeAisleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aisle",
        abstract: "Set the aisle a food is bought in (undo with `homebook undo`).",
        discussion: """
            The food is matched as the shopping list sums it: any case, singular or plural \
            (`Eggs` and `egg` are one). `plan shopping --by aisle` groups the list by aisle.
            """
    )

    @Argument(help: "The food, as ingredient lines name it (e.g. eggs).")
    var food: String

    @Argument(help: "The aisle (e.g. Dairy); leave it out with --remove.")
    var aisle: String?

    @Flag(help: "Remove the food's aisle.")
    var remove = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if remove, aisle != nil {
            throw ValidationError("Give an aisle or --remove, not both.")
        }
        if !remove, aisle == nil {
            throw ValidationError("Give the aisle (e.g. Dairy), or --remove to clear it.")
        }
    }

    /// Sets or removes the aisle and prints the food with what it now has.
    func run() throws {
        if remove {
            let removed = try store.withStore { try $0.planner.removeAisle(of: food) }
            print(
                "\"\(DisplayText.singleLine(removed.food))\" has no aisle now"
                    + " (was \"\(DisplayText.singleLine(removed.aisle))\")"
            )
            return
        }
        // The aisle form's one check and save, as the app and the menu fill it.
        let saved = try store.withStore {
            try FormOptions.save(
                AisleForm(planner: $0.planner),
                [("food", food), ("aisle", aisle ?? "")]
            )
        }
        print(saved.note)
    }
}

/// `homebook recipe aisles [--json]`: every food's aisle.
struct RecipeAislesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aisles",
        abstract: "List the aisles set on foods, by aisle."
    )

    @Flag(help: "Print a JSON array of {food, aisle}.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints a table of aisle and food, by aisle, or the JSON array.
    func run() throws {
        let aisles = try store.withStore { try $0.planner.aisles() }
        if json {
            print(JSONValue.array(aisles.map(\.json)).rendered)
        } else if aisles.isEmpty {
            print("No aisles set: set one with `homebook recipe aisle FOOD AISLE`.")
        } else {
            var table = TextTable([.init("Aisle"), .init("Food")])
            for entry in aisles { table.append([entry.aisle, entry.food]) }
            print(table.rendered())
        }
    }
}
