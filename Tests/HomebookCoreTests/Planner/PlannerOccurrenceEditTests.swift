import HomebookCore
import TestSupport
import Testing

/// Editing one occurrence of a repeating event: the series skips the day and the occurrence
/// becomes an event of its own, in one undoable change (docs/manual.md#planner).
@Suite struct PlannerOccurrenceEditTests {
    func swim(_ planner: Planner) throws -> Int64 {
        try planner.add(
            EventDraft(
                title: "Swim",
                start: "2026-11-22 18:00",
                location: "Pool",
                repeatRule: RepeatInput(frequency: "daily", count: 3)
            ),
            today: plannerToday
        )
    }

    @Test func onlyThatOccurrenceChangesAndTheSeriesKeepsTheOthers() throws {
        try withPlanner { planner, store in
            let id = try swim(planner)
            let edited = try planner.editOccurrence(
                of: id,
                on: day("2026-11-23"),
                with: EventChanges(title: "Late swim", start: "2026-11-23 20:00"),
                today: plannerToday
            )
            #expect(edited.id != id)
            #expect(edited.repeatRule == nil)
            #expect(edited.location == "Pool")
            let listed = try planner.occurrences(from: day("2026-11-22"), to: day("2026-11-24"))
            #expect(listed.map(\.title) == ["Swim", "Late swim", "Swim"])
            #expect(starts(listed) == ["2026-11-22 18:00", "2026-11-23 20:00", "2026-11-24 18:00"])
            #expect(try planner.get(id).repeatRule?.exceptions == [day("2026-11-23")])
            #expect(try planner.count() == 2)
            // One change, named in words; undo brings the series back whole.
            #expect(try store.undoLog.undo() == "edit \"Swim\" on 2026-11-23 only")
            #expect(try planner.count() == 1)
            let back = try planner.occurrences(from: day("2026-11-22"), to: day("2026-11-24"))
            #expect(back.map(\.title) == ["Swim", "Swim", "Swim"])
        }
    }

    @Test func badInputOrNoSuchOccurrenceChangesNothing() throws {
        try withPlanner { planner, _ in
            let id = try swim(planner)
            #expect(throws: PlannerError.self) {
                try planner.editOccurrence(
                    of: id,
                    on: day("2026-11-23"),
                    with: EventChanges(start: "noonish"),
                    today: plannerToday
                )
            }
            #expect(
                throws: PlannerError.noOccurrence(id: id, day: day("2026-11-30"), repeats: true)
            ) {
                try planner.editOccurrence(
                    of: id,
                    on: day("2026-11-30"),
                    with: EventChanges(title: "x"),
                    today: plannerToday
                )
            }
            let single = try planner.add(
                EventDraft(title: "Once", start: "2026-11-25 09:00"),
                today: plannerToday
            )
            #expect(
                throws: PlannerError.noOccurrence(
                    id: single,
                    day: day("2026-11-25"),
                    repeats: false
                )
            ) {
                try planner.editOccurrence(
                    of: single,
                    on: day("2026-11-25"),
                    with: EventChanges(title: "x"),
                    today: plannerToday
                )
            }
            #expect(try planner.count() == 2)
            #expect(try planner.get(id).repeatRule?.exceptions.isEmpty == true)
            let listed = try planner.occurrences(from: day("2026-11-22"), to: day("2026-11-24"))
            #expect(listed.map(\.title) == ["Swim", "Swim", "Swim"])
        }
    }
}
