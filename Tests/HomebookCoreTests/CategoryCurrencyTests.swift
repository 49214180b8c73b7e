import HomebookCore
import TestSupport
import Testing

/// Category sums and targets in a book of several currencies
/// (docs/manual.md#the-categories-screen): targets are in the base currency, each item in
/// another currency counts at the price of its own day, and one with no price is flagged
/// on its row, never counted at 1.
@Suite struct CategoryCurrencyTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 31)!
    static let march = LedgerPeriod(.month, containing: LedgerMonth(today))

    /// Base EUR (the main account), a GBP account, GBP→EUR 1.15 from 2026-03-03, a food
    /// target of 100 EUR from March; EUR 40.00 food on 03-02, GBP 10.00 food on 03-05
    /// (priced), GBP 12.00 travel on 03-02 (before any price).
    static func book(_ store: HomebookStore) throws {
        try PricesTests.book(store, ["EUR", "GBP"])
        try store.prices.add(day: "2026-03-03", from: "GBP", to: "EUR", rate: "1.15")
        try store.ledger.setTarget(category: "food", amount: "100", from: "2026-03", today: today)
        try PricesTests.spend(store, "EUR", "40.00", on: "2026-03-02")
        try PricesTests.spend(store, "GBP", "10.00", on: "2026-03-05")
        try PricesTests.spend(store, "GBP", "12.00", on: "2026-03-02", category: "travel")
    }

    @Test func otherCurrenciesCountAtTheirDaysPriceAndTheUnpricedAreFlagged() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            let overview = try store.ledger.categoryOverview(Self.march)
            #expect(overview.currency?.code == "EUR")
            let food = try #require(overview.rows.first { $0.category == "food" })
            // 40.00 EUR + 10.00 GBP × 1.15; before, the pounds were added as euros (50.00).
            #expect(food.sum.expenses.cents == 5_150)
            #expect(food.sum.expenseCount == 2)
            #expect(food.unpriced.isEmpty)
            // The target is in euros and its spending converted the same way.
            #expect(food.target?.spent.cents == 5_150)
            #expect(food.target?.left.cents == 4_850)
            // No price on 03-02: the row is there, its sum counts nothing, the amount flagged.
            let travel = try #require(overview.rows.first { $0.category == "travel" })
            #expect(travel.sum == .zero)
            #expect(travel.unpriced.map(\.currency.code) == ["GBP"])
            #expect(travel.unpriced.first?.expenses == 1_200)
            #expect(travel.unpriced.first?.count == 1)
            #expect(overview.total.expenses.cents == 5_150)
            #expect(overview.unpriced.map(\.net) == [-1_200])
            // The tree carries the flag to its node.
            #expect(overview.tree.first { $0.path == "travel" }?.unpriced.first?.expenses == 1_200)
            // Home's month line: euros spent against the euro budget, the pounds apart.
            let summary = try #require(try store.ledger.targetSummary(in: LedgerMonth(Self.today)))
            #expect(summary.spent.cents == 5_150 && summary.budget.cents == 10_000)
            #expect(summary.unpriced.isEmpty)
        }
    }

    @Test func unpricedSpendingOfATargetIsKeptApartFromSpent() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            try PricesTests.spend(store, "GBP", "5.00", on: "2026-03-01")
            let status = try #require(
                try store.ledger.targetStatus(in: LedgerMonth(Self.today)).first
            )
            #expect(status.spent.cents == 5_150)
            #expect(status.unpriced.first?.expenses == 500)
            let summary = try #require(try store.ledger.targetSummary(in: LedgerMonth(Self.today)))
            #expect(summary.unpriced.first?.expenses == 500)
        }
    }

    @Test func exponentsZeroAndThreeConvertExactlyRoundedOnceHalfToEven() throws {
        try withTemporaryStore { store, _ in
            try PricesTests.book(store, ["EUR", "JPY", "BHD"])
            try store.prices.add(day: "2026-03-01", from: "JPY", to: "EUR", rate: "0.005")
            try store.prices.add(day: "2026-03-01", from: "BHD", to: "EUR", rate: "2.5")
            // ¥1 is half a cent: twice on two days is one cent, rounded once at the end
            // (each rounded alone, half to even, would give 0 + 0).
            try PricesTests.spend(store, "JPY", "1", on: "2026-03-05", category: "snacks")
            try PricesTests.spend(store, "JPY", "1", on: "2026-03-06", category: "snacks")
            // 0.002 BHD × 2.5 = 0.5 cent → 0 (even); 0.006 BHD × 2.5 = 1.5 cents → 2 (even).
            try PricesTests.spend(store, "BHD", "0.002", on: "2026-03-05", category: "fees")
            try PricesTests.spend(store, "BHD", "0.006", on: "2026-03-05", category: "tips")
            // ¥1,000 at 0.005 is exactly 5.00 EUR.
            try PricesTests.spend(store, "JPY", "1000", on: "2026-03-07", category: "rail")
            let overview = try store.ledger.categoryOverview(Self.march)
            let expenses = Dictionary(
                uniqueKeysWithValues: overview.rows.map {
                    ($0.category ?? "", $0.sum.expenses.cents)
                }
            )
            #expect(expenses == ["snacks": 1, "fees": 0, "tips": 2, "rail": 500])
            // The total is the exact sum rounded once: 1 + 0.5 + 1.5 + 500 = 503.
            #expect(overview.total.expenses.cents == 503)
            #expect(overview.unpriced.isEmpty)
        }
    }

    @Test func aBookInOneCurrencyReadsAsBefore() throws {
        try withTemporaryStore { store, _ in
            try store.currencies.setBase("EUR")
            try PricesTests.spend(store, "EUR", "40.00", on: "2026-03-02")
            #expect(try store.ledger.categoryCurrency() == nil)
            let overview = try store.ledger.categoryOverview(Self.march)
            #expect(overview.currency == nil && overview.unpriced.isEmpty)
            #expect(overview.total.expenses.cents == 4_000)
        }
    }

    @Test func withoutABaseCurrencyOnlyTheBooksOwnCurrencyIsCounted() throws {
        try withTemporaryStore { store, _ in
            try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            try PricesTests.spend(store, "EUR", "40.00", on: "2026-03-02")
            try store.ledger.add(
                LedgerDraft(
                    kind: "expense",
                    name: "Ramen",
                    amount: "1200",
                    date: "2026-03-03",
                    category: "food"
                ),
                today: Self.today,
                account: "Tokyo"
            )
            let overview = try store.ledger.categoryOverview(Self.march)
            #expect(overview.currency?.isUnnamed == true)
            // Before, ¥1,200 was added as 12.00 of the book's currency: 52.00.
            #expect(overview.total.expenses.cents == 4_000)
            #expect(overview.unpriced.map(\.currency.code) == ["JPY"])
            #expect(overview.unpriced.first?.expenses == 1_200)
        }
    }
}
