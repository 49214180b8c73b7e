import HomebookCore

/// How prices and converted reports read as text and JSON (docs/manual.md#prices).
enum PriceText {
    /// `2026-03-02  1 USD = 0.8571 EUR`.
    static func line(_ price: Price) -> String {
        "\(price.day)  1 \(price.from) = \(price.rate) \(price.to)"
    }

    /// One row per price.
    static func table(_ prices: [Price]) -> String {
        var table = TextTable([.init("date"), .init("from"), .init("to"), .init("rate", .right)])
        for price in prices {
            table.append([price.day.description, price.from, price.to, price.rate.description])
        }
        return table.rendered(style: Style(isInteractive: SystemIO.outputIsTerminal))
    }

    /// A price as JSON; the rate as typed and as its exact fraction.
    static func json(_ price: Price) -> JSONValue {
        .object([
            ("date", .string(price.day.description)), ("from", .string(price.from)),
            ("to", .string(price.to)), ("rate", .string(price.rate.description)),
            ("numerator", .integer(price.rate.numerator)),
            ("denominator", .integer(price.rate.denominator)),
        ])
    }

    /// The lines naming what could not be converted, or nothing.
    static func unconverted(_ report: ConvertedReport, decimalComma: Bool) -> String {
        guard !report.unconverted.isEmpty else { return "" }
        let into = report.target.isUnnamed ? "the book's currency" : report.target.code
        var text = "Not converted (no price into \(into)):"
        for entry in report.unconverted {
            let currency = entry.currency.isUnnamed ? "the book's currency" : entry.currency.code
            text += "\n  \(entry.currency.coded(entry.amount, decimalComma: decimalComma))"
            if entry.currency.isUnnamed { text += " (\(currency))" }
            text += " \(entry.kind == .income ? "income" : "expenses")"
            text += " in \(DisplayText.singleLine(entry.category ?? "uncategorised"))"
            text += ", \(entry.count) item\(entry.count == 1 ? "" : "s"), from \(entry.firstDay)"
        }
        return text
    }

    /// What could not be converted, as JSON.
    static func unconvertedJSON(_ report: ConvertedReport) -> JSONValue {
        .array(
            report.unconverted.map { entry in
                .object([
                    ("currency", entry.currency.isUnnamed ? .null : .string(entry.currency.code)),
                    ("category", entry.category.map { .string($0) } ?? .null),
                    ("kind", .string(entry.kind == .income ? "income" : "expense")),
                    ("amount", .string(entry.currency.plain(entry.amount))),
                    ("count", .integer(entry.count)),
                    ("from", .string(entry.firstDay.description)),
                ])
            }
        )
    }

    /// `budget total --in`: income, expenses, net and items in the target currency.
    static func totals(_ report: ConvertedReport, decimalComma: Bool) -> String {
        let target = report.target
        let total = report.total
        let rows = [
            ("Income:", target.coded(total.income, decimalComma: decimalComma)),
            ("Expenses:", target.coded(total.expenses, decimalComma: decimalComma)),
            ("Net:", target.coded(total.net, decimalComma: decimalComma)),
            ("Items:", String(total.count)),
        ]
        let width = rows.map(\.1.count).max() ?? 0
        var text = rows.map { label, value in
            label + String(repeating: " ", count: 10 - label.count + width - value.count) + value
        }.joined(separator: "\n")
        let missing = unconverted(report, decimalComma: decimalComma)
        if !missing.isEmpty { text += "\n" + missing }
        return text
    }

    /// `budget report --in`: one row per category, then the total.
    static func report(_ report: ConvertedReport, decimalComma: Bool) -> String {
        let target = report.target
        var table = TextTable([
            .init("category"), .init("income", .right), .init("expenses", .right),
            .init("net", .right), .init("items", .right),
        ])
        for row in report.rows + [report.total] {
            let name =
                row == report.total && row.category == nil
                ? "Total" : DisplayText.singleLine(row.category ?? "uncategorised")
            table.append([
                name, target.coded(row.income, decimalComma: decimalComma),
                target.coded(row.expenses, decimalComma: decimalComma),
                target.coded(row.net, decimalComma: decimalComma), String(row.count),
            ])
        }
        var text = table.rendered(style: Style(isInteractive: SystemIO.outputIsTerminal))
        let missing = unconverted(report, decimalComma: decimalComma)
        if !missing.isEmpty { text += "\n" + missing }
        return text
    }

    /// A converted report as JSON: target, rows, total and what was not converted.
    static func json(_ report: ConvertedReport) -> JSONValue {
        let target = report.target
        func row(_ row: ConvertedRow) -> JSONValue {
            .object([
                ("category", row.category.map { .string($0) } ?? .null),
                ("income", .string(target.plain(row.income))),
                ("expenses", .string(target.plain(row.expenses))),
                ("net", .string(target.plain(row.net))), ("count", .integer(row.count)),
            ])
        }
        return .object([
            ("currency", .string(target.code)),
            ("rows", .array(report.rows.map(row))), ("total", row(report.total)),
            ("unconverted", unconvertedJSON(report)),
        ])
    }
}
