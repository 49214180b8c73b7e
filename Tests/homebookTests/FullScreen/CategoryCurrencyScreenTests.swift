import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The categories screen, Home's month line, the Budget screen's filtered header and the
/// line menu's category views in a book of two currencies (docs/manual.md#the-categories-screen):
/// figures beside targets in the base currency at each day's price, what had no price
/// flagged, reports per currency; never pounds added as if they were euros.
@Suite struct CategoryCurrencyScreenTests {
    static let today = ScreenSnapshot.today

    /// Base EUR with a London account in pounds; GBP→EUR 1.15 from 2026-11-05; a food target
    /// of 150 EUR; euros and pounds spent in November, two pound items before any price.
    static func seed(_ store: HomebookStore) throws {
        try store.currencies.setBase("EUR")
        try store.accounts.add("London", currency: "GBP", today: today)
        try store.prices.add(day: "2026-11-05", from: "GBP", to: "EUR", rate: "1.15")
        try store.ledger.setTarget(category: "food", amount: "150", today: today)
        for (kind, name, amount, date, category, account) in [
            ("income", "Salary", "2500", "2026-11-01", "", "main"),
            ("expense", "Rent", "950", "2026-11-02", "home", "main"),
            ("expense", "Groceries", "64.35", "2026-11-14", "food", "main"),
            ("expense", "Pub lunch", "18.00", "2026-11-10", "food", "London"),
            ("expense", "Train", "12.00", "2026-11-03", "travel", "London"),
            ("expense", "Market stall", "5.00", "2026-11-04", "food", "London"),
        ] as [(String, String, String, String, String, String)] {
            try store.ledger.add(
                LedgerDraft(kind: kind, name: name, amount: amount, date: date, category: category),
                today: today,
                account: account
            )
        }
    }

    @Test func theCategoriesScreenConvertsAndFlagsWhatHadNoPrice() throws {
        // food: 64.35 EUR + 18.00 GBP × 1.15 = 85.05 EUR; the train (no price) flagged.
        try ScreenSnapshot.check("budget-categories-currencies", keys: "bc", seed: Self.seed)
        try ScreenSnapshot.check(
            "budget-categories-currencies-wide",
            keys: "bc",
            size: (120, 40),
            seed: Self.seed
        )
    }

    @Test func aCategorysItemsSumEachCurrencyApartAndTheHelpNamesTheFlag() throws {
        // Enter on food: its items, the header's net per currency (before: $82.35 for both).
        try ScreenSnapshot.check(
            "budget-categories-currencies-items",
            keys: "bc\r",
            seed: Self.seed
        )
        try withTemporaryStore { store, _ in
            try Self.seed(store)
            let screen = BudgetCategoriesScreen(
                budget: BudgetModel(store: store, today: { Self.today }),
                today: { Self.today }
            )
            #expect(screen.keys.contains { $0.action.contains("no price that day") })
        }
    }

    @Test func homesMonthLineIsInTheBaseCurrencyWithTheUnpricedApart() throws {
        // 85.05 EUR spent on food; the 5.00 GBP stall before any price named, not added.
        try ScreenSnapshot.check("home-currencies", seed: Self.seed)
        try ScreenSnapshot.check("home-currencies-wide", size: (120, 40), seed: Self.seed)
    }

    @Test func theFilteredHeaderSumsEachCurrencyApart() throws {
        try withTemporaryStore { store, _ in
            try Self.seed(store)
            var model = BudgetModel(store: store, today: { Self.today })
            model.apply(LedgerFilter(category: "food"))
            let shown = try #require(model.shownPerCurrency)
            #expect(shown.map { $0.currency.coded($0.savings) } == ["-64.35 EUR", "-23.00 GBP"])
        }
        // The expenses shown, per currency: before, one sum added the pounds to the euros.
        try ScreenSnapshot.check(
            "budget-filtered-currencies",
            keys: "bf\t\texpense\r",
            seed: Self.seed
        )
    }

    /// The menu's By category is `budget report --by category` for a month: one table per
    /// currency, never one sum of two (before, it converted into EUR while the command line
    /// did not); its Targets convert and flag, as the categories screen does.
    @Test func theMenusByCategoryIsPerCurrencyAndItsTargetsConvert() throws {
        try withTemporaryDirectory { folder in
            try withStore(at: folder + "/menu.sqlite") { store throws in try Self.seed(store) }
            let (output, _) = try runMenu(
                ["b", "c", "2026-11", "g", "2026-11", "b", "q"],
                in: folder
            )
            let parts = output.components(separatedBy: "By category, 2026-11:")
            try #require(parts.count == 2, "\(output)")
            let byCategory = try #require(
                parts[1].components(separatedBy: "Month (YYYY-MM").first
            )
            // food: 64.35 in euros and 23.00 (18.00 + 5.00) in pounds, each in its table.
            #expect(byCategory.contains("In EUR:"), "\(byCategory)")
            #expect(byCategory.contains("In GBP:"), "\(byCategory)")
            #expect(byCategory.contains("64.35"), "\(byCategory)")
            #expect(byCategory.contains("23.00"), "\(byCategory)")
            #expect(!byCategory.contains("85.05"), "\(byCategory)")
            #expect(!byCategory.contains("82.35"), "\(byCategory)")
            #expect(!byCategory.contains("Not converted"), "\(byCategory)")
            // Targets: spent converted, in euros, the stall flagged and named.
            #expect(output.contains("€85.05 ?"), "\(output)")
            #expect(output.contains("? not counted, no price that day: -5.00 GBP"), "\(output)")
        }
    }
}
