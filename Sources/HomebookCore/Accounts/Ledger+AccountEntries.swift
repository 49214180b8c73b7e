internal import SQLiteWrapper

/// One line of an account's history: an item or a transfer, with the balance after it.
public struct AccountEntry: Equatable, Sendable {
    /// The item, or nil for a transfer.
    public let item: LedgerItem?
    /// The transfer, or nil for an item.
    public let transfer: AccountTransfer?
    /// How the line moved the account, in its minor units (negative: money left).
    public let change: Int64
    /// The account's balance after the line, in its minor units.
    public let balance: Int64
}

extension Ledger {
    /// The items and transfers of one account a filter shows, oldest first (by day; on one
    /// day items, then transfers, each by id), each with the account's balance after it
    /// (docs/manual.md#transfers). A kind or category filter shows items only: a transfer
    /// is neither income nor expense and has no category.
    public func entries(_ filter: LedgerFilter, account: Account) throws -> [AccountEntry] {
        let transfers = try Transfers(database: database).list(account: account.id)
        var rows: [AccountEntry] = []
        var balance = account.opening
        var next = transfers.makeIterator()
        var pending = next.next()
        func step(
            _ change: Int64,
            item: LedgerItem?,
            transfer: AccountTransfer?,
            date: CalendarDate
        ) throws {
            let (moved, overflow) = balance.addingReportingOverflow(change)
            guard !overflow else { throw AccountError.overflow(account.name) }
            balance = moved
            if let from = filter.from, date < from { return }
            if let to = filter.to, date > to { return }
            if let item {
                guard filter.matchesKindAndCategory(item) else { return }
            } else if filter.kind != nil || filter.category != nil {
                return
            }
            rows.append(
                AccountEntry(item: item, transfer: transfer, change: change, balance: balance)
            )
        }
        func flush(before date: CalendarDate?) throws {
            while let transfer = pending, date.map({ transfer.date < $0 }) ?? true {
                try step(
                    transfer.change(of: account.id),
                    item: nil,
                    transfer: transfer,
                    date: transfer.date
                )
                pending = next.next()
            }
        }
        let sql = """
            SELECT \(LedgerItem.columns) FROM budget_items WHERE account_id = ?
            ORDER BY date, id
            """
        for row in try database.fetchAll(sql, [.integer(account.id)]) {
            let item = try LedgerItem(row: row)
            try flush(before: item.date)
            let signed = item.kind == .income ? item.amount.cents : -item.amount.cents
            try step(signed, item: item, transfer: nil, date: item.date)
        }
        try flush(before: nil)
        return rows
    }
}
