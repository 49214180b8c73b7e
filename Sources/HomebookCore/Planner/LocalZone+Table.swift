/// A zone's offsets over a stretch of time, worked out once, so the thousands of
/// conversions a listing makes inside the stretch are arithmetic rather than `localtime_r`
/// calls or searches of a zone's transitions.
struct ZoneTable: Sendable {
    /// The first and last instants the table answers for (UTC seconds).
    let start: Int64
    let end: Int64
    /// Where each stretch of one offset begins (ascending; the first is `start`) …
    let onsets: [Int64]
    /// … and its offset from UTC in seconds.
    let offsets: [Int]

    /// The offset in force at `instant`, or nil outside the table.
    func offset(at instant: Int64) -> Int? {
        guard instant >= start, instant <= end else { return nil }
        // The last onset not after the instant; a zone changes a few times a year, so the
        // table is short and a linear walk from the end is as good as a search.
        var index = onsets.count - 1
        while onsets[index] > instant { index -= 1 }
        return offsets[index]
    }
}

extension LocalZone {
    /// This zone, answering from a table for the instants `start…end` and as before
    /// elsewhere; the same answers either way (see ``observances(from:through:)`` for how
    /// changes are found).
    package func covering(from start: Int64, through end: Int64) -> LocalZone {
        guard start <= end else { return self }
        let observances = observances(from: start, through: end)
        return with(
            ZoneTable(
                start: start,
                end: end,
                onsets: observances.map(\.onset),
                offsets: observances.map(\.offset)
            )
        )
    }

    /// This zone with a table for the local days `from…to`, two days of slack each side (an
    /// instant asks for the offsets a day either side of it).
    package func covering(days from: CalendarDate, _ to: CalendarDate) -> LocalZone {
        covering(
            from: Int64(from.dayNumber - 2) * 86_400,
            through: Int64(to.dayNumber + 3) * 86_400
        )
    }
}
