/// When an event happens: from one instant to another, or over whole days.
public enum EventSpan: Hashable, Sendable {
    /// A timed event: UTC seconds, end not before start.
    case timed(start: Int64, end: Int64)
    /// An all-day event: floating days (the same days in every zone), end inclusive.
    case allDay(first: CalendarDate, last: CalendarDate)

    /// Whether this is an all-day span.
    public var isAllDay: Bool {
        if case .allDay = self { return true }
        return false
    }

    /// The first day an event may touch, read in UTC: 0001-01-02, so that in every zone
    /// (offsets are under a day) its days have dates (docs/manual.md#planner).
    public static let earliestDay = CalendarDate(dayNumber: CalendarDate.first.dayNumber + 1)
    /// The last day an event may touch, read in UTC: 9999-12-30.
    public static let latestDay = CalendarDate(dayNumber: CalendarDate.last.dayNumber - 1)

    /// The instants a stored time may hold: the years 1 to 9999 in any zone, with a day to
    /// spare (times stored before the kept range was checked lie inside).
    static let storable: ClosedRange<Int64> =
        Int64(CalendarDate.first.dayNumber - 2) * 86_400...Int64(CalendarDate.last.dayNumber + 3)
        * 86_400

    /// Refuses a span that starts before ``earliestDay`` or ends after ``latestDay``.
    public func checkKept() throws(PlannerError) {
        let low = Int64(Self.earliestDay.dayNumber) * 86_400
        let high = Int64(Self.latestDay.dayNumber + 1) * 86_400
        switch self {
        case .allDay(let first, let last):
            guard first >= Self.earliestDay, last <= Self.latestDay else {
                throw .outsideKeptTimes
            }
        case .timed(let start, let end):
            guard start >= low, end < high else { throw .outsideKeptTimes }
        }
    }

    /// The first day of the span in `zone`.
    public func firstDay(in zone: LocalZone) -> CalendarDate {
        switch self {
        case .timed(let start, _): return zone.local(start).date
        case .allDay(let first, _): return first
        }
    }
}
