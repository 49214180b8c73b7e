import HomebookCore

/// `budget list --account NAME` (docs/manual.md#budget-accounts).
extension BudgetListCommand {
    /// Prints one account's items a filter shows, each with the account's balance after it,
    /// amounts in the account's currency; then the account's balance.
    static func listAccount(
        _ name: String,
        _ filter: LedgerFilter,
        limit: Int?,
        json: Bool,
        _ store: HomebookStore
    ) throws {
        let account = try store.accounts.get(name)
        // Items and transfers (docs/manual.md#transfers), each with the balance after it.
        var rows = try store.ledger.entries(filter, account: account)
        if let limit, rows.count > limit { rows.removeFirst(rows.count - limit) }
        let currency = account.currency
        if json {
            SystemIO.printUTF8(
                JSONValue.renderLinesUTF8(
                    rows.map { entry in
                        if let transfer = entry.transfer {
                            guard case .object(var members) = transfer.json else {
                                return transfer.json
                            }
                            members.append(("change", .string(currency.plain(entry.change))))
                            members.append(("account", .string(account.name)))
                            members.append(("balance", .string(currency.plain(entry.balance))))
                            return .object(members)
                        }
                        guard let item = entry.item else { return .null }
                        return .object([
                            ("id", .integer(item.id)),
                            ("date", .string(item.date.description)),
                            ("kind", .string(item.kind.rawValue)),
                            ("name", .string(item.name)),
                            ("amount", .string(currency.plain(item.amount.cents))),
                            ("category", .optional(item.category)),
                            ("note", .optional(item.note)),
                            ("account", .string(account.name)),
                            ("balance", .string(currency.plain(entry.balance))),
                        ])
                    }
                )
            )
            return
        }
        let decimalComma = try store.settings.decimalComma()
        if rows.isEmpty {
            print("No budget items to show.")
        } else {
            print(
                TransferText.accountTable(rows, account: account, decimalComma: decimalComma)
            )
        }
        let balance =
            try store.accounts.list().first { $0.account.id == account.id }?.balance ?? 0
        print(
            "Balance of \(DisplayText.singleLine(account.name)): "
                + DisplayText.singleLine(currency.formatted(balance, decimalComma: decimalComma))
        )
    }
}

extension BudgetListCommand {
    /// `Total savings: $1,234.56` as before accounts, or one amount per currency
    /// (`Total savings: 1,204.50 EUR · 310.00 GBP`) once several are in use.
    static func savingsLine(_ store: HomebookStore, currency: String) throws -> String {
        guard let totals = try BudgetTotalCommand.perCurrency(LedgerQueryText(), from: store)
        else { return LedgerText.savingsLine(try store.ledger.totals(), currency: currency) }
        let decimalComma = try store.settings.decimalComma()
        let text =
            totals.count == 1
            ? totals[0].currency.formatted(totals[0].savings, decimalComma: decimalComma)
            : LedgerAccountText.perCurrency(totals, \.savings, decimalComma: decimalComma)
        return "Total savings: " + DisplayText.singleLine(text)
    }
}

extension BudgetListCommand {
    /// The transfers the filter's days show (docs/manual.md#transfers); none under a kind or
    /// category filter, which a transfer never matches.
    static func transfers(
        _ filter: LedgerFilter,
        _ store: HomebookStore
    ) throws
        -> [AccountTransfer]
    {
        guard filter.kind == nil, filter.category == nil else { return [] }
        return try store.transfers.list(from: filter.from, to: filter.to)
    }

    /// Prints the transfers under the items, when there are any.
    static func printTransfers(_ filter: LedgerFilter, _ store: HomebookStore) throws {
        let decimalComma = try store.settings.decimalComma()
        if let section = TransferText.section(
            try transfers(filter, store),
            decimalComma: decimalComma
        ) {
            print(section)
        }
    }
}
