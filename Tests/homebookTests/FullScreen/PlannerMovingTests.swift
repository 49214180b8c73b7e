import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Moving around the Planner (docs/manual.md#planner): back before today, `t` to today, `g`
/// to a typed day, and the month grid (`m`), keys in and the in-memory screen read.
@Suite struct PlannerMovingTests {
    static let today = PlannerScreenTests.today  // Tuesday 10 March 2026

    func withPlanner(
        size: (Int, Int) = (80, 24),
        _ seed: (HomebookStore) throws -> Void = { _ in },
        _ body: (inout AppState, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            try seed(store)
            var state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: size
            )
            state.commands = UndoKeys.commands(store: store)
            try body(&state, store)
        }
    }

    func add(_ store: HomebookStore, _ title: String, _ start: String) throws {
        _ = try store.planner.add(EventDraft(title: title, start: start), today: Self.today)
    }

    func lines(_ state: AppState) -> [String] {
        screen(state).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The row shown reversed (the selection), trimmed.
    func selected(_ state: AppState) -> String? {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        state.render(into: &buffer)
        for y in 1..<state.size.height - 1 where buffer[2, y].style.reverse {
            return buffer.line(y).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    @Test func upAtTheTopLoadsEarlierDaysAndTBringsBackToday() throws {
        try withPlanner({ store in
            try add(store, "Last week", "2026-03-03 09:00")
            try add(store, "In January", "2026-01-20 10:00")
            try add(store, "Tomorrow", "2026-03-11 12:00")
        }) { state, _ in
            #expect(screen(state).contains("Agenda Tue 2026-03-10 – Fri 2026-05-08"))
            #expect(!screen(state).contains("Last week"))
            // The selection opens on tomorrow's event: ↑ to the top row, ↑ past it.
            type("\u{1B}[A\u{1B}[A\u{1B}[A", into: &state)
            #expect(selected(state) == "Tue 2026-03-10  today")
            type("\u{1B}[A", into: &state)
            #expect(screen(state).contains("Agenda Fri 2026-01-09 – Fri 2026-05-08"))
            #expect(screen(state).contains("(today is 2026-03-10)"))
            #expect(screen(state).contains("09:00–10:00  Last week"))
            #expect(selected(state) == "09:00–10:00  Last week")
            // Home goes to the top row, then at the top further back still.
            type("\u{1B}[H", into: &state)
            #expect(selected(state) == "Tue 2026-01-20")
            type("\u{1B}[H", into: &state)
            #expect(screen(state).contains("Agenda Mon 2025-11-10 – Fri 2026-05-08"))
            type("\u{1B}[5~", into: &state)
            #expect(screen(state).contains("Agenda Thu 2025-09-11 –"))
            type("t", into: &state)
            #expect(screen(state).contains("Agenda Tue 2026-03-10 – Fri 2026-05-08"))
            #expect(!screen(state).contains("Last week"))
            #expect(selected(state) == "Tue 2026-03-10  today")
        }
    }

    @Test func pageUpFromTheTopShowsAPastEventAndItOpens() throws {
        try withPlanner({ store in try add(store, "Old dinner", "2026-02-20 19:00") }) {
            state,
            _ in
            type("\u{1B}[5~", into: &state)
            #expect(selected(state) == "Fri 2026-02-20")
            type("\u{1B}[B\r", into: &state)
            #expect(state.stack.last?.title == "Event")
            #expect(screen(state).contains("Old dinner"))
            #expect(screen(state).contains("Fri 2026-02-20 19:00"))
        }
    }

    @Test func gGoesToATypedDayOrAWordAndBadInputChangesNothing() throws {
        try withPlanner({ store in
            try add(store, "Party", "2027-06-05 20:00")
            try add(store, "Friday swim", "2026-03-13 18:00")
        }) { state, _ in
            type("g2027-06-05\r", into: &state)
            #expect(screen(state).contains("Agenda Sat 2027-06-05 – Tue 2027-08-03"))
            #expect(selected(state) == "20:00–21:00  Party")
            type("gfri\r", into: &state)
            // Friday is inside the days loaded now? No: it is before them, so they start there.
            #expect(screen(state).contains("Agenda Fri 2026-03-13 –"))
            #expect(selected(state) == "18:00–19:00  Friday swim")
            let before = screen(state)
            type("gsoon\r", into: &state)
            #expect(screen(state).contains("\"soon\" is not a day: use YYYY-MM-DD"))
            type("\u{1B}", into: &state)
            #expect(screen(state) == before)
            #expect(state.stack.last?.title == "Planner")
            // A day with nothing planned still gets its heading, to add on.
            type("g2026-03-20\r", into: &state)
            #expect(selected(state) == "Fri 2026-03-20")
            #expect(screen(state).contains("nothing planned (a adds an event)"))
            type("a", into: &state)
            #expect(screen(state).contains("2026-03-20"))
        }
    }

    @Test func theMonthGridMarksEventDaysMovesAndReturnsToTheAgendaAtTheDay() throws {
        try withPlanner({ store in
            try add(store, "Dentist", "2026-03-12 09:00")
            try add(store, "Lunch", "2026-03-12 12:30")
            try add(store, "April fool", "2026-04-01 08:00")
            try store.settings.set(.weekStart, to: "sunday")
        }) { state, _ in
            type("\u{1B}[A\u{1B}[A", into: &state)  // to today's heading
            type("m", into: &state)
            let shown = lines(state)
            #expect(shown.contains { $0.contains("March 2026") })
            #expect(shown.contains { $0.contains("Su      Mo      Tu") })
            // Thursday 12 March holds two events: its cell says so.
            #expect(shown.contains { $0.contains("12•2") })
            // Today selected, its agenda below the grid on 80 columns.
            #expect(shown.contains { $0.contains("Tue 2026-03-10  today") })
            type("\u{1B}[C\u{1B}[C", into: &state)
            #expect(screen(state).contains("Thu 2026-03-12"))
            #expect(screen(state).contains("09:00–10:00  Dentist"))
            // Down three weeks: into April, whose page is read.
            type("\u{1B}[B\u{1B}[B\u{1B}[B", into: &state)
            #expect(screen(state).contains("April 2026"))
            #expect(screen(state).contains(" 1•1"))
            type("\u{1B}[5~", into: &state)
            #expect(screen(state).contains("March 2026"))
            type("\u{1B}[6~\u{1B}[D", into: &state)
            #expect(screen(state).contains("Wed 2026-04-01"))
            type("\r", into: &state)
            #expect(!screen(state).contains("April 2026"))
            #expect(selected(state) == "08:00–09:00  April fool")
            // m again from the agenda, Esc back without moving.
            type("m\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            #expect(selected(state) == "08:00–09:00  April fool")
        }
    }

    /// The grid fills a wide window's width (its cells list titles): the agenda goes below.
    @Test func onAWideWindowTheDaysAgendaIsBelowTheGrid() throws {
        try withPlanner(size: (120, 40), { store in try add(store, "Walk", "2026-03-10 07:00") }) {
            state,
            _ in
            type("m", into: &state)
            let shown = lines(state)
            let title = try #require(shown.firstIndex { $0.contains("March 2026") })
            let day = try #require(shown.firstIndex { $0.contains("Tue 2026-03-10  today") })
            #expect(day > title + 8)
            #expect(!shown[title].contains("today"))
        }
    }
}
