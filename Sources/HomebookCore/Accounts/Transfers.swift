internal import SQLiteWrapper

/// The transfers between accounts (docs/manual.md#transfers): add, list, edit, delete. Each
/// change is one transaction and one undo.
public struct Transfers {
    /// The store's connection.
    let database: StoreConnection

    /// Saves a transfer typed as `draft`.
    ///
    /// - Throws: the first ``TransferError`` in the form's order; nothing is saved then.
    @discardableResult
    public func add(_ draft: TransferDraft, today: CalendarDate) throws -> AccountTransfer {
        let (problems, checked) = check(draft, today: today)
        try problems.throwFirst()
        guard let checked else { throw TransferError.zeroAmount }
        return try database.write { db in
            try db.execute(
                """
                INSERT INTO budget_transfers
                    (from_account_id, to_account_id, from_minor, to_minor, date, note)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                Self.values(checked)
            )
            let id = db.lastInsertRowID
            try Self.checkBalances(db)
            UndoRecorder.describe(
                "transfer \(checked.from.currency.plain(checked.fromAmount)) from"
                    + " \"\(checked.from.name)\" to \"\(checked.to.name)\"",
                in: db
            )
            return Self.transfer(id, checked)
        }
    }

    /// Replaces every field of transfer `id` with `draft`'s.
    ///
    /// - Throws: ``TransferError``; nothing is changed then.
    @discardableResult
    public func edit(
        _ id: Int64,
        _ draft: TransferDraft,
        today: CalendarDate
    ) throws
        -> AccountTransfer
    {
        let old = try get(id)
        let (problems, checked) = check(draft, today: today, editing: old)
        try problems.throwFirst()
        guard let checked else { throw TransferError.zeroAmount }
        return try database.write { db in
            try db.execute(
                """
                UPDATE budget_transfers SET from_account_id = ?, to_account_id = ?,
                    from_minor = ?, to_minor = ?, date = ?, note = ?
                WHERE id = ?
                """,
                Self.values(checked) + [.integer(id)]
            )
            guard db.changes == 1 else { throw TransferError.notFound(id) }
            try Self.checkBalances(db)
            UndoRecorder.describe("edit transfer \(id)", in: db)
            return Self.transfer(id, checked)
        }
    }

    /// Deletes transfer `id`; returns it as it was.
    @discardableResult
    public func delete(_ id: Int64) throws -> AccountTransfer {
        let old = try get(id)
        try database.write { db in
            try db.execute("DELETE FROM budget_transfers WHERE id = ?", [.integer(id)])
            guard db.changes == 1 else { throw TransferError.notFound(id) }
            UndoRecorder.describe("delete transfer \(id)", in: db)
        }
        return old
    }

    /// Transfer `id`.
    ///
    /// - Throws: ``TransferError/notFound(_:)``.
    public func get(_ id: Int64) throws -> AccountTransfer {
        guard let found = try list(where: "t.id = ?", [.integer(id)]).first else {
            throw TransferError.notFound(id)
        }
        return found
    }

    /// The transfers dated `from`…`to` (inclusive; nil: unbounded), touching `account` when
    /// given, oldest first (by day, then id).
    public func list(
        from: CalendarDate? = nil,
        to: CalendarDate? = nil,
        account: Int64? = nil
    ) throws -> [AccountTransfer] {
        var conditions = ["t.date >= ?", "t.date <= ?"]
        var arguments: [DatabaseValue] = [
            .text(from?.description ?? "0000-00-00"), .text(to?.description ?? "9999-99-99"),
        ]
        if let account {
            conditions.append("(t.from_account_id = ? OR t.to_account_id = ?)")
            arguments += [.integer(account), .integer(account)]
        }
        return try list(where: conditions.joinedText(" AND "), arguments)
    }

    /// A transfer id typed as text.
    public static func id(_ text: String) throws(TransferError) -> Int64 {
        let trimmed = text.trimmingWhitespace()
        guard let id = Int64(trimmed), id > 0, trimmed.allSatisfy({ $0.isASCII && $0.isNumber })
        else { throw .invalidID(text) }
        return id
    }

    /// What transfers moved in and out of each account, in its minor units, by account id.
    ///
    /// - Throws: a storage error when a sum leaves 64 bits (SQLite's sum() refuses).
    static func flows(_ db: Database) throws -> [Int64: (incoming: Int64, outgoing: Int64)] {
        var flows: [Int64: (incoming: Int64, outgoing: Int64)] = [:]
        try db.cachedStatement(
            "SELECT from_account_id, sum(from_minor) FROM budget_transfers GROUP BY 1"
        ).forEachRow([]) { row in
            flows[try row.get(0), default: (0, 0)].outgoing = try row.get(1)
        }
        try db.cachedStatement(
            "SELECT to_account_id, sum(to_minor) FROM budget_transfers GROUP BY 1"
        ).forEachRow([]) { row in
            flows[try row.get(0), default: (0, 0)].incoming = try row.get(1)
        }
        return flows
    }

    private func list(
        where condition: String,
        _ arguments: [DatabaseValue]
    ) throws
        -> [AccountTransfer]
    {
        let symbol = try Settings(database: database).currency()
        return try database.read { db in
            let accounts = Dictionary(
                uniqueKeysWithValues: try Accounts.all(db, symbol: symbol).map { ($0.id, $0) }
            )
            var transfers: [AccountTransfer] = []
            let sql = """
                SELECT t.id, t.date, t.from_account_id, t.to_account_id, t.from_minor,
                       t.to_minor, t.note
                FROM budget_transfers t WHERE \(condition) ORDER BY t.date, t.id
                """
            for row in try db.fetchAll(sql, arguments) {
                let id: Int64 = try row.get(0)
                guard let date = CalendarDate(iso: try row.get(1)),
                    let from = accounts[try row.get(2)], let to = accounts[try row.get(3)]
                else { throw LedgerError.damagedRow(id: id) }
                transfers.append(
                    AccountTransfer(
                        id: id,
                        date: date,
                        from: from,
                        to: to,
                        fromAmount: try row.get(4),
                        toAmount: try row.get(5),
                        note: try row.get(6)
                    )
                )
            }
            return transfers
        }
    }

    private static func values(_ checked: CheckedTransfer) -> [DatabaseValue] {
        [
            .integer(checked.from.id), .integer(checked.to.id), .integer(checked.fromAmount),
            .integer(checked.toAmount), .text(checked.date.description),
            checked.note.map { .text($0) } ?? .null,
        ]
    }

    private static func transfer(_ id: Int64, _ checked: CheckedTransfer) -> AccountTransfer {
        AccountTransfer(
            id: id,
            date: checked.date,
            from: checked.from,
            to: checked.to,
            fromAmount: checked.fromAmount,
            toAmount: checked.toAmount,
            note: checked.note
        )
    }

    /// Refuses a change that would leave an account's balance beyond 64 bits, inside the
    /// writing transaction (so the change is rolled back).
    private static func checkBalances(_ db: Database) throws {
        // The symbol only names the unnamed currency, which no check here shows.
        let symbol = ""
        let flows: [Int64: (incoming: Int64, outgoing: Int64)]
        do {
            flows = try Self.flows(db)
        } catch {
            throw TransferError.overflow("an account")
        }
        for account in try Accounts.all(db, symbol: symbol) {
            let flow = flows[account.id] ?? (0, 0)
            let (partial, o1) = account.opening.addingReportingOverflow(flow.incoming)
            let (_, o2) = partial.subtractingReportingOverflow(flow.outgoing)
            guard !o1, !o2 else { throw TransferError.overflow(account.name) }
        }
    }
}

extension HomebookStore {
    /// The transfers between this store's accounts.
    public var transfers: Transfers {
        Transfers(database: connection)
    }
}
