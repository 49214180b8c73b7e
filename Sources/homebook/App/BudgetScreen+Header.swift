import HomebookCore
import TerminalUI

extension BudgetScreen {
    /// The header row: the ledger's totals (savings per currency once several are in use),
    /// or under a filter the sums of what is shown beside the whole ledger's savings; and
    /// at its right the count of items, or of the rows shown (docs/manual.md#full-screen-app).
    func renderHeader(into buffer: inout ScreenBuffer, in area: Rect) {
        let totals = model.totals
        var header =
            " Income \(totals.income.formatted(currency: model.currency))"
            + "   Expenses \(totals.expenses.formatted(currency: model.currency))"
            + "   Savings \(totals.savings.formatted(currency: model.currency))"
        if let perCurrency = model.perCurrency {
            // Several currencies: savings per currency, never one sum across them.
            header =
                " Savings "
                + perCurrency.map { $0.currency.coded($0.savings) }.joined(separator: " · ")
        }
        // Under a filter, the whole ledger's savings, which give way first.
        var savings = ""
        if let shown = model.shownSum {
            // Filtered: the sums of what is shown, and the whole ledger's savings kept in view
            // (docs/manual.md#full-screen-app).
            header =
                " Filtered: in \(shown.income.formatted(currency: model.currency))"
                + "  out \(shown.expenses.formatted(currency: model.currency))"
                + "  net \(shown.net.formatted(currency: model.currency))"
            savings = "Savings \(totals.savings.formatted(currency: model.currency))"
            if let shownPerCurrency = model.shownPerCurrency, let perCurrency = model.perCurrency {
                // Several currencies: the net of what is shown per currency, as the savings.
                header =
                    " Filtered: net "
                    + shownPerCurrency.map { $0.currency.coded($0.savings) }
                    .joined(separator: " · ")
                savings =
                    "Savings "
                    + perCurrency.map { $0.currency.coded($0.savings) }.joined(separator: " · ")
            }
        }
        let filtered = model.filter != LedgerFilter()
        let shown = filtered ? "\(model.count) shown" : CountedNoun.text(Int(totals.count), "item")
        let room = area.width - TextWidth.columns(of: shown) - 3
        if !savings.isEmpty {
            // How many rows the filter keeps always shows: the whole ledger's savings give
            // way first, whole (a figure cut in its middle would read as another figure),
            // then what is left is cut with ….
            let whole = header + "  │ " + savings
            header =
                TextWidth.columns(of: whole) <= room
                ? whole : TextWidth.truncated(header + "  │ …", toColumns: room)
        }
        buffer.writeLine(header, in: area, row: 0, style: .bold)
        // Unfiltered, the count goes at the right when it fits beside the totals, which
        // matter more.
        buffer.writeRightNote(shown, besideColumns: TextWidth.columns(of: header), in: area)
    }
}
