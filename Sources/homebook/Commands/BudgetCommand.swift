import ArgumentParser
import HomebookCore

/// `homebook budget …`: the ledger for scripts (SPEC §8).
struct BudgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "Income and expenses: add, list, edit, delete, totals, report, CSV and JSON.",
        subcommands: [
            BudgetAddCommand.self,
            BudgetListCommand.self,
            BudgetEditCommand.self,
            BudgetDeleteCommand.self,
            BudgetTotalCommand.self,
            BudgetReportCommand.self,
            BudgetImportCommand.self,
            BudgetExportCommand.self,
        ]
    )
}

/// `--from`, `--to`, `--kind` and `--category`, shared by `list` and `export`.
struct BudgetFilterOptions: ParsableArguments {
    @Option(help: "The first day shown: YYYY-MM-DD, today or yesterday.")
    var from: String?

    @Option(help: "The last day shown: YYYY-MM-DD, today or yesterday.")
    var to: String?

    @Option(help: "Only income or only expense.")
    var kind: String?

    @Option(parsing: .unconditional, help: "Only this category.")
    var category: String?

    /// The filter as the core takes it; dates and the kind are checked here (exit 1).
    func filter(today: CalendarDate) throws -> LedgerFilter {
        LedgerFilter(
            from: try from.map { try DateInput.parse($0, today: today) },
            to: try to.map { try DateInput.parse($0, today: today) },
            kind: try kind.map { try LedgerKind.parse($0) },
            category: category
        )
    }
}

/// The one amount rule applied to a command-line value: missing is an error, invalid is
/// recorded as 0.00 with a warning on standard error.
enum AmountArgument {
    /// Parses the amount once: the money to save, and the warning to show after saving
    /// when the text was not an amount (it is then recorded as 0.00).
    static func parse(_ text: String, currency: String) throws -> (Money, InvalidAmount?) {
        let parsed = AmountParser.parse(text, currency: currency)
        guard let amount = parsed.recorded else { throw LedgerError.missingAmount }
        return (amount, parsed.warning)
    }

    /// Writes the warning for an invalid amount, once the item is saved.
    static func warn(_ warning: InvalidAmount?) {
        if let warning {
            printError("Warning: \(warning)")
        }
    }
}
