internal import SQLiteWrapper

extension Ledger {
    /// The items matching `filter` in chronological order (date, then id), each with the
    /// running savings after it over the whole ledger.
    ///
    /// With a `limit`, only the newest `limit` matching items are returned, still oldest
    /// first. Their balances come from the stored totals minus the amounts of the rows after
    /// them, so only the rows from the newest back to the oldest one shown are read: the
    /// newest 20 of a million items cost 20 index steps, not a scan.
    public func list(
        _ filter: LedgerFilter = LedgerFilter(),
        limit: Int? = nil
    ) throws
        -> [LedgerEntry]
    {
        if let limit {
            guard limit > 0 else { return [] }
            return try database.read { _ in try newest(limit, matching: filter) }
        }
        var entries: [LedgerEntry] = []
        try forEachEntry(matching: filter) { entries.append($0) }
        return entries
    }

    /// Calls `body` with every item matching `filter`, oldest first, with its running
    /// savings; rows are streamed, so memory does not grow with the ledger.
    ///
    /// Only the rows from `filter.from` on are read: the savings before them are the stored
    /// totals minus the sums of the rows from `filter.from` on.
    public func forEachEntry(
        matching filter: LedgerFilter = LedgerFilter(),
        _ body: (LedgerEntry) throws -> Void
    ) throws {
        try database.read { db in
            let totals = try Self.storedTotals(db)
            var income = Int64(0)  // sums of the rows up to and including the current one
            var expenses = Int64(0)
            var conditions: [String] = []
            var arguments: [DatabaseValue] = []
            if let from = filter.from {
                let later = try sums(where: "date >= ?", [.text(from.description)])
                income = try checkedDifference(totals.income.cents, later.income.cents)
                expenses = try checkedDifference(totals.expenses.cents, later.expenses.cents)
                conditions.append("date >= ?")
                arguments.append(.text(from.description))
            }
            if let to = filter.to {
                conditions.append("date <= ?")
                arguments.append(.text(to.description))
            }
            let sql =
                "SELECT \(LedgerItem.columns) FROM budget_items"
                + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
                + " ORDER BY date, id"
            try db.prepare(sql).forEachRow(arguments) { row in
                let item = try LedgerItem(row: row)
                if item.kind == .income {
                    income = try checkedSum(income, item.amount.cents)
                } else {
                    expenses = try checkedSum(expenses, item.amount.cents)
                }
                if filter.matchesKindAndCategory(item) {
                    try body(LedgerEntry(item: item, balance: Money(cents: income - expenses)))
                }
            }
        }
    }

    /// The newest `limit` matching items with their balances, walking back from the end.
    private func newest(_ limit: Int, matching filter: LedgerFilter) throws -> [LedgerEntry] {
        let totals = try database.access(Self.storedTotals)
        var laterIncome = Int64(0)  // sums of the rows after the current one
        var laterExpenses = Int64(0)
        var arguments: [DatabaseValue] = []
        var sql = "SELECT \(LedgerItem.columns) FROM budget_items"
        if let to = filter.to {
            let later = try sums(where: "date > ?", [.text(to.description)])
            laterIncome = later.income.cents
            laterExpenses = later.expenses.cents
            sql += " WHERE date <= ?"
            arguments.append(.text(to.description))
        }
        sql += " ORDER BY date DESC, id DESC"
        var entries: [LedgerEntry] = []
        do {
            try database.access {
                try $0.prepare(sql).forEachRow(arguments) { row in
                    let item = try LedgerItem(row: row)
                    if let from = filter.from, item.date < from { throw StopWalking() }
                    if filter.matchesKindAndCategory(item) {
                        // Savings after this item: what came in minus what went out up to it.
                        let income = try checkedDifference(totals.income.cents, laterIncome)
                        let expenses = try checkedDifference(totals.expenses.cents, laterExpenses)
                        entries.append(
                            LedgerEntry(item: item, balance: Money(cents: income - expenses))
                        )
                        if entries.count == limit { throw StopWalking() }
                    }
                    if item.kind == .income {
                        laterIncome = try checkedSum(laterIncome, item.amount.cents)
                    } else {
                        laterExpenses = try checkedSum(laterExpenses, item.amount.cents)
                    }
                }
            }
        } catch is StopWalking {
            // The walk ended early on purpose; the statement was reset by forEachRow.
        }
        return entries.reversed()
    }
}

/// Thrown from a row callback to end a walk early (forEachRow resets the statement).
private struct StopWalking: Error {}

/// A partial sum of one kind's amounts: bounded by its stored total, so an overflow here
/// means the stored totals are damaged.
func checkedSum(_ lhs: Int64, _ rhs: Int64) throws(LedgerError) -> Int64 {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    guard !overflow else { throw .inconsistentTotals }
    return sum
}

/// A total minus a partial sum of the same kind; negative only when the totals are damaged.
func checkedDifference(_ total: Int64, _ part: Int64) throws(LedgerError) -> Int64 {
    let difference = total - part  // both lie in 0...Int64.max: no overflow
    guard difference >= 0 else { throw .inconsistentTotals }
    return difference
}
