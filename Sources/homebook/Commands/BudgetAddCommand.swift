import ArgumentParser
import HomebookCore

/// `homebook budget add income|expense NAME AMOUNT …`: saves an item and prints its id.
struct BudgetAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an income or an expense; prints the new id.",
        usage: """
            homebook budget add income|expense NAME AMOUNT [--date D] [--category C] [--note T] [--account A] [--strict]
            """,
        discussion: """
            AMOUNT: digits, optionally grouped by commas in threes, optionally a decimal point \
            and decimals (extra decimals are cut, never rounded), optionally after a currency \
            symbol: 12.30, $1,234.56, .5. Anything else is saved as 0.00 with a warning \
            (exit 0), or refused with --strict (exit 1, nothing saved). \
            Values may begin with "-" (they are still values, not options).
            """
    )

    // .allUnrecognized keeps values that begin with "-" (`budget add expense Milk -5`)
    // as values; the count is checked in validate().
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("income or expense, the name, the amount.", valueName: "values")
    )
    var values: [String] = []

    @Option(
        parsing: .unconditional,
        help: "The day: YYYY-MM-DD, today or yesterday (default today)."
    )
    var date: String?

    @Option(parsing: .unconditional, help: "A category.")
    var category: String?

    @Option(parsing: .unconditional, help: "A note.")
    var note: String?

    @Option(help: "The account (default: the default account); the amount is in its currency.")
    var account: String?

    @Flag(help: "Refuse an invalid amount (exit 1, nothing saved) instead of saving 0.00.")
    var strict = false

    @OptionGroup var store: StoreOptions

    /// The values without the first `--`, which only ends the options, as is usual.
    var positional: [String] {
        guard let terminator = values.firstIndex(of: "--") else { return values }
        var values = values
        values.remove(at: terminator)
        return values
    }

    /// Checks that exactly KIND NAME AMOUNT were given (a usage error otherwise).
    func validate() throws {
        guard positional.count == 3 else {
            throw ValidationError(
                "Expected KIND NAME AMOUNT (3 values), got \(positional.count):"
                    + " homebook budget add income|expense NAME AMOUNT"
            )
        }
    }

    /// Saves the item, warns about an invalid amount, and prints the new id.
    func run() throws {
        try Self.add(
            positional,
            date: date,
            category: category,
            note: note,
            account: account,
            strict: strict,
            at: store.resolvedPath()
        )
    }

    /// The command's work once its line is read; `QuickAddLine` calls it too. `values` are
    /// KIND NAME AMOUNT, the options as typed (nil when not given).
    static func add(
        _ values: [String],
        date: String?,
        category: String?,
        note: String?,
        account: String?,
        strict: Bool,
        at path: String
    ) throws {
        let draft = LedgerDraft(
            kind: values[0],
            name: values[1],
            amount: values[2],
            date: date ?? "",
            category: category ?? "",
            note: note ?? "",
            invalidAmountRecordsZero: !strict
        )
        let added = try StoreOptions.withStore(at: path) { store in
            if let account {
                return try store.ledger.add(draft, today: CalendarDate.today(), account: account)
            }
            return try store.ledger.add(draft, today: CalendarDate.today())
        }
        if let warning = added.warning {
            printError("Warning: \(warning)")
        }
        // Written as bytes: `print` would cast the id to its protocols at run time, a scan
        // of every conformance in the binary (QuickStartLine's `--version` does the same).
        SystemIO.printUTF8(Array(String(added.item.id).utf8))
    }
}
