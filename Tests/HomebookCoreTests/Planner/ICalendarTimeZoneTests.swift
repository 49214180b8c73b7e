import HomebookCore
import TestSupport
import Testing

/// Repeating timed events exported with a TZID and a VTIMEZONE built from the zoneinfo.
///
/// Zones are picked with `LocalZone(olsonName:)`, which sets `TZ` only under the planner's
/// own lock; the process's `TZ` is never changed here (the binary tests cover `TZ` itself).
@Suite struct ICalendarTimeZoneTests {
    static let newYork = LocalZone(olsonName: "America/New_York")!
    static let kolkata = LocalZone(olsonName: "Asia/Kolkata")!
    static let utc = LocalZone(olsonName: "Etc/UTC")!

    /// The instant of a UTC reading `YYYY-MM-DD HH:MM`.
    static func utc(_ text: String) -> Int64 {
        let parts = text.split(separator: " ")
        let clock = parts[1].split(separator: ":").compactMap { Int($0) }
        return LocalZone.utcSeconds(
            LocalDateTime(date: day(String(parts[0])), hour: clock[0], minute: clock[1])
        )
    }

    /// Runs `body` with a fresh planner in `zone`, and a second one on another file.
    func withPlanners(
        in zone: LocalZone,
        _ body: (_ first: Planner, _ second: Planner) throws -> Void
    ) throws {
        try withTemporaryStore(named: "one.sqlite") { one, _ in
            try withTemporaryStore(named: "two.sqlite") { two, _ in
                try body(one.planner(in: zone), two.planner(in: zone))
            }
        }
    }

    /// Adds a weekly 09:00–10:00 event from `start` until `until`.
    func addWeekly(_ planner: Planner, from start: String, until: String?) throws {
        _ = try planner.add(
            EventDraft(
                title: "Standup",
                start: start + " 09:00",
                repeatRule: RepeatInput(frequency: "weekly", until: until)
            ),
            today: plannerToday
        )
    }

    /// The VTIMEZONE block of an export, one content line per element.
    func timeZoneLines(_ text: String) -> [String] {
        let lines = text.split(separator: "\r\n").map(String.init)
        guard let begin = lines.firstIndex(of: "BEGIN:VTIMEZONE"),
            let end = lines.firstIndex(of: "END:VTIMEZONE")
        else { return [] }
        return Array(lines[begin...end])
    }

