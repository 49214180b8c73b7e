import HomebookCore
import SQLiteWrapper

/// A fixed "today" for the planner tests: Sunday 22 November 2026.
public let plannerToday = CalendarDate(year: 2026, month: 11, day: 22)!

/// Berlin: clocks go forward on 29 March 2026 and back on 25 October 2026.
public let berlin = LocalZone(olsonName: "Europe/Berlin")!

/// Opens a fresh store and hands `body` its planner in Berlin time.
public func withPlanner<Result>(
    _ body: (_ planner: Planner, _ store: HomebookStore) throws -> Result
) throws -> Result {
    try withTemporaryStore(named: "planner.sqlite") { store, _ in
        return try body(store.planner(in: berlin), store)
    }
}

/// A day from `YYYY-MM-DD` (tests only use real days).
public func day(_ text: String) -> CalendarDate {
    CalendarDate(iso: text) ?? CalendarDate(year: 1, month: 1, day: 1)!
}

/// The local start of each occurrence as `YYYY-MM-DD HH:MM` (or the day when all-day).
public func starts(_ events: [PlannerEvent], in zone: LocalZone = berlin) -> [String] {
    events.map { event in
        switch event.span {
        case .allDay(let first, _): return first.description
        case .timed(let start, _):
            let reading = zone.local(start)
            return "\(reading.date) \(reading.clockText)"
        }
    }
}
