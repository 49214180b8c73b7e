import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// In every text field every printable character is text, `?` included; the help is `?`
/// outside text fields and F1 everywhere (docs/manual.md#full-screen-app).
@Suite struct HelpKeyTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10) ?? CalendarDate.today()
    static let f1 = "\u{1B}OP"

    /// Runs `body` with the app at Home on a fresh database.
    func withApp(_ body: (inout AppState, HomebookStore) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, folder throws in
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            try body(&state, store)
        }
    }

    @Test func aQuestionMarkIsTypedInThePlannerFormAndF1ShowsTheHelp() throws {
        try withApp { state, store throws in
            state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: (80, 24)
            )
            type("aWhy? Lunch", into: &state)
            #expect(!state.showsHelp)
            #expect(screen(state).contains("Title        Why? Lunch"))
            #expect(screen(state).hasSuffix("F1 help"))
            type(Self.f1, into: &state)
            #expect(screen(state).contains("Keys: New event"))
            type(" ", into: &state)  // any key closes the help
            type("!\t2026-03-11 12:00\t\u{13}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            let events = try store.planner.occurrences(
                from: Self.today,
                to: Self.today.adding(days: 1)
            )
            #expect(events.map(\.title) == ["Why? Lunch!"])
        }
    }

    @Test func aQuestionMarkIsTypedInTheSettingsCurrencyField() throws {
        try withApp { state, store throws in
            type("s\t\u{15}?\u{13}", into: &state)
            #expect(!state.showsHelp)
            #expect(try store.settings.value(of: .currency) == "?")
        }
    }

    @Test func aQuestionMarkIsTypedInTheCalculatorAndTheBudgetFilter() throws {
        try withApp { state, _ throws in
            type("c1?", into: &state)
            #expect(!state.showsHelp)
            #expect(screen(state).contains("1?"))
            type(Self.f1, into: &state)
            #expect(screen(state).contains("Keys: Calculator"))
            type(" \u{1B}bf?", into: &state)
            #expect(!state.showsHelp)
            type("\u{1B}[11~", into: &state)  // F1 as rxvt and the VT220 send it
            #expect(state.showsHelp)
        }
    }

    @Test func outsideTextFieldsTheQuestionMarkStillShowsTheHelp() throws {
        try withApp { state, store throws in
            type("?", into: &state)
            #expect(screen(state).contains("Keys: Home"))
            // The planner form's All day field is a toggle, not text.
            var planner = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: (80, 24)
            )
            type("a\t\t\t ?", into: &planner)
            #expect(screen(planner).contains("Keys: New event"))
            type(" ", into: &planner)
            #expect(screen(planner).contains("All day      yes"))
            type(" b?", into: &state)
            #expect(screen(state).contains("Keys: Budget"))
            #expect(screen(state).contains("? F1"))
        }
    }
}
