internal import SQLiteWrapper

/// Each account's income, expenses and item count, summed from the stored per-month,
/// per-category cells (migration 0039; docs/manual.md#budget-accounts).
///
/// The cells are read in their primary-key order and added up here: SQLite's
/// `GROUP BY account_id` sorted every cell first, 13.2M of `budget total`'s 18.7M
/// instructions at a million items (callgrind). The arithmetic is checked, as SQLite's
/// `sum()` is: an overflow is an error, never a wrapped figure.
struct AccountCellSums {
    /// One account's sums.
    struct Sums: Equatable {
        var income: Int64 = 0
        var expenses: Int64 = 0
        var count: Int64 = 0
    }

    /// The sums by account id; an account without items has none.
    private(set) var byAccount: [Int64: Sums] = [:]

    /// Reads every cell of `db`.
    ///
    /// - Throws: ``AccountError/overflow(_:)`` naming the account (by `names`, else its id)
    ///   whose sum leaves 64 bits.
    init(_ db: Database, names: [Int64: String]) throws {
        // No ORDER BY: the table's own order, so SQLite sorts nothing.
        try db.cachedStatement(
            """
            SELECT account_id, income_cents, expense_cents, income_count + expense_count
            FROM budget_category_totals
            """
        ).forEachRow([]) { row in
            let id: Int64 = try row.get(0)
            let sums = byAccount[id] ?? Sums()
            let (income, o1) = sums.income.addingReportingOverflow(try row.get(1))
            let (expenses, o2) = sums.expenses.addingReportingOverflow(try row.get(2))
            let (count, o3) = sums.count.addingReportingOverflow(try row.get(3))
            guard !o1, !o2, !o3 else { throw AccountError.overflow(names[id] ?? "#\(id)") }
            byAccount[id] = Sums(income: income, expenses: expenses, count: count)
        }
    }
}
