import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The event form asks the core for every problem of the event as typed on each change, so
/// a corrected field loses its mark, and Esc never drops typed text silently.
extension PlannerScreenTests {
    @Test func aCorrectedCalendarClearsItsMarkAndTheEventSaves() throws {
        try withPlanner { state, store, _ throws in
            open(store, &state)
            type("aDinner\ttoday 19:00\t\t\t\t\tWrok\u{13}", into: &state)
            #expect(screen(state).contains("✗ no calendar is named \"Wrok\""))
            #expect(screen(state).contains("not saved: fix the marked fields"))
            #expect(state.stack.last?.title == "New event")
            type("\u{15}Personal", into: &state)  // Ctrl-U, the right name
            #expect(!screen(state).contains("✗"))
            #expect(!screen(state).contains("fix the marked fields"))
            type("\u{13}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            #expect(try store.planner.count() == 1)
        }
    }

    @Test func aCorrectedRecipeClearsItsMarkAndTheEventSaves() throws {
        try withPlanner { state, store, _ throws in
            _ = try store.recipes.add(RecipeDraft(name: "Soup"), today: Self.today)
            open(store, &state)
            type("aMeal\ttoday 19:00\t\t\t\t\t\tNo such dish\u{13}", into: &state)
            #expect(screen(state).contains("✗ no recipe"))
            type("\u{15}Soup\u{13}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            let events = try store.planner.occurrences(from: Self.today, to: Self.today)
            #expect(events.first?.recipe?.name == "Soup")
        }
    }

    @Test func escWithTypedTextAsksFirstAndAnotherKeyKeepsEditing() throws {
        try withPlanner { state, store, _ throws in
            open(store, &state)
            type("aDinner\tsomeday\u{13}", into: &state)
            #expect(screen(state).contains("not saved"))
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "New event")
            #expect(screen(state).contains("Esc again discards them"))
            type("\u{15}today 19:00", into: &state)  // any other key keeps editing
            #expect(state.stack.last?.title == "New event")
            #expect(screen(state).contains("Dinner"))
            type("\u{13}", into: &state)
            #expect(try store.planner.count() == 1)
            // An untouched form leaves at once; one with text leaves on a second Esc.
            type("a\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            type("aLunch\u{1B}\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            #expect(try store.planner.count() == 1)
        }
    }

    @Test func theRepeatFieldTakesTheCoresGrammarAndMarksAWrongOne() throws {
        try withPlanner { state, store, _ throws in
            open(store, &state)
            // Tab past end, all day, location, description, calendar, recipe and servings.
            type("aSwim\t2026-03-11 07:00\t\t\t\t\t\t\t\tweekly every", into: &state)
            #expect(screen(state).contains("✗ write a repeat as e.g. weekly"))
            type(" 2 count 3\u{13}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            let rule = try #require(try store.planner.get(1).repeatRule)
            #expect(RepeatInput.text(rule) == "weekly every 2 count 3")
        }
    }
}
