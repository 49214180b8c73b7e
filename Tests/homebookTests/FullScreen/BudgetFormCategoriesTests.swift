import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The budget item form's categories (issue 39): the form reads them once, for itself; the
/// Budget screen no longer reads them a second time before opening it.
@Suite struct BudgetFormCategoriesTests {
    static let today = CalendarDate(year: 2024, month: 6, day: 15)!

    @Test(arguments: ["a", "e"])
    func openingTheFormReadsTheCategoriesOnce(key: String) throws {
        try withTemporaryStore(named: "budget.sqlite") { store, _ throws in
            for category in ["Food:Groceries", "food:eating out", "Fun"] {
                try store.ledger.add(
                    LedgerDraft(
                        kind: "expense",
                        name: "x",
                        amount: "1",
                        date: "2024-06-01",
                        category: category
                    ),
                    today: Self.today
                )
            }
            var state = FullScreenProgram.state(
                root: BudgetScreen(store: store, today: { Self.today }),
                store: store,
                size: (80, 24)
            )
            type(key, into: &state)
            #expect(state.stack.count == 2)
            // Before, the screen read them into its own list too, a second scan for nothing.
            let budget = try #require(state.stack.first as? BudgetScreen)
            #expect(budget.model.categories.isEmpty)
            // The filter, which completes them, still reads them when it opens.
            type("\u{1B}", into: &state)
            #expect(state.stack.count == 1)
            type("f", into: &state)
            let filtering = try #require(state.stack.first as? BudgetScreen)
            #expect(filtering.model.categories == (try store.ledger.categories()))
            #expect(filtering.model.categories.count == 3)
        }
    }
}
