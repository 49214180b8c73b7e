import ArgumentParser
import HomebookCore

/// `homebook budget edit ID …`: changes only the fields given.
struct BudgetEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change some fields of an item; the others are kept.",
        discussion: "An empty --category or --note value clears that field."
    )

    @Argument(help: "The item's id, as shown by `budget list`.")
    var id: Int64

    @Option(help: "income or expense.")
    var kind: String?

    @Option(parsing: .unconditional, help: "A new name (one line).")
    var name: String?

    @Option(parsing: .unconditional, help: "A new amount (an invalid one is saved as 0.00).")
    var amount: String?

    @Option(parsing: .unconditional, help: "A new day: YYYY-MM-DD, today or yesterday.")
    var date: String?

    @Option(parsing: .unconditional, help: "A new category; empty clears it.")
    var category: String?

    @Option(parsing: .unconditional, help: "A new note; empty clears it.")
    var note: String?

    @OptionGroup var store: StoreOptions

    /// Refuses an edit that changes nothing (a usage error).
    func validate() throws {
        if [kind, name, amount, date, category, note].allSatisfy({ $0 == nil }) {
            throw ValidationError(
                "Nothing to change: give at least one of --kind, --name, --amount, --date,"
                    + " --category, --note."
            )
        }
    }

    /// Applies the changes and names the item changed.
    func run() throws {
        let (item, warning) = try store.withStore { store in
            let currency = try store.settings.currency()
            let parsed = try amount.map { try AmountArgument.parse($0, currency: currency) }
            let changes = LedgerItemChanges(
                kind: try kind.map { try LedgerKind.parse($0) },
                name: name,
                amount: parsed?.0,
                date: try date.map { try DateInput.parse($0, today: CalendarDate.today()) },
                category: category.map { .some($0) },
                note: note.map { .some($0) }
            )
            return (try store.ledger.edit(id: id, changes), parsed?.1)
        }
        AmountArgument.warn(warning)
        print("Updated budget item \(item.id): \(DisplayText.singleLine(item.name))")
    }
}

/// `homebook budget delete ID`.
struct BudgetDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete an item."
    )

    @Argument(help: "The item's id, as shown by `budget list`.")
    var id: Int64

    @OptionGroup var store: StoreOptions

    /// Deletes the item and names it.
    func run() throws {
        let item = try store.withStore { try $0.ledger.delete(id: id) }
        print("Deleted budget item \(item.id): \(DisplayText.singleLine(item.name))")
    }
}
