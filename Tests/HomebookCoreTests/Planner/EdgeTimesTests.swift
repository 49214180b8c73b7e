import HomebookCore
import TestSupport
import Testing

/// Times near 0001-01-01 and 9999-12-31 (issue 26: an event at 9999-12-31 23:30 ended in
/// 1970, one at 0001-01-01 00:00 in Tokyo started in 1970 under UTC). The planner keeps
/// times from 0001-01-02 to 9999-12-30 read in UTC; everything inside lists, exports and
/// imports as it was typed, everything outside is refused.
@Suite struct EdgeTimesTests {
    static let zones = [
        "Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati",
        "Pacific/Pago_Pago", "Etc/UTC",
    ]

    /// The days near both ends a walk picks from.
    static let days = [
        "0001-01-01", "0001-01-02", "0001-01-03", "9999-12-29", "9999-12-30", "9999-12-31",
    ]

    @Test(arguments: zones)
    func timedEventsNearTheEdgesRoundTripOrAreRefused(zoneName: String) throws {
        let zone = LocalZone(olsonName: zoneName)!
        var random = SeededGenerator(seed: UInt64(zoneName.utf8.count))
        let low = Int64(EventSpan.earliestDay.dayNumber) * 86_400
        let high = Int64(EventSpan.latestDay.dayNumber + 1) * 86_400
        try withTemporaryStore(named: "one.sqlite") { one, _ in
            try withTemporaryStore(named: "two.sqlite") { two, _ in
                let first = one.planner(in: zone)
                var kept: [Int64: EventSpan] = [:]
                for index in 0..<40 {
                    let startDay = day(Self.days.randomElement(using: &random)!)
                    let hour = Int.random(in: 0...23, using: &random)
                    let minute = [0, 30, 59].randomElement(using: &random)!
                    let reading = LocalDateTime(date: startDay, hour: hour, minute: minute)
                    let text = "\(startDay) \(padded(hour)):\(padded(minute))"
                    let draft = EventDraft(title: "E\(index)", start: text)
                    // Expected from the zone alone: an hour long, both ends inside.
                    let start = zone.instant(reading)
                    let inside = start >= low && start + 3_600 < high
                    do {
                        let id = try first.add(draft, today: plannerToday)
                        #expect(inside, "\(text) in \(zoneName) was kept")
                        let event = try first.get(id)
                        #expect(event.span == .timed(start: start, end: start + 3_600))
                        kept[id] = event.span
                        // Listed on its own local day, with the same span.
                        let listed = try first.occurrences(from: startDay, to: startDay)
                        #expect(listed.contains { $0.id == id && $0.span == event.span })
                        #expect(zone.local(start) == reading)
                    } catch let error as PlannerError {
                        #expect(!inside, "\(text) in \(zoneName): \(error)")
                        #expect(error == .outsideKeptTimes)
                    }
                }
                var text = ""
                try first.exportICalendar { text += $0 }
                let report = try two.planner(in: zone).importICalendar(text)
                #expect(report.imported == kept.count)
                let back =
                    try two.planner(in: zone).occurrences(
                        from: CalendarDate.first,
                        to: CalendarDate.first.adding(days: 3)
                    )
                    + two.planner(in: zone).occurrences(
                        from: CalendarDate.last.adding(days: -3),
                        to: CalendarDate.last
                    )
                #expect(Set(back.map(\.span)) == Set(kept.values))
            }
        }
    }

    @Test(arguments: zones)
    func aDailyRepeatEndsWithTheLastKeptDay(zoneName: String) throws {
        let zone = LocalZone(olsonName: zoneName)!
        try withTemporaryStore(named: "one.sqlite") { store, _ in
            let planner = store.planner(in: zone)
            let draft = EventDraft(
                title: "Daily",
                start: "9999-12-20 12:00",
                end: "9999-12-20 12:30",
                repeatRule: RepeatInput(frequency: "daily")
            )
            _ = try planner.add(draft, today: plannerToday)
            let listed = try planner.occurrences(from: day("9999-12-20"), to: CalendarDate.last)
            // Each day whose occurrence lies inside the kept times, from the zone alone.
            let high = Int64(EventSpan.latestDay.dayNumber + 1) * 86_400
            let expected = (0...11).filter { offset in
                let noon = LocalDateTime(
                    date: day("9999-12-20").adding(days: offset),
                    hour: 12,
                    minute: 0
                )
                return zone.instant(noon) + 1_800 < high
            }
            #expect(listed.count == expected.count)
            #expect(listed.count >= 10)
            for event in listed { try event.span.checkKept() }
            var text = ""
            try planner.exportICalendar { text += $0 }
            #expect(text.contains("RRULE:FREQ=DAILY\r\n"))
        }
    }

    @Test func allDayEventsAreKeptFromTheSecondDayToTheLastButOne() throws {
        try withPlanner { planner, _ in
            for (start, end) in [("0001-01-01", "0001-01-01"), ("9999-12-30", "9999-12-31")] {
                #expect(throws: PlannerError.outsideKeptTimes) {
                    try planner.add(
                        EventDraft(title: "Edge", start: start, end: end),
                        today: plannerToday
                    )
                }
            }
            let id = try planner.add(
                EventDraft(title: "Last", start: "9999-12-29", end: "9999-12-30"),
                today: plannerToday
            )
            var text = ""
            try planner.exportICalendar { text += $0 }
            #expect(text.contains("DTEND;VALUE=DATE:99991231\r\n"))
            try withTemporaryStore(named: "back.sqlite") { store, _ in
                #expect(try store.planner(in: berlin).importICalendar(text).imported == 1)
                let span = try planner.get(id).span
                #expect(try store.planner(in: berlin).get(1).span == span)
            }
        }
    }

    @Test func anImportOutsideTheKeptTimesIsRefusedWithItsLine() throws {
        try withPlanner { (planner: Planner, _: HomebookStore) throws in
            let text = """
                BEGIN:VCALENDAR\r
                VERSION:2.0\r
                BEGIN:VEVENT\r
                UID:late@test\r
                DTSTART:99991231T233000Z\r
                DTEND:99991231T235900Z\r
                SUMMARY:Late\r
                END:VEVENT\r
                END:VCALENDAR\r

                """
            let error = #expect(throws: ICalendarImportError.self) {
                try planner.importICalendar(text)
            }
            let message = error.map { "\($0)" } ?? ""
            #expect(message.contains("line 5"), "\(message)")
            #expect(message.contains("0001-01-02 and 9999-12-30"), "\(message)")
            #expect(try planner.count() == 0)
        }
    }
}

/// `7` as `07`.
private func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
