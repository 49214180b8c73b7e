/// One stretch of a zone's time: from `onset` on, clocks are `offset` seconds ahead of UTC.
package struct ZoneObservance: Hashable, Sendable {
    /// The first instant of the stretch (UTC seconds).
    package var onset: Int64
    /// The offset in force just before the onset (for the first stretch: its own offset).
    package var offsetBefore: Int
    /// The offset from the onset on (east positive).
    package var offset: Int
    /// The zone's abbreviation in the stretch (`CEST`), as the C library names it.
    package var abbreviation: String
    /// Whether the stretch is daylight-saving time.
    package var isDaylight: Bool

    /// Creates an observance from its parts.
    package init(
        onset: Int64,
        offsetBefore: Int,
        offset: Int,
        abbreviation: String,
        isDaylight: Bool
    ) {
        self.onset = onset
        self.offsetBefore = offsetBefore
        self.offset = offset
        self.abbreviation = abbreviation
        self.isDaylight = isDaylight
    }
}

extension LocalZone {
    /// The observance in force at `start`, then one for each change of offset after it, up
    /// to `end`.
    ///
    /// The offset is compared a day apart and a change is bisected to the second. Zones
    /// change a few times a year at most, so two changes within one day (which would cancel
    /// out unseen) are not looked for. The scan asks the zone once a day of the span.
    package func observances(from start: Int64, through end: Int64) -> [ZoneObservance] {
        func observance(at onset: Int64, before: Int?) -> ZoneObservance {
            let found = type(at: onset)
            return ZoneObservance(
                onset: onset,
                offsetBefore: before ?? found.offset,
                offset: found.offset,
                abbreviation: found.abbreviation,
                isDaylight: found.isDaylight
            )
        }
        var result = [observance(at: start, before: nil)]
        var from = start
        var current = result[0].offset
        while from < end {
            let to = min(from + 86_400, end)
            guard offset(at: to) != current else {
                from = to
                continue
            }
            // The offset is `current` at `low` and differs at `high`.
            var (low, high) = (from, to)
            while high - low > 1 {
                let middle = low + (high - low) / 2
                if offset(at: middle) == current { low = middle } else { high = middle }
            }
            let change = observance(at: high, before: current)
            result.append(change)
            current = change.offset
            from = high
        }
        return result
    }
}
