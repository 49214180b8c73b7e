internal import SQLiteWrapper

/// Listing a range of days, repeats expanded only within it.
extension Planner {
    /// How many days after its first day a listing may end (docs/manual.md#planner): a
    /// century, enough for any agenda, and a bound on the work a range can ask for.
    public static let maximumListedDays = 36_525
    /// The days read at a time: a month comes in one piece, as it always did.
    static let listingPieceDays = 31

    /// Refuses a range that ends more than ``maximumListedDays`` after it begins.
    public static func checkListing(from: CalendarDate, to: CalendarDate) throws(PlannerError) {
        // Day numbers of years 1…9999 are a few million: no overflow.
        guard to.dayNumber - from.dayNumber <= maximumListedDays else {
            throw .rangeTooLong(from: from, to: to)
        }
    }

    /// The occurrences that touch the local days `from…to`, in order of start (see
    /// ``forEachOccurrence(from:to:calendar:_:)``).
    public func occurrences(
        from: CalendarDate,
        to: CalendarDate,
        calendar: String? = nil
    )
        throws -> [PlannerEvent]
    {
        var all: [PlannerEvent] = []
        try forEachOccurrence(from: from, to: to, calendar: calendar) { all += $0 }
        return all
    }

    /// Hands `body` the occurrences that touch the local days `from…to`, in order of start,
    /// a month's days at a time, so a long range never holds all its occurrences at once.
    ///
    /// Single events are read through the start index, bounded below by the longest event;
    /// repeating ones through their own index, skipping finished series, and each is
    /// expanded only inside the days read. An occurrence carries the event's id and its own
    /// span, and comes once, with the first days it touches.
    ///
    /// - Throws: ``PlannerError/rangeTooLong(from:to:)`` for a range past
    ///   ``maximumListedDays``, before `body` is called.
    public func forEachOccurrence(
        from: CalendarDate,
        to: CalendarDate,
        calendar: String? = nil,
        _ body: ([PlannerEvent]) throws -> Void
    ) throws {
        try Self.checkListing(from: from, to: to)
        // Every conversion below falls inside these days: read the zone's offsets once.
        let zone = zone.covering(days: from, to)
        let whole = ListedDays(from: from, to: to, zone: zone)
        try database.read { db in
            let calendarID: Int64? = try calendar.map { try self.calendarID($0) }
            // REAL when a difference overflowed in SQLite (times written elsewhere): then
            // no lower bound, and the row itself is refused as it is read.
            let longest: DatabaseValue =
                try db.cachedStatement("SELECT max(end_at - start_at) FROM planner_events")
                .fetchOne()?.get(0) ?? .null
            let longestExtra = try Self.longestExtraDate(db)
            var first = from.dayNumber
            while first <= to.dayNumber {
                let last = min(first + Self.listingPieceDays - 1, to.dayNumber)
                let days = ListedDays(
                    from: CalendarDate(dayNumber: first),
                    to: CalendarDate(dayNumber: last),
                    zone: zone
                )
                var piece = try occurrences(
                    within: days,
                    calendarID: calendarID,
                    longest: longest,
                    longestExtra: longestExtra,
                    in: db
                )
                // An occurrence that also touches earlier days came with them.
                if first > from.dayNumber {
                    let before = ListedDays(
                        from: from,
                        to: CalendarDate(dayNumber: first - 1),
                        zone: zone,
                        start: whole.start
                    )
                    piece.removeAll { before.overlap($0.span) }
                }
                try body(piece)
                first = last + 1
            }
        }
    }

    /// The occurrences touching `days`, in order of start.
    private func occurrences(
        within days: ListedDays,
        calendarID: Int64?,
        longest: DatabaseValue,
        longestExtra: Int64,
        in db: Database
    ) throws -> [PlannerEvent] {
        // A day of slack each side covers all-day events, stored at UTC midnight.
        let low = days.start - 86_400
        let high = days.end + 86_400
        var lowest = Int64.min
        switch longest {
        case .integer(let length):
            let (difference, overflow) = low.subtractingReportingOverflow(length)
            if !overflow { lowest = difference }
        case .null: lowest = low
        default: break
        }
        let queries = Self.listingQueries(byCalendar: calendarID != nil)
        let arguments: [DatabaseValue] =
            [.integer(lowest), .integer(high), .integer(low)]
            + (calendarID.map { [.integer($0)] } ?? [])
        // The repeating query has no lower start bound; its ?1 is the same high bound.
        var repeatingArguments = arguments
        repeatingArguments[0] = .integer(high)
        var result: [PlannerEvent] = []
        // Events with extra dates (RDATE) read here are expanded once, not again below.
        var expanded: Set<Int64> = []
        try db.cachedStatement(queries.single).forEachRow(arguments) { row in
            let event = try Self.decode(row)
            if !event.extraDates.isEmpty {
                expanded.insert(event.id)
                result += Self.expand(event, within: days)
            } else if days.overlap(event.span) {
                result.append(event)
            }
        }
        try db.cachedStatement(queries.repeating).forEachRow(repeatingArguments) { row in
            let event = try Self.decode(row)
            if !event.extraDates.isEmpty { expanded.insert(event.id) }
            result += Self.expand(event, within: days)
        }
        // An extra occurrence may lie far from its event's start and its repeat's end.
        var extraLongest = longestExtra
        if case .integer(let length) = longest { extraLongest = max(extraLongest, length) }
        let (extraLow, overflow) = low.subtractingReportingOverflow(max(extraLongest, 0))
        try db.cachedStatement(Self.extraDatesQuery(byCalendar: calendarID != nil)).forEachRow(
            [.integer(overflow ? Int64.min : extraLow), .integer(high)]
                + (calendarID.map { [.integer($0)] } ?? [])
        ) { row in
            let event = try Self.decode(row)
            guard !expanded.contains(event.id) else { return }
            result += Self.expand(event, within: days)
        }
        // Repeating ledger items show as all-day reminders (docs/manual.md#schedules); they
        // belong to no calendar.
        if calendarID == nil { result += try LedgerSchedules.reminders(within: days, db) }
        // Small keys are sorted, not the events (each a dozen words of strings to move),
        // and each is computed once: an all-day key asks the zone for an instant.
        let order = result.indices.map { index in
            let (instant, timed) = Self.sortKey(result[index], in: days.zone)
            return (instant, timed, result[index].id, index)
        }
        result.permute(to: order.sorted(by: <).map(\.3))
        return result
    }

