import HomebookCore
import TestSupport
import Testing

/// The categories screen's sums (docs/manual.md#the-categories-screen): every period of
/// every step against a fresh sum over the items of generated ledgers, periods and their
/// steps, and targets over a quarter or a year against the month-by-month statuses.
@Suite struct CategoryOverviewTests {
    /// Every month, quarter and year the generated ledgers touch (2023–2025), and one on
    /// each side.
    static var periods: [LedgerPeriod] {
        var periods: [LedgerPeriod] = []
        for step in LedgerPeriod.Step.allCases {
            var period = LedgerPeriod(step, containing: LedgerMonth(day(2022, 12, 31)))
            while period.first <= day(2026, 1, 1) {
                periods.append(period)
                period = period.adding(1)
            }
        }
        return periods
    }

    @Test(arguments: [3, 11, 2026] as [UInt64])
    func everyPeriodMatchesAFreshSumOverTheItems(seed: UInt64) throws {
        try withTemporaryStore { store, _ in
            try LedgerSumsTests.generate(store, seed: seed)
            let items = try store.ledger.list().map(\.item)
            for period in Self.periods {
                let overview = try store.ledger.categoryOverview(period)
                var fresh: [String?: LedgerSum] = [:]
                var total = LedgerSum.zero
                for item in items where item.date >= period.first && item.date <= period.last {
                    var sum = fresh[item.category] ?? .zero
                    if item.kind == .income {
                        sum.income = Money(cents: sum.income.cents + item.amount.cents)
                        sum.incomeCount += 1
                        total.income = Money(cents: total.income.cents + item.amount.cents)
                        total.incomeCount += 1
                    } else {
                        sum.expenses = Money(cents: sum.expenses.cents + item.amount.cents)
                        sum.expenseCount += 1
                        total.expenses = Money(cents: total.expenses.cents + item.amount.cents)
                        total.expenseCount += 1
                    }
                    fresh[item.category] = sum
                }
                let shown = Dictionary(
                    uniqueKeysWithValues: overview.rows.map { ($0.category, $0.sum) }
                )
                #expect(shown == fresh, "seed \(seed), \(period)")
                #expect(overview.total == total, "seed \(seed), \(period)")
                let names = overview.rows.map(\.category)
                #expect(names == names.sorted(by: Self.categoryOrder), "\(period)")
            }
        }
    }

    /// A to Z, uncategorised last.
    static func categoryOrder(_ lhs: String?, _ rhs: String?) -> Bool {
        switch (lhs, rhs) {
        case (let left?, let right?): return left < right
        case (.some, nil): return true
        default: return false
        }
    }

