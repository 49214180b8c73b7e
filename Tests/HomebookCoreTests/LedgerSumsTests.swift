import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// `Ledger.sum` and `Ledger.report` against a fresh sum over every item, on generated
/// ledgers; the stored per-month, per-category totals through adds, edits, deletes, imports,
/// undo and redo (docs/manual.md#budget).
@Suite struct LedgerSumsTests {
    static let categories: [String?] = [nil, "food", "housing", "fun", "Food", "car", "gifts"]

    /// Days that sit on month, year and leap-day edges, and some in between.
    static func edgeDay(_ random: inout SeededGenerator) -> CalendarDate {
        let year = Int.random(in: 2023...2025, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let last = CalendarDate.daysIn(month: month, year: year)
        let choices = [1, 2, 15, last - 1, last, Int.random(in: 1...last, using: &random)]
        return day(year, month, choices.randomElement(using: &random) ?? 1)
    }

    /// Fills a ledger with random items, edits, deletes, an import, undos and redos.
    static func generate(_ store: HomebookStore, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let names = ["Milk", "Rent", "Salary", "Cinema", "Fuel", "Present"]
        for _ in 0..<120 {
            try store.ledger.add(
                Bool.random(using: &random) ? .expense : .income,
                names.randomElement(using: &random) ?? "x",
                cents: Int64.random(in: 0...500_000, using: &random),
                on: edgeDay(&random),
                category: categories.randomElement(using: &random) ?? nil,
                note: Bool.random(using: &random) ? "at the Market" : nil
            )
        }
        let ids = try store.ledger.list().map(\.item.id)
        for id in ids.shuffled(using: &random).prefix(20) {
            var changes = LedgerItemChanges()
            changes.category = .some(categories.randomElement(using: &random) ?? nil)
            changes.date = edgeDay(&random)
            changes.kind = Bool.random(using: &random) ? .income : .expense
            try store.ledger.update(id, applying: changes)
        }
        for id in ids.shuffled(using: &random).prefix(10) { try store.ledger.delete(id) }
        var csv = "date,kind,name,amount,category,note\n"
        for index in 0..<40 {
            let category = (categories.randomElement(using: &random) ?? nil) ?? ""
            csv += "\(edgeDay(&random)),expense,Imported \(index),\(index).25,\(category),\n"
        }
        try store.ledger.importCSV(text: csv)
        _ = try store.undoLog.undo()  // the import
        _ = try store.undoLog.undo()  // the last delete
        _ = try store.undoLog.redo()
        _ = try store.undoLog.redo()
        _ = try store.undoLog.undo()
    }

    /// A random query: dates (often on edges), a kind, categories, a search.
    static func query(_ random: inout SeededGenerator) -> LedgerQuery {
        var query = LedgerQuery()
        if Bool.random(using: &random) { query.from = edgeDay(&random) }
        if Bool.random(using: &random) { query.to = edgeDay(&random) }
        if Int.random(in: 0..<3, using: &random) == 0 {
            query.kind = Bool.random(using: &random) ? .income : .expense
        }
        if Bool.random(using: &random) {
            query.categories = Array(categories.shuffled(using: &random).prefix(2))
        }
        if Int.random(in: 0..<4, using: &random) == 0 { query.search = "market" }
        return query
    }

    /// Whether an item counts for a query, decided directly from its fields.
    static func counts(_ item: LedgerItem, _ query: LedgerQuery) -> Bool {
        if let from = query.from, item.date < from { return false }
        if let to = query.to, item.date > to { return false }
        if let kind = query.kind, item.kind != kind { return false }
        // A category counts its branch, whatever the case of A–Z (docs/manual.md#categories).
        if let categories = query.categories,
            !categories.contains(where: { wanted in
                guard let wanted, let category = item.category else {
                    return wanted == nil && item.category == nil
                }
                return CategoryPath.isInBranch(category, wanted)
            })
        {
            return false
        }
        if let search = query.search {
            let text = (item.name + "\n" + (item.note ?? "")).lowercased()
            if !text.contains(search.lowercased()) { return false }
        }
        return true
    }

    /// The expected sum, added up item by item.
    static func freshSum(_ items: [LedgerItem]) -> LedgerSum {
        var sum = LedgerSum.zero
        for item in items {
            if item.kind == .income {
                sum.income = Money(cents: sum.income.cents + item.amount.cents)
                sum.incomeCount += 1
            } else {
                sum.expenses = Money(cents: sum.expenses.cents + item.amount.cents)
                sum.expenseCount += 1
            }
        }
        return sum
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyReportEqualsAFreshSumOverTheItems(seed: UInt64) throws {
        try withTemporaryStore { store, _ in
            try Self.generate(store, seed: seed)
            #expect(try store.check().isEmpty)
            let items = try store.ledger.list().map(\.item)
            var random = SeededGenerator(seed: seed &* 7919)
            for _ in 0..<60 {
                let query = Self.query(&random)
                let counted = items.filter { Self.counts($0, query) }
                #expect(try store.ledger.sum(query) == Self.freshSum(counted), "\(query)")
                let byCategory = try store.ledger.report(query, by: .category)
                let categories = Set(counted.map(\.category))
                #expect(byCategory.rows.map(\.category) == categories.sorted(by: Self.order))
                for row in byCategory.rows {
                    #expect(
                        row.sum == Self.freshSum(counted.filter { $0.category == row.category })
                    )
                }
                let byMonth = try store.ledger.report(query, by: .month)
                #expect(
                    byMonth.rows.map(\.month) == Set(counted.map { LedgerMonth($0.date) }).sorted()
                )
                for row in byMonth.rows {
                    let month = counted.filter { LedgerMonth($0.date) == row.month }
                    #expect(row.sum == Self.freshSum(month))
                }
                let matrix = try store.ledger.report(query, by: .categoryByMonth)
                #expect(matrix.total == Self.freshSum(counted))
                for row in matrix.rows {
                    for (month, cell) in zip(matrix.months, row.cells) {
                        let expected = counted.filter {
                            $0.category == row.category && LedgerMonth($0.date) == month
                        }
                        #expect(cell == Self.freshSum(expected))
                    }
                }
            }
        }
    }

