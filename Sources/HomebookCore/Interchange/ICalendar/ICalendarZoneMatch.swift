/// A named zone for a series that repeats in a zone only its file defines (a VTIMEZONE
/// with a TZID the system does not know, such as Outlook's `Canberra, Melbourne, Sydney`):
/// a series is stored with the name of the zone it repeats in, so it needs a zone whose
/// clock is the file's own (docs/manual.md#planner).
enum ICalendarZoneMatch {
    /// How long the clocks must agree from a series' start: ten years of 365.25 days.
    static let span: Int64 = 3_652 * 86_400

    /// `preferred` (the zone CLDR gives the definition's Windows name) when it keeps the same
    /// clock as `defined` from `start` through `last` (at most ``span``; nil: ``span``), else
    /// your zone when it does, else the first zone of CLDR's Windows table that does; nil
    /// when none does.
    static func namedZone(
        keepingClockOf defined: LocalZone,
        from start: Int64,
        through last: Int64? = nil,
        preferring preferred: LocalZone? = nil,
        local: LocalZone
    ) -> LocalZone? {
        let end = min(start + span, last ?? start + span)
        let changes = defined.observances(from: start, through: end)
        var candidates: [LocalZone] = preferred.map { [$0] } ?? []
        if local.name != nil { candidates.append(local) }
        var seen: Set<String> = []
        for entry in WindowsZones.table where seen.insert(entry.olson).inserted {
            if let zone = LocalZone(olsonName: entry.olson) { candidates.append(zone) }
        }
        return candidates.first {
            agrees($0, with: defined, changes: changes, from: start, to: end)
        }
    }

    /// A moment no later than which a rule's last occurrence starts, when the rule ends
    /// (`UNTIL`, or `COUNT` times `INTERVAL` of its `FREQ` at its longest, plus a day); nil
    /// for a rule without an end or one that cannot be read, which ``span`` bounds.
    static func lastStart(of rule: String, from start: Int64) -> Int64? {
        var parts: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { String($0).uppercased() }
            if pair.count == 2 { parts[pair[0]] = pair[1] }
        }
        if let until = parts["UNTIL"], let day = ICalendarTime.date(String(until.prefix(8))) {
            return LocalZone.utcSeconds(LocalDateTime(date: day, hour: 0, minute: 0)) + 2 * 86_400
        }
        let longest = ["DAILY": 1, "WEEKLY": 7, "MONTHLY": 31, "YEARLY": 366]
        guard let text = parts["COUNT"], let count = Int64(text), (1...10_000).contains(count),
            let days = parts["FREQ"].flatMap({ longest[$0] })
        else { return nil }
        let interval = parts["INTERVAL"].flatMap { Int64($0) }.map { min(max($0, 1), 10_000) } ?? 1
        return start + (count * interval * Int64(days) + 1) * 86_400
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
