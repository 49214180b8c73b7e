internal import SQLiteWrapper

/// An event's extra occurrences (iCalendar RDATE, docs/manual.md#planner): stored beside
/// the event, listed with the occurrences its repeat gives.
extension Planner {
    /// Replaces an event's extra occurrences (RDATE) with `dates`.
    func saveExtraDates(of id: Int64, _ dates: [ExtraDate]) throws {
        try database.execute(
            cached: "DELETE FROM planner_event_extra_dates WHERE event_id = ?",
            [.integer(id)]
        )
        for date in dates {
            // Two values with one start are one occurrence (RFC 5545 §3.8.5.2): the first.
            try database.execute(
                cached: "INSERT OR IGNORE INTO planner_event_extra_dates"
                    + " (event_id, start_at, end_at, kind) VALUES (?, ?, ?, ?)",
                [.integer(id)] + date.values
            )
        }
    }

    /// Deletes the extra occurrences of event `id` that start on the local `day`; whether
    /// there was one.
    func deleteExtraDates(of event: PlannerEvent, on day: CalendarDate) throws -> Bool {
        let seriesZone = event.seriesZone(listedIn: zone)
        let starting = event.extraDates.filter {
            $0.span(for: event.span, in: seriesZone).firstDay(in: zone) == day
        }
        for date in starting {
            try database.execute(
                cached: "DELETE FROM planner_event_extra_dates WHERE event_id = ? AND start_at = ?",
                [.integer(event.id), .integer(date.startAt)]
            )
        }
        return !starting.isEmpty
    }

    /// The events with an extra occurrence starting in `?1…?2` (UTC seconds), `?3` the
    /// calendar when one is asked for: a listing expands them even when their own start,
    /// or their repeat's last occurrence, lies outside its days.
    package static func extraDatesQuery(byCalendar: Bool) -> String {
        select
            + " WHERE e.id IN (SELECT event_id FROM planner_event_extra_dates"
            + " WHERE start_at >= ?1 AND start_at < ?2)"
            + (byCalendar ? " AND +e.calendar_id = ?3" : "")
    }

    /// The longest extra occurrence of its own length (a PERIOD), in seconds; 0 for none.
    static func longestExtraDate(_ db: Database) throws -> Int64 {
        let value: DatabaseValue =
            try db.cachedStatement(
                "SELECT max(end_at - start_at) FROM planner_event_extra_dates"
            ).fetchOne()?.get(0) ?? .null
        if case .integer(let length) = value, length > 0 { return length }
        return 0
    }

    /// The occurrences of `event`'s extra dates within `days`, but those starting when the
    /// event itself or its repeat has an occurrence: RFC 5545 §3.8.5.2 counts one start
    /// once (the repeat's occurrence is the one shown).
    static func extraOccurrences(of event: PlannerEvent, within days: ListedDays) -> [PlannerEvent]
    {
        guard !event.extraDates.isEmpty else { return [] }
        let zone = event.seriesZone(listedIn: days.zone)
        var startReading: LocalDateTime?
        if case .timed(let start, _) = event.span { startReading = zone.local(start) }
        let first = startReading?.date ?? event.span.firstDay(in: zone)
        return event.extraDates.compactMap { date in
            let span = date.span(for: event.span, in: zone)
            guard days.overlap(span) else { return nil }
            if span.start == event.span.start { return nil }
            if let rule = event.repeatRule {
                let day = span.firstDay(in: zone)
                if rule.startDays(first: first, from: day, to: day) == [day],
                    event.span.occurrence(on: day, in: zone, startReading: startReading).start
                        == span.start
                {
                    return nil
                }
            }
            var occurrence = event
            occurrence.span = span
            return occurrence
        }
    }
}

extension EventSpan {
    /// Where it starts: UTC seconds, or an all-day span's first day as its UTC midnight
    /// (only compared with spans of the same kind).
    var start: Int64 {
        switch self {
        case .timed(let start, _): return start
        case .allDay(let first, _): return Int64(first.dayNumber) * 86_400
        }
    }
}
