import HomebookCore
import TestSupport
import Testing

/// Categories that roll up: case ignored, `:` branches in filters, reports and targets,
/// renaming a branch as one undoable change (docs/manual.md#categories).
@Suite struct CategoryTreeTests {
    let today = day(2026, 11, 20)

    @Test func aCategoryTypedInAnotherCaseKeepsTheFirstSpellingEverywhere() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 129, on: today, category: "Food:Groceries")
            let bread = try ledger.add(
                .expense,
                "Bread",
                cents: 250,
                on: today,
                category: "FOOD:groceries"
            )
            #expect(bread.category == "Food:Groceries")
            // Level by level: a new child under an existing branch takes the branch's spelling.
            let pizza = try ledger.add(
                .expense,
                "Pizza",
                cents: 900,
                on: today,
                category: "food:Eating out"
            )
            #expect(pizza.category == "Food:Eating out")
            let target = try ledger.setTarget(category: "FOOD", amount: "400", today: today)
            #expect(target.category == "Food")
            let edited = try ledger.update(
                pizza.id,
                with: LedgerChanges(category: "food:eating OUT"),
                today: today
            )
            #expect(edited.category == "Food:Eating out")
            _ = try ledger.importCSV(
                text:
                    "date,kind,name,amount,category,note\n2026-11-02,expense,Tea,3.00,food:groceries,\n"
            )
            #expect(try ledger.categories() == ["Food:Eating out", "Food:Groceries"])
            #expect(try ledger.report(LedgerQuery(), by: .category).rows.count == 2)
            // A repeating item, added and then edited (the form's save), spells it alike.
            let rent = try store.schedules.add(
                LedgerScheduleDraft(
                    kind: "expense",
                    name: "Veg box",
                    amount: "20",
                    category: "FOOD:groceries",
                    frequency: .weekly,
                    from: "2026-11-02"
                ),
                today: today
            )
            #expect(rent.category == "Food:Groceries")
            var draft = LedgerScheduleDraft(rent)
            draft.category = "food:EATING OUT"
            let edited2 = try store.schedules.update(rent, with: draft, today: today)
            #expect(edited2.category == "Food:Eating out")
        }
    }

    @Test func aBranchFilterCountsItsChildrenAndItselfInAnyCase() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 129, on: today, category: "food:groceries")
            try ledger.add(
                .expense,
                "Pizza",
                cents: 900,
                on: day(2026, 11, 1),
                category: "food:eating out"
            )
            try ledger.add(.expense, "Snack", cents: 100, on: today, category: "food")
            // A name that merely starts the same is not in the branch.
            try ledger.add(.expense, "Fodder", cents: 5_000, on: today, category: "foodstuff")
            try ledger.add(.expense, "Fuel", cents: 4_000, on: today, category: "car")
            for typed in ["food", "FOOD", "Food"] {
                let query = try ledger.query(LedgerQueryText(categories: [typed]), today: today)
                #expect(try ledger.sum(query).expenses.cents == 1_129)
                // Whole months (the stored cells) and days (the items) agree.
                let days = try ledger.query(
                    LedgerQueryText(from: "2026-11-01", to: "2026-11-20", categories: [typed]),
                    today: today
                )
                #expect(try ledger.sum(days).expenses.cents == 1_129)
            }
            let groceries = try ledger.query(
                LedgerQueryText(categories: ["Food:Groceries"]),
                today: today
            )
            #expect(try ledger.sum(groceries).expenses.cents == 129)
            let listed = try ledger.list(LedgerFilter(category: "FOOD"))
            #expect(listed.map(\.item.name).sorted() == ["Milk", "Pizza", "Snack"])
            // A branch that only its children have is known to the filters.
            try ledger.add(.expense, "Bus", cents: 300, on: today, category: "travel:local")
            let travel = try ledger.query(LedgerQueryText(categories: ["Travel"]), today: today)
            #expect(try ledger.sum(travel).expenses.cents == 300)
        }
    }

    @Test func depthRollsCategoriesUpIntoTheirBranches() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(
                .expense,
                "Milk",
                cents: 129,
                on: today,
                category: "food:groceries:dairy"
            )
            try ledger.add(.expense, "Pizza", cents: 900, on: today, category: "food:eating out")
            try ledger.add(.expense, "Snack", cents: 100, on: today, category: "food")
            try ledger.add(.income, "Pay", cents: 100_000, on: today)
            let one = try ledger.report(LedgerQuery(), by: .category, depth: 1)
            #expect(one.rows.map(\.category) == ["food", nil])
            #expect(one.rows.first?.sum.expenses.cents == 1_129)
            #expect(one.total == (try ledger.report(LedgerQuery(), by: .category)).total)
            let two = try ledger.report(LedgerQuery(), by: .category, depth: 2)
            #expect(two.rows.map(\.category) == ["food", "food:eating out", "food:groceries", nil])
            #expect(two.rows.map(\.sum.expenses.cents) == [100, 900, 129, 0])
        }
    }

    @Test func aTargetOnABranchCountsTheBranchsSpending() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 12_000, on: today, category: "food:groceries")
            try ledger.add(.expense, "Pizza", cents: 3_000, on: today, category: "food:eating out")
            try ledger.add(.expense, "Fuel", cents: 4_000, on: today, category: "car")
            try ledger.setTarget(category: "food", amount: "100", today: today)
            let status = try #require(try ledger.targetStatus(in: LedgerMonth(today)).first)
            #expect(status.category == "food")
            #expect(status.spent.cents == 15_000)
            #expect(status.isOver)
        }
    }

    @Test func theTreeSumsEachBranchAndHidesWhatAClosedBranchHolds() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 129, on: today, category: "food:groceries")
            try ledger.add(.expense, "Pizza", cents: 900, on: today, category: "food:eating out")
            try ledger.add(.expense, "Fuel", cents: 4_000, on: today, category: "car")
            try ledger.add(.income, "Pay", cents: 100_000, on: today)
            try ledger.setTarget(category: "food:groceries", amount: "50", today: today)
            let overview = try ledger.categoryOverview(
                LedgerPeriod(.month, containing: LedgerMonth(today))
            )
            let tree = overview.tree
            #expect(tree.map(\.path) == ["car", "food", "food:eating out", "food:groceries", nil])
            #expect(tree.map(\.level) == [0, 0, 1, 1, 0])
            #expect(tree.map(\.sum.expenses.cents) == [4_000, 1_029, 900, 129, 0])
            #expect(tree.map(\.hasChildren) == [false, true, false, false, false])
            #expect(tree[3].target?.spent.cents == 129)
            let closed = CategoryOverview.visible(tree, collapsed: ["food"])
            #expect(closed.map(\.path) == ["car", "food", nil])
        }
    }

    @Test func renamingABranchMovesItemsTargetsRulesAndSchedulesAsOneUndo() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 129, on: today, category: "food:groceries")
            try ledger.add(.expense, "Pizza", cents: 900, on: day(2026, 10, 3), category: "food")
            try ledger.add(.expense, "Fodder", cents: 5_000, on: today, category: "foodstuff")
            try ledger.setTarget(category: "food", amount: "400", today: today)
            try ledger.saveMapping(try BankMapping(columns: "date=1,name=2,amount=3"), as: "bank")
            try ledger.addRule(mapping: "bank", pattern: "tesco", category: "food:groceries")
            try store.schedules.add(
                LedgerScheduleDraft(
                    kind: "expense",
                    name: "Box",
                    amount: "20",
                    category: "food",
                    frequency: .monthly,
                    day: "1",
                    from: "2026-11-01"
                ),
                today: today
            )
            let before = try ledger.totals()
            let renamed = try ledger.renameCategory("FOOD", to: "groceries and meals")
            #expect(renamed.items == 2)
            #expect(renamed.targets == 1)
            #expect(renamed.rules == 1)
            #expect(renamed.schedules == 1)
            #expect(!renamed.merged)
            #expect(
                try ledger.categories() == [
                    "foodstuff", "groceries and meals", "groceries and meals:groceries",
                ]
            )
            #expect(try ledger.targets().map(\.category) == ["groceries and meals"])
            #expect(try ledger.rules().map(\.category) == ["groceries and meals:groceries"])
            #expect(try store.schedules.all().map(\.category) == ["groceries and meals"])
            #expect(try ledger.totals() == before)
            let moved = try ledger.query(
                LedgerQueryText(categories: ["groceries and meals"]),
                today: today
            )
            #expect(try ledger.sum(moved).expenses.cents == 1_029)
            // One undo takes it all back, and the stored per-month cells follow.
            _ = try store.undoLog.undo()
            #expect(try ledger.categories() == ["food", "food:groceries", "foodstuff"])
            #expect(try ledger.targets().map(\.category) == ["food"])
            #expect(try ledger.rules().map(\.category) == ["food:groceries"])
            #expect(try store.schedules.all().map(\.category) == ["food"])
            let food = try ledger.query(LedgerQueryText(categories: ["food"]), today: today)
            #expect(try ledger.sum(food).expenses.cents == 1_029)
            #expect(try ledger.report(LedgerQuery(), by: .category).rows.count == 3)
        }
    }

    @Test func renamingOntoAnExistingNameMergesAndSaysSo() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Pizza", cents: 900, on: today, category: "eating out")
            try ledger.add(.expense, "Cafe", cents: 400, on: today, category: "Food:Eating Out")
            try ledger.setTarget(category: "eating out", amount: "10", today: today)
            try ledger.setTarget(category: "food:eating out", amount: "30", today: today)
            let merged = try ledger.renameCategory("eating out", to: "food:eating out")
            #expect(merged.merged)
            #expect(merged.new == "Food:Eating Out")
            #expect(merged.targetsKept == 1)
            #expect(merged.summary.contains("merged into the existing \"Food:Eating Out\""))
            #expect(try ledger.categories() == ["Food:Eating Out"])
            #expect(try ledger.targets().map(\.amount.cents) == [3_000])
            let cells = try ledger.report(LedgerQuery(), by: .category)
            #expect(cells.rows.map(\.sum.expenses.cents) == [1_300])
        }
    }

    @Test func aBadRenameIsRefusedAndChangesNothing() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 129, on: today, category: "food")
            #expect(throws: CategoryRenameError.unknown("fod")) {
                try ledger.renameCategory("fod", to: "x")
            }
            #expect(throws: CategoryRenameError.intoItself("food", "food:x")) {
                try ledger.renameCategory("food", to: "food:x")
            }
            #expect(throws: CategoryRenameError.badName(" ")) {
                try ledger.renameCategory("food", to: " ")
            }
            #expect(try ledger.categories() == ["food"])
            // Only the case: the new spelling is kept.
            try ledger.renameCategory("food", to: "Food")
            #expect(try ledger.categories() == ["Food"])
        }
    }

    @Test func theTargetFormSetsTheRowsTargetAndMarksABadAmount() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Milk", cents: 129, on: today, category: "food")
            var form = BudgetTargetForm(ledger: ledger, category: "food", today: today)
            form[.amount] = "-5"
            #expect(form.problems()[.amount] != nil)
            #expect(throws: BudgetTargetError.self) { try form.save() }
            #expect(try ledger.targets().isEmpty)
            form[.amount] = "250.00"
            _ = try form.save()
            #expect(try ledger.targets().map(\.amount.cents) == [25_000])
            // Opened again, it shows the target in force.
            #expect(
                BudgetTargetForm(ledger: ledger, category: "FOOD", today: today)[.amount]
                    == "250.00"
            )
        }
    }
}
