import ArgumentParser
import HomebookCore

/// `homebook budget total`: income, expenses, savings and the item count (no scan).
struct BudgetTotalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "total",
        abstract: "Show total income, expenses and savings."
    )

    @Flag(help: #"JSON: {"income","expenses","savings","count"}, money as strings."#)
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the stored totals, as text or JSON.
    func run() throws {
        try store.withStore { store in
            let totals = try store.ledger.totals()
            if json {
                print(totals.json.rendered)
            } else {
                print(LedgerText.totals(totals, currency: try store.settings.currency()))
            }
        }
    }
}

/// `homebook budget report`: income, expenses and net per month, as a bar chart.
struct BudgetReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Show income, expenses and net per month as a bar chart."
    )

    @Flag(help: #"JSON: rows of {"month","income","expenses","net"}, money as strings."#)
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the report as a bar chart, or JSON rows.
    func run() throws {
        try store.withStore { store in
            let months = try store.ledger.monthlyReport()
            if json {
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(months.map(\.json)))
                return
            }
            let chart = MonthlyChart(
                months: months,
                currency: try store.settings.currency(),
                usesBlocks: SystemIO.outputIsTerminal
            )
            print(chart.rendered())
        }
    }
}
