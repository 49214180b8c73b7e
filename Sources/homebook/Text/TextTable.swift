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
        /// One byte per column: the cell can be cut byte by byte.
        let isPrintableASCII: Bool

        init(_ raw: String) {
            // Printable ASCII (the usual case) has nothing to neutralise and is one column per
            // byte: one pass over the bytes decides both.
            if TextWidth.isPrintableASCII(raw) {
                text = raw
                width = raw.utf8.count
                isPrintableASCII = true
            } else {
                text = DisplayText.singleLine(raw)
                width = TextWidth.columns(of: text)
                isPrintableASCII = false
            }
        }
    }

    /// The widest a line may be: the terminal's width, or no limit for a pipe or a file.
    let maxWidth: Int

    init(_ columns: [Column], maxWidth: Int = SystemIO.outputColumns ?? .max) {
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
        let heading = String(decoding: layOut([headingCells], widths), as: UTF8.self)
        return style.bold(heading) + "\n" + rule(widths)
    }

    /// One row laid out at the widths measured so far (the second pass of a stream).
    func line(_ cells: [String]) -> String {
        String(decoding: layOut([cellsOf(cells)], columnWidths()), as: UTF8.self)
    }

    /// The table as lines of text, headed and separated by a rule.
    func rendered(style: Style = .plain) -> String {
        String(decoding: renderedUTF8(style: style), as: UTF8.self)
    }

    /// ``rendered(style:)`` as UTF-8 bytes, for output written as it is (a large search is
    /// then never validated again on its way into a `String`).
    func renderedUTF8(style: Style = .plain) -> [UInt8] {
        var bytes = Array(header(style: style).utf8)
        guard !rows.isEmpty else { return bytes }
        bytes.append(UInt8(ascii: "\n"))
        bytes += layOut(rows, columnWidths())
        return bytes
    }

    private var headingCells: [Cell] { columns.map { Cell($0.title) } }

    /// Widths of the cells given to ``measure(_:)``, beyond the headings' widths.
    private var measured: [Int] = []

    /// The cells of a row: missing ones blank, extra ones dropped.
    private func cellsOf(_ cells: [String]) -> [Cell] {
        var row: [Cell] = []
        row.reserveCapacity(columns.count)
        for index in columns.indices {
            row.append(Cell(index < cells.count ? cells[index] : ""))
        }
        return row
    }

    /// Each column's width: its heading, measured rows and appended rows, then narrowed to
    /// fit ``maxWidth``.
    private func columnWidths() -> [Int] {
        var widths = headingCells.map(\.width)
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

    /// The rule under the heading: dashes as wide as each column.
    private func rule(_ widths: [Int]) -> String {
        widths.map { String(repeating: "-", count: $0) }.joinedText("  ")
    }

    /// Rows laid out as lines of UTF-8, padded to the column widths, without trailing spaces.
    ///
    /// The bytes are copied with pointers into a buffer sized beforehand: a table of thousands
    /// of rows (a large search) would otherwise spend most of its time in the bounds and
    /// uniqueness checks of appending to an array byte by byte.
    private func layOut(_ rows: [[Cell]], _ widths: [Int]) -> [UInt8] {
        // A cell takes at most its bytes and its column's width in padding, plus the gap
        // before it and a cut's ellipsis (3 bytes for 1 column); a line, its newline.
        var capacity = 0
        for row in rows {
            for (index, cell) in row.enumerated() {
                capacity += cell.text.utf8.count + widths[index] + 5
            }
            capacity += 1
        }
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var writer = ByteWriter(buffer)
            for (index, row) in rows.enumerated() {
                if index > 0 { writer.write(UInt8(ascii: "\n"), times: 1) }
                write(row, widths, to: &writer)
            }
            count = writer.count
        }
    }

    /// Writes one row, padded to the column widths, without trailing spaces.
    private func write(_ cells: [Cell], _ widths: [Int], to writer: inout ByteWriter) {
        let start = writer.count
        let space = UInt8(ascii: " ")
        for (index, cell) in cells.enumerated() {
            let width = widths[index]
            if index > 0 { writer.write(space, times: 2) }
            if cell.width > width, cell.isPrintableASCII, width > 0 {
                // Bytes are columns: the first width − 1 of them, then the ellipsis.
                writer.write(cell.text, prefix: width - 1)
                writer.write("…")
                continue
            }
            let (text, used) =
                cell.width > width
                ? TextWidth.cut(cell.text, toColumns: width) : (cell.text, cell.width)
            if columns[index].alignment == .right {
                writer.write(space, times: width - used)
                writer.write(text)
            } else {
                writer.write(text)
                writer.write(space, times: width - used)
            }
        }
        // Padding and empty last cells leave trailing blanks; cut them.
        writer.trim(space, back: start)
    }
}
