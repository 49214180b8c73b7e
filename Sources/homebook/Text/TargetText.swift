import HomebookCore

/// Targets as text: a table with a bar per category (docs/manual.md#budget-targets).
enum TargetText {
    /// The month's targets, each with target, spent, left and a bar of what was spent;
    /// a category over its target ends in `over` (red on a colour terminal).
    ///
    /// In a book of several currencies `format` is the base currency's; a spent figure
    /// that left out an amount with no price ends in `?`, and a last line says what
    /// (docs/manual.md#budget-targets).
    static func table(
        _ statuses: [TargetStatus],
        month: LedgerMonth,
        format: MoneyFormat,
        style: Style,
        maxWidth: Int? = nil
    ) -> String {
        guard !statuses.isEmpty else {
            return "No targets for \(month). Set one with: homebook budget target CATEGORY AMOUNT"
        }
        var unpriced: [UnpricedSum] = []
        for status in statuses { unpriced += status.unpriced }
        let marks = !unpriced.isEmpty
        var table = TextTable(
            [
                .init("Category"), .init("Target", .right), .init("Spent", .right),
                .init("Left", .right), .init("Used"),
            ],
            maxWidth: maxWidth ?? SystemIO.outputColumns ?? .max
        )
        for status in statuses {
            table.append([
                status.category, format(status.available),
                format(status.spent)
                    + (marks ? (status.unpriced.isEmpty ? "  " : " " + UnpricedText.mark) : ""),
                format(status.left),
                bar(status) + (status.isOver ? " over" : ""),
            ])
        }
        var lines = table.rendered(style: style).split(
            separator: "\n",
            omittingEmptySubsequences: false
        )
        .map(String.init)
        // Rows start after the heading and its rule; an overspent one is red as a whole.
        for (index, status) in statuses.enumerated() where status.isOver && index + 2 < lines.count
        {
            lines[index + 2] = style.red(lines[index + 2])
        }
        var text = "Targets for \(month)\n" + lines.joined(separator: "\n")
        if let line = UnpricedText.line(
            UnpricedText.merged(unpriced),
            decimalComma: format.decimalComma
        ) {
            text += "\n" + line + "; " + UnpricedText.commandHint
        }
        return text
    }

    /// Twenty cells, filled in proportion to what was spent of what was available.
    static func bar(_ status: TargetStatus, width: Int = 20) -> String {
        let available = max(status.available.cents, 0)
        let spent = status.spent.cents
        let filled: Int
        if available == 0 {
            filled = spent > 0 ? width : 0
        } else {
            // Whole cells, rounded up, in integers; a product too large is a full bar anyway.
            let (scaled, overflow) = spent.multipliedReportingOverflow(by: Int64(width))
            let cells = overflow ? Int64(width) : (scaled + available - 1) / available
            filled = Int(min(Int64(width), max(0, cells)))
        }
        return "[" + String(repeating: "#", count: filled)
            + String(repeating: ".", count: width - filled) + "]"
    }
}
