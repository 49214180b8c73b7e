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
        var category: String?

        @Option(parsing: .unconditional, help: "A cleaner name for a matching row.")
        var name: String?

        @Option(
            parsing: .unconditional,
            help: "Make a matching row a transfer between the statement's account and this one."
        )
        var transferTo: String?

        @OptionGroup var store: StoreOptions

        func validate() throws {
            if (category == nil) == (transferTo == nil) {
                throw ValidationError("Give --category C or --transfer-to ACCOUNT (one of them).")
            }
            if transferTo != nil, name != nil {
                throw ValidationError(
                    "--name goes with --category: a transfer keeps the bank's name as its note."
                )
            }
        }

        /// Fills the core's rule form from the arguments, saves it and prints its id; a
        /// transfer rule's id as `T<id>` (docs/manual.md#transfers).
        func run() throws {
            if let transferTo {
                let id = try store.withStore {
                    try $0.ledger.addTransferRule(
                        mapping: mapping,
                        pattern: pattern,
                        account: transferTo
                    )
                }
                print("T\(id)")
                return
            }
            guard let category else { return }
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
            let (rules, transfers) = try store.withStore {
                (try $0.ledger.rules(for: mapping), try $0.ledger.transferRules(for: mapping))
            }
            guard !rules.isEmpty || !transfers.isEmpty else {
                print("No rules.")
                return
            }
            // Transfer rules first: they are tried first (docs/manual.md#transfers).
            for rule in transfers {
                print(
                    "T\(rule.id)  \(DisplayText.singleLine(rule.mapping))"
                        + "  \"\(DisplayText.singleLine(rule.pattern))\""
                        + " ⇄ \(DisplayText.singleLine(rule.account))"
                )
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

        @Argument(help: "The rule's id, as budget rules list shows it (T<id>: a transfer rule).")
        var id: String

        @OptionGroup var store: StoreOptions

        /// Removes it and says so.
        func run() throws {
            let transfer = id.hasPrefix("T") || id.hasPrefix("t")
            let digits = transfer ? String(id.dropFirst()) : id
            guard let number = Int64(digits), number > 0 else {
                throw ValidationError("\(id) is not a rule id (budget rules list shows them).")
            }
            try store.withStore {
                if transfer {
                    try $0.ledger.removeTransferRule(id: number)
                } else {
                    try $0.ledger.removeRule(id: number)
                }
            }
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
