internal import SQLiteWrapper

/// Keeps the stored budget totals exact across an undo or redo.
///
/// `budget_totals` and `budget_category_totals` are derived from `budget_items` and not
/// recorded. Before the change is applied, the touched items are summed (in all and per
/// month, category and account); after, summed again; the stored totals move by the difference with
/// checked arithmetic. The work is proportional to the change, not the ledger.
struct UndoDerivedTotals {
    private let ids: [Int64]
    private let range: UndoBulk.Range?
    private let before: LedgerTotals?
    private let cellsBefore: [CategoryTotalsChange.Cell: CategoryTotalsChange.Amounts]

    /// Sums the budget items that `changeset` or `bulk` touch, as they are now.
    init(touching changeset: Changeset, bulk: UndoBulk.Range?, _ db: Database) throws {
        var ids: [Int64] = []
        try changeset.forEachChange { change in
            if change.table == "budget_items", case .integer(let id)? = change.key.first {
                ids.append(id)
            }
        }
        self.ids = ids
        self.range = bulk?.table == "budget_items" ? bulk : nil
        let touched = !ids.isEmpty || range != nil
        self.before = touched ? try Self.sums(ids, range, db) : nil
        self.cellsBefore = touched ? try Self.cellSums(range, db) : [:]
    }

    /// Sums the budget items with the given ids, as they are now (a merge of another
    /// machine's changes, docs/manual.md#household-sync).
    init(touchingItems ids: [Int64], _ db: Database) throws {
        self.ids = ids
        self.range = nil
        self.before = ids.isEmpty ? .empty : try Self.sums(ids, nil, db)
        self.cellsBefore = ids.isEmpty ? [:] : try Self.cellSums(nil, db)
    }

    /// Moves the stored totals by what the applied change did to the touched items;
    /// `afterIDs` names them when the change added some (their ids were not known before).
    func refresh(_ db: Database, afterIDs: [Int64]? = nil) throws {
        guard let before else { return }
        let after = try Self.sums(afterIDs ?? ids, range, db)
        var cells = CategoryTotalsChange()
        for (cell, amounts) in try Self.cellSums(range, db) {
            try cells.move(cell, by: amounts)
        }
        for (cell, amounts) in cellsBefore {
            try cells.move(cell, by: amounts.negated)
        }
        try cells.save(db)
        let stored = try Ledger.storedTotals(db)
        func moved(_ total: Int64, _ old: Int64, _ new: Int64, _ kind: LedgerKind) throws -> Int64 {
            let (less, o1) = total.subtractingReportingOverflow(old)
            let (result, o2) = less.addingReportingOverflow(new)
            guard !o1, !o2 else { throw LedgerError.totalOverflow(kind) }
            guard result >= 0 else { throw LedgerError.inconsistentTotals }
            return result
        }
        let totals = LedgerTotals(
            income: Money(
                cents: try moved(
                    stored.income.cents,
                    before.income.cents,
                    after.income.cents,
                    .income
                )
            ),
            expenses: Money(
                cents: try moved(
                    stored.expenses.cents,
                    before.expenses.cents,
                    after.expenses.cents,
                    .expense
                )
            ),
            count: try moved(stored.count, before.count, after.count, .income)
        )
        try Ledger.saveTotals(totals, db)
    }

    /// Income, expenses and count over the given ids and range.
    private static func sums(
        _ ids: [Int64],
        _ range: UndoBulk.Range?,
        _ db: Database
    ) throws -> LedgerTotals {
        try db.execute("CREATE TEMP TABLE IF NOT EXISTS undo_touched (id INTEGER PRIMARY KEY)")
        try db.execute("DELETE FROM temp.undo_touched")
        let insert = try db.cachedStatement(
            "INSERT OR IGNORE INTO temp.undo_touched (id) VALUES (?)"
        )
        for id in ids { try insert.execute([.integer(id)]) }
        let row = try db.fetchOne(
            """
            SELECT coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
                   coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
                   count(*)
            FROM budget_items
            WHERE id IN (SELECT id FROM temp.undo_touched) OR id BETWEEN ? AND ?
            """,
            [.integer(range?.first ?? 1), .integer(range?.last ?? 0)]
        )
        guard let row else { return .empty }
        return LedgerTotals(
            income: Money(cents: try row.get(0)),
            expenses: Money(cents: try row.get(1)),
            count: try row.get(2)
        )
    }

    /// Income, expenses and count per month and category over the items `sums` last
    /// gathered in `temp.undo_touched` and `range`.
    private static func cellSums(
        _ range: UndoBulk.Range?,
        _ db: Database
    ) throws -> [CategoryTotalsChange.Cell: CategoryTotalsChange.Amounts] {
        var cells: [CategoryTotalsChange.Cell: CategoryTotalsChange.Amounts] = [:]
        try db.cachedStatement(
            """
            SELECT substr(date, 1, 7), coalesce(category, ''), account_id,
                   coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
                   coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
                   count(CASE WHEN kind = 'income' THEN 1 END),
                   count(CASE WHEN kind = 'expense' THEN 1 END)
            FROM budget_items
            WHERE id IN (SELECT id FROM temp.undo_touched) OR id BETWEEN ? AND ?
            GROUP BY 1, 2, 3
            """
        ).forEachRow([.integer(range?.first ?? 1), .integer(range?.last ?? 0)]) { row in
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