    @Test func berlinHasItsTwoChangesOf2026ToTheSecond() {
        let year = berlin.observances(
            from: Self.utc("2025-12-31 23:00"),
            through: Self.utc("2026-12-31 23:00")
        )
        #expect(
            year.map(\.onset) == [
                Self.utc("2025-12-31 23:00"), Self.utc("2026-03-29 01:00"),
                Self.utc("2026-10-25 01:00"),
            ]
        )
        #expect(year.map(\.offsetBefore) == [3_600, 3_600, 7_200])
        #expect(year.map(\.offset) == [3_600, 7_200, 3_600])
        #expect(year.map(\.abbreviation) == ["CET", "CEST", "CET"])
        #expect(year.map(\.isDaylight) == [false, true, false])
    }

    @Test func newYorkChangesAtTwoInTheMorningLocalTime() {
        let year = Self.newYork.observances(
            from: Self.utc("2026-01-01 05:00"),
            through: Self.utc("2027-01-01 05:00")
        )
        #expect(
            year.map(\.onset) == [
                Self.utc("2026-01-01 05:00"), Self.utc("2026-03-08 07:00"),
                Self.utc("2026-11-01 06:00"),
            ]
        )
        #expect(year.map(\.offset) == [-18_000, -14_400, -18_000])
        #expect(year.map(\.abbreviation) == ["EST", "EDT", "EST"])
    }

    @Test func kolkataAndUTCHaveOneObservanceAndNoDaylightTime() {
        let from = Self.utc("2020-01-01 00:00")
        let through = Self.utc("2036-01-01 00:00")
        let india = Self.kolkata.observances(from: from, through: through)
        #expect(
            india == [
                ZoneObservance(
                    onset: from,
                    offsetBefore: 19_800,
                    offset: 19_800,
                    abbreviation: "IST",
                    isDaylight: false
                )
            ]
        )
        #expect(Self.utc.observances(from: from, through: through).map(\.offset) == [0])
    }

    @Test func berlinRepeatsAreWrittenWithTheirTZIDAndAVTIMEZONEForTheYears() throws {
        try withPlanners(in: berlin) { first, _ in
            try addWeekly(first, from: "2026-03-16", until: "2026-04-13")
            let text = try ICalendarTests.export(first)
            #expect(
                timeZoneLines(text) == [
                    "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
                    "BEGIN:STANDARD", "DTSTART:20260101T000000", "TZOFFSETFROM:+0100",
                    "TZOFFSETTO:+0100", "TZNAME:CET", "END:STANDARD",
                    "BEGIN:DAYLIGHT", "DTSTART:20260329T020000", "TZOFFSETFROM:+0100",
                    "TZOFFSETTO:+0200", "TZNAME:CEST", "END:DAYLIGHT",
                    "BEGIN:STANDARD", "DTSTART:20261025T030000", "TZOFFSETFROM:+0200",
                    "TZOFFSETTO:+0100", "TZNAME:CET", "END:STANDARD",
                    "END:VTIMEZONE",
                ]
            )
            // The definition comes before the event that refers to it.
            #expect(text.contains("END:VTIMEZONE\r\nBEGIN:VEVENT\r\n"))
            #expect(
                text.contains(
                    "DTSTART;TZID=Europe/Berlin:20260316T090000\r\n"
                        + "DTEND;TZID=Europe/Berlin:20260316T100000\r\n"
                )
            )
            // With a TZID, UNTIL is UTC (RFC 5545 §3.3.10): 23:59:59 in Berlin, in summer.
            #expect(text.contains("RRULE:FREQ=WEEKLY;UNTIL=20260413T215959Z\r\n"))
        }
    }

    @Test(arguments: [
        ("Europe/Berlin", "2026-03-16", "2026-04-13", "DTSTART;TZID=Europe/Berlin:20260316T090000"),
        (
            "America/New_York", "2026-02-23", "2026-03-23",
            "DTSTART;TZID=America/New_York:20260223T090000"
        ),
        ("Asia/Kolkata", "2026-03-16", "2026-04-13", "DTSTART;TZID=Asia/Kolkata:20260316T090000"),
        ("Etc/UTC", "2026-03-16", "2026-04-13", "DTSTART:20260316T090000Z"),
    ])
    func aRepeatAcrossADaylightChangeComesBackAtTheSameLocalTime(
        zoneName: String,
        start: String,
        until: String,
        startLine: String
    ) throws {
        let zone = try #require(LocalZone(olsonName: zoneName))
        try withPlanners(in: zone) { first, second in
            try addWeekly(first, from: start, until: until)
            let exported = try ICalendarTests.export(first)
            #expect(exported.contains("\r\n" + startLine + "\r\n"))
            #expect(try second.importICalendar(exported).imported == 1)
            #expect(try ICalendarTests.export(second) == exported)
            let back = try second.occurrences(from: day(start), to: day(until))
            #expect(back.count == 5)
            #expect(Set(starts(back, in: zone).map { $0.suffix(5) }) == ["09:00"])
            let original = try first.occurrences(from: day(start), to: day(until))
            #expect(back.map(\.span) == original.map(\.span))
        }
    }

    @Test func aZoneAtUTCAllYearIsWrittenInUTCWithoutAVTIMEZONE() throws {
        try withPlanners(in: Self.utc) { first, _ in
            try addWeekly(first, from: "2026-03-16", until: "2026-04-13")
            let text = try ICalendarTests.export(first)
            #expect(!text.contains("VTIMEZONE"))
            #expect(!text.contains("TZID"))
            #expect(text.contains("DTSTART:20260316T090000Z\r\nDTEND:20260316T100000Z\r\n"))
            #expect(text.contains("RRULE:FREQ=WEEKLY;UNTIL=20260413T235959Z\r\n"))
        }
    }

    @Test func kolkataGetsOneStandardObservance() throws {
        try withPlanners(in: Self.kolkata) { first, _ in
            try addWeekly(first, from: "2026-03-16", until: "2026-04-13")
            let text = try ICalendarTests.export(first)
            #expect(
                timeZoneLines(text) == [
                    "BEGIN:VTIMEZONE", "TZID:Asia/Kolkata", "BEGIN:STANDARD",
                    "DTSTART:20260101T000000", "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530",
                    "TZNAME:IST", "END:STANDARD", "END:VTIMEZONE",
                ]
            )
            #expect(text.contains("DTSTART;TZID=Asia/Kolkata:20260316T090000\r\n"))
        }
    }

    @Test func aRuleThatNeverEndsIsCoveredThroughTenYearsAfterThisOne() throws {
        try withPlanners(in: berlin) { first, _ in
            try addWeekly(first, from: "2026-03-16", until: nil)
            let lines = timeZoneLines(try ICalendarTests.export(first))
            let onsets = lines.filter { $0.hasPrefix("DTSTART:") }
            let lastYear = max(2026, CalendarDate.today().year) + 10
            #expect(onsets.first == "DTSTART:20260101T000000")
            #expect(onsets.last?.hasPrefix("DTSTART:\(lastYear)10") == true, "\(onsets.suffix(2))")
            // Two changes a year, each year from 2026 through the last.
            #expect(onsets.count == 1 + 2 * (lastYear - 2026 + 1))
        }
    }

    @Test func singleAndAllDayEventsNeedNoVTIMEZONE() throws {
        try withPlanners(in: berlin) { first, _ in
            _ = try first.add(
                EventDraft(title: "Once", start: "2026-03-16 09:00"),
                today: plannerToday
            )
            _ = try first.add(
                EventDraft(
                    title: "Bins",
                    start: "2026-03-16",
                    repeatRule: RepeatInput(frequency: "weekly", count: 3)
                ),
                today: plannerToday
            )
            let text = try ICalendarTests.export(first)
            #expect(!text.contains("VTIMEZONE"))
            #expect(text.contains("DTSTART:20260316T080000Z\r\n"))
        }
    }

    @Test(
        arguments: [
            // (TZ, /etc/localtime's target, /etc/timezone, the name found)
            ("Europe/Berlin", nil, nil, "Europe/Berlin"),
            (":America/New_York", nil, nil, "America/New_York"),
            (":/usr/share/zoneinfo/Asia/Kolkata", nil, nil, "Asia/Kolkata"),
            // A POSIX TZ is what the C library uses: the files may name another zone.
            ("UTC0", "/usr/share/zoneinfo/Europe/Berlin", "Europe/Berlin", nil),
            ("CET-1CEST,M3.5.0,M10.5.0/3", nil, "Europe/Berlin", nil),
            ("", "/usr/share/zoneinfo/Europe/Berlin", nil, nil),
            ("Nowhere/City", nil, nil, nil),
            (nil, "/usr/share/zoneinfo/Europe/Berlin", "Asia/Kolkata", "Europe/Berlin"),
            (nil, "../usr/share/zoneinfo/posix/Asia/Kolkata", nil, "Asia/Kolkata"),
            (nil, "/usr/share/zoneinfo/Etc/UTC", nil, "Etc/UTC"),
            (nil, "/etc/some-file", "America/New_York\n", "America/New_York"),
            (nil, nil, "  Europe/Berlin  \n", "Europe/Berlin"),
            (nil, nil, "../../etc/passwd\n", nil),
            (nil, nil, nil, nil),
        ] as [(String?, String?, String?, String?)]
    )
    func theLocalZoneIsNamedFromTZThenTheLocaltimeLinkThenEtcTimezone(
        tz: String?,
        link: String?,
        file: String?,
        expected: String?
    ) {
        let found = LocalZone.localOlsonName(
            environment: { $0 == "TZ" ? tz : nil },
            linkTarget: { $0 == "/etc/localtime" ? link : nil },
            firstLine: { $0 == "/etc/timezone" ? file : nil }
        )
        #expect(found == expected)
    }

    @Test func aNamedZoneIsItsOwnOlsonName() {
        #expect(Self.kolkata.olsonName == "Asia/Kolkata")
        #expect(berlin.olsonName == "Europe/Berlin")
    }
}
