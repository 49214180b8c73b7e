import SQLiteWrapper
import TestSupport
import Testing

@testable import HomebookCore

/// Each account's balance summed from the stored cells in their own order, in Swift with
/// checked arithmetic (docs/manual.md#budget-accounts): every figure equals a scan of the
/// items, and a sum leaving 64 bits is an error naming the account, never a wrapped figure.
@Suite struct AccountCellSumsTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 31)!

    /// Each account's income, expenses and count by a scan of the items, as `id i e n`.
    static func scanned(_ store: HomebookStore) throws -> [String] {
        try store.database.fetchAll(
            """
            SELECT a.id, coalesce(sum(CASE WHEN i.kind = 'income' THEN i.amount_cents END), 0),
                   coalesce(sum(CASE WHEN i.kind = 'expense' THEN i.amount_cents END), 0),
                   count(i.id)
            FROM accounts a LEFT JOIN budget_items i ON i.account_id = a.id
            GROUP BY a.id ORDER BY a.id
            """
        ).map { row in
            "\(try row.get(0) as Int64) \(try row.get(1) as Int64) \(try row.get(2) as Int64)"
                + " \(try row.get(3) as Int64)"
        }
    }

    static func listed(_ store: HomebookStore) throws -> [String] {
        try store.accounts.list().sorted { $0.account.id < $1.account.id }.map {
            "\($0.account.id) \($0.income) \($0.expenses) \($0.count)"
        }
    }

    @Test func balancesEqualAScanOverCellsOfManyMonthsCategoriesAndAccounts() throws {
        try withTemporaryStore { store, _ in
            let yen = try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            let pounds = try store.accounts.add("London", currency: "GBP", today: Self.today)
            let accounts = [Account.defaultID, yen.id, pounds.id]
            var added: [LedgerItem] = []
            // Cells of one month and category in every account, interleaved in key order.
            for index in 0..<90 {
                let item = NewLedgerItem(
                    kind: index % 4 == 0 ? .income : .expense,
                    name: "Item \(index)",
                    amount: Money(cents: Int64(100 + index * 37)),
                    date: CalendarDate(year: 2026, month: 1 + index % 12, day: 1 + index % 28)!,
                    category: ["", "food", "rent", "fun"][index % 4]
                )
                added.append(try store.ledger.add(item, account: accounts[index % 3]))
            }
            #expect(try Self.listed(store) == Self.scanned(store))
            _ = try store.ledger.delete(added[4].id)
            _ = try store.ledger.delete(added[5].id)
            _ = try store.undoLog.undo()
            #expect(try Self.listed(store) == Self.scanned(store))
            let totals = try store.accounts.totalsByCurrency()
            #expect(totals.map(\.count) == [30, 29, 30])
            let balances = try store.accounts.list().map(\.balance)
            #expect(try balances == store.accounts.list().map { $0.income - $0.expenses })
        }
    }

    @Test func aSumLeaving64BitsIsAnErrorNamingTheAccount() throws {
        try withTemporaryStore { store, _ in
            let yen = try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            // Two cells whose income adds past Int64.max (as a damaged or hand-made book
            // could hold): SQLite's sum() refused with its own error before.
            let half = Int64.max / 2 + 1
            for month in ["2026-01", "2026-02"] {
                try store.database.execute(
                    """
                    INSERT INTO budget_category_totals (month, category, account_id,
                        income_cents, expense_cents, income_count, expense_count)
                    VALUES (?, '', ?, ?, 0, 1, 0)
                    """,
                    [.text(month), .integer(yen.id), .integer(half)]
                )
            }
            #expect(throws: AccountError.overflow("Tokyo")) { try store.accounts.list() }
            #expect(throws: AccountError.overflow("Tokyo")) {
                try store.accounts.totalsByCurrency()
            }
        }
    }
}
