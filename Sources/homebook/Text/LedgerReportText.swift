import HomebookCore

/// `budget report --by …` as a table (docs/manual.md#budget).
enum LedgerReportText {
    /// The report as aligned columns with a total line; categories by month show each
    /// cell's net (income − expenses), so spending reads negative.
    static func table(
        _ report: LedgerReport,
        currency: String,
        style: Style = Style(isInteractive: SystemIO.outputIsTerminal),
        maxWidth: Int? = nil
    ) -> String {
        table(report, format: MoneyFormat(symbol: currency), style: style, maxWidth: maxWidth)
    }

    /// The report with amounts in one currency's format (one account's report).
    static func table(
        _ report: LedgerReport,
        format: MoneyFormat,
        style: Style = Style(isInteractive: SystemIO.outputIsTerminal),
        maxWidth: Int? = nil
    ) -> String {
        guard !report.rows.isEmpty else { return "No budget items to show." }
        func money(_ value: Money) -> String { format(value) }
        let width = maxWidth ?? SystemIO.outputColumns ?? .max
        switch report.grouping {
        case .category, .month:
            let first = report.grouping == .month ? "Month" : "Category"
            var table = TextTable(
                [
                    .init(first), .init("Income", .right), .init("Expenses", .right),
                    .init("Net", .right), .init("Items", .right),
                ],
                maxWidth: width
            )
            for row in report.rows + [total(report)] {
                table.append([
                    row.month?.description ?? name(row), money(row.sum.income),
                    money(row.sum.expenses), money(row.sum.net), String(row.sum.count),
                ])
            }
            return table.rendered(style: style)
        case .categoryByMonth:
            let columns =
                [TextTable.Column("Category")]
                + report.months.map { TextTable.Column($0.description, .right) }
                + [TextTable.Column("Total", .right)]
            var table = TextTable(columns, maxWidth: width)
            for row in report.rows {
                table.append([name(row)] + row.cells.map { money($0.net) } + [money(row.sum.net)])
            }
            table.append(
                ["Total"] + report.monthTotals.map { money($0.net) } + [money(report.total.net)]
            )
            return table.rendered(style: style)
        }
    }

    /// A category as shown: its name, or `(none)` for uncategorised items.
    static func name(_ row: LedgerReportRow) -> String {
        row.category ?? "(none)"
    }

    /// The total line of a category or month table.
    private static func total(_ report: LedgerReport) -> LedgerReportRow {
        LedgerReportRow(category: "Total", month: nil, sum: report.total, cells: [])
    }
}
