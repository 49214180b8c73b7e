import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Repeating items on the full-screen app (docs/manual.md#schedules): the Budget screen names
/// the next ones, and the Planner's agenda shows them as all-day reminders that open nothing.
@Suite struct ScheduleScreensTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22) ?? CalendarDate.today()

    func withSchedules(
        width: Int,
        height: Int,
        _ body: (HomebookStore, (width: Int, height: Int)) throws -> Void
    ) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            for (kind, name, amount, day) in [
                ("expense", "Rent", "950", "1"), ("income", "Salary", "2500", "last"),
            ] {
                try store.schedules.add(
                    LedgerScheduleDraft(
                        kind: kind,
                        name: name,
                        amount: amount,
                        frequency: .monthly,
                        day: day,
                        from: "2026-11-01"
                    ),
                    today: Self.today
                )
            }
            // November's rent is posted: only the days to come are listed.
            try store.schedules.postDue(today: Self.today)
            try body(store, (width, height))
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theBudgetScreenNamesTheNextRepeatingItems(size: (Int, Int)) throws {
        try withSchedules(width: size.0, height: size.1) { store, size in
            let state = FullScreenProgram.state(
                root: BudgetScreen(store: store, today: { Self.today }),
                store: store,
                size: size
            )
            let lines = screen(state).split(separator: "\n").map(String.init)
            #expect(
                lines.contains(
                    " All items · f filters · next: Salary $2,500.00 on 11-30, Rent $950.00 on 12-01"
                ),
                "\(lines)"
            )
        }
    }

    @Test func thePlannerAgendaShowsThemAsRemindersThatOpenNothing() throws {
        try withSchedules(width: 100, height: 30) { store, size in
            var state = FullScreenProgram.state(
                root: PlannerScreen(store: store, today: Self.today),
                store: store,
                size: size
            )
            let lines = screen(state).split(separator: "\n").map(String.init)
            let salary = try #require(lines.firstIndex { $0.contains("Salary $2,500.00") })
            #expect(lines[salary] == "     all day      Salary $2,500.00  (repeating item)")
            #expect(lines[salary - 1].hasPrefix(" Mon 2026-11-30"))
            #expect(lines.contains("     all day      Rent $950.00  (repeating item)"))
            // The posted November rent is a ledger item now, not a reminder.
            #expect(!lines.contains { $0.contains("2026-11-01") })
            // Enter on a reminder says where it lives; nothing opens.
            type("\r", into: &state)
            #expect(state.stack.count == 1)
            #expect(screen(state).contains("a repeating ledger item: see budget repeat list"))
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theAgendaShowsTheirAmountsInTheCurrencyTheBudgetShows(size: (Int, Int)) throws {
        try withSchedules(width: size.0, height: size.1) { store, size in
            func agenda() -> [String] {
                let state = FullScreenProgram.state(
                    root: PlannerScreen(store: store, today: Self.today),
                    store: store,
                    size: size
                )
                return screen(state).split(separator: "\n").map(String.init)
            }
            // Before: `Rent 950.00`, no currency at all, while the Budget screen says $950.00.
            #expect(agenda().contains("     all day      Rent $950.00  (repeating item)"))
            // Named, the book's currency is the default account's, where the rent is posted.
            try store.currencies.setBase("EUR")
            #expect(agenda().contains("     all day      Rent €950.00  (repeating item)"))
            try store.settings.set(.decimalComma, to: "on")
            #expect(agenda().contains("     all day      Salary 2.500,00 €  (repeating item)"))
            // The Budget screen's rows of that account read the same.
            try store.schedules.postDue(today: CalendarDate(year: 2026, month: 12, day: 1)!)
            let budget = FullScreenProgram.state(
                root: BudgetScreen(store: store, today: { Self.today }),
                store: store,
                size: size
            )
            #expect(screen(budget).contains("950,00 €"))
        }
    }
}
