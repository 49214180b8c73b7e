import HomebookCore

/// How conversions are laid out for people, the same in the menu and on the command line.
enum ConversionText {
    /// The input on one line, then every result indented with the numbers right-aligned:
    /// `100 °C`, `  100.00 °C`, `  212.00 °F`, `  373.15 K`.
    static func lines(_ conversion: Conversion) -> [String] {
        // Stones read "11 st 8 lb": its "lb" sits in the unit column so the numbers align.
        let cells = conversion.results.map { result -> (number: String, unit: String) in
            if result.unit == .stone, result.text.hasSuffix(" lb") {
                return (String(result.text.dropLast(3)), "lb")
            }
            return (result.text, result.unit.symbol)
        }
        let width = cells.map(\.number.count).max() ?? 0
        let results = cells.map { cell in
            "  " + String(repeating: " ", count: width - cell.number.count) + cell.number + " "
                + cell.unit
        }
        return [conversion.input.description] + results
    }

    /// The widest line the history writes, so it reads on an 80-column terminal.
    static let lineWidth = 78

    /// One category's saved conversions, newest first: each as its local time and input on
    /// one line, then its results on as few indented lines as fit, e.g.
    /// `2026-11-22 17:29  162 lb` and `    73.48 kg, 73481.96 g, …, 11 st 8 lb`.
    ///
    /// Five saves of the widest category (liquid volume, 12 units) take about 20 lines.
    static func history(_ entries: [HistoryEntry]) -> [String] {
        var output: [String] = []
        for entry in entries {
            output.append(entry.saved.localTime + "  " + entry.conversion.input.description)
            output += wrapped(entry.conversion.results.map(\.textWithUnit), indent: "    ")
        }
        return output
    }

    /// Every category's saved conversions, newest first: a title for each category that has
    /// any, then its saves (local time and input) side by side, so the 25 saves the history
    /// can hold fit a 24-line screen with the command line; results are one category away.
    ///
    /// Each category sets its own column width, so one very long value (a dozen digits)
    /// puts only its own category one save to a line.
    static func overview(_ entries: [HistoryEntry]) -> [String] {
        var output: [String] = []
        for category in UnitCategory.allCases {
            let cells = entries.filter { $0.conversion.category == category }
                .map { $0.saved.localTime + "  " + $0.conversion.input.description }
            guard !cells.isEmpty else { continue }
            output.append(title(of: category) + ":")
            let gap = 4
            let width = cells.map(\.count).max() ?? 0
            let columns = max(1, (lineWidth - 2 + gap) / (width + gap))
            var index = 0
            while index < cells.count {
                let row = cells[index..<min(index + columns, cells.count)]
                let padded = row.enumerated().map { column, cell in
                    column == row.count - 1
                        ? cell : cell + String(repeating: " ", count: width + gap - cell.count)
                }
                output.append("  " + padded.joined())
                index += columns
            }
        }
        output.append("Results: homebook convert history CATEGORY (e.g. weight).")
        return output
    }

    /// A category's name as a title, e.g. "Liquid volume".
    private static func title(of category: UnitCategory) -> String {
        category.displayName.prefix(1).uppercased() + category.displayName.dropFirst()
    }

    /// Items joined by ", " on indented lines no wider than `lineWidth` (an item wider than a
    /// line gets a line of its own).
    static func wrapped(_ items: [String], indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            let candidate = line.isEmpty ? indent + item : line + ", " + item
            if !line.isEmpty, candidate.count + 1 > lineWidth {
                lines.append(line + ",")
                line = indent + item
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
