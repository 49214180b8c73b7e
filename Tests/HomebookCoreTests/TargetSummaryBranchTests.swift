import HomebookCore
import TestSupport
import Testing

/// Home's "this month: spent / budget" line counts each branch once
/// (docs/manual.md#budget-targets).
@Suite struct TargetSummaryBranchTests {
    @Test func aTargetedChildOfATargetedBranchIsNotCountedTwice() throws {
        try withTemporaryStore { store, _ in
            let today = CalendarDate(year: 2026, month: 3, day: 20)!
            try store.ledger.setTarget(
                category: "food",
                amount: "400",
                from: "2026-03",
                today: today
            )
            try store.ledger.setTarget(
                category: "food:groceries",
                amount: "300",
                from: "2026-03",
                today: today
            )
            try store.ledger.setTarget(
                category: "rent",
                amount: "900",
                from: "2026-03",
                today: today
            )
            for (category, amount) in [("food:groceries", "120"), ("food", "30"), ("rent", "900")] {
                try store.ledger.add(
                    LedgerDraft(
                        kind: "expense",
                        name: "x",
                        amount: amount,
                        date: "2026-03-05",
                        category: category
                    ),
                    today: today
                )
            }
            let summary = try #require(try store.ledger.targetSummary(in: LedgerMonth(today)))
            // food's branch (150) and rent (900); food's envelope (400) and rent's (900).
            #expect(summary.spent.cents == 105_000)
            #expect(summary.budget.cents == 130_000)
        }
    }
}
