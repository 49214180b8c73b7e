import ArgumentParser
import HomebookCore

/// `homebook budget …`: the ledger for scripts (docs/manual.md#command-line).
struct BudgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract:
            "Income and expenses: add, list, edit, delete, totals, reports, targets,"
            + " repeating items, CSV, JSON.",
        subcommands: [
            BudgetAddCommand.self,
            BudgetListCommand.self,
            BudgetEditCommand.self,
            BudgetDeleteCommand.self,
            BudgetTotalCommand.self,
            BudgetReportCommand.self,
            BudgetTargetCommand.self,
            BudgetTargetsCommand.self,
            BudgetCategoryCommand.self,
            BudgetRepeatCommand.self,
            BudgetImportCommand.self,
            BudgetExportCommand.self,
            BudgetMappingsCommand.self,
            BudgetRulesCommand.self,
            BudgetAccountCommand.self,
            BudgetMoveCommand.self,
            BudgetCurrencyCommand.self,
            BudgetPriceCommand.self,
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

    /// The filter as the core takes it; the core checks the dates and the kind (exit 1).
    func filter(today: CalendarDate) throws -> LedgerFilter {
        try LedgerInput.filter(from: from, to: to, kind: kind, category: category, today: today)
    }
}