    static func order(_ lhs: String?, _ rhs: String?) -> Bool {
        switch (lhs, rhs) {
        case (let left?, let right?): return left < right
        case (.some, nil): return true
        default: return false
        }
    }

    @Test func anUnknownCategoryIsRefusedWithTheClosestNames() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(
                .expense,
                "Milk",
                cents: 150,
                on: day(2026, 1, 3),
                category: "food"
            )
            try store.ledger.add(.expense, "Fuel", cents: 150, on: day(2026, 1, 3), category: "car")
            let text = LedgerQueryText(categories: ["fod"])
            #expect(throws: LedgerQueryError.unknownCategory("fod", closest: ["food"])) {
                try store.ledger.query(text, today: day(2026, 1, 9))
            }
            let none = try store.ledger.query(
                LedgerQueryText(categories: ["none", "car"]),
                today: day(2026, 1, 9)
            )
            #expect(none.categories == [nil, "car"])
        }
    }

    @Test func aMonthTakesItsFirstToLastDayAndRefusesDates() throws {
        try withTemporaryStore { store, _ in
            let today = day(2026, 1, 9)
            let query = try store.ledger.query(LedgerQueryText(month: "2024-02"), today: today)
            #expect(query.from == day(2024, 2, 1) && query.to == day(2024, 2, 29))
            #expect(throws: LedgerQueryError.monthWithDates) {
                try store.ledger.query(
                    LedgerQueryText(from: "today", month: "2024-02"),
                    today: today
                )
            }
            #expect(throws: LedgerQueryError.invalidMonth("2024-13")) {
                try store.ledger.query(LedgerQueryText(month: "2024-13"), today: today)
            }
        }
    }

    @Test func checkFindsDamagedCategoryTotalsAndRepairRecomputesThem() throws {
        try withTemporaryStore { store, folder in
            try store.ledger.add(
                .expense,
                "Milk",
                cents: 150,
                on: day(2026, 1, 3),
                category: "food"
            )
            let other = try Database(path: folder + "/test.sqlite")
            try other.execute("UPDATE budget_category_totals SET expense_cents = 999")
            let problems = try store.check()
            #expect(problems.count == 1)
            #expect(problems.first?.contains("per-category totals") == true)
            #expect(try store.repair().count == 1)
            #expect(try store.check().isEmpty)
            #expect(try store.ledger.sum(LedgerQuery(categories: ["food"])).expenses.cents == 150)
        }
    }
}
