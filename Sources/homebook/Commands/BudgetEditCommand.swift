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

    @Option(
        parsing: .unconditional,
        help: "A new amount (an invalid one is refused; the old amount is kept)."
    )
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

    /// Applies the changes and names the item changed; an invalid amount is refused.
    func run() throws {
        let changes = LedgerChanges(
            kind: kind,
            name: name,
            amount: amount,
            date: date,
            category: category,
            note: note
        )
        let item = try store.withStore {
            try $0.ledger.update(id, with: changes, today: CalendarDate.today())
        }
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
        let item = try store.withStore { try $0.ledger.delete(id) }
        print("Deleted budget item \(item.id): \(DisplayText.singleLine(item.name))")
    }
}
