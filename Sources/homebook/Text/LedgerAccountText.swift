import HomebookCore

/// How ledger accounts and totals over several currencies look (docs/manual.md#budget-accounts).
enum LedgerAccountText {
    /// One row per account: id, name, currency, balance, items, and whether it is closed.
    static func table(_ balances: [AccountBalance], decimalComma: Bool) -> String {
        var table = TextTable([
            .init("id", .right), .init("account"), .init("currency"), .init("balance", .right),
            .init("items", .right), .init("state"),
        ])
        for entry in balances {
            let currency = entry.account.currency
            table.append([
                String(entry.account.id), entry.account.name,
                currency.isUnnamed ? "-" : currency.code,
                DisplayText.singleLine(
                    currency.formatted(entry.balance, decimalComma: decimalComma)
                ),
                String(entry.count), entry.account.closed ? "closed" : "open",
            ])
        }
        return table.rendered(style: Style(isInteractive: SystemIO.outputIsTerminal))
    }

    /// `1,204.50 EUR · 310.00 GBP`: one amount per currency.
    static func perCurrency(
        _ totals: [CurrencyTotals],
        _ value: KeyPath<CurrencyTotals, Int64>,
        decimalComma: Bool
    ) -> String {
        totals.map { $0.currency.coded($0[keyPath: value], decimalComma: decimalComma) }
            .joined(separator: " · ")
    }

    /// `budget total` of a book with accounts: income, expenses, savings (the sum of the
    /// accounts' balances) and the item count; one amount per currency when there are several.
    static func totals(
        _ totals: [CurrencyTotals],
        filtered: Bool = false,
        decimalComma: Bool
    ) -> String {
        func show(_ value: KeyPath<CurrencyTotals, Int64>) -> String {
            if totals.count == 1, let only = totals.first {
                return only.currency.formatted(only[keyPath: value], decimalComma: decimalComma)
            }
            return perCurrency(totals, value, decimalComma: decimalComma)
        }
        let rows = [
            ("Income:", show(\.income)),
            ("Expenses:", show(\.expenses)),
            (filtered ? "Net:" : "Savings:", show(\.savings)),
            ("Items:", String(totals.reduce(Int64(0)) { $0 + $1.count })),
        ]
        return aligned(rows)
    }

    /// The sums of one account's items a filter counts.
    static func accountTotals(
        _ sum: LedgerSum,
        account: Account,
        filtered: Bool,
        balance: Int64,
        decimalComma: Bool
    ) -> String {
        let currency = account.currency
        let rows = [
            ("Income:", currency.formatted(sum.income.cents, decimalComma: decimalComma)),
            ("Expenses:", currency.formatted(sum.expenses.cents, decimalComma: decimalComma)),
            (
                filtered ? "Net:" : "Balance:",
                currency.formatted(filtered ? sum.net.cents : balance, decimalComma: decimalComma)
            ),
            ("Items:", String(sum.count)),
        ]
        return aligned(rows)
    }

    /// One account's items with the account's balance after each.
    static func items(
        _ rows: [(item: LedgerItem, balance: Int64)],
        currency: Currency,
        decimalComma: Bool
    ) -> String {
        var table = LedgerText.emptyTable()
        for (item, balance) in rows {
            table.append([
                String(item.id), item.date.description, item.kind.rawValue, item.name,
                item.category ?? "",
                currency.formatted(item.amount.cents, decimalComma: decimalComma),
                currency.formatted(balance, decimalComma: decimalComma),
            ])
        }
        return table.rendered(style: Style(isInteractive: SystemIO.outputIsTerminal))
    }

    /// Labels padded to 10 columns, values right-aligned, as `budget total` shows them.
    private static func aligned(_ rows: [(String, String)]) -> String {
        let rows = rows.map { ($0.0, DisplayText.singleLine($0.1)) }
        let width = rows.map(\.1.count).max() ?? 0
        return rows.map { label, value in
            LedgerText.pad(label, to: 10) + String(repeating: " ", count: width - value.count)
                + value
        }.joined(separator: "\n")
    }
}
