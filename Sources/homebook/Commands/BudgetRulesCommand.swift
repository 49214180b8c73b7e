import ArgumentParser
import HomebookCore

/// `homebook budget rules add|list|remove|apply`: categorising rules saved with a bank
/// mapping (docs/manual.md#interchange).
struct BudgetRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Categorising rules of a saved bank mapping: add, list, remove, apply.",
        discussion: """
            A rule matches a row whose name holds PATTERN, ignoring letter case; * stands \
            for any run of characters (AMAZON*PRIME). The first matching rule, in id order, \
            gives the category and, with --name, a cleaner name. Rules apply on each import \
            through their mapping; budget rules apply re-runs them on items already there.
            """,
        subcommands: [AddCommand.self, ListCommand.self, RemoveCommand.self, ApplyCommand.self]
    )

    /// `budget rules add MAPPING PATTERN --category C [--name N]`.
    struct AddCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a rule to a saved mapping; prints its id."
        )

        @Argument(help: "The saved mapping the rule belongs to.")
        var mapping: String

        @Argument(help: "Text a name holds (any letter case; * for any run of characters).")
        var pattern: String

        @Option(parsing: .unconditional, help: "The category a matching row gets.")
        var category: String

        @Option(parsing: .unconditional, help: "A cleaner name for a matching row.")
        var name: String?

        @OptionGroup var store: StoreOptions

        /// Fills the core's rule form from the arguments, saves it and prints its id.
        func run() throws {
            var options: [(key: String, text: String)] = [
                ("mapping", mapping), ("pattern", pattern), ("category", category),
            ]
            if let name { options.append(("name", name)) }
            let saved = try store.withStore { store in
                try FormOptions.save(RuleForm(ledger: store.ledger), options)
            }
            if let id = saved.id { print(id) }
        }
    }

    /// `budget rules list [MAPPING]`.
    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the rules (of one mapping), in the order they are tried."
        )

        @Argument(help: "Only this mapping's rules.")
        var mapping: String?

        @OptionGroup var store: StoreOptions

        /// Prints one rule a line: id, mapping, pattern, category, name.
        func run() throws {
            let rules = try store.withStore { try $0.ledger.rules(for: mapping) }
            guard !rules.isEmpty else {
                print("No rules.")
                return
            }
            for rule in rules {
                var line =
                    "\(rule.id)  \(DisplayText.singleLine(rule.mapping))"
                    + "  \"\(DisplayText.singleLine(rule.pattern))\""
                    + " → \(DisplayText.singleLine(rule.category))"
                if let name = rule.name { line += ", named \"\(DisplayText.singleLine(name))\"" }
                print(line)
            }
        }
    }

    /// `budget rules remove ID`.
    struct RemoveCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a rule."
        )

        @Argument(help: "The rule's id, as budget rules list shows it.")
        var id: Int64

        @OptionGroup var store: StoreOptions

        /// Removes it and says so.
        func run() throws {
            try store.withStore { try $0.ledger.removeRule(id: id) }
            print("Removed rule \(id).")
        }
    }

    /// `budget rules apply [--from D] [--to D]`.
    struct ApplyCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "apply",
            abstract: "Re-run every rule on the items already there: one undoable change."
        )

        @Option(help: "The first day: YYYY-MM-DD, today or yesterday.")
        var from: String?

        @Option(help: "The last day: YYYY-MM-DD, today or yesterday.")
        var to: String?

        @OptionGroup var store: StoreOptions

        /// Applies them and says how many items changed.
        func run() throws {
            let count = try store.withStore { store in
                let range = try LedgerInput.filter(
                    from: from,
                    to: to,
                    kind: nil,
                    category: nil,
                    today: CalendarDate.today()
                )
                return try store.ledger.applyRules(from: range.from, to: range.to)
            }
            print("Changed \(count) budget \(count == 1 ? "item" : "items").")
        }
    }
}
