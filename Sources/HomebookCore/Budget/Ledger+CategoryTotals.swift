internal import SQLiteWrapper

extension Ledger {
    /// The per-month, per-category cells as stored, or summed afresh over the items.
    typealias CategoryCells = [CategoryTotalsChange.Cell: CategoryTotalsChange.Amounts]

    /// The cells as stored in `budget_category_totals`.
    static func storedCells(_ db: Database) throws -> CategoryCells {
        try cells(
            """
            SELECT month, category, account_id,
                   income_cents, expense_cents, income_count, expense_count
            FROM budget_category_totals
            """,
            db
        )
    }

    /// The cells summed afresh over every item: a full scan, for `check`.
    static func freshCells(_ db: Database) throws -> CategoryCells {
        try cells(Self.freshCellsSQL, db)
    }

    /// Replaces the stored cells with a fresh sum (`check --repair`).
    static func rebuildCells(_ db: Database) throws {
        try db.execute("DELETE FROM budget_category_totals")
        try db.execute(
            """
            INSERT INTO budget_category_totals
                (month, category, account_id,
                 income_cents, expense_cents, income_count, expense_count)
            """ + freshCellsSQL
        )
    }

    private static let freshCellsSQL = """
        SELECT substr(date, 1, 7), coalesce(category, ''), account_id,
               coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
               coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
               count(CASE WHEN kind = 'income' THEN 1 END),
               count(CASE WHEN kind = 'expense' THEN 1 END)
        FROM budget_items
        GROUP BY 1, 2, 3
        """

    private static func cells(_ sql: String, _ db: Database) throws -> CategoryCells {
        var cells: CategoryCells = [:]
        try db.prepare(sql).forEachRow([]) { row in
            let cell = CategoryTotalsChange.Cell(
                month: try row.get(0),
                category: try row.get(1),
                account: try row.get(2)
            )
            cells[cell] = try .init(row: row, from: 3)
        }
        return cells
    }
}
