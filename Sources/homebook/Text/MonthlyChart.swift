import HomebookCore

/// The monthly report as a bar chart: income and expenses per month, with the net.
///
/// Bars use block characters (`█`) on a terminal and `#` otherwise, so piped output stays
/// plain ASCII. Bar lengths are scaled with integer arithmetic: no floating point on money.
struct MonthlyChart {
    let months: [MonthlyTotals]
    let currency: String
    let usesBlocks: Bool
    /// The longest bar, in characters.
    var width = 40
    /// The amounts' format when not the book's unnamed currency (one account's report).
    var format: MoneyFormat? = nil

    /// The chart, three lines per month.
    func rendered() -> String {
        guard !months.isEmpty else { return "No budget items yet." }
        let largest = months.map { max($0.income.cents, $0.expenses.cents) }.max() ?? 0
        let format = format ?? MoneyFormat(symbol: currency)
        let amounts = months.flatMap { [$0.income, $0.expenses, $0.net] }.map { format($0) }
        let amountWidth = amounts.map(\.count).max() ?? 0
        var lines: [String] = []
        for month in months {
            let rows: [(String, Money, Bool)] = [
                ("income", month.income, true),
                ("expenses", month.expenses, true),
                ("net", month.net, false),
            ]
            for (index, (label, money, hasBar)) in rows.enumerated() {
                let prefix =
                    LedgerText.pad(index == 0 ? month.month : "", to: 9)
                    + LedgerText.pad(label, to: 9)
                let bar = hasBar ? self.bar(money.cents, largest: largest) : ""
                let amount = format(money)
                lines.append(
                    prefix + LedgerText.pad(bar, to: width + 1)
                        + String(repeating: " ", count: amountWidth - amount.count) + amount
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A bar proportional to `cents`; any non-zero amount gets at least one character.
    func bar(_ cents: Int64, largest: Int64) -> String {
        guard cents > 0, largest > 0 else { return "" }
        // cents × width fits in 128 bits, and the quotient is at most `width`.
        let product = UInt64(cents).multipliedFullWidth(by: UInt64(width))
        let length = Int(UInt64(largest).dividingFullWidth(product).quotient)
        return String(repeating: usesBlocks ? "█" : "#", count: max(1, length))
    }
}
