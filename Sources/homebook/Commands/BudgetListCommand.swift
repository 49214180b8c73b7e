import ArgumentParser
import HomebookCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `homebook budget list …`: items in date order with the running savings after each.
struct BudgetListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List items oldest first, each with the total savings after it.",
        discussion: """
            The balance is over the whole ledger, whatever the filter. --limit N keeps the \
            newest N matching items, still oldest first.
            """
    )

    @OptionGroup var filter: BudgetFilterOptions

    @Option(help: "Show only the newest N matching items.")
    var limit: Int?

    @Flag(help: "JSON: an array, one item per line, money as strings.")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Refuses a negative limit (a usage error).
    func validate() throws {
        if let limit, limit < 0 {
            throw ValidationError("--limit must be 0 or more.")
        }
    }

    /// Prints the table (or JSON) and, for people, the total savings under it.
    func run() throws {
        try store.withStore { store in
            let filter = try filter.filter(today: CalendarDate.today())
            if json, limit == nil {
                // Streamed, so even a huge ledger prints in flat memory.
                let output = OutputFile.standardOutput()
                try store.ledger.exportJSON(matching: filter, to: output)
                try output.finish()
                return
            }
            let entries = try store.ledger.list(filter, limit: limit)
            if json {
                print(JSONValue.renderLines(entries.map(\.json)))
                return
            }
            let currency = try store.settings.currency()
            if entries.isEmpty {
                print("No budget items to show.")
            } else {
                let style = Style(isInteractive: isatty(STDOUT_FILENO) == 1)
                print(LedgerText.table(entries, currency: currency, style: style))
            }
            print(LedgerText.savingsLine(try store.ledger.totals(), currency: currency))
        }
    }
}
