internal import SQLiteWrapper

/// How an export writes repeating timed events, and the VTIMEZONE that goes with them.
extension Planner {
    /// Years a rule that never ends is covered for, after this year (or its start's year).
    static let neverEndingYears = 10
    /// The most years after this one (or the first event's) a VTIMEZONE covers, whatever the
    /// rules say: a repeat until 9999 would otherwise mean thousands of transitions.
    static let coverageLimitYears = 100

    /// The way to write repeating timed events of `calendarID` (or all), and the VTIMEZONE
    /// to write before them when they refer to a TZID (docs/manual.md#planner).
    ///
    /// The VTIMEZONE covers whole years, from the year the first such event starts through
    /// the year the last one ends; for a rule that never ends, through ten years after this
    /// one (or after its start, if later). A zone whose offset is 0 in all those years is
    /// written as UTC; a zone without an Olson name (`TZ=CET-1CEST,…`) as floating time.
    func exportRepeatTimes(
        calendarID: Int64?,
        now: Int64
    ) throws
        -> (times: ICalendarWriter.RepeatTimes, timeZone: String?)
    {
        // repeat_last_end_at is an upper bound of the last occurrence's end (a day or two
        // late, which only ever adds a year), NULL for a rule that never ends.
        let filter = calendarID == nil ? "" : " AND calendar_id = ?"
        let row = try database.fetchOne(
            cached: """
                SELECT min(start_at), max(repeat_last_end_at),
                    max(CASE WHEN repeat_last_end_at IS NULL THEN start_at END)
                FROM planner_events WHERE repeat_freq IS NOT NULL AND all_day = 0
                """ + filter,
            calendarID.map { [.integer($0)] } ?? []
        )
        // No repeating timed event: nothing is written the chosen way.
        guard let row, let firstStart = try row.get(0, as: Int64?.self) else {
            return (.floating, nil)
        }
        let lastEnd: Int64? = try row.get(1)
        let neverEndingStart: Int64? = try row.get(2)
        let thisYear = zone.local(now).date.year
        let firstYear = zone.local(firstStart).date.year
        var lastYear = firstYear
        if let lastEnd { lastYear = max(lastYear, zone.local(lastEnd).date.year) }
        if let neverEndingStart {
            let startYear = zone.local(neverEndingStart).date.year
            lastYear = max(lastYear, max(startYear, thisYear) + Self.neverEndingYears)
        }
        // 9998 at most, so the end (1 January after) is still a date the planner knows.
        lastYear = min(lastYear, max(firstYear, thisYear) + Self.coverageLimitYears, 9998)
        let observances = zone.observances(
            from: newYear(firstYear) ?? firstStart,
            through: newYear(lastYear + 1) ?? firstStart
        )
        if observances.count == 1, observances[0].offset == 0 { return (.utc, nil) }
        guard let name = zone.olsonName else { return (.floating, nil) }
        return (.zone(name), ICalendarTimeZone.component(tzid: name, observances: observances))
    }

    /// The instant 1 January of `year` begins in the planner's zone.
    private func newYear(_ year: Int) -> Int64? {
        CalendarDate(year: year, month: 1, day: 1).map { day in
            zone.instant(LocalDateTime(date: day, hour: 0, minute: 0))
        }
    }
}
