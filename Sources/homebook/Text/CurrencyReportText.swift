import HomebookCore

/// A report per currency as text (docs/manual.md#currencies): each currency's chart or table
/// under its code once several are in use, one currency's alone; never one sum of two.
enum CurrencyReportText {
    /// The monthly bar charts, `width` the longest bar.
    static func charts(
        _ reports: [CurrencyReport],
        decimalComma: Bool,
        usesBlocks: Bool,
        width: (MoneyFormat, [MonthlyTotals]) -> Int = { _, _ in 40 }
    ) -> String {
        sections(reports, decimalComma: decimalComma) { format, report in
            let months = report.monthlyTotals
            var chart = MonthlyChart(
                months: months,
                currency: "",
                usesBlocks: usesBlocks,
                width: width(format, months)
            )
            chart.format = format
            return chart.rendered()
        }
    }

    /// The category (or category by month) tables.
    static func tables(
        _ reports: [CurrencyReport],
        decimalComma: Bool,
        style: Style,
        maxWidth: Int? = nil
    ) -> String {
        sections(reports, decimalComma: decimalComma) { format, report in
            LedgerReportText.table(report, format: format, style: style, maxWidth: maxWidth)
        }
    }

    /// Each report drawn in its currency's format, under `In CODE:` when there are several.
    private static func sections(
        _ reports: [CurrencyReport],
        decimalComma: Bool,
        draw: (MoneyFormat, LedgerReport) -> String
    ) -> String {
        let drawn = reports.map { entry in
            let format = MoneyFormat(entry.currency, decimalComma: decimalComma)
            return (entry.currency, draw(format, entry.report))
        }
        guard drawn.count > 1 else { return drawn.first?.1 ?? "No budget items yet." }
        return drawn.map { currency, text in
            let name = currency.isUnnamed ? "the book's currency" : currency.code
            return "In \(DisplayText.singleLine(name)):\n" + text
        }.joined(separator: "\n\n")
    }
}

extension LedgerReport {
    /// A report grouped by month as the monthly chart's rows.
    var monthlyTotals: [MonthlyTotals] {
        rows.map { row in
            MonthlyTotals(
                month: row.month?.description ?? "",
                income: row.sum.income,
                expenses: row.sum.expenses
            )
        }
    }
}
