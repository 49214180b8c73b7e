/// The occurrences of a range of days filed under each day they touch: what a month grid
/// marks and the agenda of any day in it (docs/manual.md#planner).
extension Planner {
    /// Every occurrence touching `from…to` (one listing of the range), under each of its
    /// days in the range, in order of start: a weekend trip is under Saturday and Sunday, a
    /// timed event ending at midnight only under the day it began.
    public func occurrencesByDay(
        from: CalendarDate,
        to: CalendarDate
    ) throws -> [CalendarDate: [PlannerEvent]] {
        var days: [CalendarDate: [PlannerEvent]] = [:]
        for event in try occurrences(from: from, to: to) {
            let span = event.span.days(in: zone)
            // By day numbers: adding days stops at 9999-12-31, so a walk by dates to that
            // day would never end.
            let first = max(span.first, from).dayNumber
            let last = min(span.last, to).dayNumber
            for number in stride(from: first, through: last, by: 1) {
                days[CalendarDate(dayNumber: number), default: []].append(event)
            }
        }
        return days
    }
}

extension EventSpan {
    /// The first and last local days the span touches in `zone`: an end exactly at
    /// midnight does not touch the day it opens (an event of no length touches its day).
    public func days(in zone: LocalZone) -> (first: CalendarDate, last: CalendarDate) {
        switch self {
        case .allDay(let first, let last):
            return (first, last)
        case .timed(let start, let end):
            let first = zone.local(start).date
            return (first, end > start ? max(first, zone.local(end - 1).date) : first)
        }
    }
}
