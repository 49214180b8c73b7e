internal import SQLiteWrapper

extension Ledger {
    /// Income, expenses and net per month (`YYYY-MM`), oldest month first.
    ///
    /// Months without items are left out. Each month's sums are bounded by the stored
    /// totals, so they cannot overflow.
    public func monthlyReport() throws -> [MonthlyTotals] {
        let sql = """
            SELECT substr(date, 1, 7) AS month,
                   coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
                   coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0)
            FROM budget_items
            GROUP BY month
            ORDER BY month
            """
        return try database.fetchAll(sql).map { row in
            MonthlyTotals(
                month: try row.get(0),
                income: Money(cents: try row.get(1)),
                expenses: Money(cents: try row.get(2))
            )
        }
    }
}
