import HomebookCore
import TestSupport
import Testing

/// Monthly targets per category: spent, left, history, rollover, undo
/// (docs/manual.md#budget-targets).
@Suite struct LedgerTargetsTests {
    let today = day(2026, 3, 10)

    @Test func statusCountsOnlyTheCategorysExpensesOfTheMonth() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 12_000, on: day(2026, 3, 1), category: "food")
            try ledger.add(.expense, "Cheese", cents: 3_050, on: day(2026, 3, 31), category: "food")
            try ledger.add(.income, "Refund", cents: 999, on: day(2026, 3, 5), category: "food")
            try ledger.add(.expense, "Bread", cents: 700, on: day(2026, 2, 28), category: "food")
            try ledger.add(.expense, "Fuel", cents: 5_000, on: day(2026, 3, 2), category: "car")
            try ledger.setTarget(category: "food", amount: "400.00", today: today)
            try ledger.setTarget(category: "car", amount: "20", today: today)
            let march = try ledger.targetStatus(in: LedgerMonth(today))
            #expect(march.map(\.category) == ["car", "food"])
            let food = try #require(march.last)
            let expected = try ledger.sum(
                LedgerQuery(.month(LedgerMonth(today)), kind: .expense, categories: ["food"])
            )
            #expect(food.spent == expected.expenses)
            #expect(food.spent.cents == 15_050)
            #expect(food.left.cents == 40_000 - 15_050)
            #expect(!food.isOver)
            // Unwrapped first: comparing an optional Int64 inside #expect trips AddressSanitizer
            // in the Swift runtime's AnyHashable thunk (a 9-byte read of an 8-byte slot).
            let car = try #require(march.first)
            #expect(car.isOver)
            #expect(car.left.cents == 2_000 - 5_000)
            // The target starts this month: February has none.
            #expect(try ledger.targetStatus(in: LedgerMonth(day(2026, 2, 1))).isEmpty)
        }
    }

    @Test func aLaterTargetKeepsEarlierMonthsAndRolloverCarriesWhatIsLeft() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.setTarget(
                category: "fun",
                amount: "50",
                from: "2026-01",
                rollover: true,
                today: today
            )
            try ledger.add(.expense, "Cinema", cents: 2_000, on: day(2026, 1, 9), category: "fun")
            try ledger.add(.expense, "Concert", cents: 9_000, on: day(2026, 2, 9), category: "fun")
            let february = try #require(
                try ledger.targetStatus(in: LedgerMonth(day(2026, 2, 1))).first
            )
            #expect(february.carried.cents == 3_000)
            #expect(february.left.cents == 5_000 + 3_000 - 9_000)
            let march = try #require(try ledger.targetStatus(in: LedgerMonth(today)).first)
            #expect(march.carried.cents == -1_000)
            try ledger.setTarget(category: "fun", amount: "80", today: today)
            #expect(try ledger.targetStatus(in: LedgerMonth(today)).first?.target.cents == 8_000)
            #expect(
                try ledger.targetStatus(in: LedgerMonth(day(2026, 2, 1))).first?.target.cents
                    == 5_000
            )
        }
    }

    @Test func badTargetsAreRefusedAndChangeNothing() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            #expect(throws: BudgetTargetError.negative("-5")) {
                try ledger.setTarget(category: "food", amount: "-5", today: today)
            }
            #expect(throws: BudgetTargetError.invalidAmount("lots")) {
                try ledger.setTarget(category: "food", amount: "lots", today: today)
            }
            #expect(throws: BudgetTargetError.invalidMonth("2026-13")) {
                try ledger.setTarget(category: "food", amount: "5", from: "2026-13", today: today)
            }
            #expect(throws: BudgetTargetError.badCategory(" ")) {
                try ledger.setTarget(category: " ", amount: "5", today: today)
            }
            #expect(throws: BudgetTargetError.noTarget("food")) {
                try ledger.removeTarget(category: "food")
            }
            let targets = try ledger.targets()
            let changes = try store.undoLog.entries()
            #expect(targets.isEmpty)
            #expect(changes.isEmpty)
        }
    }

    @Test func settingAndRemovingAreUndoneInWords() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.setTarget(category: "food", amount: "400", today: today)
            try ledger.removeTarget(category: "food")
            #expect(try ledger.targets().isEmpty)
            let undoneRemove = try store.undoLog.undo()
            #expect(undoneRemove == #"remove target "food""#)
            #expect(try ledger.targets().map(\.amount.cents) == [40_000])
            let undoneSet = try store.undoLog.undo()
            #expect(undoneSet == #"set target "food" 400.00 a month from 2026-03"#)
            #expect(try ledger.targets().isEmpty)
            // A category with a target but no item is a known category for filters.
            try ledger.setTarget(category: "gifts", amount: "10", today: today)
            #expect(
                try ledger.query(LedgerQueryText(categories: ["gifts"]), today: today).categories
                    == ["gifts"]
            )
        }
    }
}

extension LedgerQuery {
    /// A month's query with a kind and categories.
    init(_ month: LedgerQuery, kind: LedgerKind, categories: [String?]) {
        self.init(from: month.from, to: month.to, kind: kind, categories: categories)
    }
}
