import HomebookCore
import TerminalUI

/// The agenda's rows: a heading per day (today always first), then that day's occurrences.
struct PlannerAgenda: ListDataSource {
    /// One row of the agenda.
    enum Row: Equatable {
        /// A day's heading.
        case day(CalendarDate)
        /// Today has nothing planned.
        case empty
        /// An occurrence (a repeating event's carries its own span).
        case event(PlannerEvent)
    }

    /// The rows, top to bottom.
    let rows: [Row]
    /// The zone times are shown in.
    let zone: LocalZone
    /// The day shown as "today".
    let today: CalendarDate

    /// Groups `events` (in start order, from the core's listing) by the day they show on:
    /// their first day, or `today` for one that began before it and is still going on.
    init(events: [PlannerEvent], today: CalendarDate, zone: LocalZone) {
        self.zone = zone
        self.today = today
        var rows: [Row] = [.day(today)]
        var current = today
        for event in events {
            let day = max(event.span.firstDay(in: zone), today)
            if day != current {
                if current == today && rows.count == 1 { rows.append(.empty) }
                rows.append(.day(day))
                current = day
            }
            rows.append(.event(event))
        }
        if rows.count == 1 { rows.append(.empty) }
        self.rows = rows
    }

    var count: Int { rows.count }

    /// The event on row `index`, or nil for a heading.
    func event(at index: Int) -> PlannerEvent? {
        guard rows.indices.contains(index), case .event(let event) = rows[index] else {
            return nil
        }
        return event
    }

    /// The first event row, or 0.
    /// The day of the row at `index`: its own for a day heading, else the heading above it.
    func day(at index: Int) -> CalendarDate {
        var row = min(index, rows.count - 1)
        while row >= 0 {
            if case .day(let day) = rows[row] { return day }
            row -= 1
        }
        return today
    }

    var firstEventIndex: Int {
        rows.firstIndex { if case .event = $0 { return true } else { return false } } ?? 0
    }

    func rows(in range: Range<Int>) -> [String] {
        rows[range].map(text)
    }

    /// `Sat 2026-11-28  today`, `  17:00–18:00  Dinner  @ Home  ↻ weekly`.
    private func text(_ row: Row) -> String {
        switch row {
        case .day(let day):
            let label =
                day == today ? "  today" : day == today.adding(days: 1) ? "  tomorrow" : ""
            return "\(day.weekdayName) \(day)\(label)"
        case .empty:
            return "    nothing planned today (a adds an event)"
        case .event(let event):
            var line = "    " + time(event) + "  " + event.shownTitle
            if !event.location.isEmpty { line += "  @ " + DisplayText.singleLine(event.location) }
            if let recipe = event.recipe {
                line += "  meal: " + DisplayText.singleLine(recipe.name)
            }
            if event.repeatRule != nil { line += "  ↻" }
            return line
        }
    }

    /// The time column, 11 columns wide.
    private func time(_ event: PlannerEvent) -> String {
        switch event.span {
        case .allDay(let first, let last):
            return first == last ? "all day    " : "to \(last.description.dropFirst(5))   "
        case .timed(let start, let end):
            let from = zone.local(start)
            let until = zone.local(end)
            let head = from.date < today ? "…    " : from.clockText
            return head + "–" + (until.date == from.date ? until.clockText : "…    ")
        }
    }
}
