import ArgumentParser
import HomebookCore

/// `homebook budget price …`: prices between currencies (docs/manual.md#prices).
struct BudgetPriceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "price",
        abstract: "Prices between currencies: add, list, import, delete.",
        subcommands: [
            BudgetPriceAddCommand.self, BudgetPriceListCommand.self,
            BudgetPriceImportCommand.self, BudgetPriceDeleteCommand.self,
        ]
    )
}

/// `homebook budget price add DATE FROM TO RATE`.
struct BudgetPriceAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Record that on DATE one FROM is worth RATE TO.",
        discussion: """
            RATE is exact: a decimal (0.8571) or a fraction (6/7). A second price for the \
            same day and pair replaces the first. Example:
              homebook budget price add 2026-03-02 USD EUR 0.8571
            """
    )

    @Argument(help: "The day: YYYY-MM-DD.") var date: String
    @Argument(help: "The currency priced (USD).") var from: String
    @Argument(help: "The currency the price is in (EUR).") var to: String
    @Argument(help: "How many TO one FROM is worth: 0.8571 or 6/7.") var rate: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let price = try store.withStore {
            try $0.prices.add(day: date, from: from, to: to, rate: rate)
        }
        print(PriceText.line(price))
    }
}

/// `homebook budget price list [--json]`.
struct BudgetPriceListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the prices, oldest day first."
    )

    @Flag(help: #"JSON: one {"date","from","to","rate","numerator","denominator"} per line."#)
    var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let prices = try store.withStore { try $0.prices.list() }
        if json {
            SystemIO.printUTF8(JSONValue.renderLinesUTF8(prices.map(PriceText.json)))
            return
        }
        guard !prices.isEmpty else {
            print("No prices yet: homebook budget price add DATE FROM TO RATE")
            return
        }
        print(PriceText.table(prices))
    }
}

/// `homebook budget price import FILE [--base CODE]`.
struct BudgetPriceImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import prices from a CSV file, all or nothing.",
        discussion: """
            Either a header date,from,to,rate, or a central bank's reference rates: \
            Date,USD,JPY,… with each cell the units of that currency one --base (default \
            EUR, as in the ECB's eurofxref files) is worth. Empty and N/A cells are skipped; \
            columns of currencies the book does not know are left out and named.
            """
    )

    @Argument(help: "The CSV file.") var file: String
    @Option(help: "The base of a central bank's file (default EUR).") var base = "EUR"
    @OptionGroup var store: StoreOptions

    func run() throws {
        let result = try store.withStore { try $0.prices.importCSV(path: file, base: base) }
        print("Imported \(result.count) price\(result.count == 1 ? "" : "s").")
        if !result.skippedCurrencies.isEmpty {
            print(
                "Left out (unknown currencies; add them with homebook budget currency add): "
                    + result.skippedCurrencies.joined(separator: ", ")
            )
        }
    }
}

/// `homebook budget price delete DATE FROM TO`.
struct BudgetPriceDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete the price of DATE from FROM to TO."
    )

    @Argument(help: "The day: YYYY-MM-DD.") var date: String
    @Argument(help: "The currency priced.") var from: String
    @Argument(help: "The currency the price is in.") var to: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        try store.withStore { try $0.prices.delete(day: date, from: from, to: to) }
        print("Deleted.")
    }
}
