import HomebookCore

/// How every front names what a converted category figure left out for lack of a price
/// (docs/manual.md#the-categories-screen): a `?` beside the figure, and one line saying what
/// and how to fix it. The wording is the same on the screens, the line menu and the CLI.
enum UnpricedText {
    /// The mark beside a figure that left something out.
    static let mark = "?"

    /// `-12.00 GBP · +5.00 USD`: the net of each currency not counted, with its code.
    static func amounts(_ list: [UnpricedSum], decimalComma: Bool) -> String {
        list.map { entry in
            let text = entry.currency.coded(entry.net, decimalComma: decimalComma)
            return DisplayText.singleLine(entry.net > 0 ? "+" + text : text)
        }.joined(separator: " · ")
    }

    /// The entries of one currency added up (the rows' lists put together).
    static func merged(_ list: [UnpricedSum]) -> [UnpricedSum] {
        var result: [UnpricedSum] = []
        for entry in list {
            guard let index = result.firstIndex(where: { $0.currency == entry.currency }) else {
                result.append(entry)
                continue
            }
            // Shown only: a sum past 64 bits keeps the first part rather than trapping.
            let (income, o1) = result[index].income.addingReportingOverflow(entry.income)
            let (expenses, o2) = result[index].expenses.addingReportingOverflow(entry.expenses)
            if !o1, !o2 {
                result[index].income = income
                result[index].expenses = expenses
                result[index].count += entry.count
            }
        }
        return result
    }

    /// `? not counted, no price that day: -12.00 GBP`, or nil when everything was counted.
    static func line(_ list: [UnpricedSum], decimalComma: Bool) -> String? {
        guard !list.isEmpty else { return nil }
        return mark + " not counted, no price that day: "
            + amounts(list, decimalComma: decimalComma)
    }

    /// `? -5.00 GBP unpriced`: the same, short enough for a line that says more (Home).
    static func short(_ list: [UnpricedSum], decimalComma: Bool) -> String? {
        guard !list.isEmpty else { return nil }
        return mark + " " + amounts(list, decimalComma: decimalComma) + " unpriced"
    }

    /// How to fix it: on the screens, `p` on the Budget screen opens the prices.
    static let screenHint = "p on Budget: prices"

    /// How to fix it from the command line.
    static let commandHint = "add one with: homebook budget price add DATE FROM TO RATE"
}
