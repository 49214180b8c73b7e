internal import SQLiteWrapper

extension Ledger {
    /// The running total of the items `filter` shows, after each of `entries`: income −
    /// expenses of the filter's items from its first one through that entry, as a category's
    /// items are listed from the categories screen (docs/manual.md#the-categories-screen).
    ///
    /// `entries` are consecutive rows of the list `filter` shows, oldest first (a window of
    /// ``window(matching:_:from:skipping:limit:)``). What comes before the first one is read
    /// from the stored per-month totals for whole months and from the items only within the
    /// first entry's own month, so the cost follows a month's items, not the ledger's.
    ///
    /// - Throws: ``LedgerError/totalOverflow(_:)`` when a total would pass 64-bit cents.
    public func runningTotals(
        of entries: [LedgerEntry],
        matching filter: LedgerFilter
    ) throws -> [Money] {
        guard let first = entries.first?.item else { return [] }
        let month = LedgerMonth(first.date)
        var total: Int64 = 0
        // The months before the first entry's: their stored cells (and the days of a partly
        // covered first month of the filter).
        let previous = month.adding(months: -1)
        if previous < month, filter.from.map({ $0 <= previous.last }) ?? true {
            var before = LedgerQuery(filter)
            before.to = previous.last
            total = try sum(before).net.cents
        }
        let (earlier, overflow) = total.addingReportingOverflow(
            try monthBefore(first, from: max(filter.from ?? month.first, month.first), filter)
        )
        guard !overflow else { throw LedgerError.totalOverflow(.income) }
        total = earlier
        var totals: [Money] = []
        totals.reserveCapacity(entries.count)
        for entry in entries {
            let item = entry.item
            let signed = item.kind == .income ? item.amount.cents : -item.amount.cents
            let (next, overflow) = total.addingReportingOverflow(signed)
            guard !overflow else { throw LedgerError.totalOverflow(item.kind) }
            total = next
            totals.append(Money(cents: total))
        }
        return totals
    }

    /// Income − expenses of `filter`'s items from `start` up to, not including, `item` in
    /// (date, id) order: the days of one month, read through the date index.
    private func monthBefore(
        _ item: LedgerItem,
        from start: CalendarDate,
        _ filter: LedgerFilter
    ) throws -> Int64 {
        var conditions = ["date >= ?", "(date, id) < (?, ?)"]
        var arguments: [DatabaseValue] = [
            .text(start.description), .text(item.date.description), .integer(item.id),
        ]
        if let kind = filter.kind {
            conditions.append("kind = ?")
            arguments.append(.text(kind.rawValue))
        }
        if let category = filter.category {
            // The empty text stands for uncategorised items (LedgerFilter.uncategorised); a
            // category counts its branch (docs/manual.md#categories).
            let (condition, values) = CategoryPath.branchCondition("category", [category])
            conditions.append(condition)
            arguments += values
        }
        // SQLite's sum() of integers fails with "integer overflow" rather than wrapping.
        let sql =
            "SELECT coalesce(sum(CASE kind WHEN 'income' THEN amount_cents"
            + " ELSE -amount_cents END), 0) FROM budget_items WHERE "
            + conditions.joined(separator: " AND ")
        return try database.read { db in
            try db.cachedStatement(sql).fetchOne(arguments)?.get(0) ?? 0
        }
    }
}
