import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// The categories a form completes (issue 39): read once, from the per-month category cells
/// rather than a scan of every item, and the same set the items hold, with their branches
/// (as the Budget filter completes them).
@Suite struct CategoryCompletionTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    /// What a scan of the items says, the query the completions used before.
    func scanned(_ store: HomebookStore) throws -> [String] {
        try store.database.fetchAll(
            "SELECT DISTINCT category FROM budget_items WHERE category IS NOT NULL"
                + " ORDER BY category"
        ).map { try $0.get(0) as String }
    }

    @Test func theCompletionsAreTheItemsCategoriesOnceEachInAnyCase() throws {
        try withTemporaryStore { store, _ throws in
            let typed = [
                ("Food:Groceries", "2026-09-03"), ("food:groceries", "2026-10-04"),
                ("FOOD:GROCERIES", "2026-11-05"), ("food:eating out", "2026-11-06"),
                ("Fun", "2026-01-07"), ("", "2026-11-08"), ("housing", "2025-12-31"),
            ]
            for (category, date) in typed {
                try store.ledger.add(
                    LedgerDraft(
                        kind: "expense",
                        name: "x",
                        amount: "1",
                        date: date,
                        category: category
                    ),
                    today: Self.today
                )
            }
            let categories = try store.ledger.categories()
            #expect(categories == (try scanned(store)))
            // One spelling per category, the first typed; the branch's children each once.
            #expect(categories.filter { $0.lowercased() == "food:groceries" } == ["Food:Groceries"])
            #expect(categories.contains { $0.lowercased() == "food:eating out" })
            #expect(categories.count == 4)
            var form = FormSession(
                BudgetItemForm(ledger: store.ledger, editing: nil, today: Self.today)
            )
            let field = try #require(form.index(of: "category"))
            #expect(form.completions(field, limit: 100) == CategoryCompletion.names(categories))
            #expect(form.completions(field, limit: 100).count == 5)
            form.set(field, "FOOD:")
            #expect(form.completions(field, limit: 100).count == 2)
            // An item's last one gone, its category is no longer offered.
            let fun = try #require(try store.ledger.list().first { $0.item.category == "Fun" })
            _ = try store.ledger.delete(fun.item.id)
            #expect(try store.ledger.categories() == (try scanned(store)))
            #expect(try !store.ledger.categories().contains("Fun"))
        }
    }

    @Test func theyAreReadFromTheCategoryCellsNotTheItems() throws {
        try withTemporaryStore { store, _ throws in
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: "x", amount: "1", date: "2026-11-01"),
                today: Self.today
            )
            // A cell written by hand, with no item behind it: only a read of the cells sees
            // it (before, the completions scanned budget_items and never named it).
            try store.database.write { db in
                try db.execute(
                    "INSERT INTO budget_category_totals VALUES ('2026-11', 'only:cells', 1, 0, 5, 0, 1)"
                )
            }
            #expect(try store.ledger.categories() == ["only:cells"])
            let form = FormSession(
                BudgetItemForm(ledger: store.ledger, editing: nil, today: Self.today)
            )
            #expect(
                form.completions(try #require(form.index(of: "category")))
                    == ["only", "only:cells"]
            )
        }
    }
}
