import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Migration 0034 (docs/manual.md#budget-accounts): a book made before accounts opens with
/// every item in the default account and every figure unchanged.
// Opening a planted old file is what migrates it, so this calls HomebookStore.open.
@Suite struct AccountsMigrationTests {
    static let now = "2026-01-01T00:00:00Z"

    /// A book as the release before accounts left it: every migration before 0034.
    static func oldBook(at path: String) throws {
        let database = try Database(path: path)
        defer { try? database.close() }
        let migrations = HomebookSchema.migrations().filter { $0.version < 34 }
        try Migrator(migrations: migrations).migrate(database, now: now)
        var random = SeededGenerator(seed: 34)
        for index in 0..<300 {
            let kind = index % 4 == 0 ? "income" : "expense"
            let cents = Int64.random(in: 0...5_000_000, using: &random)
            let day = 1 + index % 28
            let month = 1 + index % 12
            try database.execute(
                """
                INSERT INTO budget_items (kind, name, amount_cents, date, category)
                VALUES (?, ?, ?, ?, ?)
                """,
                [
                    .text(kind), .text("Item \(index)"), .integer(cents),
                    .text("2025-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"),
                    index % 5 == 0 ? .null : .text("cat \(index % 7)"),
                ]
            )
        }
        // The stored totals as the old binary kept them.
        try database.execute(
            script: """
                UPDATE budget_totals SET
                    income_cents = (SELECT coalesce(sum(amount_cents), 0) FROM budget_items
                                    WHERE kind = 'income'),
                    expense_cents = (SELECT coalesce(sum(amount_cents), 0) FROM budget_items
                                     WHERE kind = 'expense'),
                    item_count = (SELECT count(*) FROM budget_items);
                DELETE FROM budget_category_totals;
                INSERT INTO budget_category_totals
                    (month, category, income_cents, expense_cents, income_count, expense_count)
                SELECT substr(date, 1, 7), coalesce(category, ''),
                       coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
                       coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
                       count(CASE WHEN kind = 'income' THEN 1 END),
                       count(CASE WHEN kind = 'expense' THEN 1 END)
                FROM budget_items GROUP BY 1, 2;
                INSERT INTO settings (key, value) VALUES ('currency', '€');
                """
        )
    }

    @Test func anOldBookOpensWithEveryFigureUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            try Self.oldBook(at: path)
            let old = try Database(path: path)
            let amounts = try old.fetchAll(
                "SELECT id, kind, amount_cents FROM budget_items ORDER BY id"
            )
            .map { [try $0.get(0) as Int64, try $0.get(2) as Int64] }
            let stored = try old.fetchOne(
                "SELECT income_cents, expense_cents, item_count FROM budget_totals"
            )
            let income: Int64 = try stored?.get(0) ?? -1
            let expenses: Int64 = try stored?.get(1) ?? -1
            let count: Int64 = try stored?.get(2) ?? -1
            try old.close()

            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            #expect(try store.check() == [])
            let totals = try store.ledger.totals()
            #expect(totals.income.cents == income && totals.expenses.cents == expenses)
            #expect(totals.count == count && count == 300)
            #expect(try store.ledger.freshTotals() == totals)
            let now = try store.ledger.sum(LedgerQuery(from: CalendarDate(iso: "2025-03-04")))
            #expect(now.count > 0)
            // One account, the default, in the book's unnamed currency, holding everything.
            let accounts = try store.accounts.list()
            #expect(accounts.count == 1)
            #expect(accounts.first?.account.name == "main")
            #expect(accounts.first?.account.currency == .unnamed(symbol: "€"))
            #expect(accounts.first?.balance == totals.savings.cents)
            #expect(accounts.first?.count == count)
            #expect(try store.accounts.onlyDefault())
            #expect(try store.currencies.base() == nil)
            let after = try store.ledger.list(
                LedgerFilter(),
                account: try store.accounts.get("MAIN")
            )
            #expect(
                after.map { [$0.item.id, $0.item.amount.cents] }.sorted { $0[0] < $1[0] } == amounts
            )
            #expect(after.last?.balance == totals.savings.cents)
        }
    }
}
