import ArgumentParser
import HomebookCore

/// `homebook budget list …`: items in date order with the running savings after each.
struct BudgetListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List items oldest first, each with the total savings after it.",
        discussion: """
            The balance is over the whole ledger, whatever the filter. --limit N keeps the \
            newest N matching items, still oldest first. Each amount is in its account's \
            currency; while several currencies are in use the balance column is left out \
            (a balance would mix them) and the savings line gives one total per currency.
            """
    )

    @OptionGroup var filter: BudgetFilterOptions

    @Option(help: "Show only the newest N matching items.")
    var limit: Int?

    @Flag(help: "JSON: an array, one item per line, money as strings.")
    var json = false

    @Option(help: "Only this account, with its balance after each item, in its currency.")
    var account: String?

    @OptionGroup var store: StoreOptions

    /// Refuses a negative limit (a usage error).
    func validate() throws {
        if let limit, limit < 0 {
            throw ValidationError("--limit must be 0 or more.")
        }
    }

    /// Prints the table (or JSON) and, for people, the total savings under it.
    func run() throws {
        try Self.show(
            at: try store.resolvedPath(),
            filter: try filter.filter(today: CalendarDate.today()),
            limit: limit,
            json: json,
            account: account
        )
    }

    /// The command's work once its line is read; `QuickStartLine` calls it too.
    static func show(
        at path: String,
        filter: LedgerFilter,
        limit: Int?,
        json: Bool,
        account: String?
    ) throws {
        try StoreOptions.withStore(at: path) { store in
            if let account {
                try Self.listAccount(account, filter, limit: limit, json: json, store)
                return
            }
            if json, limit == nil {
                // Streamed, so even a huge ledger prints in flat memory.
                let output = OutputFile.standardOutput()
                try store.ledger.exportJSON(
                    matching: filter,
                    to: output,
                    then: try Self.transfers(filter, store).map(\.json)
                )
                try output.finish()
                return
            }
            let currency = try store.settings.currency()
            // Each amount in its account's currency (docs/manual.md#budget-accounts).
            let listing = try store.ledger.listingMoney()
            let money = ItemMoneyFormat(listing, decimalComma: try store.settings.decimalComma())
            guard let limit else {
                // Streamed in two passes (widths, then rows), so memory stays flat.
                try Self.streamTable(store.ledger, filter, money: money)
                try Self.printTransfers(filter, store)
                print(try Self.savingsLine(store, currency: currency))
                return
            }
            let entries = try store.ledger.list(filter, limit: limit)
            if json {
                let transfers = try Self.transfers(filter, store).map(\.json)
                SystemIO.printUTF8(
                    JSONValue.renderLinesUTF8(entries.map { $0.json(in: listing) } + transfers)
                )
                return
            }
            if entries.isEmpty {
                print("No budget items to show.")
            } else {
                let style = Style(isInteractive: SystemIO.outputIsTerminal)
                print(LedgerText.table(entries, money: money, style: style))
            }
            try Self.printTransfers(filter, store)
            print(try Self.savingsLine(store, currency: currency))
        }
    }

    /// Prints every matching item as the table ``LedgerText/table(_:money:style:)`` would,
    /// without holding the items: one pass measures the columns, a second prints the rows.
    static func streamTable(
        _ ledger: Ledger,
        _ filter: LedgerFilter,
        money: ItemMoneyFormat
    ) throws {
        var table = LedgerText.emptyTable(balance: money.balance != nil)
        var count = 0
        try ledger.forEachEntry(matching: filter) { entry in
            table.measure(LedgerText.cells(entry, money: money))
            count += 1
        }
        guard count > 0 else {
            print("No budget items to show.")
            return
        }
        print(table.header(style: Style(isInteractive: SystemIO.outputIsTerminal)))
        try ledger.forEachEntry(matching: filter) { entry in
            // A write that failed (a full disk) stops the walk; main() reports it.
            if SystemIO.outputFailed { throw OutputFailed() }
            print(table.line(LedgerText.cells(entry, money: money)))
        }
    }
}

/// Standard output could not be written; `Homebook.main` says so once and exits 1.
struct OutputFailed: Error {}
