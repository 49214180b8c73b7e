import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Migration 0034 (docs/manual.md#categories): a book with two spellings of one category
/// keeps the oldest item's, for items, targets, rules and repeating items, losing no item
/// and keeping every total.
// Opening the planted file is what migrates it, so the test calls HomebookStore.open.
@Suite struct CategorySpellingMigrationTests {
    @Test func spellingsDifferingInCaseBecomeTheOldestItemsAndTotalsStay() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            let database = try IDMigrationTests.migrated(path, through: 30)
            try database.execute(
                script: """
                    INSERT INTO budget_items (id, kind, name, amount_cents, date, category, note)
                    VALUES
                        (1, 'expense', 'Bread', 250, '2026-01-03', 'Food', NULL),
                        (2, 'expense', 'Milk', 129, '2026-01-04', 'food', NULL),
                        (3, 'expense', 'Tea', 300, '2026-02-04', 'FOOD', NULL),
                        (4, 'income', 'Pay', 200000, '2026-01-01', 'work', NULL),
                        (5, 'expense', 'Bus', 200, '2026-01-05', NULL, NULL);
                    UPDATE budget_totals
                    SET income_cents = 200000, expense_cents = 879, item_count = 5;
                    INSERT INTO budget_category_totals
                        (month, category, income_cents, expense_cents, income_count, expense_count)
                    SELECT substr(date, 1, 7), coalesce(category, ''),
                           coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
                           coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
                           count(CASE WHEN kind = 'income' THEN 1 END),
                           count(CASE WHEN kind = 'expense' THEN 1 END)
                    FROM budget_items GROUP BY 1, 2;
                    INSERT INTO budget_targets (category, from_month, amount_cents, rollover)
                    VALUES ('Food', '2026-01', 40000, 0), ('food', '2026-01', 1, 0),
                           ('fOOd', '2026-02', 50000, 0), ('Fun', '2026-01', 100, 0),
                           ('FUN', '2026-03', 200, 0);
                    INSERT INTO import_mappings
                        (name, columns, date_format, decimal_comma, delimiter, category_column,
                         skip_lines)
                    VALUES ('bank', 'date=1,name=2,amount=3', '%Y-%m-%d', 0, ',', NULL, 0);
                    INSERT INTO import_rules (mapping, pattern, category, name)
                    VALUES ('bank', 'tesco', 'FOOD', NULL);
                    """
            )
            try database.close()
            let store = try HomebookStore.open(path: path)
            let ledger = store.ledger
            #expect(try ledger.categories() == ["Food", "work"])
            #expect(try ledger.totals().count == 5)
            #expect(try ledger.totals().expenses.cents == 879)
            #expect(try ledger.freshTotals() == (try ledger.totals()))
            #expect(try store.check().isEmpty)
            let food = try ledger.report(LedgerQuery(), by: .category).rows.first
            #expect(food?.category == "Food")
            #expect(food?.sum.expenses.cents == 679)
            #expect(food?.sum.expenseCount == 3)
            // The first spelling's target is kept where two had the same month.
            #expect(
                try ledger.targets().map { "\($0.category) \($0.from) \($0.amount.cents)" }
                    == [
                        "FUN 2026-01 100", "FUN 2026-03 200", "Food 2026-01 40000",
                        "Food 2026-02 50000",
                    ]
            )
            #expect(try ledger.rules().map(\.category) == ["Food"])
        }
    }
}
