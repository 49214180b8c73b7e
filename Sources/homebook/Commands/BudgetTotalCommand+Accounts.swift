import HomebookCore

/// `budget total` for a book with more than its default account (docs/manual.md#budget-accounts):
/// one account's sums with `--account`, or the sums per currency.
extension BudgetTotalCommand {
    /// Prints one account's income, expenses and balance (or net, with a filter).
    static func showAccount(
        _ name: String,
        _ filter: LedgerQueryText,
        json: Bool,
        from store: HomebookStore
    ) throws {
        let account = try store.accounts.get(name)
        let query = try store.ledger.query(filter, today: CalendarDate.today())
        let sum = try store.ledger.sum(query, account: account)
        let filtered = filter != LedgerQueryText()
        let (balance, overflow) = account.opening.addingReportingOverflow(sum.net.cents)
        guard !overflow else { throw AccountError.overflow(account.name) }
        let currency = account.currency
        if json {
            let value = JSONValue.object([
                ("account", .string(account.name)),
                ("currency", currency.isUnnamed ? .null : .string(currency.code)),
                ("income", .string(currency.plain(sum.income.cents))),
                ("expenses", .string(currency.plain(sum.expenses.cents))),
                (
                    filtered ? "net" : "balance",
                    .string(currency.plain(filtered ? sum.net.cents : balance))
                ),
                ("count", .integer(sum.count)),
            ])
            print(value.rendered)
            return
        }
        print(
            LedgerAccountText.accountTotals(
                sum,
                account: account,
                filtered: filtered,
                balance: balance,
                decimalComma: try store.settings.decimalComma()
            )
        )
    }

    /// The totals per currency in use, or nil when the book prints as before accounts.
    static func perCurrency(
        _ filter: LedgerQueryText,
        from store: HomebookStore
    ) throws -> [CurrencyTotals]? {
        guard filter != LedgerQueryText() else { return try store.ledger.totalsPerCurrency(nil) }
        let query = try store.ledger.query(filter, today: CalendarDate.today())
        return try store.ledger.totalsPerCurrency(query)
    }

    /// Prints totals per currency as text or JSON.
    static func showPerCurrency(
        _ totals: [CurrencyTotals],
        filtered: Bool,
        json: Bool,
        from store: HomebookStore
    ) throws {
        if json, totals.count == 1, let total = totals.first {
            // One currency: the keys of a book before accounts, in its decimals.
            let value = JSONValue.object([
                ("income", .string(total.currency.plain(total.income))),
                ("expenses", .string(total.currency.plain(total.expenses))),
                ("savings", .string(total.currency.plain(total.savings))),
                ("count", .integer(total.count)),
            ])
            print(value.rendered)
            return
        }
        if json {
            let rows = totals.map { total in
                JSONValue.object([
                    ("currency", total.currency.isUnnamed ? .null : .string(total.currency.code)),
                    ("income", .string(total.currency.plain(total.income))),
                    ("expenses", .string(total.currency.plain(total.expenses))),
                    ("savings", .string(total.currency.plain(total.savings))),
                    ("count", .integer(total.count)),
                ])
            }
            let count = totals.reduce(Int64(0)) { $0 + $1.count }
            print(
                JSONValue.object([("currencies", .array(rows)), ("count", .integer(count))])
                    .rendered
            )
            return
        }
        print(
            LedgerAccountText.totals(
                totals,
                filtered: filtered,
                decimalComma: try store.settings.decimalComma()
            )
        )
    }
}

extension BudgetReportCommand {
    /// Prints a report per currency (docs/manual.md#currencies): each currency's chart or
    /// table under its code, or JSON with one entry per currency.
    static func showPerCurrency(
        _ reports: [CurrencyReport],
        grouping: LedgerReportGrouping?,
        json: Bool,
        from store: HomebookStore
    ) throws {
        if json {
            func code(_ currency: Currency) -> JSONValue {
                currency.isUnnamed ? .null : .string(currency.code)
            }
            if grouping == nil {
                // One line per month, as without currencies, each saying its currency.
                let lines = reports.flatMap { entry in
                    entry.report.monthlyTotals.map { month -> JSONValue in
                        guard case .object(let fields) = month.json(in: entry.currency) else {
                            return month.json(in: entry.currency)
                        }
                        return .object([("currency", code(entry.currency))] + fields)
                    }
                }
                SystemIO.printUTF8(JSONValue.renderLinesUTF8(lines))
            } else {
                let entries = reports.map { entry -> JSONValue in
                    guard case .object(let fields) = entry.report.json(in: entry.currency) else {
                        return entry.report.json(in: entry.currency)
                    }
                    return .object([("currency", code(entry.currency))] + fields)
                }
                print(JSONValue.object([("currencies", .array(entries))]).rendered)
            }
            return
        }
        let decimalComma = try store.settings.decimalComma()
        if grouping == nil {
            print(
                CurrencyReportText.charts(
                    reports,
                    decimalComma: decimalComma,
                    usesBlocks: SystemIO.outputIsTerminal
                )
            )
        } else {
            print(
                CurrencyReportText.tables(
                    reports,
                    decimalComma: decimalComma,
                    style: Style(isInteractive: SystemIO.outputIsTerminal)
                )
            )
        }
    }
}
