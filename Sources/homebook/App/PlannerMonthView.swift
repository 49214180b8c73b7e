import HomebookCore
import TerminalUI

/// The Planner's month grid (`m`, docs/manual.md#planner): the month as weeks from the
/// week-start day, each day with its count of events and, when a forecast is stored, a
/// weather mark (from 100 columns, the first titles of its events too); today bold, the
/// selected day reversed; the selected day's agenda below the grid. Arrows move the day (a step past the
/// month's edge turns the page), PgUp/PgDn turn a month. The data is read by the screen
/// (one listing of the page's days); this only keeps the state and draws it.
struct PlannerMonthView {
    /// The day the arrows move.
    private(set) var selected: CalendarDate
    /// The page shown (the selected day's month).
    private(set) var grid: MonthGrid
    /// The page's occurrences by day, from ``Planner/occurrencesByDay(from:to:)``.
    var days: [CalendarDate: [PlannerEvent]] = [:]
    /// The stored forecast's days.
    var weather: [CalendarDate: WeatherDaySummary] = [:]
    var units: WeatherUnits = .metric
    /// The events that are conflict copies, marked in the day's list.
    var conflicts: Set<Int64> = []

    /// One day's cell below 100 columns: `22•3 ☀☂` with a space after, eight columns.
    static let cellWidth = 8

    init(selected: CalendarDate, weekStart: Int) {
        self.selected = selected
        grid = MonthGrid(containing: selected, weekStart: weekStart)
    }

    /// Whether the page turned since the data was read (the screen reads it again).
    var needsDays: Bool { !grid.contains(selected) }

    /// Moves the selected day for an arrow or PgUp/PgDn; false for other keys. A new month
    /// gets its page (the screen then reads its days).
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .left: selected = selected.adding(days: -1)
        case .right: selected = selected.adding(days: 1)
        case .up: selected = selected.adding(days: -7)
        case .down: selected = selected.adding(days: 7)
        case .pageUp: selected = selected.adding(months: -1)
        case .pageDown: selected = selected.adding(months: 1)
        case .home: selected = CalendarDate(year: grid.year, month: grid.month, day: 1) ?? selected
        case .end:
            selected =
                CalendarDate(
                    year: grid.year,
                    month: grid.month,
                    day: CalendarDate.daysIn(month: grid.month, year: grid.year)
                ) ?? selected
        default: return false
        }
        if needsDays { grid = MonthGrid(containing: selected, weekStart: grid.weekStart) }
        return true
    }

    /// The cell of `day`: its number, `•` and the count of its events (`•+` past 9), and its
    /// forecast's two-column glyph (the agenda's, docs/manual.md#weather).
    func cell(_ day: CalendarDate) -> String {
        let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
        let count = days[day]?.count ?? 0
        let events = count == 0 ? "  " : count > 9 ? "•+" : "•\(count)"
        let mark = weather[day].map { $0.condition.glyph(isDay: true) } ?? "  "
        return number + events + " " + mark + " "
    }

    /// Draws the grid at the top left of `area` (its whole width from 100 columns, see
    /// ``layout(for:)``) and the selected day's agenda below it, within `area`.
    func render(
        into buffer: inout ScreenBuffer,
        in area: Rect,
        today: CalendarDate,
        zone: LocalZone
    ) {
        let layout = self.layout(for: area)
        let gridRect = Rect(
            x: area.x,
            y: area.y,
            width: min(7 * layout.cellWidth, area.width),
            height: area.height
        )
        buffer.writeLine(grid.title, in: gridRect, row: 0, style: .bold)
        let names = grid.columnNames.map { TextWidth.padded($0, toColumns: layout.cellWidth) }
        buffer.writeLine(names.joined(), in: gridRect, row: 1, style: .dim)
        let legendRow =
            2 + renderWeeks(into: &buffer, in: gridRect, layout: layout, today: today)
        buffer.writeLine(
            "•n: n events" + (layout.lines > 1 ? ", the first titles below the day" : "")
                + (weather.isEmpty ? "" : " · ☀☂ the stored forecast"),
            in: gridRect,
            row: legendRow,
            style: .dim
        )
        let agendaRect = area.inset(top: legendRow + 2)
        guard agendaRect.height > 0, agendaRect.width > 0 else { return }
        var agenda = PlannerAgenda(
            events: days[selected] ?? [],
            today: today,
            zone: zone,
            from: selected,
            to: selected,
            always: [selected],
            weather: weather,
            units: units,
            conflicts: conflicts
        )
        agenda.width = agendaRect.width
        let rows = agenda.rows(in: 0..<agenda.count)
        for (index, text) in rows.prefix(agendaRect.height).enumerated() {
            let more = index == agendaRect.height - 1 && rows.count > agendaRect.height
            buffer.writeLine(
                more ? "    … and \(rows.count - index) more (Enter shows the day)" : text,
                in: agendaRect,
                row: index,
                style: index == 0 ? .bold : more ? .dim : .plain
            )
        }
    }
}
