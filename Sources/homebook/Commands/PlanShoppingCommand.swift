import ArgumentParser
import HomebookCore

/// `homebook plan shopping [--from D] [--to D] [--by food|aisle] [--json]
/// [--format text|markdown]`, `plan shopping check FOOD` and `plan shopping clear`
/// (docs/manual.md#shopping).
struct PlanShoppingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping",
        abstract: "The summed shopping list of the meals planned in a range (default: 7 days).",
        subcommands: [PlanShoppingCheckCommand.self, PlanShoppingClearCommand.self]
    )

    /// How the list is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @OptionGroup var range: PlanRangeOptions

    @Option(
        help: """
            food (default): each food by name; aisle: grouped by the aisles set with \
            `recipe aisle FOOD AISLE`, foods without one last under "other".
            """
    )
    var by: ShoppingOrder = .food

    @Flag(
        help: """
            Print a JSON object {from, to, items, deletedRecipes}; with --by aisle, \
            {from, to, aisles: [{aisle, items}], deletedRecipes}.
            """
    )
    var json = false

    @Option(help: "text (default) or markdown: a checklist to paste.")
    var format: Format = .text

    @OptionGroup var store: StoreOptions

    /// Prints each food once, summed, with the meals that need it.
    func run() throws {
        let (from, to) = try range.days(defaultLength: 7)
        let list = try store.withStore { try $0.planner.shoppingList(from: from, to: to) }
        if json {
            print(list.json(by).rendered)
        } else if list.items.isEmpty && list.deletedRecipes.isEmpty {
            print("No planned meals with ingredients from \(from) to \(to).")
        } else {
            print(EventText.shopping(list, markdown: format == .markdown, by: by))
        }
    }
}

/// `homebook plan shopping check FOOD [--uncheck] [--from D] [--to D]`.
struct PlanShoppingCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: """
            Tick a food off the shopping list for the meals of a range that need it (undo \
            with `homebook undo`).
            """
    )

    @Argument(help: "The food as the list shows it (any case, singular or plural).")
    var food: String

    @Flag(help: "Put it back on the list.")
    var uncheck = false

    @OptionGroup var range: PlanRangeOptions

    @OptionGroup var store: StoreOptions

    /// Checks the food off and prints its line.
    func run() throws {
        let (from, to) = try range.days(defaultLength: 7)
        let item = try store.withStore {
            try $0.planner.checkShopping(food, from: from, to: to, checked: !uncheck)
        }
        print((item.checked ? "✓ " : "- ") + DisplayText.singleLine(item.text))
    }
}

/// `homebook plan shopping clear [--from D] [--to D]`.
struct PlanShoppingClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Untick every ticked food of the shopping list of a range (one undoable change)."
    )

    @OptionGroup var range: PlanRangeOptions

    @OptionGroup var store: StoreOptions

    /// Clears the ticks and says how many.
    func run() throws {
        let (from, to) = try range.days(defaultLength: 7)
        let cleared = try store.withStore { try $0.planner.clearShoppingTicks(from: from, to: to) }
        print(
            cleared == 0 ? "Nothing is ticked from \(from) to \(to)." : "Cleared \(cleared) ticks."
        )
    }
}

/// `--by food|aisle` reads the core's orders by their raw values.
extension ShoppingOrder: ExpressibleByArgument {}
