import HomebookCore
import TestSupport
import Testing

/// A zone with a table of offsets (`covering`) must answer exactly as the zone does without
/// one, around every kind of change: an hour, half an hour, a whole skipped day (and the zone
/// itself as the C library does: ZoneRulesTests).
@Suite struct ZoneTableTests {
    /// Zones and a stretch of days around one of their changes.
    static let cases: [(zone: String, from: String, to: String)] = [
        ("Europe/Berlin", "2026-03-25", "2026-04-02"),  // 02:00 → 03:00
        ("Europe/Berlin", "2026-10-20", "2026-11-03"),  // 03:00 → 02:00, repeated hour
        ("America/New_York", "2026-03-05", "2026-03-12"),
        ("America/St_Johns", "2026-10-30", "2026-11-03"),  // offset −3:30
        ("Australia/Lord_Howe", "2026-04-01", "2026-04-08"),  // a half-hour change
        ("Pacific/Apia", "2011-12-26", "2012-01-02"),  // 2011-12-30 does not exist
        ("UTC", "2026-01-01", "2026-01-03"),
    ]

    @Test(arguments: cases)
    func readingsOfInstantsMatchTheZone(zone name: String, from: String, to: String) throws {
        let plain = try #require(LocalZone(olsonName: name))
        let (first, last) = (day(from), day(to))
        let tabled = plain.covering(days: first, last)
        // Every 15 minutes, from a day before the stretch to a day after it: the ends of the
        // table and the zone's answers outside it are crossed too.
        var instant = Int64(first.dayNumber - 3) * 86_400
        var compared = 0
        while instant <= Int64(last.dayNumber + 4) * 86_400 {
            #expect(tabled.local(instant) == plain.local(instant), "\(name) at \(instant)")
            #expect(tabled.offset(at: instant) == plain.offset(at: instant))
            instant += 900
            compared += 1
        }
        #expect(compared > 96 * 9)  // at least nine days of quarter hours
    }

    @Test(arguments: cases)
    func instantsOfReadingsMatchTheZone(zone name: String, from: String, to: String) throws {
        let plain = try #require(LocalZone(olsonName: name))
        let (first, last) = (day(from), day(to))
        let tabled = plain.covering(days: first, last)
        // Skipped and repeated readings included: the rule for them must be the same.
        for dayNumber in (first.dayNumber - 2)...(last.dayNumber + 2) {
            for quarter in 0..<96 {
                let reading = LocalDateTime(
                    date: CalendarDate(dayNumber: dayNumber),
                    hour: quarter / 4,
                    minute: quarter % 4 * 15
                )
                #expect(tabled.instant(reading) == plain.instant(reading), "\(name) \(reading)")
            }
        }
    }

    @Test func aTableChangesNothingButSpeed() throws {
        let berlin = try #require(LocalZone(olsonName: "Europe/Berlin"))
        let tabled = berlin.covering(days: day("2026-03-01"), day("2026-03-31"))
        #expect(tabled == berlin)
        #expect(Set([tabled, berlin]).count == 1)
        #expect(tabled.olsonName == "Europe/Berlin")
    }
}
