import ArgumentParser
import HomebookCore

/// `homebook budget total`: income, expenses, savings and the item count (no scan), or
/// the same sums over the items a filter counts.
struct BudgetTotalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "total",
        abstract: "Show total income, expenses and savings, of everything or of a filter.",
        discussion: """
            With a filter, the lines are the sums of the items it counts and Savings becomes \
            Net (their income minus their expenses). Examples:
              homebook budget total --month 2026-03 --category food
              homebook budget total --from 2026-01-01 --kind expense --search rent
            """
    )

    @OptionGroup var filter: BudgetQueryOptions

    @Option(help: "Only this account: its sums and balance, in its currency.")
    var account: String?

    @OptionGroup var conversion: ConversionOptions

    @Flag(
        help:
            #"JSON: {"income","expenses","savings","count"}, money as strings; with several currencies, {"currencies":[…],"count"}."#
    )
    var json = false

    @OptionGroup var store: StoreOptions

    /// Prints the stored totals, or the filter's sums, as text or JSON.
    func run() throws {
        if let code = conversion.into {
            let complete = try store.withStore {
                try conversion.show(filter.text, code: code, asReport: false, json: json, from: $0)
            }
            try ConversionOptions.finish(complete)
            return
        }
        try store.withStore(readingOnly: true) { store in
            if let account {
                try Self.showAccount(account, filter.text, json: json, from: store)
            } else {
                try Self.show(filter.text, json: json, from: store)
            }
        }
    }

    /// The command's work once its line is read; `QuickReportLine` calls it too.
    static func show(_ filter: LedgerQueryText, json: Bool, from store: HomebookStore) throws {
        let filtered = filter != LedgerQueryText()
        // Several currencies (or opening balances): one sum per currency, never mixed.
        if let totals = try perCurrency(filter, from: store) {
            try showPerCurrency(totals, filtered: filtered, json: json, from: store)
            return
        }
        let totals: LedgerTotals
        if filtered {
            let query = try store.ledger.query(filter, today: CalendarDate.today())
            let sum = try store.ledger.sum(query)
            totals = LedgerTotals(income: sum.income, expenses: sum.expenses, count: sum.count)
        } else {
            totals = try store.ledger.totals()
        }
        if json {
            print(totals.json.rendered)
        } else {
            let currency = try store.settings.currency()
            print(LedgerText.totals(totals, currency: currency, filtered: filtered))
        }
    }
}

/// `homebook budget report`: income, expenses and net per month as a bar chart, or a table
/// by category, by month, or categories by month.
struct BudgetReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Show income, expenses and net per month as a bar chart, or by category.",
        discussion: """
            --by category: one row per category (uncategorised last) with income, expenses, \
            net and items. --by month: one row per month. --by category,month: categories as \
            rows, months as columns, each cell the net (income minus expenses). Examples:
              homebook budget report --by category --month 2026-03
              homebook budget report --by category,month --from 2026-01-01 --kind expense
              homebook budget report --by category --depth 1
            """
    )

    @OptionGroup var filter: BudgetQueryOptions

    @Option(help: "category, month or category,month (a table instead of the chart).")
    var by: String?

    @Option(help: "With --by category: roll each category up into its branch N levels deep.")
    var depth: Int?

    @OptionGroup var conversion: ConversionOptions

    @Flag(
        help: ArgumentHelp(
            #"JSON: without --by, rows of {"month","income","expenses","net"}; with --by, {"by","months","rows","total"}; money as strings."#
        )
    )
    var json = false

    @Option(help: "Only this account's items, amounts in its currency.")
    var account: String?

    @OptionGroup var store: StoreOptions

    /// Prints the report as a bar chart or a table, or JSON.
    func run() throws {
        if let depth {
            guard depth >= 1 else { throw ValidationError("--depth must be 1 or more") }
            guard let by, (try? LedgerReportGrouping.parse(by)) != .month else {
                throw ValidationError("--depth needs --by category or --by category,month")
            }
        }
        if let code = conversion.into {
            // Converted: one row per category (what hledger bal -X shows).
            let complete = try store.withStore {
                try conversion.show(filter.text, code: code, asReport: true, json: json, from: $0)
            }
            try ConversionOptions.finish(complete)
            return
        }
        try store.withStore(readingOnly: true) {
            try Self.show(
                filter.text,
                by: by,
                depth: depth,
                json: json,
                account: account,
                from: $0
            )
        }
    }

    /// The command's work once its line is read; `QuickReportLine` calls it too.
    static func show(
        _ filter: LedgerQueryText,
        by: String?,
        depth: Int? = nil,
        json: Bool,
        account name: String? = nil,
        from store: HomebookStore
    ) throws {
        var query = try store.ledger.query(filter, today: CalendarDate.today())
        // One account: its items only, amounts in its currency (docs/manual.md#budget-accounts).
        let account = try name.map { try store.accounts.get($0) }
        query.account = account?.id
        var currency = account.flatMap { $0.currency.isUnnamed ? nil : $0.currency }
        let grouping = try by.map { try LedgerReportGrouping.parse($0) }
        if account == nil,
            let reports = try store.ledger.reportPerCurrency(
                query,
                by: grouping ?? .month,
                depth: depth
            )
        {
            // Several currencies: one report each, never one sum of two.
            guard reports.count == 1, let only = reports.first else {
                try showPerCurrency(reports, grouping: grouping, json: json, from: store)
                return
            }
            currency = only.currency.isUnnamed ? nil : only.currency
        }
        let format =
            try currency.map { MoneyFormat($0, decimalComma: try store.settings.decimalComma()) }
            ?? MoneyFormat(symbol: try store.settings.currency())
        if let grouping {
            let report = try store.ledger.report(query, by: grouping, depth: depth)
            if json {
                print(report.json(in: currency).rendered)
            } else {
                print(LedgerReportText.table(report, format: format))
            }
            return
        }
        let months = try store.ledger.monthlyReport(query)
        if json {
            SystemIO.printUTF8(JSONValue.renderLinesUTF8(months.map { $0.json(in: currency) }))
            return
        }
        var chart = MonthlyChart(
            months: months,
            currency: try store.settings.currency(),
            usesBlocks: SystemIO.outputIsTerminal
        )
        chart.format = format
        print(chart.rendered())
    }
}
