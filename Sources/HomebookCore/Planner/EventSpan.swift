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

    /// Whether the span touches any of the days `from…to` in `zone`.
    func overlaps(from: CalendarDate, to: CalendarDate, in zone: LocalZone) -> Bool {
        switch self {
        case .allDay(let first, let last):
            return first <= to && last >= from
        case .timed(let start, let end):
            let rangeStart = zone.instant(LocalDateTime(date: from, hour: 0, minute: 0))
            let rangeEnd = zone.instant(LocalDateTime(date: to.adding(days: 1), hour: 0, minute: 0))
            // An event of no length at the range's first instant still counts.
            return start < rangeEnd && (end > rangeStart || start == rangeStart)
        }
    }
}