    @Test func itemsOnPeriodEdgesCountInTheirOwnPeriod() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Eve", cents: 100, on: day(2025, 12, 31), category: "food")
            try ledger.add(.expense, "New", cents: 200, on: day(2026, 1, 1), category: "food")
            try ledger.add(.income, "Q1 end", cents: 400, on: day(2026, 3, 31))
            try ledger.add(.income, "Q2 start", cents: 800, on: day(2026, 4, 1))
            let march = LedgerPeriod(.month, containing: LedgerMonth(day(2026, 3, 5)))
            let q1 = march.with(step: .quarter)
            let year = q1.with(step: .year)
            #expect(try ledger.categoryOverview(q1).total.income.cents == 400)
            #expect(try ledger.categoryOverview(q1).total.expenses.cents == 200)
            #expect(try ledger.categoryOverview(q1.adding(1)).total.income.cents == 800)
            #expect(try ledger.categoryOverview(year).total.net.cents == 1_200 - 200)
            #expect(try ledger.categoryOverview(year.adding(-1)).total.expenses.cents == 100)
            let rows = try ledger.categoryOverview(year).rows
            #expect(rows.map(\.category) == ["food", nil])
        }
    }

    @Test func periodsStepByTheirLengthAndKeepTheirStart() throws {
        let november = LedgerPeriod(.month, containing: LedgerMonth(day(2026, 11, 22)))
        #expect(november.description == "2026-11")
        #expect(november.adding(2).description == "2027-01")
        #expect(november.adding(-11).description == "2025-12")
        let quarter = november.with(step: .quarter)
        #expect(quarter.description == "2026 Q4")
        #expect(quarter.first == day(2026, 10, 1))
        #expect(quarter.last == day(2026, 12, 31))
        #expect(quarter.adding(1).description == "2027 Q1")
        #expect(quarter.adding(-4).first == day(2025, 10, 1))
        let year = quarter.with(step: .year)
        #expect(year.description == "2026")
        #expect(year.first == day(2026, 1, 1))
        #expect(year.last == day(2026, 12, 31))
        #expect(year.months.count == 12)
        // Back to months: the first month of the longer period.
        #expect(year.with(step: .month).description == "2026-01")
        #expect(LedgerPeriod.Step.month.next == .quarter)
        #expect(LedgerPeriod.Step.year.next == .month)
        // February of a leap year ends on the 29th.
        let leap = LedgerPeriod(.month, containing: LedgerMonth(day(2024, 2, 1)))
        #expect(leap.last == day(2024, 2, 29))
        // The calendar's edges stop the steps.
        let last = LedgerPeriod(.year, containing: LedgerMonth(day(9999, 6, 1)))
        #expect(last.adding(1) == last)
        let first = LedgerPeriod(.quarter, containing: LedgerMonth(day(1, 2, 1)))
        #expect(first.adding(-1) == first)
    }

    @Test func aQuartersTargetsAddUpItsMonthsAndLeaveWhatTheLastMonthLeaves() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            let today = day(2026, 3, 10)
            try ledger.setTarget(
                category: "fun",
                amount: "50",
                from: "2025-12",
                rollover: true,
                today: today
            )
            try ledger.setTarget(category: "food", amount: "300", from: "2026-02", today: today)
            try ledger.add(.expense, "Cinema", cents: 2_000, on: day(2025, 12, 9), category: "fun")
            try ledger.add(.expense, "Concert", cents: 9_000, on: day(2026, 2, 9), category: "fun")
            try ledger.add(.expense, "Game", cents: 1_500, on: day(2026, 3, 31), category: "fun")
            try ledger.add(.expense, "Market", cents: 45_000, on: day(2026, 3, 1), category: "food")
            try ledger.add(.income, "Refund", cents: 700, on: day(2026, 1, 3), category: "fun")
            let q1 = LedgerPeriod(.quarter, containing: LedgerMonth(today))
            let overview = try ledger.categoryOverview(q1)
            #expect(overview.rows.map(\.category) == ["food", "fun"])
            let food = try #require(overview.rows.first?.target)
            let fun = try #require(overview.rows.last?.target)
            let months = try q1.months.map { try ledger.targetStatus(in: $0) }
            // Food starts in February: two months of 300.00, no rollover.
            #expect(food.target.cents == 60_000)
            #expect(food.spent.cents == 45_000)
            #expect(food.left.cents == 15_000)
            // Fun rolls over: what December left carries into January, and the quarter
            // ends with what March leaves.
            let funByMonth = months.compactMap { $0.first { $0.category == "fun" } }
            #expect(fun.carried == funByMonth.first?.carried)
            #expect(fun.left == funByMonth.last?.left)
            #expect(fun.spent.cents == funByMonth.map(\.spent.cents).reduce(0, +))
            #expect(fun.spent.cents == 10_500)
            let total = try #require(overview.targetTotal)
            #expect(total.available.cents == food.available.cents + fun.available.cents)
            #expect(total.spent.cents == 45_000 + 10_500)
            #expect(overview.targetLeft?.cents == food.left.cents + fun.left.cents)
            // A category with a target shows even without an item in the period.
            let february = try ledger.categoryOverview(
                LedgerPeriod(.month, containing: LedgerMonth(day(2026, 2, 1)))
            )
            #expect(february.rows.map(\.category) == ["food", "fun"])
            let idle = try #require(february.rows.first)
            #expect(idle.sum == .zero)
            #expect(idle.target?.left.cents == 30_000)
        }
    }

    @Test func anUncategorisedFilterShowsOnlyItemsWithoutACategory() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            try ledger.add(.expense, "Loose", cents: 300, on: day(2026, 5, 2))
            try ledger.add(.expense, "Milk", cents: 120, on: day(2026, 5, 3), category: "food")
            try ledger.add(.income, "Gift", cents: 5_000, on: day(2026, 5, 4))
            let filter = LedgerFilter(
                from: day(2026, 5, 1),
                to: day(2026, 5, 31),
                category: LedgerFilter.uncategorised
            )
            #expect(try ledger.count(matching: filter) == 2)
            let names = try ledger.window(matching: filter, .older, limit: 10).map(\.item.name)
            #expect(names == ["Loose", "Gift"])
            let sum = try ledger.sum(LedgerQuery(filter))
            #expect(sum.income.cents == 5_000)
            #expect(sum.expenses.cents == 300)
        }
    }
}

/// The running totals of a category's items in a period, against a running sum over the
/// whole filtered list, for windows anywhere in it; the list's count and savings, read
/// from the stored totals, against the whole ledger's (docs/manual.md#the-categories-screen).
@Suite struct LedgerRunningTotalsTests {
    @Test(arguments: [5, 17] as [UInt64])
    func everyWindowContinuesTheRunningSumOfTheWholeList(seed: UInt64) throws {
        try withTemporaryStore { store, _ in
            try LedgerSumsTests.generate(store, seed: seed)
            var random = SeededGenerator(seed: seed)
            let categories = LedgerSumsTests.categories.map { $0 ?? LedgerFilter.uncategorised }
            var savings: [Int64: Money] = [:]
            for entry in try store.ledger.list() { savings[entry.item.id] = entry.balance }
            for step in LedgerPeriod.Step.allCases {
                for _ in 0..<6 {
                    let month = LedgerMonth(LedgerSumsTests.edgeDay(&random))
                    let period = LedgerPeriod(step, containing: month)
                    var filter = LedgerFilter(
                        from: period.first,
                        to: period.last,
                        category: categories.randomElement(using: &random)
                    )
                    if random.oneIn(3) { filter.kind = random.oneIn(2) ? .income : .expense }
                    let all = try store.ledger.window(matching: filter, .newer, limit: 10_000)
                    // The count and each row's savings, read from the stored totals, agree
                    // with the whole list, from either end.
                    #expect(try store.ledger.count(matching: filter) == all.count)
                    #expect(
                        all.map { savings[$0.item.id] } == all.map { Optional($0.balance) }
                    )
                    #expect(
                        try store.ledger.window(matching: filter, .older, limit: 10_000) == all
                    )
                    var running: Int64 = 0
                    let expected = all.map { entry in
                        running +=
                            entry.item.kind == .income
                            ? entry.item.amount.cents : -entry.item.amount.cents
                        return Money(cents: running)
                    }
                    #expect(
                        try store.ledger.runningTotals(of: all, matching: filter) == expected,
                        "seed \(seed), \(period)"
                    )
                    guard !all.isEmpty else { continue }
                    let start = random.below(all.count)
                    let end = start + random.below(all.count - start) + 1
                    let window = Array(all[start..<end])
                    #expect(
                        try store.ledger.runningTotals(of: window, matching: filter)
                            == Array(expected[start..<end]),
                        "seed \(seed), \(period), rows \(start)..<\(end)"
                    )
                }
            }
        }
    }
}
