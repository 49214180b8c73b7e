import HomebookCore
import TestSupport
import Testing

/// A long listing comes a month's days at a time (issue 26: one daily event listed to the
/// year 4999 held 568 MB), yet says exactly what listing each day on its own says.
@Suite struct PlannerStreamingTests {
    @Test func piecesAreBoundedAndTogetherEqualEveryDayListedAlone() throws {
        try withPlanner { planner, _ in
            var random = SeededGenerator(seed: 26)
            let first = day("2026-01-01")
            // Events of every length up to 70 days, some of no length at a midnight (where
            // pieces meet), all-day ones, and repeats: each shape a piece boundary can cut.
            for index in 0..<60 {
                let start = first.adding(days: Int.random(in: -40...200, using: &random))
                let hour = index % 5 == 0 ? 0 : Int.random(in: 0...23, using: &random)
                let reading = "\(start) \(hour < 10 ? "0" : "")\(hour):00"
                let length = start.adding(days: Int.random(in: 1...70, using: &random))
                var draft = EventDraft(title: "E\(index)", start: reading)
                switch index % 6 {
                case 0: draft.end = reading
                case 1: draft.end = "\(length) 12:00"
                case 2: draft = EventDraft(title: "E\(index)", start: "\(start)", end: "\(length)")
                case 3: draft.repeatRule = RepeatInput(frequency: "daily", every: 3)
                case 4:
                    draft.end = "\(start.adding(days: 2)) 10:00"
                    draft.repeatRule = RepeatInput(frequency: "weekly")
                default: break
                }
                _ = try planner.add(draft, today: first)
            }
            let to = first.adding(days: 199)
            var pieces: [[PlannerEvent]] = []
            try planner.forEachOccurrence(from: first, to: to) { pieces.append($0) }
            let listed = pieces.flatMap { $0 }
            // Seven pieces of 31 days at most: never the whole range at once.
            #expect(pieces.count == 7)
            var byDay: [PlannerEvent] = []
            var seen = Set<String>()
            for offset in 0..<200 {
                let one = first.adding(days: offset)
                for event in try planner.occurrences(from: one, to: one)
                where seen.insert("\(event.id) \(event.span)").inserted {
                    byDay.append(event)
                }
            }
            #expect(listed.count == byDay.count)
            #expect(Set(listed.map { "\($0.id) \($0.span)" }) == seen)
            // In order of start: all-day ones first on their day, ties by id.
            let keys = listed.map { event -> (Int64, Int, Int64) in
                switch event.span {
                case .allDay(let day, _):
                    return (
                        berlin.instant(LocalDateTime(date: day, hour: 0, minute: 0)), 0, event.id
                    )
                case .timed(let start, _): return (start, 1, event.id)
                }
            }
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(listed.count > 500)
        }
    }

    @Test func aRangeOverACenturyIsRefusedBeforeAnyWork() throws {
        try withPlanner { planner, _ in
            _ = try planner.add(
                EventDraft(
                    title: "Daily",
                    start: "2026-01-01 09:00",
                    repeatRule: RepeatInput(frequency: "daily")
                ),
                today: plannerToday
            )
            var calls = 0
            #expect(
                throws: PlannerError.rangeTooLong(from: day("0001-01-01"), to: day("9999-12-31"))
            ) {
                try planner.forEachOccurrence(from: day("0001-01-01"), to: day("9999-12-31")) { _ in
                    calls += 1
                }
            }
            #expect(calls == 0)
            // A century exactly is listed: 2000-01-01 to 2100-01-01, say.
            let last = day("2026-01-01").adding(days: Planner.maximumListedDays)
            var count = 0
            try planner.forEachOccurrence(from: day("2026-01-01"), to: last) { count += $0.count }
            #expect(count == Planner.maximumListedDays + 1)
            #expect(throws: PlannerError.self) {
                try planner.forEachOccurrence(from: day("2026-01-01"), to: last.adding(days: 1)) {
                    _ in
                }
            }
        }
    }
}
