import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A wall-clock reading: a day and a time of day, in some time zone.
public struct LocalDateTime: Hashable, Comparable, Sendable {
    /// The day.
    public var date: CalendarDate
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 59 (homebook's own input has none; imported files may).
    public var second: Int

    /// Creates a reading from its parts (already in range).
    public init(date: CalendarDate, hour: Int, minute: Int, second: Int = 0) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Orders readings chronologically.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute, lhs.second) < (rhs.date, rhs.hour, rhs.minute, rhs.second)
    }

    /// `17:00` (seconds only when there are any).
    public var clockText: String {
        let base = Self.two(hour) + ":" + Self.two(minute)
        return second == 0 ? base : base + ":" + Self.two(second)
    }

    /// `2026-11-28 17:00`: the day and the time to the minute, as lists show a moment.
    public var minuteText: String {
        "\(date) " + Self.two(hour) + ":" + Self.two(minute)
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// A time zone, read through the C library so `TZ` and the system zoneinfo are respected.
///
/// `name == nil` is the process's local zone (`TZ`, else `/etc/localtime`). A named zone
/// (an Olson name such as `Europe/Berlin`, from tests or an imported file's TZID) is applied
/// by setting `TZ` for the duration of one conversion, under a lock: the C library keeps one
/// zone per process, and this is the only portable way to ask it about another one.
///
/// A zone may carry a table of its offsets over a stretch of time (``covering(from:through:)``);
/// conversions inside it skip the C library. Two zones are equal when their names are.
public struct LocalZone: Hashable, Sendable {
    /// The Olson name, or nil for the process's local zone.
    public let name: String?
    /// Offsets read ahead for a stretch of time, or nil.
    private let table: ZoneTable?

    /// The process's local zone.
    public static let current = LocalZone(name: nil)

    /// A zone by name; nil when the system has no zoneinfo file for it.
    public init?(olsonName: String) {
        let valid = olsonName.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || "/_-+".utf8.contains(byte)
        }
        guard valid, !olsonName.hasPrefix("/"), !olsonName.contains(".."),
            Self.zoneinfoExists(olsonName)
        else { return nil }
        self.init(name: olsonName)
    }

    /// A zone by name (nil: the local one), with a table of its offsets or none.
    init(name: String?, table: ZoneTable? = nil) {
        self.name = name
        self.table = table
    }

    /// Zones are equal when their names are; a table only makes answers faster.
    public static func == (lhs: LocalZone, rhs: LocalZone) -> Bool { lhs.name == rhs.name }

    /// Hashes the name, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The wall-clock reading of an instant (UTC seconds) in this zone.
    public func local(_ instant: Int64) -> LocalDateTime {
        if let offset = table?.offset(at: instant) {
            return Self.utcReading(instant + Int64(offset))
        }
        return withZone {
            var moment = time_t(instant)
            var parts = tm()
            localtime_r(&moment, &parts)
            return Self.reading(parts)
        }
    }

    /// The offset from UTC in seconds at an instant (east positive).
    public func offset(at instant: Int64) -> Int {
        if let offset = table?.offset(at: instant) { return offset }
        return withZone {
            var moment = time_t(instant)
            var parts = tm()
            localtime_r(&moment, &parts)
            return Int(parts.tm_gmtoff)
        }
    }

    /// The instant of a wall-clock reading in this zone.
    ///
    /// A reading that occurs twice (the hour repeated when clocks go back) is its first
    /// occurrence; one that does not exist (skipped when clocks go forward) is read with the
    /// offset from before the change, as RFC 5545 §3.3.5 asks (02:30 becomes 03:30).
    public func instant(_ reading: LocalDateTime) -> Int64 {
        if let table, let instant = Self.instant(reading, in: table) { return instant }
        return withZone {
            let guess = Self.utcSeconds(reading)
            // Try the offsets in force a day either side; the first that maps back wins.
            var before = tm()
            var after = tm()
            var early = time_t(guess - 86_400)
            var late = time_t(guess + 86_400)
            localtime_r(&early, &before)
            localtime_r(&late, &after)
            let offsets = [Int64(before.tm_gmtoff), Int64(after.tm_gmtoff)]
            for offset in offsets.sorted(by: >) {
                var moment = time_t(guess - offset)
                var parts = tm()
                localtime_r(&moment, &parts)
                if Self.reading(parts) == reading { return guess - offset }
            }
            // A skipped reading: use the offset before the change.
            return guess - offsets[0]
        }
    }

    /// ``instant(_:)`` answered from a table, by the same rule; nil when the table does not
    /// reach every instant the rule asks about.
    private static func instant(_ reading: LocalDateTime, in table: ZoneTable) -> Int64? {
        let guess = utcSeconds(reading)
        guard let before = table.offset(at: guess - 86_400),
            let after = table.offset(at: guess + 86_400)
        else { return nil }
        // A candidate maps back to the reading exactly when its own offset is the one tried;
        // the larger offset first, as above.
        let first = Int64(max(before, after))
        let second = Int64(min(before, after))
        guard let atFirst = table.offset(at: guess - first),
            let atSecond = table.offset(at: guess - second)
        else { return nil }
        if Int64(atFirst) == first { return guess - first }
        if Int64(atSecond) == second { return guess - second }
        return guess - Int64(before)
    }

    /// Seconds since 1970 of a reading taken as UTC (timegm).
    public static func utcSeconds(_ reading: LocalDateTime) -> Int64 {
        Int64(reading.date.dayNumber) * 86_400 + Int64(reading.hour) * 3_600
            + Int64(reading.minute) * 60 + Int64(reading.second)
    }

    /// The UTC reading of an instant.
    public static func utcReading(_ instant: Int64) -> LocalDateTime {
        let days = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
        let rest = Int(instant - days * 86_400)
        return LocalDateTime(
            date: CalendarDate(dayNumber: Int(days)),
            hour: rest / 3_600,
            minute: rest % 3_600 / 60,
            second: rest % 60
        )
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

    private static func zoneinfoExists(_ name: String) -> Bool {
        let folder = getenv("TZDIR").map { String(cString: $0) } ?? "/usr/share/zoneinfo"
        var status = stat()
        return stat(folder + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Runs `body` with the C library's zone set to this one, restoring `TZ` afterwards.
    func withZone<Result>(_ body: () -> Result) -> Result {
        zoneLock.withLock { _ in
            guard let name else { return body() }
            let saved = getenv("TZ").map { String(cString: $0) }
            setenv("TZ", ":" + name, 1)
            tzset()
            defer {
                if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
                tzset()
            }
            return body()
        }
    }
}

/// Serialises every use of the C library's process-wide zone by the planner.
private let zoneLock = Mutex<Void>(())
