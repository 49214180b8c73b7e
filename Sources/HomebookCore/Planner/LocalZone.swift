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

/// A time zone: the process's local one, read through the C library so `TZ` and the system
/// zoneinfo are respected, or a named one, read from its zoneinfo file (``ZoneRules``).
///
/// `name == nil` is the process's local zone (`TZ`, else `/etc/localtime`). A named zone is
/// an Olson name such as `Europe/Berlin`, from tests or an imported file's TZID; it never
/// touches `TZ`, which other threads may be reading.
///
/// A zone may carry a table of its offsets over a stretch of time (``covering(from:through:)``);
/// conversions inside it are arithmetic. Two zones are equal when their names are.
public struct LocalZone: Hashable, Sendable {
    /// The Olson name, or nil for the process's local zone.
    public let name: String?
    /// A named zone's rules (nil for the local zone).
    let rules: ZoneRules?
    /// Offsets read ahead for a stretch of time, or nil.
    private let table: ZoneTable?

    /// The process's local zone.
    public static let current = LocalZone(name: nil, rules: nil)

    /// A zone by name; nil when the system has no zoneinfo file for it.
    public init?(olsonName: String) {
        let valid = olsonName.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || "/_-+".utf8.contains(byte)
        }
        guard valid, !olsonName.hasPrefix("/"), !olsonName.contains(".."),
            let rules = ZoneRules.named(olsonName)
        else { return nil }
        self.init(name: olsonName, rules: rules)
    }

    /// A zone a calendar file defines itself (a VTIMEZONE), under its TZID.
    init(defined name: String, rules: ZoneRules) {
        self.init(name: name, rules: rules)
    }

    /// A zone by name (nil: the local one) with its rules, and a table of its offsets or none.
    private init(name: String?, rules: ZoneRules?, table: ZoneTable? = nil) {
        self.name = name
        self.rules = rules
        self.table = table
    }

    /// This zone with a table of its offsets.
    func with(_ table: ZoneTable) -> LocalZone {
        LocalZone(name: name, rules: rules, table: table)
    }

    /// Zones are equal when their names are; a table only makes answers faster.
    public static func == (lhs: LocalZone, rhs: LocalZone) -> Bool { lhs.name == rhs.name }

    /// Hashes the name, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The wall-clock reading of an instant (UTC seconds) in this zone.
    public func local(_ instant: Int64) -> LocalDateTime {
        // Far outside the years 1…9999 every answer is clamped alike; an offset added to
        // Int64.max would trap.
        let instant = Self.clamped(instant)
        if let offset = table?.offset(at: instant) ?? rules?.type(at: instant).offset {
            return Self.utcReading(instant + Int64(offset))
        }
        return cLibraryReading(instant)
    }

    /// The offset from UTC in seconds at an instant (east positive).
    public func offset(at instant: Int64) -> Int {
        let instant = Self.clamped(instant)
        if let offset = table?.offset(at: instant) ?? rules?.type(at: instant).offset {
            return offset
        }
        return cLibraryOffset(instant)
    }

    /// The instant of a wall-clock reading in this zone.
    ///
    /// A reading that occurs twice (the hour repeated when clocks go back) is its first
    /// occurrence; one that does not exist (skipped when clocks go forward) is read with the
    /// offset from before the change, as RFC 5545 §3.3.5 asks (02:30 becomes 03:30).
    public func instant(_ reading: LocalDateTime) -> Int64 {
        if let table, let instant = Self.instant(reading, offsetAt: table.offset(at:)) {
            return instant
        }
        if let rules, let instant = Self.instant(reading, offsetAt: { rules.type(at: $0).offset }) {
            return instant
        }
        return cLibraryInstant(reading)
    }

    /// ``instant(_:)`` answered from offsets (a table's or a named zone's), by the same rule;
    /// nil when they do not reach every instant the rule asks about.
    private static func instant(
        _ reading: LocalDateTime,
        offsetAt offset: (Int64) -> Int?
    ) -> Int64? {
        let guess = utcSeconds(reading)
        guard let before = offset(guess - 86_400), let after = offset(guess + 86_400)
        else { return nil }
        // A candidate maps back to the reading exactly when its own offset is the one tried;
        // the larger offset first, as above.
        let first = Int64(max(before, after))
        let second = Int64(min(before, after))
        guard let atFirst = offset(guess - first), let atSecond = offset(guess - second)
        else { return nil }
        if Int64(atFirst) == first { return guess - first }
        if Int64(atSecond) == second { return guess - second }
        return guess - Int64(before)
    }

    /// `instant` moved into a window around the years 1…9999 (±2^40 seconds, about 35,000
    /// years), where adding an offset or a day cannot overflow.
    @inline(__always)
    static func clamped(_ instant: Int64) -> Int64 {
        min(max(instant, -(1 << 40)), 1 << 40)
    }

    /// Seconds since 1970 of a reading taken as UTC (timegm).
    public static func utcSeconds(_ reading: LocalDateTime) -> Int64 {
        Int64(reading.date.dayNumber) * 86_400 + Int64(reading.hour) * 3_600
            + Int64(reading.minute) * 60 + Int64(reading.second)
    }

    /// The UTC reading of an instant.
    public static func utcReading(_ instant: Int64) -> LocalDateTime {
        let instant = clamped(instant)
        let days = instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
        let rest = Int(instant - days * 86_400)
        return LocalDateTime(
            date: CalendarDate(dayNumber: Int(days)),
            hour: rest / 3_600,
            minute: rest % 3_600 / 60,
            second: rest % 60
        )
    }
}
