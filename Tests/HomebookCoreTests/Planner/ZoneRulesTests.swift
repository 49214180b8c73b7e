import Foundation
import HomebookCore
import TestSupport
import Testing

/// A named zone is read from its zoneinfo file by homebook itself; its answers must be the
/// C library's. The reference is GNU `date` run with the zone's `TZ` in its own process (this
/// process never changes `TZ`: other threads may be reading the environment).
@Suite(.tags(.process), .skippedByTag) struct ZoneRulesTests {
    /// Zones with every kind of rule: hours and half hours, southern summers, a skipped day,
    /// negative daylight saving (Dublin, Casablanca), two hours (Troll), rules at negative or
    /// past-midnight times (Nuuk, Jerusalem), 45 minutes (Chatham), none (Kolkata, UTC).
    static let zones = [
        "Europe/Berlin", "America/New_York", "America/St_Johns", "Australia/Lord_Howe",
        "Pacific/Apia", "Europe/Dublin", "Africa/Casablanca", "Antarctica/Troll",
        "America/Nuuk", "Asia/Jerusalem", "Pacific/Chatham", "Asia/Kolkata",
        "America/Sao_Paulo", "UTC",
    ]

    @Test(arguments: zones)
    func aNamedZoneAnswersAsTheCLibraryDoes(zone name: String) throws {
        let zone = try #require(LocalZone(olsonName: name))
        // Every 3 days and 7 hours and a bit, 1890 to 2100: no stretch of one offset is
        // missed; then the second before, of and after every change found, and years the
        // file's footer alone answers for.
        var instants: [Int64] = []
        let (first, last) = (Self.instant(year: 1890), Self.instant(year: 2100))
        instants += stride(from: first, through: last, by: 3 * 86_400 + 7 * 3_600 + 77)
        for observance in zone.observances(from: first, through: last).dropFirst() {
            instants += [observance.onset - 1, observance.onset, observance.onset + 1]
        }
        for year in [2150, 2400, 2404, 5000, 9998] {
            let start = Self.instant(year: year)
            instants += stride(from: start, to: start + 366 * 86_400, by: 86_400 / 4 + 61)
        }
        let expected = try Self.cLibraryReadings(of: instants, zone: name)
        try #require(expected.count == instants.count)
        var mismatches: [String] = []
        for (instant, line) in zip(instants, expected) {
            let reading = zone.local(instant)
            let type = zone.type(at: instant)
            let ours =
                "\(reading.date) \(reading.clockWithSeconds) \(Self.offsetText(type.offset)) \(type.abbreviation)"
            if ours != line, mismatches.count < 5 {
                mismatches.append("@\(instant): \(ours) ≠ \(line)")
            }
            #expect(zone.offset(at: instant) == type.offset)
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches)")
    }

    @Test func everyPrefixOfAZoneFileIsRefusedAndTheWholeIsRead() throws {
        let bytes = try Self.zoneFile("Europe/Berlin")
        #expect(ZoneRules(tzif: bytes) != nil)
        for length in 0..<bytes.count {
            #expect(ZoneRules(tzif: Array(bytes[0..<length])) == nil, "\(length) bytes")
        }
        var wrongMagic = bytes
        wrongMagic[0] = UInt8(ascii: "X")
        #expect(ZoneRules(tzif: wrongMagic) == nil)
    }

    @Test func aVersion1FileIsReadFromIts32BitPart() throws {
        let bytes = try Self.zoneFile("America/New_York")
        let full = try #require(ZoneRules(tzif: bytes))
        // The first header and block alone, marked version 1.
        func count(_ at: Int) -> Int {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let (utCount, standardCount, leapCount) = (count(20), count(24), count(28))
        let (transitionCount, typeCount, characterCount) = (count(32), count(36), count(40))
        let blockSize =
            transitionCount * 5 + typeCount * 6 + characterCount + leapCount * 8
            + standardCount + utCount
        var version1 = Array(bytes[0..<(44 + blockSize)])
        version1[4] = 0
        let rules = try #require(ZoneRules(tzif: version1))
        // Inside the 32-bit range both parts say the same.
        for instant in stride(
            from: Int64(-2_000_000_000),
            to: 2_000_000_000,
            by: 86_400 * 5 + 3_601
        ) {
            #expect(rules.type(at: instant) == full.type(at: instant), "@\(instant)")
        }
    }

    @Test(arguments: [
        // text, instant, offset, abbreviation
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-07-01 00:00", 7_200, "CEST"),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-29 00:59", 3_600, "CET"),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-29 01:00", 7_200, "CEST"),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-10-25 00:59", 7_200, "CEST"),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-10-25 01:00", 3_600, "CET"),
        // No rule: the US dates (second Sunday of March, first of November, 02:00).
        ("EST5EDT", "2026-03-08 06:59", -18_000, "EST"),
        ("EST5EDT", "2026-03-08 07:00", -14_400, "EDT"),
        ("EST5EDT", "2026-11-01 05:59", -14_400, "EDT"),
        ("EST5EDT", "2026-11-01 06:00", -18_000, "EST"),
        // Quoted names, minutes, a southern summer.
        ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "2026-01-15 00:00", 39_600, "+11"),
        ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "2026-06-15 00:00", 37_800, "+1030"),
        // Julian days (1 March is J60, leap year or not) and zero-based days.
        ("AAA0BBB,J60/0,J61/0", "2028-03-01 00:00", 3_600, "BBB"),
        ("AAA0BBB,J60/0,J61/0", "2028-02-29 12:00", 0, "AAA"),
        ("AAA0BBB,59/0,60/0", "2028-02-29 12:00", 3_600, "BBB"),
        // Negative and past-midnight change times.
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2026-03-29 00:59", -7_200, "-02"),
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2026-03-29 01:00", -3_600, "-01"),
        ("IST-2IDT,M3.4.4/26,M10.5.0", "2026-03-27 00:00", 10_800, "IDT"),
        ("UTC0", "2026-07-01 00:00", 0, "UTC"),
    ])
    func aFootersRuleIsApplied(text: String, at moment: String, offset: Int, name: String) throws {
        let rule = try #require(PosixZoneRule(text))
        let type = rule.type(at: try Self.utcInstant(moment))
        #expect(type.offset == offset)
        #expect(type.abbreviation == name)
    }

    @Test(arguments: [
        "", "CE-1", "CET", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0",
        "CET-1CEST,M3.6.0,M10.5.0",
        "CET-1CEST,M3.0.0,M10.5.0", "CET-1CEST,M3.5.7,M10.5.0", "CET-25", "<+1>-1", "<+10",
        "CET-1CEST,J0,J5",
        "CET-1CEST,366,1", "CET-1CEST,M3.5.0/168,M10.5.0", "CET-1:60", "CET-1CEST,M3.5.0,M10.5.0x",
    ])
    func aMalformedFooterIsRefused(text: String) {
        #expect(PosixZoneRule(text) == nil)
    }

    // MARK: - Helpers

    /// GNU `date`'s reading of each instant under `TZ=:zone`, one line each.
    static func cLibraryReadings(of instants: [Int64], zone: String) throws -> [String] {
        let result = try HomebookProcess.run(
            ["-f", "-", "+%Y-%m-%d %H:%M:%S %::z %Z"],
            input: instants.map { "@\($0)\n" }.joined(),
            environment: ["TZ": ":" + zone, "LC_ALL": "C", "TZDIR": "/usr/share/zoneinfo"],
            executable: "/usr/bin/date"
        )
        try #require(result.status == 0, "date: \(result.stderr)")
        // `date` writes UTC as -00:00:00 when the zone calls it "-00" (no local time: Troll
        // before 2005); the offset is zero either way.
        return result.stdout.split(separator: "\n").map {
            String($0).replacing("-00:00:00 -00", with: "+00:00:00 -00")
        }
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func zoneFile(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/" + name)))
    }

    static func instant(year: Int) -> Int64 {
        Int64(CalendarDate(year: year, month: 1, day: 1)!.dayNumber) * 86_400
    }

    /// `2026-03-29 01:00` read as UTC.
    static func utcInstant(_ text: String) throws -> Int64 {
        let parts = text.split(separator: " ")
        let date = try #require(CalendarDate(iso: String(parts[0])))
        let clock = parts[1].split(separator: ":").compactMap { Int($0) }
        return LocalZone.utcSeconds(LocalDateTime(date: date, hour: clock[0], minute: clock[1]))
    }

    /// `+01:00:00`, as `date`'s `%::z` writes an offset.
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        return sign + two(magnitude / 3_600) + ":" + two(magnitude % 3_600 / 60) + ":"
            + two(magnitude % 60)
    }
}

extension LocalDateTime {
    /// `05:07:00`, seconds always shown.
    fileprivate var clockWithSeconds: String {
        ZoneRulesTests.two(hour) + ":" + ZoneRulesTests.two(minute) + ":"
            + ZoneRulesTests.two(second)
    }
}