    /// The two queries of a listing. Single events come through their start index, bounded
    /// below by the longest event (`?1`, `?2`: start bounds, `?3`: the earliest end), and
    /// are read in id order.
    /// Repeating ones come from their own covering index (migration 0009), every series that
    /// starts before the range (`?1`, `?2`) and has not finished before it (`?3`). `?4` is
    /// the calendar, when one is asked for.
    package static func listingQueries(byCalendar: Bool) -> (single: String, repeating: String) {
        // The unary + keeps SQLite from reading the calendar's index instead of the range:
        // that walks every event of the calendar, whatever the days asked for.
        let filter = byCalendar ? " AND +e.calendar_id = ?4" : ""
        return (
            // The index gives the ids; SQLite then reads the rows in id order, so a table
            // page holding two of them is read once and the tree's inner pages stay cached
            // (a month: 923 → 727 page reads). The order is the caller's to make anyway.
            single: select
                + " WHERE e.rowid IN (SELECT rowid FROM planner_events"
                + " WHERE repeat_freq IS NULL AND start_at >= ?1 AND start_at < ?2)"
                + " AND e.end_at >= ?3" + filter,
            repeating: select
                + " WHERE e.repeat_freq IS NOT NULL AND e.start_at < ?1 AND e.start_at < ?2"
                + " AND (e.repeat_last_end_at IS NULL OR e.repeat_last_end_at >= ?3)" + filter
        )
    }

    /// The occurrences of a repeating event within `days`, expanded in the series' own zone
    /// (the listing's when it has none).
    static func expand(_ event: PlannerEvent, within days: ListedDays) -> [PlannerEvent] {
        guard let rule = event.repeatRule else {
            guard !event.extraDates.isEmpty else { return [event] }
            return (days.overlap(event.span) ? [event] : [])
                + extraOccurrences(of: event, within: days)
        }
        let zone = event.seriesZone(listedIn: days.zone)
        // The series' days may begin up to a day before or after the listed ones.
        let shift = zone == days.zone ? 0 : 1
        // The series' first start, read once for all its occurrences: it usually lies long
        // before the listed days, outside the zone's table, where the zone itself answers.
        var startReading: LocalDateTime?
        if case .timed(let start, _) = event.span { startReading = zone.local(start) }
        let first = startReading?.date ?? event.span.firstDay(in: zone)
        var lengthInDays = 0
        switch event.span {
        case .allDay(let start, let last): lengthInDays = last.dayNumber - start.dayNumber
        case .timed(let start, let end): lengthInDays = Int((end - start) / 86_400) + 1
        }
        var starts = rule.startDays(
            first: first,
            from: days.from.adding(days: -lengthInDays - shift),
            to: days.to.adding(days: shift)
        )
        if !rule.exceptions.isEmpty {
            let skipped = Set(rule.exceptions)
            starts.removeAll(where: skipped.contains)
        }
        return starts.compactMap { day in
            var occurrence = event
            occurrence.span = event.span.occurrence(on: day, in: zone, startReading: startReading)
            // Near 9999-12-31 an occurrence may end past the times kept: it is not shown.
            guard days.overlap(occurrence.span) else { return nil }
            if day.year == 9999, (try? occurrence.span.checkKept()) == nil { return nil }
            return occurrence
        } + extraOccurrences(of: event, within: days)
    }

    /// All-day events first on their day, then by start time.
    private static func sortKey(_ event: PlannerEvent, in zone: LocalZone) -> (Int64, Int) {
        switch event.span {
        case .allDay(let first, _):
            return (zone.instant(LocalDateTime(date: first, hour: 0, minute: 0)), 0)
        case .timed(let start, _): return (start, 1)
        }
    }
}
