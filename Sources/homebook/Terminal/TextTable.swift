import HomebookCore

/// A table with aligned columns; every cell is sanitised and kept to one line.
struct TextTable {
    /// How a column's cells line up.
    enum Alignment {
        case left
        case right
    }

    /// A column heading and its alignment.
    struct Column {
        let title: String
        let alignment: Alignment

        init(_ title: String, _ alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    let columns: [Column]
    private(set) var rows: [[String]] = []

    init(_ columns: [Column]) {
        self.columns = columns
    }

    /// Adds a row; missing cells are blank and extra cells are dropped.
    mutating func append(_ cells: [String]) {
        var row = cells.prefix(columns.count).map(DisplayText.singleLine)
        row += Array(repeating: "", count: columns.count - row.count)
        rows.append(row)
    }

    /// The table as lines of text, headed and separated by a rule.
    func rendered(style: Style = .plain) -> String {
        var widths = columns.map { $0.title.count }
        for row in rows {
            for (index, cell) in row.enumerated() {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                pad(cell, to: widths[index], columns[index].alignment)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var lines = [style.bold(line(columns.map(\.title)))]
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        lines += rows.map(line)
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, to width: Int, _ alignment: Alignment) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return alignment == .left ? text + padding : padding + text
    }
}

extension String {
    /// The text without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
