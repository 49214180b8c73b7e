internal import SQLiteWrapper

/// One extra occurrence of an event (iCalendar RDATE, docs/manual.md#planner), kept as
/// the value type it came as so an export writes it back the same.
public enum ExtraDate: Hashable, Sendable, Comparable {
    /// `RDATE;VALUE=DATE`: an all-day occurrence starting that day, as long as the event.
    case date(CalendarDate)
    /// `RDATE` DATE-TIME: an occurrence starting then (UTC seconds), as long as the event.
    case time(Int64)
    /// `RDATE;VALUE=PERIOD`: an occurrence with its own start and end (UTC seconds).
    case period(start: Int64, end: Int64)

    /// The stored start: a date's UTC midnight, as all-day events are stored.
    var startAt: Int64 {
        switch self {
        case .date(let day): return Int64(day.dayNumber) * 86_400
        case .time(let start), .period(let start, _): return start
        }
    }

    /// Extra dates in order of start.
    public static func < (left: ExtraDate, right: ExtraDate) -> Bool {
        left.startAt < right.startAt
    }

    /// The occurrence's span for an event spanning `span`, whose series reads days in
    /// `zone`: a date or time takes the event's length; a date of a timed event starts at
    /// its clock that day, a time of an all-day event names its day in `zone`.
    public func span(for span: EventSpan, in zone: LocalZone) -> EventSpan {
        switch self {
        case .period(let start, let end): return .timed(start: start, end: end)
        case .date(let day): return span.occurrence(on: day, in: zone)
        case .time(let start):
            switch span {
            case .timed(let first, let end): return .timed(start: start, end: start + (end - first))
            case .allDay: return span.occurrence(on: zone.local(start).date, in: zone)
            }
        }
    }

    /// The stored columns `start_at`, `end_at`, `kind`.
    var values: [DatabaseValue] {
        switch self {
        case .date: return [.integer(startAt), .null, .text("date")]
        case .time: return [.integer(startAt), .null, .text("time")]
        case .period(let start, let end): return [.integer(start), .integer(end), .text("period")]
        }
    }

    /// Reads the list ``Planner/select`` makes of an event's rows (`time 1773043200,period
    /// 1773043200 1773050400`); nil when an item is not one a homebook write makes.
    static func list(_ text: String) -> [ExtraDate]? {
        var dates: [ExtraDate] = []
        for item in text.split(separator: ",") {
            let parts = item.split(separator: " ")
            guard parts.count >= 2, let start = Int64(parts[1]),
                EventSpan.storable.contains(start)
            else { return nil }
            switch (parts[0], parts.count) {
            case ("date", 2):
                guard start % 86_400 == 0 else { return nil }
                dates.append(.date(CalendarDate(dayNumber: Int(start / 86_400))))
            case ("time", 2): dates.append(.time(start))
            case ("period", 3):
                guard let end = Int64(parts[2]), EventSpan.storable.contains(end), end >= start
                else { return nil }
                dates.append(.period(start: start, end: end))
            default: return nil
            }
        }
        return dates.sorted()
    }
}
