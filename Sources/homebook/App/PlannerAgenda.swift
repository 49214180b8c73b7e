import HomebookCore
import TerminalUI

/// The agenda's rows: a heading per day with something planned (today's and the day gone to
/// always, even empty), then that day's occurrences.
struct PlannerAgenda: ListDataSource {
    /// One row of the agenda.
    enum Row: Equatable {
        /// A day's heading.
        case day(CalendarDate)
        /// Today (or the day gone to) has nothing planned.
        case empty(CalendarDate)
        /// An occurrence (a repeating event's carries its own span).
        case event(PlannerEvent)
    }

    /// The rows, top to bottom.
    let rows: [Row]
    /// The zone times are shown in.
    let zone: LocalZone
    /// The day shown as "today".
    let today: CalendarDate
    /// The first day loaded: an event that began before it shows on it.
    let from: CalendarDate

    /// The stored forecast's days (the default place's), shown beside their dates.
    let weather: [CalendarDate: WeatherDaySummary]
    /// The units the forecast is shown in.
    let units: WeatherUnits
    /// The events that are conflict copies, marked `≠ conflict copy` (docs/manual.md#conflicts).
    let conflicts: Set<Int64>
    /// The columns an event row is fitted to: a long title, place or meal name is cut with
    /// `…` so a meal's `×N` and the markers after it stay in view.
    var width = Int.max

    /// Groups `events` (in start order, from the core's listing of `from…to`) by the day they
    /// show on: their first day, or `from` for one that began before it and is still going
    /// on. Today and the days of `always` within the range get a heading even with nothing
    /// planned, and so does each day of `weather` after today, so every forecast day shows
    /// its weather (docs/manual.md#weather).
    init(
        events: [PlannerEvent],
        today: CalendarDate,
        zone: LocalZone,
        from: CalendarDate? = nil,
        to: CalendarDate? = nil,
        always: Set<CalendarDate> = [],
        weather: [CalendarDate: WeatherDaySummary] = [:],
        units: WeatherUnits = .metric,
        conflicts: Set<Int64> = []
    ) {
        self.conflicts = conflicts
        self.zone = zone
        self.today = today
        let from = from ?? today
        let to = to ?? .last
        self.from = from
        self.weather = weather
        self.units = units
        var days: [(day: CalendarDate, events: [PlannerEvent])] = []
        for event in events {
            let day = max(event.span.firstDay(in: zone), from)
            if days.last?.day == day {
                days[days.count - 1].events.append(event)
            } else {
                days.append((day, [event]))
            }
        }
        let headed = Set(days.map(\.day))
        let extra = always.union([today]).union(weather.keys.filter { $0 > today })
        days += extra.filter { $0 >= from && $0 <= to && !headed.contains($0) }.map { ($0, []) }
        days.sort { $0.day < $1.day }
        let anchors = always.union([today])
        rows = days.flatMap { day, events -> [Row] in
            [.day(day)]
                + (events.isEmpty && anchors.contains(day) ? [.empty(day)] : events.map(Row.event))
        }
    }

    var count: Int { rows.count }

    /// The event on row `index`, or nil for a heading.
    func event(at index: Int) -> PlannerEvent? {
        guard rows.indices.contains(index), case .event(let event) = rows[index] else {
            return nil
        }
        return event
    }

    /// The day of the row at `index`: its own for a day heading, else the heading above it.
    func day(at index: Int) -> CalendarDate {
        var row = min(index, rows.count - 1)
        while row >= 0 {
            if case .day(let day) = rows[row] { return day }
            row -= 1
        }
        return today
    }

    /// The first event row, or 0.
    var firstEventIndex: Int {
        rows.firstIndex { if case .event = $0 { return true } else { return false } } ?? 0
    }

    /// The row to select for `day`: its first event (its heading when it has none, or the
    /// next day's first row when it has no heading), so the day's heading stays in view.
    func index(of day: CalendarDate) -> Int {
        guard
            let heading = rows.firstIndex(where: { row in
                if case .day(let shown) = row { return shown >= day }
                return false
            })
        else { return max(0, rows.count - 1) }
        if heading + 1 < rows.count, case .event = rows[heading + 1] { return heading + 1 }
        return heading
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
            let heading = "\(day.weekdayName) \(day)\(label)"
            guard let forecast = weather[day] else { return heading }
            return heading + String(repeating: " ", count: max(2, 26 - heading.count))
                + forecast.brief(units)
        case .empty(let day):
            return "    nothing planned" + (day == today ? " today" : "") + " (a adds an event)"
        case .event(let event):
            return eventLine(event)
        }
    }

    /// `    17:00–18:00  Brunch  @ Home  meal: Pancakes ×6  ↻`, fitted to ``width``: the
    /// place is cut first, then the title, then the meal's name; the servings never.
    private func eventLine(_ event: PlannerEvent) -> String {
        var line = FittedLine()
        line.fixed("    " + time(event) + "  ")
        line.shortenable(event.shownTitle, keeps: 16)
        if !event.location.isEmpty {
            line.fixed("  @ ")
            line.shortenable(DisplayText.singleLine(event.location), keeps: 8)
        }
        if let meal = event.mealParts {
            line.fixed("  meal: ")
            line.shortenable(meal.name, keeps: 8)
            if let servings = meal.servings { line.fixed(" " + servings) }
        }
        var markers = ""
        if event.repeatRule != nil { markers += "  ↻" }
        if event.scheduleID != nil { markers += "  (repeating item)" }
        if conflicts.contains(event.id) { markers += "  ≠ conflict copy" }
        if !markers.isEmpty { line.fixed(markers) }
        let title = 1
        let place = event.location.isEmpty ? nil : 3
        let meal = (event.location.isEmpty ? 3 : 5)
        return line.text(width: width, order: [place, title, meal].compactMap { $0 })
    }

    /// The time column, 11 columns wide.
    private func time(_ event: PlannerEvent) -> String {
        switch event.span {
        case .allDay(let first, let last):
            return first == last ? "all day    " : "to \(last.description.dropFirst(5))   "
        case .timed(let start, let end):
            let from = zone.local(start)
            let until = zone.local(end)
            let head = from.date < self.from ? "…    " : from.clockText
            return head + "–" + (until.date == from.date ? until.clockText : "…    ")
        }
    }
}
