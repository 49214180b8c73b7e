#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The local zone, asked of the C library (`localtime_r`, which reads `TZ` and the system
/// zoneinfo and is safe to call from any thread as long as nobody changes `TZ`).
extension LocalZone {
    /// The type in force at an instant: a named zone's from its rules, the local zone's
    /// from the C library.
    package func type(at instant: Int64) -> ZoneType {
        if let rules { return rules.type(at: instant) }
        let parts = Self.cLibraryParts(instant)
        return ZoneType(
            offset: Int(parts.tm_gmtoff),
            isDaylight: parts.tm_isdst > 0,
            abbreviation: parts.tm_zone.map { String(cString: $0) } ?? ""
        )
    }

    /// The local zone's offset at an instant (no abbreviation is made: conversions ask this).
    func cLibraryOffset(_ instant: Int64) -> Int {
        Int(Self.cLibraryParts(instant).tm_gmtoff)
    }

    /// The local zone's reading of an instant.
    func cLibraryReading(_ instant: Int64) -> LocalDateTime {
        Self.reading(Self.cLibraryParts(instant))
    }

    /// ``instant(_:)`` for the local zone, by the rule it describes.
    func cLibraryInstant(_ reading: LocalDateTime) -> Int64 {
        let guess = Self.utcSeconds(reading)
        // Try the offsets in force a day either side; the first that maps back wins.
        let before = Self.cLibraryParts(guess - 86_400)
        let after = Self.cLibraryParts(guess + 86_400)
        let offsets = [Int64(before.tm_gmtoff), Int64(after.tm_gmtoff)]
        for offset in offsets.sorted(by: >)
        where Self.reading(Self.cLibraryParts(guess - offset)) == reading {
            return guess - offset
        }
        // A skipped reading: use the offset before the change.
        return guess - offsets[0]
    }

    private static func cLibraryParts(_ instant: Int64) -> tm {
        var moment = time_t(instant)
        var parts = tm()
        localtime_r(&moment, &parts)
        return parts
    }

    private static func reading(_ parts: tm) -> LocalDateTime {
        let date =
            CalendarDate(
                year: Int(parts.tm_year) + 1900,
                month: Int(parts.tm_mon) + 1,
                day: Int(parts.tm_mday)
            ) ?? CalendarDate(dayNumber: 0)
        return LocalDateTime(
            date: date,
            hour: Int(parts.tm_hour),
            minute: Int(parts.tm_min),
            second: min(59, Int(parts.tm_sec))
        )
    }
}
