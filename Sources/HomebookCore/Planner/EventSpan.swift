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

    /// The first day of the span in `zone`.
    public func firstDay(in zone: LocalZone) -> CalendarDate {
        switch self {
        case .timed(let start, _): return zone.local(start).date
        case .allDay(let first, _): return first
        }
    }
}
