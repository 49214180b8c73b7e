internal import SQLiteWrapper

/// How an export writes repeating timed events, and the VTIMEZONE that goes with them.
extension Planner {
    /// Years a rule that never ends is covered for, after this year (or its start's year).
    static let neverEndingYears = 10
    /// The most years after this one (or the first event's) a VTIMEZONE covers, whatever the
    /// rules say: a repeat until 9999 would otherwise mean thousands of transitions.
    static let coverageLimitYears = 100

    /// How to write repeating timed events of `calendarID` (or all), for each zone they
    /// repeat in, and the VTIMEZONEs to write before them (docs/manual.md#planner).
    ///
    /// Series without a zone of their own repeat in the planner's; the others in theirs.
    /// A VTIMEZONE covers whole years, from the year the first such event starts through
    /// the year the last one ends; for a rule that never ends, through ten years after this
    /// one (or after its start, if later). A zone whose offset is 0 in all those years is
    /// written as UTC; a zone without an Olson name (`TZ=CET-1CEST,…`) as floating time.
    func exportRepeatTimes(
        calendarID: Int64?,
        now: Int64
    ) throws
        -> (times: ICalendarWriter.RepeatTimes, series: [String: SeriesTimes], timeZones: [String])
    {
        // repeat_last_end_at is an upper bound of the last occurrence's end (a day or two
        // late, which only ever adds a year), NULL for a rule that never ends.
        let filter = calendarID == nil ? "" : " AND calendar_id = ?"
        let rows = try database.fetchAll(
            cached: """
                SELECT zone, min(start_at), max(repeat_last_end_at),
                    max(CASE WHEN repeat_last_end_at IS NULL THEN start_at END)
                FROM planner_events WHERE repeat_freq IS NOT NULL AND all_day = 0
                """ + filter + " GROUP BY zone ORDER BY zone",
            calendarID.map { [.integer($0)] } ?? []
        )
        // The span each zone's series cover; a zone the system no longer knows is read as
        // the planner's, as listings do.
        var spans: [(zone: LocalZone, cover: Coverage)] = []
        for row in rows {
            let name: String? = try row.get(0)
            let seriesZone = name.flatMap { LocalZone(olsonName: $0) } ?? zone
            let cover = Coverage(
                firstStart: try row.get(1),
                lastEnd: try row.get(2),
                neverEndingStart: try row.get(3)
            )
            if let index = spans.firstIndex(where: { $0.zone == seriesZone }) {
                spans[index].cover.merge(cover)
            } else {
                spans.append((seriesZone, cover))
            }
        }
        var times = ICalendarWriter.RepeatTimes.floating
        var series: [String: SeriesTimes] = [:]
        var timeZones: [String] = []
        for (seriesZone, cover) in spans {
            let (zoneTimes, component) = repeatTimes(in: seriesZone, cover, now: now)
            if let component { timeZones.append(component) }
            if seriesZone == zone {
                times = zoneTimes
            } else if let name = seriesZone.name {
                series[name] = SeriesTimes(zone: seriesZone, times: zoneTimes)
            }
        }
        return (times, series, timeZones)
    }

    /// How a zone's repeats are written, and its VTIMEZONE when they name it.
    private func repeatTimes(
        in zone: LocalZone,
        _ cover: Coverage,
        now: Int64
    ) -> (ICalendarWriter.RepeatTimes, String?) {
        let thisYear = zone.local(now).date.year
        let firstYear = zone.local(cover.firstStart).date.year
        var lastYear = firstYear
        if let lastEnd = cover.lastEnd { lastYear = max(lastYear, zone.local(lastEnd).date.year) }
        if let neverEndingStart = cover.neverEndingStart {
            let startYear = zone.local(neverEndingStart).date.year
            lastYear = max(lastYear, max(startYear, thisYear) + Self.neverEndingYears)
        }
        // 9998 at most, so the end (1 January after) is still a date the planner knows.
        lastYear = min(lastYear, max(firstYear, thisYear) + Self.coverageLimitYears, 9998)
        let observances = zone.observances(
            from: Self.newYear(firstYear, in: zone) ?? cover.firstStart,
            through: Self.newYear(lastYear + 1, in: zone) ?? cover.firstStart
        )
        if observances.count == 1, observances[0].offset == 0 { return (.utc, nil) }
        guard let name = zone.olsonName else { return (.floating, nil) }
        return (.zone(name), ICalendarTimeZone.component(tzid: name, observances: observances))
    }

    /// The instant 1 January of `year` begins in `zone`.
    private static func newYear(_ year: Int, in zone: LocalZone) -> Int64? {
        CalendarDate(year: year, month: 1, day: 1).map { day in
            zone.instant(LocalDateTime(date: day, hour: 0, minute: 0))
        }
    }
}

/// The zone a series repeats in and how its times are written.
struct SeriesTimes {
    let zone: LocalZone
    let times: ICalendarWriter.RepeatTimes
}

/// The instants a zone's repeating series cover, from the stored bounds.
private struct Coverage {
    var firstStart: Int64
    var lastEnd: Int64?
    var neverEndingStart: Int64?

    mutating func merge(_ other: Coverage) {
        firstStart = min(firstStart, other.firstStart)
        lastEnd = [lastEnd, other.lastEnd].compactMap { $0 }.max()
        neverEndingStart = [neverEndingStart, other.neverEndingStart].compactMap { $0 }.max()
    }
}
