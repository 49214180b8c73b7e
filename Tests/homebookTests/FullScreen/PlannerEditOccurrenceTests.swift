import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// `e` on an occurrence of a repeat asks "this occurrence (t) or all (a)"
/// (docs/manual.md#planner).
@Suite struct PlannerEditOccurrenceTests {
    @Test func tEditsOnlyThatOccurrenceAEditsTheSeriesEscNothing() throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ in
            let today = PlannerScreenTests.today
            _ = try store.planner.add(
                EventDraft(
                    title: "Swim",
                    start: "2026-03-10 18:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 3)
                ),
                today: today
            )
            var state = FullScreenProgram.state(
                root: PlannerScreen(store: store, today: today),
                store: store,
                size: (80, 24)
            )
            type("\u{1B}[B\u{1B}[B", into: &state)  // Wednesday's swim
            type("e", into: &state)
            #expect(screen(state).contains("Edit “Swim” on Wed 2026-03-11: this occurrence"))
            type("x", into: &state)  // not an answer: the question stays
            #expect(screen(state).contains("or all its repeats (a)?"))
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            #expect(screen(state).contains("nothing edited"))
            type("et", into: &state)
            #expect(state.stack.last?.title == "Edit event on 2026-03-11 only")
            #expect(screen(state).contains("2026-03-11 18:00"))
            type("\u{15}Late swim\u{13}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            #expect(screen(state).contains("18:00–19:00  Late swim"))
            let days = { try store.planner.occurrences(from: today, to: today.adding(days: 2)) }
            #expect(try days().map(\.title) == ["Swim", "Late swim", "Swim"])
            #expect(try store.planner.count() == 2)
            type("u", into: &state)
            #expect(screen(state).contains("Undid: edit \"Swim\" on 2026-03-11 only"))
            #expect(try days().map(\.title) == ["Swim", "Swim", "Swim"])
            // a: the series, its repeat in the form; a new title renames every occurrence.
            type("ea", into: &state)
            #expect(state.stack.last?.title == "Edit event")
            type("\u{15}Pool\u{13}", into: &state)
            #expect(try days().map(\.title) == ["Pool", "Pool", "Pool"])
            // From the details too: Enter, e, t edits the occurrence opened.
            type("\re", into: &state)
            #expect(screen(state).contains("Edit “Pool” on Wed 2026-03-11: this occurrence"))
            type("t", into: &state)
            #expect(state.stack.last?.title == "Edit event on 2026-03-11 only")
            type("\u{15}Pool party\u{13}", into: &state)
            #expect(try days().map(\.title) == ["Pool", "Pool party", "Pool"])
        }
    }
}
