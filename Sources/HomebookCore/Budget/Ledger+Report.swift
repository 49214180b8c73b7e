extension Ledger {
    /// Income, expenses and net per month (`YYYY-MM`) of the items `query` counts, oldest
    /// month first (docs/manual.md#budget).
    ///
    /// Months without items are left out. Whole months come from the stored per-month
    /// totals, so the report reads a few rows per month, not the items.
    public func monthlyReport(_ query: LedgerQuery = LedgerQuery()) throws -> [MonthlyTotals] {
        try report(query, by: .month).rows.map { row in
            MonthlyTotals(
                month: row.month?.description ?? "",
                income: row.sum.income,
                expenses: row.sum.expenses
            )
        }
    }
}
