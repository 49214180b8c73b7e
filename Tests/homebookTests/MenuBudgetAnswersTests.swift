import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's Budget answers (docs/manual.md#menu): `c` a month by category, `g` the
/// month's targets, through the scripted terminal and through a pipe.
@Suite struct MenuBudgetAnswersTests {
    let today = CalendarDate(year: 2026, month: 11, day: 22)!

    /// Items in November and October, and a target on food.
    func seed(_ path: String) throws {
        let store = try HomebookStore.open(path: path)
        let items: [(LedgerKind, String, Int64, Int, String?)] = [
            (.expense, "Milk", 12_000, 11, "food"),
            (.expense, "Cheese", 30_000, 11, "food"),
            (.income, "Salary", 250_000, 11, nil),
            (.expense, "Rent", 95_000, 10, "housing"),
        ]
        for (kind, name, cents, month, category) in items {
            try store.ledger.add(
                NewLedgerItem(
                    kind: kind,
                    name: name,
                    amount: Money(cents: cents),
                    date: CalendarDate(year: 2026, month: month, day: 3)!,
                    category: category
                )
            )
        }
        try store.ledger.setTarget(category: "food", amount: "400", from: "2026-01", today: today)
        try store.close()
    }

    @Test func categoriesAndTargetsAnswerForTheMonthAsked() throws {
        try withTemporaryDirectory { folder in
            try seed(folder + "/menu.sqlite")
            let (output, _) = try runMenu(
                ["b", "c", "t", "g", "last", "g", "2026-13", "", "b", "q"],
                in: folder
            )
            #expect(output.contains("By category, 2026-11:"))
            #expect(output.contains("food          $0.00   $420.00   -$420.00      2"))
            #expect(output.contains("(none)    $2,500.00     $0.00  $2,500.00      1"))
            #expect(!output.contains("housing"))
            // October: nothing spent on food yet.
            #expect(output.contains("Targets for 2026-10"))
            #expect(output.contains("food      $400.00  $0.00  $400.00  [....................]"))
            #expect(output.contains("\"2026-13\" is not a month: use YYYY-MM"))
        }
    }

    @Test func thePipedMenuShowsTheTargetsOverBudget() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/menu.sqlite"
            try seed(db)
            let result = try homebook(db, [], input: "b\ng\n2026-11\nb\nq\n")
            #expect(result.status == 0)
            #expect(
                result.stdout.contains(
                    "food      $400.00  $420.00  -$20.00  [####################] over"
                )
            )
        }
    }
}
