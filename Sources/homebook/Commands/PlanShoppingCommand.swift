import ArgumentParser
import HomebookCore

/// `homebook plan shopping [--from D] [--to D] [--json] [--format text|markdown]`, and
/// `plan shopping check FOOD` (docs/manual.md#shopping).
struct PlanShoppingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping",
        abstract: "The summed shopping list of the meals planned in a range (default: 7 days).",
        subcommands: [PlanShoppingCheckCommand.self]
    )

    /// How the list is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @OptionGroup var range: PlanRangeOptions

    @Flag(help: "Print a JSON object {from, to, items, deletedRecipes}.")
    var json = false

    @Option(help: "text (default) or markdown: a checklist to paste.")
    var format: Format = .text

    @OptionGroup var store: StoreOptions

    /// Prints each food once, summed, with the meals that need it.
    func run() throws {
        let (from, to) = try range.days(defaultLength: 7)
        let list = try store.withStore { try $0.planner.shoppingList(from: from, to: to) }
        if json {
            print(list.json.rendered)
        } else if list.items.isEmpty && list.deletedRecipes.isEmpty {
            print("No planned meals with ingredients from \(from) to \(to).")
        } else {
            print(EventText.shopping(list, markdown: format == .markdown))
        }
    }
}

/// `homebook plan shopping check FOOD [--uncheck] [--from D] [--to D]`.
struct PlanShoppingCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a food off the shopping list of a range (undo with `homebook undo`)."
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
