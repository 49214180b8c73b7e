internal import SQLiteWrapper

extension Ledger {
    /// Validates a draft and saves it into the named account (docs/manual.md#budget-accounts): the
    /// amount is read in the account's currency (`¥1,200` is 1200 yen, `12.5 BHD` is 12500
    /// fils); every other rule is the ledger's.
    ///
    /// - Throws: ``AccountError`` for an unknown or closed account, ``LedgerError`` for a
    ///   field that breaks its rule; nothing is saved then.
    @discardableResult
    public func add(
        _ draft: LedgerDraft,
        today: CalendarDate,
        account typed: String
    ) throws -> LedgerAdded {
        let account = try Accounts(database: database).get(typed)
        guard !account.closed else { throw AccountError.closed(account.name) }
        let (draft, style) = try prepared(draft, in: account)
        let (new, warning) = try LedgerInput.item(draft, today: today, style: style)
        return LedgerAdded(item: try add(new, account: account.id), warning: warning)
    }

    /// The draft as the ledger's rule reads it in `account`'s currency, and the style it is
    /// read with: what ``add(_:today:account:)`` saves and the item form checks.
    func prepared(
        _ draft: LedgerDraft,
        in account: Account
    ) throws -> (draft: LedgerDraft, style: AmountStyle) {
        var draft = draft
        let read = account.reading(draft.amount, style: try amountStyle())
        draft.amount = read.amount
        return (draft, read.style)
    }

    /// The income, expenses and counts of the items of one account that `query` counts,
    /// with the rules of every sum (a category counts its branch); amounts are in the
    /// account's minor units. Whole months read the account's stored cells.
    public func sum(_ query: LedgerQuery, account: Account) throws -> LedgerSum {
        var query = query
        query.account = account.id
        return try sum(query)
    }

    /// The items of one account a filter shows, oldest first, each with the account's
    /// balance after it (its opening balance plus everything before).
    public func list(
        _ filter: LedgerFilter,
        account: Account
    ) throws -> [(item: LedgerItem, balance: Int64)] {
        var rows: [(item: LedgerItem, balance: Int64)] = []
        var balance = account.opening
        let sql = """
            SELECT \(LedgerItem.columns) FROM budget_items WHERE account_id = ?
            ORDER BY date, id
            """
        for row in try database.fetchAll(sql, [.integer(account.id)]) {
            let item = try LedgerItem(row: row)
            let signed = item.kind == .income ? item.amount.cents : -item.amount.cents
            let (next, overflow) = balance.addingReportingOverflow(signed)
            guard !overflow else { throw AccountError.overflow(account.name) }
            balance = next
            if let from = filter.from, item.date < from { continue }
            if let to = filter.to, item.date > to { continue }
            guard filter.matchesKindAndCategory(item) else { continue }
            rows.append((item, balance))
        }
        return rows
    }
}

extension Ledger {
    /// The sums per currency of what `query` counts (nil: everything, opening balances
    /// included), or nil when the book reads as before accounts: only the default account,
    /// or one unnamed currency in use and no opening balance (docs/manual.md#budget-accounts).
    /// Currencies no item or opening uses are left out; sums never mix currencies.
    public func totalsPerCurrency(_ query: LedgerQuery?) throws -> [CurrencyTotals]? {
        let accounts = Accounts(database: database)
        let book = try accounts.countAndDefaultCurrency()
        if book.count == 1 {
            // One account: the stored totals (no scan), shown in its currency once named.
            guard book.defaultCurrencyIsNamed, let currency = try accounts.defaultCurrency()
            else { return nil }
            let sum = try query.map { try self.sum($0) } ?? self.sum(LedgerQuery())
            return [
                CurrencyTotals(
                    currency: currency,
                    income: sum.income.cents,
                    expenses: sum.expenses.cents,
                    count: sum.count,
                    savings: sum.net.cents
                )
            ]
        }
        var totals: [CurrencyTotals]
        if let query {
            // A filter counts items only: no opening balance is part of a net.
            totals = []
            for entry in try accounts.list() {
                let sum = try sum(query, account: entry.account)
                let currency = entry.account.currency
                let index =
                    totals.firstIndex { $0.currency == currency }
                    ?? {
                        totals.append(CurrencyTotals(currency: currency))
                        return totals.count - 1
                    }()
                let (income, o1) = totals[index].income.addingReportingOverflow(sum.income.cents)
                let (expenses, o2) = totals[index].expenses.addingReportingOverflow(
                    sum.expenses.cents
                )
                guard !o1, !o2 else { throw CurrencyError.overflow(currency.code) }
                totals[index].income = income
                totals[index].expenses = expenses
                // Both lie in 0...Int64.max, so the difference fits.
                totals[index].savings = income - expenses
                totals[index].count += sum.count
            }
        } else {
            totals = try accounts.totalsByCurrency()
        }
        // A currency only a transfer reached still holds savings.
        let used = totals.filter { $0.count > 0 || $0.openings != 0 || $0.savings != 0 }
        if used.count <= 1, used.allSatisfy({ $0.openings == 0 }),
            (used.first ?? totals.first)?.currency.isUnnamed ?? true
        {
            return nil
        }
        return used.isEmpty ? Array(totals.prefix(1)) : used
    }
}

extension Ledger {
    /// How a new amount for item `id` is typed: with its account's currency's decimals and
    /// symbol (an edit of a yen item reads `1200` as 1200 yen); the settings' style for an
    /// item in the unnamed currency or one not found (the edit then reports it).
    func amountStyle(ofItem id: Int64) throws -> AmountStyle {
        try amountStyle(
            """
            SELECT c.decimals, coalesce(c.symbol, c.code) FROM budget_items i
            JOIN accounts a ON a.id = i.account_id
            JOIN currencies c ON c.code = a.currency
            WHERE i.id = ?
            """,
            id
        )
    }

    /// How an amount in account `id` is typed: its currency's decimals and symbol.
    func amountStyle(ofAccount id: Int64) throws -> AmountStyle {
        try amountStyle(
            """
            SELECT c.decimals, coalesce(c.symbol, c.code) FROM accounts a
            JOIN currencies c ON c.code = a.currency
            WHERE a.id = ?
            """,
            id
        )
    }

    /// The settings' style with the decimals and symbol `sql` finds for `id`, if any.
    private func amountStyle(_ sql: String, _ id: Int64) throws -> AmountStyle {
        var style = try amountStyle()
        if let row = try database.fetchOne(sql, [.integer(id)]) {
            style.decimals = Int(try row.get(0) as Int64)
            style.currency = try row.get(1)
        }
        return style
    }
}
