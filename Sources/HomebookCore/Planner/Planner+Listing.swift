internal import SQLiteWrapper

/// Listing a range of days, repeats expanded only within it.
extension Planner {
    /// The occurrences that touch the local days `from…to`, in order of start.
    ///
    /// Single events are read through the start index, bounded below by the longest event;
    /// repeating ones through their own index, skipping finished series, and each is
    /// expanded only inside the range. An occurrence carries the event's id and its own span.
    public func occurrences(
        from: CalendarDate,
        to: CalendarDate,
        calendar: String? = nil
    )
        throws -> [PlannerEvent]
    {
        try database.read { db in
            let calendarID: Int64? = try calendar.map { try self.calendarID($0) }
            // A day of slack each side covers all-day events, stored at UTC midnight.
            let low = zone.instant(LocalDateTime(date: from, hour: 0, minute: 0)) - 86_400
            let high =
                zone.instant(LocalDateTime(date: to.adding(days: 1), hour: 0, minute: 0)) + 86_400
            let longest: Int64 =
                try db.cachedStatement("SELECT max(end_at - start_at) FROM planner_events")
                .fetchOne()?.get(0) ?? 0
            let filter = calendarID.map { _ in " AND e.calendar_id = ?4" } ?? ""
            let arguments: [DatabaseValue] =
                [.integer(low - longest), .integer(high), .integer(low)]
                + (calendarID.map { [.integer($0)] } ?? [])
            // The repeating query has no lower start bound; its ?1 is the same high bound.
            var repeatingArguments = arguments
            repeatingArguments[0] = .integer(high)
            var result: [PlannerEvent] = []
            try db.cachedStatement(
                Self.select
                    + " WHERE e.repeat_freq IS NULL AND e.start_at >= ?1 AND e.start_at < ?2"
                    + " AND e.end_at >= ?3" + filter
            ).forEachRow(arguments) { row in
                let event = try Self.decode(row)
                if event.span.overlaps(from: from, to: to, in: zone) { result.append(event) }
            }
            try db.cachedStatement(
                Self.select
                    + " WHERE e.repeat_freq IS NOT NULL AND e.start_at < ?1 AND e.start_at < ?2"
                    + " AND (e.repeat_last_end_at IS NULL OR e.repeat_last_end_at >= ?3)" + filter
            ).forEachRow(repeatingArguments) { row in
                let event = try Self.decode(row)
                result += expand(event, from: from, to: to)
            }
            // Keys computed once per occurrence: an all-day key asks the zone for an instant.
            return result.map { (key: sortKey($0), event: $0) }
                .sorted { lhs, rhs in
                    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.event.id < rhs.event.id
                }
                .map(\.event)
        }
    }

    /// The occurrences of a repeating event within `from…to`.
    func expand(_ event: PlannerEvent, from: CalendarDate, to: CalendarDate) -> [PlannerEvent] {
        guard let rule = event.repeatRule else { return [event] }
        let first = event.span.firstDay(in: zone)
        var lengthInDays = 0
        switch event.span {
        case .allDay(let start, let last): lengthInDays = last.dayNumber - start.dayNumber
        case .timed(let start, let end): lengthInDays = Int((end - start) / 86_400) + 1
        }
        var days = rule.startDays(first: first, from: from.adding(days: -lengthInDays), to: to)
        if !rule.exceptions.isEmpty {
            let skipped = Set(rule.exceptions)
            days.removeAll(where: skipped.contains)
        }
        return days.compactMap { day in
            var occurrence = event
            occurrence.span = event.span.occurrence(on: day, in: zone)
            return occurrence.span.overlaps(from: from, to: to, in: zone) ? occurrence : nil
        }
    }

    /// All-day events first on their day, then by start time.
    private func sortKey(_ event: PlannerEvent) -> (Int64, Int) {
        switch event.span {
        case .allDay(let first, _):
            return (zone.instant(LocalDateTime(date: first, hour: 0, minute: 0)), 0)
        case .timed(let start, _): return (start, 1)
        }
    }
}

extension EventSpan {
    /// The span of the occurrence starting on `day`: the same wall-clock time that day
    /// (so 09:00 stays 09:00 across daylight-saving changes) and the same length.
    func occurrence(on day: CalendarDate, in zone: LocalZone) -> EventSpan {
        switch self {
        case .allDay(let first, let last):
            return .allDay(first: day, last: day.adding(days: last.dayNumber - first.dayNumber))
        case .timed(let start, let end):
            var reading = zone.local(start)
            reading.date = day
            let startAt = zone.instant(reading)
            return .timed(start: startAt, end: startAt + (end - start))
        }
    }
}
