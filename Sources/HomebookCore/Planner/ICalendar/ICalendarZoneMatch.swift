/// A named zone for a series that repeats in a zone only its file defines (a VTIMEZONE
/// with a TZID the system does not know, such as Outlook's `Canberra, Melbourne, Sydney`):
/// a series is stored with the name of the zone it repeats in, so it needs a zone whose
/// clock is the file's own (docs/manual.md#planner).
enum ICalendarZoneMatch {
    /// How long the clocks must agree from a series' start: ten years of 365.25 days.
    static let span: Int64 = 3_652 * 86_400

    /// Your zone when it keeps the same clock as `defined` for ``span`` from `start`, else
    /// the first zone of CLDR's Windows table that does; nil when none does.
    static func namedZone(
        keepingClockOf defined: LocalZone,
        from start: Int64,
        local: LocalZone
    ) -> LocalZone? {
        let end = start + span
        let changes = defined.observances(from: start, through: end)
        var candidates: [LocalZone] = local.name == nil ? [] : [local]
        var seen: Set<String> = []
        for entry in WindowsZones.table where seen.insert(entry.olson).inserted {
            if let zone = LocalZone(olsonName: entry.olson) { candidates.append(zone) }
        }
        return candidates.first {
            agrees($0, with: defined, changes: changes, from: start, to: end)
        }
    }

    /// Whether `candidate` has the offsets of `defined` on each side of every change of
    /// `defined`, and at each day's start between `from` and `to` (so it has no change of its
    /// own that `defined` lacks, unless undone within the day).
    private static func agrees(
        _ candidate: LocalZone,
        with defined: LocalZone,
        changes: [ZoneObservance],
        from: Int64,
        to: Int64
    ) -> Bool {
        for change in changes {
            guard candidate.offset(at: change.onset) == change.offset,
                candidate.offset(at: change.onset - 1) == change.offsetBefore
            else { return false }
        }
        var instant = from
        while instant <= to {
            guard candidate.offset(at: instant) == defined.offset(at: instant) else { return false }
            instant += 86_400
        }
        return true
    }
}
