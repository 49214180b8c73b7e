import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Home's "This month: spent / budget" line (docs/manual.md#budget-targets), read again when
/// Home shows after the Budget screen closes.
@Suite struct HomeMonthLineTests {
    @Test func homeShowsThisMonthsSpendingAgainstTheTargets() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/home.sqlite")
            let today = CalendarDate.today()
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            #expect(!screen(state).contains("This month:"))
            try store.ledger.setTarget(category: "food", amount: "400", today: today)
            try store.ledger.setTarget(category: "fun", amount: "50", today: today)
            try store.ledger.add(
                NewLedgerItem(
                    kind: .expense,
                    name: "Milk",
                    amount: Money(cents: 12_050),
                    date: today,
                    category: "food"
                )
            )
            try store.ledger.add(
                NewLedgerItem(kind: .expense, name: "Tea", amount: Money(cents: 999), date: today)
            )
            type("b", into: &state)
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Home")
            #expect(screen(state).contains("This month: $120.50 spent / $450.00 budget"))
            try store.close()
        }
    }
}
