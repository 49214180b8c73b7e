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
    var byAccount: [Int64: Sums] {
        Dictionary(uniqueKeysWithValues: zip(ids, sums))
    }

    // The few accounts a book has, side by side: a linear search is cheaper per cell than
    // hashing into a dictionary (a fifth of the scan's instructions).
    private var ids: [Int64] = []
    private var sums: [Sums] = []

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
            let id = try row.int64(0)
            let index =
                ids.firstIndex(of: id)
                ?? {
                    ids.append(id)
                    sums.append(Sums())
                    return ids.count - 1
                }()
            let old = sums[index]
            let (income, o1) = old.income.addingReportingOverflow(try row.int64(1))
            let (expenses, o2) = old.expenses.addingReportingOverflow(try row.int64(2))
            let (count, o3) = old.count.addingReportingOverflow(try row.int64(3))
            guard !o1, !o2, !o3 else { throw AccountError.overflow(names[id] ?? "#\(id)") }
            sums[index] = Sums(income: income, expenses: expenses, count: count)
        }
    }
}
