import HomebookCore

extension BudgetMenuActions {
    /// The newest items in a table with their running balances, and total savings under it.
    func list() throws {
        let ledger = session.store.ledger
        let currency = try session.store.settings.currency()
        let totals = try ledger.totals()
        guard totals.count > 0 else {
            session.say("No budget items yet.")
            return
        }
        let entries = try ledger.list(limit: Self.listLimit)
        if totals.count > Int64(Self.listLimit) {
            session.say(
                "The newest \(Self.listLimit) of \(CountedNoun.text(Int(totals.count), "item"))"
                    + " (`homebook budget list` shows them all):"
            )
        }
        // Each amount in its account's currency (docs/manual.md#budget-accounts).
        let money = ItemMoneyFormat(
            try ledger.listingMoney(),
            decimalComma: try session.store.settings.decimalComma()
        )
        session.say(LedgerText.table(entries, money: money, style: session.style))
        session.say(
            session.style.bold(
                try BudgetListCommand.savingsLine(session.store, currency: currency)
            )
        )
    }

    /// Income, expenses, savings and the number of items.
    func total() throws {
        let store = session.store
        // Several currencies: one sum each, never mixed (docs/manual.md#currencies).
        if let totals = try store.ledger.totalsPerCurrency(nil) {
            session.say(
                LedgerAccountText.totals(totals, decimalComma: try store.settings.decimalComma())
            )
            return
        }
        let totals = try store.ledger.totals()
        session.say(LedgerText.totals(totals, currency: try store.settings.currency()))
    }

    /// The monthly report as a bar chart: blocks on a terminal, `#` when scripted; one chart
    /// per currency once several are in use.
    func report() throws {
        let store = session.store
        if let reports = try store.ledger.reportPerCurrency(LedgerQuery(), by: .month) {
            session.say(
                CurrencyReportText.charts(
                    reports,
                    decimalComma: try store.settings.decimalComma(),
                    usesBlocks: session.terminal.isInteractive
                )
            )
            return
        }
        let chart = MonthlyChart(
            months: try session.store.ledger.monthlyReport(),
            currency: try session.store.settings.currency(),
            usesBlocks: session.terminal.isInteractive
        )
        session.say(chart.rendered())
    }
}

extension BudgetMenuActions {
    /// Asks for a month: `YYYY-MM`, `t` for this one, `last`; nil when the answer is empty.
    private func askMonth() throws -> LedgerMonth? {
        try session.ask("Month (YYYY-MM, t this month, last; Enter goes back):") { answer in
            answer.trimmingWhitespace().isEmpty
                ? nil : try LedgerMonth.parse(answer, today: session.today())
        }
    }

    /// A month's income, expenses and net per category, as `budget report --by category`:
    /// one table per currency once several are in use, never one sum of two
    /// (docs/manual.md#currencies); the Targets view converts, as the categories screen does.
    func categories() throws {
        guard let month = try askMonth() else { return }
        let store = session.store
        let maxWidth = session.terminal.isInteractive ? nil : Int.max
        if let reports = try store.ledger.reportPerCurrency(.month(month), by: .category),
            !(reports.count == 1 && reports[0].currency.isUnnamed)
        {
            // Several currencies, or one named: the same tables as the command line's.
            session.say("By category, \(month):")
            session.say(
                CurrencyReportText.tables(
                    reports,
                    decimalComma: try store.settings.decimalComma(),
                    style: session.style,
                    maxWidth: maxWidth
                )
            )
            return
        }
        let report = try store.ledger.report(.month(month), by: .category)
        session.say("By category, \(month):")
        session.say(
            LedgerReportText.table(
                report,
                currency: try currency(),
                style: session.style,
                maxWidth: maxWidth
            )
        )
    }

    /// A month's targets with spent, left and a bar, as `budget targets`.
    func targets() throws {
        guard let month = try askMonth() else { return }
        session.say(
            TargetText.table(
                try session.store.ledger.targetStatus(in: month),
                month: month,
                format: try CategoryMoney.format(session.store),
                style: session.style,
                maxWidth: session.terminal.isInteractive ? nil : .max
            )
        )
    }
}
