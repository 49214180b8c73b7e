import HomebookCore
import TerminalUI

/// A table with aligned columns; every cell is sanitised and kept to one line, measured in
/// terminal columns (wide characters 2, combining marks 0), and the table fits `maxWidth`:
/// the widest left-aligned (text) columns give way first and their cells are cut with `…`,
/// never wrapped (docs/manual.md#input-rules). Numbers and dates are never cut.
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
    private(set) var rows: [[Cell]] = []

    /// A sanitised cell and its width on screen, measured once.
    struct Cell {
        let text: String
        let width: Int

        /// A cell already sanitised and cut to fit its column.
        init(cut: (text: String, columns: Int)) {
            text = cut.text
            width = cut.columns
        }

        init(_ raw: String) {
            text = DisplayText.singleLine(raw)
            // ASCII text (the usual case) is one column per byte; anything else is measured.
            width =
                text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : TextWidth.columns(of: text)
        }
    }

    /// The widest a line may be: the terminal's width (80 when unknown).
    let maxWidth: Int

    init(_ columns: [Column], maxWidth: Int = SystemIO.outputColumns) {
        self.columns = columns
        self.maxWidth = maxWidth
        measured = Array(repeating: 0, count: columns.count)
    }

    /// Adds a row; missing cells are blank and extra cells are dropped.
    mutating func append(_ cells: [String]) {
        rows.append(cellsOf(cells))
    }

    /// Widens the columns to fit a row without keeping it: the first pass of a table
    /// streamed with ``header(style:)`` and ``line(_:)`` in bounded memory.
    mutating func measure(_ cells: [String]) {
        for (index, cell) in cellsOf(cells).enumerated() where cell.width > measured[index] {
            measured[index] = cell.width
        }
    }

    /// The heading and the rule under it, at the widths measured so far.
    func header(style: Style = .plain) -> String {
        let widths = columnWidths()
        var bytes: [UInt8] = []
        appendLine(columns.map { Cell($0.title) }, widths, to: &bytes)
        var rule: [UInt8] = []
        for (index, width) in widths.enumerated() {
            if index > 0 { rule += [space, space] }
            rule += repeatElement(UInt8(ascii: "-"), count: width)
        }
        return style.bold(String(decoding: bytes, as: UTF8.self)) + "\n"
            + String(decoding: rule, as: UTF8.self)
    }

    /// One row laid out at the widths measured so far (the second pass of a stream).
    func line(_ cells: [String]) -> String {
        var bytes: [UInt8] = []
        appendLine(cellsOf(cells), columnWidths(), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Widths of the cells given to ``measure(_:)``, beyond the headings' widths.
    private var measured: [Int] = []

    /// The cells of a row: missing ones blank, extra ones dropped.
    private func cellsOf(_ cells: [String]) -> [Cell] {
        var row = cells.prefix(columns.count).map { Cell($0) }
        row += Array(repeating: Cell(""), count: columns.count - row.count)
        return row
    }

    /// Each column's width: its heading, measured rows and appended rows, then narrowed to
    /// fit ``maxWidth``.
    private func columnWidths() -> [Int] {
        var widths = columns.map { Cell($0.title).width }
        for (index, width) in measured.enumerated() where width > widths[index] {
            widths[index] = width
        }
        for row in rows {
            for (index, cell) in row.enumerated() where cell.width > widths[index] {
                widths[index] = cell.width
            }
        }
        return fitted(widths)
    }

    /// Narrows the widest left-aligned column, one column at a time, until the line fits
    /// (or every text column is down to its heading, at least 4 columns: `ab…` stays legible).
    private func fitted(_ natural: [Int]) -> [Int] {
        var widths = natural
        let gaps = 2 * max(0, widths.count - 1)
        while widths.reduce(gaps, +) > maxWidth {
            let shrinkable = widths.indices.filter { index in
                columns[index].alignment == .left
                    && widths[index] > max(4, Cell(columns[index].title).width)
            }
            guard let widest = shrinkable.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
        }
        return widths
    }

    /// The table as lines of text, headed and separated by a rule.
    func rendered(style: Style = .plain) -> String {
        let widths = columnWidths()
        // Rows are laid out as bytes in one buffer and decoded once: thousands of rows
        // (a large search) would otherwise cost a String concatenation per cell.
        var bytes: [UInt8] = []
        bytes.reserveCapacity((widths.reduce(0, +) + 2 * widths.count + 1) * (rows.count + 2))
        appendLine(columns.map { Cell($0.title) }, widths, to: &bytes)
        let header = String(decoding: bytes, as: UTF8.self)
        bytes.removeAll(keepingCapacity: true)
        for (index, width) in widths.enumerated() {
            if index > 0 { bytes += [space, space] }
            bytes += repeatElement(UInt8(ascii: "-"), count: width)
        }
        for row in rows {
            bytes.append(UInt8(ascii: "\n"))
            appendLine(row, widths, to: &bytes)
        }
        return style.bold(header) + "\n" + String(decoding: bytes, as: UTF8.self)
    }

    private let space = UInt8(ascii: " ")

    /// Appends one row, padded to the column widths, without trailing spaces.
    private func appendLine(_ cells: [Cell], _ widths: [Int], to bytes: inout [UInt8]) {
        let start = bytes.count
        for (index, full) in cells.enumerated() {
            let cell =
                full.width > widths[index]
                ? Cell(cut: TextWidth.cut(full.text, toColumns: widths[index])) : full
            let padding = repeatElement(space, count: widths[index] - cell.width)
            if index > 0 { bytes += [space, space] }
            if columns[index].alignment == .right {
                bytes += padding
                bytes += cell.text.utf8
            } else {
                bytes += cell.text.utf8
                bytes += padding
            }
        }
        // Padding and empty last cells leave trailing blanks; cut them.
        while bytes.count > start, bytes.last == space {
            bytes.removeLast()
        }
    }
}
