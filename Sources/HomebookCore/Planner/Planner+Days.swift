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
            var day = max(span.first, from)
            let last = min(span.last, to)
            while day <= last {
                days[day, default: []].append(event)
                day = day.adding(days: 1)
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
