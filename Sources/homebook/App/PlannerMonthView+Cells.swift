import HomebookCore
import TerminalUI

/// The month grid's cells (docs/manual.md#planner): eight columns and one line below 100
/// columns; on a wider window the grid fills the width and each day lists the first titles
/// of its events under its number, as calcurse and khal show a month.
extension PlannerMonthView {
    /// How the grid is laid out in an area: columns per day and lines per week.
    struct Layout: Equatable {
        /// Columns of one day's cell, the space after it included.
        var cellWidth: Int
        /// Lines of one week: the day's number line, then its titles.
        var lines: Int
    }

    /// The layout for `area`: the narrow eight-column cell below 100 columns; from 100 a
    /// seventh of the width per day, and as many title lines (one to three) as leave the
    /// day's agenda at least four rows below the grid.
    func layout(for area: Rect) -> Layout {
        // 100 window columns: the area is the window less a column at each side.
        guard area.width + 2 >= 100 else { return Layout(cellWidth: Self.cellWidth, lines: 1) }
        // The month's title, the day names, the legend, a gap and four rows of the agenda.
        let spare = (area.height - 8) / max(1, grid.weeks.count)
        return Layout(cellWidth: area.width / 7, lines: min(4, max(2, spare)))
    }

    /// The title lines of `day` in a cell `columns` wide, at most `count`: the first
    /// events' titles in the listing's order (cut with `…`), the last line
    /// `+n more` when the others do not fit.
    func titleLines(_ day: CalendarDate, count: Int, columns: Int) -> [String] {
        let events = days[day] ?? []
        guard count > 0 else { return [] }
        let fits = events.count <= count
        let shown = events.prefix(fits ? count : count - 1).map {
            // shownTitle is the title through DisplayText, on one line.
            TextWidth.truncated($0.shownTitle, toColumns: columns)
        }
        return fits ? shown : shown + ["+\(events.count - shown.count) more"]
    }

    /// Draws the weeks from row 2 of `gridRect` in `layout`; returns the rows used.
    func renderWeeks(
        into buffer: inout ScreenBuffer,
        in gridRect: Rect,
        layout: Layout,
        today: CalendarDate
    ) -> Int {
        let width = layout.cellWidth - 1
        for (index, week) in grid.weeks.enumerated() {
            let top = 2 + index * layout.lines
            // A nil cell lies past the ends of dates (December 9999): left empty.
            for (column, shown) in week.enumerated() {
                guard let day = shown else { continue }
                let x = gridRect.x + column * layout.cellWidth
                guard x + width <= gridRect.x + gridRect.width else { break }
                var style = CellStyle.plain
                if !grid.contains(day) { style.dim = true }
                if day == selected { style.reverse = true }
                var numberStyle = style
                if day == today {
                    numberStyle.bold = true
                    numberStyle.underline = true
                }
                let lines =
                    [String(cell(day).dropLast())]
                    + titleLines(day, count: layout.lines - 1, columns: width)
                for line in 0..<layout.lines {
                    let text = line < lines.count ? lines[line] : ""
                    let row = gridRect.row(top + line)
                    buffer.writeLine(
                        TextWidth.padded(text, toColumns: width),
                        in: Rect(x: x, y: row.y, width: width, height: row.height),
                        style: line == 0 ? numberStyle : style
                    )
                }
            }
        }
        return grid.weeks.count * layout.lines
    }
}
