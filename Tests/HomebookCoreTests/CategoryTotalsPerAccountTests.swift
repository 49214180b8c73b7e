import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// The stored per-month category totals are per account (migration 0039,
/// docs/manual.md#currencies): a cell never adds two currencies, reports per currency read
/// them, and every write, undo, rename and old book keeps them equal to a fresh sum.
@Suite struct CategoryTotalsPerAccountTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 31)!

    /// A book in its unnamed currency with a yen account: bread for 2.50 and ramen for
    /// ¥1,200, both food, in March; pay of 10.00.
    static func book(_ store: HomebookStore) throws -> Account {
        try store.ledger.add(
            LedgerDraft(kind: "income", name: "Pay", amount: "10", date: "2026-03-01"),
            today: today
        )
        try store.ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "Bread",
                amount: "2.50",
                date: "2026-03-03",
                category: "food"
            ),
            today: today
        )
        let yen = try store.accounts.add("Tokyo", currency: "JPY", today: today)
        try store.ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "Ramen",
                amount: "1,200",
                date: "2026-03-02",
                category: "food"
            ),
            today: today,
            account: "Tokyo"
        )
        return yen
    }

    /// Each stored cell as `account category month expenses`.
    static func cells(_ store: HomebookStore) throws -> [String] {
        try store.database.fetchAll(
            """
            SELECT account_id, category, month, expense_cents FROM budget_category_totals
            ORDER BY account_id, category, month
            """
        ).map { row in
            "\(try row.get(0) as Int64) \(try row.get(1) as String) \(try row.get(2) as String)"
                + " \(try row.get(3) as Int64)"
        }
    }

    @Test func eachAccountHasItsOwnCellsAndAReportIsPerCurrency() throws {
        try withTemporaryStore { store, _ in
            let yen = try Self.book(store)
            // Before 0039 one cell held food 1450: 2.50 and ¥1,200 added as one number.
            #expect(
                try Self.cells(store) == [
                    "1  2026-03 0", "1 food 2026-03 250", "\(yen.id) food 2026-03 1200",
                ]
            )
            let reports = try #require(
                try store.ledger.reportPerCurrency(LedgerQuery(), by: .category)
            )
            #expect(reports.map(\.currency.code) == ["", "JPY"])
            let food = reports.map { $0.report.rows.first { $0.category == "food" } }
            #expect(food.map { $0?.sum.expenses.cents } == [250, 1200])
            #expect(reports.map(\.report.total.income.cents) == [1000, 0])
            let months = try #require(
                try store.ledger.reportPerCurrency(
                    .month(LedgerMonth(text: "2026-03")!),
                    by: .month
                )
            )
            #expect(months.map { $0.report.rows.map(\.sum.expenses.cents) } == [[250], [1200]])
            // One account's report: only that account's currency.
            var tokyo = LedgerQuery()
            tokyo.account = yen.id
            let one = try #require(try store.ledger.reportPerCurrency(tokyo, by: .category))
            #expect(one.map(\.currency.code) == ["JPY"])
            #expect(try store.check().isEmpty)
        }
    }

    @Test func wholeMonthsOfOneAccountAreReadFromItsCells() throws {
        try withTemporaryStore { store, _ in
            let yen = try Self.book(store)
            // A damaged cell shows through: the sum read the stored cell, not the items.
            try store.database.execute(
                "UPDATE budget_category_totals SET expense_cents = 999 WHERE account_id = ?",
                [.integer(yen.id)]
            )
            var march = LedgerQuery.month(LedgerMonth(text: "2026-03")!)
            march.account = yen.id
            #expect(try store.ledger.sum(march).expenses.cents == 999)
            #expect(try store.accounts.list().first { $0.account.id == yen.id }?.balance == -999)
            #expect(!(try store.check().isEmpty))
            // A part of a month reads the items.
            march.to = CalendarDate(year: 2026, month: 3, day: 15)
            #expect(try store.ledger.sum(march).expenses.cents == 1200)
        }
    }

    @Test func editsUndoAndRenamesKeepEveryAccountsCellsExact() throws {
        try withTemporaryStore { store, _ in
            let yen = try Self.book(store)
            let ramen: Int64 = try #require(
                try store.database.fetchOne("SELECT id FROM budget_items WHERE name = 'Ramen'")?
                    .get(0)
            )
            try store.ledger.delete(ramen)
            #expect(try Self.cells(store) == ["1  2026-03 0", "1 food 2026-03 250"])
            #expect(try store.check().isEmpty)
            _ = try store.undoLog.undo()
            #expect(try Self.cells(store).contains("\(yen.id) food 2026-03 1200"))
            #expect(try store.check().isEmpty)
            _ = try store.ledger.renameCategory("food", to: "meals")
            #expect(
                try Self.cells(store) == [
                    "1  2026-03 0", "1 meals 2026-03 250", "\(yen.id) meals 2026-03 1200",
                ]
            )
            #expect(try store.check().isEmpty)
            _ = try store.undoLog.undo()
            #expect(try Self.cells(store).contains("\(yen.id) food 2026-03 1200"))
            #expect(try store.check().isEmpty)
            let balances = try store.accounts.list().map(\.balance)
            #expect(balances == [750, -1200])
        }
    }

    @Test func anOldBooksMixedCellsAreSplitByAccountWhenItOpens() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/old.sqlite"
            let database = try IDMigrationTests.migrated(path, through: 37)
            try database.execute(
                script: """
                    INSERT INTO accounts (id, gid, name, currency, opening_minor, opened, closed)
                    VALUES (2, X'00000000000000000000000000000002', 'Tokyo', 'JPY', 0, NULL, 0);
                    INSERT INTO budget_items
                        (id, kind, name, amount_cents, date, category, note, account_id)
                    VALUES
                        (1, 'expense', 'Bread', 250, '2026-03-03', 'food', NULL, 1),
                        (2, 'expense', 'Ramen', 1200, '2026-03-02', 'food', NULL, 2);
                    UPDATE budget_totals SET income_cents = 0, expense_cents = 1450,
                        item_count = 2;
                    INSERT INTO budget_category_totals
                        (month, category, income_cents, expense_cents, income_count,
                         expense_count)
                    VALUES ('2026-03', 'food', 0, 1450, 0, 2);
                    """
            )
            try database.close()
            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            #expect(try Self.cells(store) == ["1 food 2026-03 250", "2 food 2026-03 1200"])
            #expect(try store.check().isEmpty)
            #expect(try store.ledger.totals().expenses.cents == 1450)
        }
    }
}
