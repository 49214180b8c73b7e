import HomebookCore

/// How ledger items and totals look for people, the same in the menu and in commands.
enum LedgerText {
    /// A table of items: id, date, kind, name, category, amount and the balance after each.
    static func table(_ entries: [LedgerEntry], currency: String, style: Style) -> String {
        table(entries, money: ItemMoneyFormat(symbol: currency), style: style)
    }

    /// The table with each amount in its account's currency; no balance column while
    /// several currencies are in use (docs/manual.md#budget-accounts).
    static func table(_ entries: [LedgerEntry], money: ItemMoneyFormat, style: Style) -> String {
        var table = emptyTable(balance: money.balance != nil)
        for entry in entries {
            table.append(cells(entry, money: money))
        }
        return table.rendered(style: style)
    }

    /// The item table's columns, without rows (rows are appended, or measured and streamed).
    static func emptyTable(balance: Bool = true) -> TextTable {
        TextTable(
            [
                .init("id", .right), .init("date"), .init("kind"), .init("name"),
                .init("category"), .init("amount", .right),
            ] + (balance ? [.init("balance", .right)] : [])
        )
    }

    /// One entry's cells in the item table.
    static func cells(_ entry: LedgerEntry, currency: String) -> [String] {
        cells(entry, money: ItemMoneyFormat(symbol: currency))
    }

    /// One entry's cells, its amount in its account's currency.
    static func cells(_ entry: LedgerEntry, money: ItemMoneyFormat) -> [String] {
        let item = entry.item
        return [
            String(item.id), item.date.description, item.kind.rawValue, item.name,
            item.category ?? "", money.amount(item),
        ] + (money.balance.map { [$0(entry.balance)] } ?? [])
    }

    /// `Total savings: $1,234.56`.
    static func savingsLine(_ totals: LedgerTotals, currency: String) -> String {
        "Total savings: \(totals.savings.formatted(currency: DisplayText.singleLine(currency)))"
    }

    /// Income, expenses, savings (or, `filtered`, the net of the items counted) and the item
    /// count, one per line, amounts aligned.
    static func totals(_ totals: LedgerTotals, currency: String, filtered: Bool = false) -> String {
        let currency = DisplayText.singleLine(currency)
        let rows = [
            ("Income:", totals.income.formatted(currency: currency)),
            ("Expenses:", totals.expenses.formatted(currency: currency)),
            (filtered ? "Net:" : "Savings:", totals.savings.formatted(currency: currency)),
            ("Items:", String(totals.count)),
        ]
        let width = rows.map(\.1.count).max() ?? 0
        // Appended in a loop, not `joined(separator:)`: its generic code looks a type up at
        // run time, a scan of every conformance in the binary (0.22M of `budget total`'s 5M
        // instructions, callgrind).
        var text = ""
        for (label, value) in rows {
            if !text.isEmpty { text += "\n" }
            text += pad(label, to: 10) + String(repeating: " ", count: width - value.count) + value
        }
        return text
    }

    /// One item on one line, for confirmations: `7  2024-01-02  expense  Milk  $1.50`.
    static func summary(_ item: LedgerItem, currency: String) -> String {
        var parts = [
            "\(item.id)", item.date.description, item.kind.rawValue,
            DisplayText.singleLine(item.name),
            item.amount.formatted(currency: DisplayText.singleLine(currency)),
        ]
        if let category = item.category { parts.append("[\(DisplayText.singleLine(category))]") }
        return parts.joined(separator: "  ")
    }

    /// The menu's explanation of an invalid amount (docs/manual.md#budget):
    /// `"12,50" is not an amount (…): type it again, or press Enter to record 0.00`.
    static func retypeAmount(_ invalid: InvalidAmount) -> String {
        LedgerError.invalidAmountRefused(invalid).reason + ": " + zeroQuestion
    }

    /// What the menu and the form ask after an invalid amount (docs/manual.md#budget).
    static let zeroQuestion = LedgerDraft.zeroQuestion

    /// The text followed by spaces up to `width` characters.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
