internal import SQLiteWrapper

/// Which way a window of the ledger is read from its anchor.
public enum LedgerDirection: Sendable {
    /// Toward older items: the window ends just before the anchor (or at the newest item).
    case older
    /// Toward newer items: the window starts just after the anchor (or at the oldest item).
    case newer
}

extension Ledger {
    /// How many items `filter` shows: the whole ledger's count from the stored totals, a
    /// filter's from the stored per-month, per-category counts (the items are read only
    /// for the days of a partly covered first or last month).
    public func count(matching filter: LedgerFilter = LedgerFilter()) throws -> Int {
        if filter == LedgerFilter() { return Int(try totals().count) }
        return Int(try sum(LedgerQuery(filter)).count)
    }

    /// Up to `limit` items matching `filter` next to `anchor`, oldest first, each with its
    /// running savings over the whole ledger — a window of a list too large to load.
    ///
    /// Reading goes from `anchor` (an entry this ledger returned; nil: the newest item for
    /// `.older`, the oldest for `.newer`) in `direction`, by the (date, id) index, past
    /// `skipping` matching items first. The balances continue from the anchor's (or from
    /// the stored totals, or from zero), so only the rows walked over are read.
    public func window(
        matching filter: LedgerFilter = LedgerFilter(),
        _ direction: LedgerDirection,
        from anchor: LedgerEntry? = nil,
        skipping: Int = 0,
        limit: Int
    ) throws -> [LedgerEntry] {
        guard limit > 0 else { return [] }
        return try database.read { db in
            var (condition, arguments) = Self.condition(filter)
            if let anchor {
                condition +=
                    direction == .older ? " AND (date, id) < (?, ?)" : " AND (date, id) > (?, ?)"
                arguments += [.text(anchor.item.date.description), .integer(anchor.item.id)]
            }
            let order = direction == .older ? "DESC" : "ASC"
            let sql =
                "SELECT \(LedgerItem.columns) FROM budget_items WHERE \(condition)"
                + " ORDER BY date \(order), id \(order)"
            // `balance` is the savings after the row before the one read next (older: after
            // the row read next itself).
            var balance = try startBalance(filter, direction, anchor, db)
            var skipped = 0
            var entries: [LedgerEntry] = []
            do {
                try db.cachedStatement(sql).forEachRow(arguments) { row in
                    let item = try LedgerItem(row: row)
                    if direction == .newer { balance = try step(balance, by: item, adding: true) }
                    if filter.matchesKindAndCategory(item) {
                        if skipped < skipping {
                            skipped += 1
                        } else {
                            entries.append(LedgerEntry(item: item, balance: Money(cents: balance)))
                            if entries.count == limit { throw WindowFilled() }
                        }
                    }
                    if direction == .older { balance = try step(balance, by: item, adding: false) }
                }
            } catch is WindowFilled {
                // Enough rows: the walk ends early on purpose (forEachRow resets the statement).
            }
            return direction == .older ? entries.reversed() : entries
        }
    }

    /// The savings the walk starts from: the anchor's, or the savings after the filter's
    /// last day (older), or before its first day (newer), summed from the stored
    /// per-month totals and the items of one partly covered month at most.
    private func startBalance(
        _ filter: LedgerFilter,
        _ direction: LedgerDirection,
        _ anchor: LedgerEntry?,
        _ db: Database
    ) throws -> Int64 {
        if let anchor {
            // Going older, the next row read is before the anchor: undo the anchor itself.
            return direction == .older
                ? try step(anchor.balance.cents, by: anchor.item, adding: false)
                : anchor.balance.cents
        }
        switch direction {
        case .older:
            guard let to = filter.to else { return try Self.storedTotals(db).savings.cents }
            return try sum(LedgerQuery(to: to)).net.cents
        case .newer:
            // The first day there is has nothing before it.
            guard let from = filter.from, from.previousDay < from else { return 0 }
            return try sum(LedgerQuery(to: from.previousDay)).net.cents
        }
    }

    /// The SQL condition for `filter`'s days (kind and category are checked on each row read).
    private static func condition(_ filter: LedgerFilter) -> (String, [DatabaseValue]) {
        var parts = ["1"]
        var arguments: [DatabaseValue] = []
        if let from = filter.from {
            parts.append("date >= ?")
            arguments.append(.text(from.description))
        }
        if let to = filter.to {
            parts.append("date <= ?")
            arguments.append(.text(to.description))
        }
        return (parts.joined(separator: " AND "), arguments)
    }

    /// The categories in use, sorted, each once (for completion and the category filter),
    /// read from the per-month category cells: one row per category and month, never a scan
    /// of the items (a cell stands for at least one item; `''` is "no category").
    public func categories() throws -> [String] {
        try database.fetchAll(
            "SELECT DISTINCT category FROM budget_category_totals WHERE category <> ''"
                + " ORDER BY category"
        ).map { try $0.get(0) }
    }
}

/// The savings one item away from `balance`: after adding it, or before it when undone.
private func step(_ balance: Int64, by item: LedgerItem, adding: Bool) throws(LedgerError) -> Int64
{
    let signed = (item.kind == .income) == adding ? item.amount.cents : -item.amount.cents
    let (result, overflow) = balance.addingReportingOverflow(signed)
    guard !overflow else { throw .inconsistentTotals }
    return result
}

/// Thrown from a row callback once the window holds `limit` entries.
private struct WindowFilled: Error {}
