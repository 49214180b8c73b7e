internal import SQLiteWrapper

extension Ledger {
    /// Income, expenses and counts of the items `query` counts, from integer cents with every
    /// addition checked (docs/manual.md#budget).
    ///
    /// Whole months are read from the stored per-month, per-category totals (a few rows per
    /// month); only the days of a partly covered first or last month, or a text search, read
    /// the items themselves.
    public func sum(_ query: LedgerQuery) throws -> LedgerSum {
        if query.isEverything {
            let totals = try totals()
            return try database.read { db in
                var sum = LedgerSum.zero
                for amounts in try Self.storedCells(db).values { sum = try sum.adding(amounts.sum) }
                // The one-row totals are the reference; the cells agree unless damaged.
                guard sum.income == totals.income, sum.expenses == totals.expenses else {
                    throw LedgerError.inconsistentTotals
                }
                return sum
            }
        }
        var sum = LedgerSum.zero
        for amounts in try cellSums(query).values { sum = try sum.adding(amounts) }
        return sum
    }

    /// The sums of `query` per month (`YYYY-MM`) and category (nil: uncategorised), only
    /// for cells holding at least one counted item.
    func cellSums(_ query: LedgerQuery) throws -> [ReportCell: LedgerSum] {
        if let from = query.from, let to = query.to, from > to { return [:] }
        return try database.read { db in
            var cells: [ReportCell: LedgerSum] = [:]
            func add(
                _ cell: CategoryTotalsChange.Cell,
                _ amounts: CategoryTotalsChange.Amounts
            )
                throws
            {
                let sum = amounts.sum.only(query.kind)
                guard sum.count > 0 else { return }
                guard let month = LedgerMonth(text: cell.month) else {
                    throw LedgerError.inconsistentTotals
                }
                let key = ReportCell(
                    month: month,
                    category: cell.category.isEmpty ? nil : cell.category
                )
                cells[key] = try (cells[key] ?? .zero).adding(sum)
            }
            let plan = SumPlan(query)
            for (first, last) in plan.scans {
                try Self.scan(first, last, query, db, add)
            }
            if let months = plan.wholeMonths {
                try Self.readCells(months, query, db, add)
            }
            return cells
        }
    }

    /// Sums the items between two days (inclusive) per month and category.
    private static func scan(
        _ first: CalendarDate?,
        _ last: CalendarDate?,
        _ query: LedgerQuery,
        _ db: Database,
        _ add: (CategoryTotalsChange.Cell, CategoryTotalsChange.Amounts) throws -> Void
    ) throws {
        var conditions = ["date >= ?", "date <= ?"]
        var arguments: [DatabaseValue] = [
            .text(first?.description ?? "0000-00-00"), .text(last?.description ?? "9999-99-99"),
        ]
        if let categories = query.categories {
            let (condition, values) = CategoryPath.branchCondition("category", categories)
            conditions.append(condition)
            arguments += values
        }
        if let search = query.search {
            // SQLite's lower() folds ASCII letters only; the text typed is folded the same way.
            conditions.append(
                "(instr(lower(name), ?) > 0 OR instr(lower(coalesce(note, '')), ?) > 0)"
            )
            let folded = String(decoding: search.utf8.map(asciiLowercased), as: UTF8.self)
            arguments += [.text(folded), .text(folded)]
        }
        if let account = query.account {
            conditions.append("account_id = ?")
            arguments.append(.integer(account))
        }
        let sql = """
            SELECT substr(date, 1, 7), coalesce(category, ''), account_id,
                   coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
                   coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0),
                   count(CASE WHEN kind = 'income' THEN 1 END),
                   count(CASE WHEN kind = 'expense' THEN 1 END)
            FROM budget_items WHERE \(conditions.joinedText(" AND "))
            GROUP BY 1, 2, 3
            """
        try db.cachedStatement(sql).forEachRow(arguments) { row in
            try add(
                .init(month: try row.get(0), category: try row.get(1), account: try row.get(2)),
                try .init(row: row, from: 3)
            )
        }
    }

    /// Reads the stored cells of whole months.
    private static func readCells(
        _ months: (first: LedgerMonth?, last: LedgerMonth?),
        _ query: LedgerQuery,
        _ db: Database,
        _ add: (CategoryTotalsChange.Cell, CategoryTotalsChange.Amounts) throws -> Void
    ) throws {
        var conditions = ["month >= ?", "month <= ?"]
        var arguments: [DatabaseValue] = [
            .text(months.first?.description ?? "0000-00"),
            .text(months.last?.description ?? "9999-99"),
        ]
        if let categories = query.categories {
            let (condition, values) = CategoryPath.branchCondition("category", categories)
            conditions.append(condition)
            arguments += values
        }
        if let account = query.account {
            conditions.append("account_id = ?")
            arguments.append(.integer(account))
        }
        let sql = """
            SELECT month, category, account_id,
                   income_cents, expense_cents, income_count, expense_count
            FROM budget_category_totals WHERE \(conditions.joinedText(" AND "))
            """
        try db.cachedStatement(sql).forEachRow(arguments) { row in
            try add(
                .init(month: try row.get(0), category: try row.get(1), account: try row.get(2)),
                try .init(row: row, from: 3)
            )
        }
    }
}

/// One month of one category in a report.
struct ReportCell: Hashable {
    let month: LedgerMonth
    let category: String?
}

/// How a query's days split into whole months (read from the stored cells) and the days of
/// a partly covered first or last month (read from the items). A search reads items only.
private struct SumPlan {
    var scans: [(CalendarDate?, CalendarDate?)] = []
    var wholeMonths: (first: LedgerMonth?, last: LedgerMonth?)?

    init(_ query: LedgerQuery) {
        // The stored cells are per account (0039), so only a text search reads the items.
        if query.search != nil {
            scans = [(query.from, query.to)]
            return
        }
        var firstWhole = query.from.map(LedgerMonth.init)
        var lastWhole = query.to.map(LedgerMonth.init)
        if let from = query.from, let to = query.to, LedgerMonth(from) == LedgerMonth(to),
            from.day != 1 || to != LedgerMonth(to).last
        {
            scans = [(from, to)]
            return
        }
        // `adding` stops at year 9999 and year 1: a month that does not move has no
        // whole month beyond it.
        var noWholeMonth = false
        if let from = query.from, from.day != 1 {
            scans.append((from, LedgerMonth(from).last))
            firstWhole = LedgerMonth(from).adding(months: 1)
            noWholeMonth = noWholeMonth || firstWhole == LedgerMonth(from)
        }
        if let to = query.to, to != LedgerMonth(to).last {
            scans.append((LedgerMonth(to).first, to))
            lastWhole = LedgerMonth(to).adding(months: -1)
            noWholeMonth = noWholeMonth || lastWhole == LedgerMonth(to)
        }
        if noWholeMonth { return }
        if let firstWhole, let lastWhole, firstWhole > lastWhole { return }
        wholeMonths = (firstWhole, lastWhole)
    }
}

extension CategoryTotalsChange.Amounts {
    /// The cell's amounts as a sum.
    var sum: LedgerSum {
        LedgerSum(
            income: Money(cents: income),
            expenses: Money(cents: expenses),
            incomeCount: incomeCount,
            expenseCount: expenseCount
        )
    }
}

/// An ASCII capital made small; every other byte kept (as SQLite's `lower()` does).
private func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
}
