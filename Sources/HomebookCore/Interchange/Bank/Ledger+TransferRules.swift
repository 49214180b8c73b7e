internal import SQLiteWrapper

/// A bank rule that makes a matching statement row a transfer (docs/manual.md#transfers):
/// an outgoing row moves money from the statement's account to ``account``, an incoming one
/// from ``account`` to the statement's.
public struct BankTransferRule: Equatable, Sendable {
    /// The rule's id (shown as `T<id>`); ids are never reused.
    public let id: Int64
    /// The saved mapping it belongs to.
    public let mapping: String
    /// What a name must hold, as a categorising rule's pattern.
    public let pattern: String
    /// The other account's id.
    public let accountID: Int64
    /// The other account's name.
    public let account: String
}

extension Ledger {
    /// Saves a transfer rule with the mapping saved as `mapping`; returns its id.
    ///
    /// - Throws: ``BankRuleError`` for a bad pattern or unknown mapping, ``AccountError`` for
    ///   an unknown or closed account; nothing is saved then.
    @discardableResult
    public func addTransferRule(
        mapping: String,
        pattern: String,
        account: String
    ) throws
        -> Int64
    {
        let trimmed = try BankRuleInput.pattern(pattern)
        let target = try Accounts(database: database).get(account)
        guard !target.closed else { throw AccountError.closed(target.name) }
        let owner = mapping.trimmingWhitespace()
        let saved = try savedMappingNames()
        guard saved.contains(owner) else {
            throw BankRuleError.unknownMapping(mapping, saved: saved)
        }
        return try database.write { db in
            try db.execute(
                "INSERT INTO import_transfer_rules (mapping, pattern, account_id) VALUES (?, ?, ?)",
                [.text(owner), .text(trimmed), .integer(target.id)]
            )
            UndoRecorder.describe(
                "add transfer rule \"\(trimmed)\" to mapping \"\(owner)\"",
                in: db
            )
            return db.lastInsertRowID
        }
    }

    /// The transfer rules of `mapping` (of every mapping when nil), by mapping then id.
    public func transferRules(for mapping: String? = nil) throws -> [BankTransferRule] {
        var sql = """
            SELECT r.id, r.mapping, r.pattern, r.account_id, a.name
            FROM import_transfer_rules r JOIN accounts a ON a.id = r.account_id
            """
        var arguments: [DatabaseValue] = []
        if let mapping {
            sql += " WHERE r.mapping = ?"
            arguments.append(.text(mapping.trimmingWhitespace()))
        }
        sql += " ORDER BY r.mapping, r.id"
        return try database.fetchAll(sql, arguments).map { row in
            BankTransferRule(
                id: try row.get(0),
                mapping: try row.get(1),
                pattern: try row.get(2),
                accountID: try row.get(3),
                account: try row.get(4)
            )
        }
    }

    /// Removes the transfer rule with this id.
    ///
    /// - Throws: ``BankRuleError/unknownRule(_:)`` when there is none.
    public func removeTransferRule(id: Int64) throws {
        try database.write { db in
            try db.execute("DELETE FROM import_transfer_rules WHERE id = ?", [.integer(id)])
            guard db.changes == 1 else { throw BankRuleError.unknownRule(id) }
            UndoRecorder.describe("remove transfer rule T\(id)", in: db)
        }
    }
}

/// The transfer rules of one mapping, compiled, tried in id order before the categorising
/// rules: the first match wins.
struct BankTransferRuleSet {
    private let rules: [(pattern: BankRulePattern, rule: BankTransferRule)]
    /// The statement's account: where the imported rows go.
    let statementAccount: Int64

    /// Compiles `rules`, in id order; rules to the statement's own account are left out.
    init(_ rules: [BankTransferRule], statementAccount: Int64) {
        self.rules = rules.filter { $0.accountID != statementAccount }.map {
            (BankRulePattern($0.pattern), $0)
        }
        self.statementAccount = statementAccount
    }

    /// The first rule whose pattern `name` matches.
    func rule(for name: String) -> BankTransferRule? {
        guard !rules.isEmpty else { return nil }
        return BankRuleSet.withFoldable(name) { bytes, ascii in
            rules.first { $0.pattern.matches(bytes, ascii: ascii) }?.rule
        }
    }

    /// Stores a statement row a rule matched as a transfer, recorded for undo with its gid
    /// (given here: the import's session is off, and the commit's gid pass is not recorded).
    ///
    /// Rows between accounts of different currencies stay items: one row holds one amount.
    /// - Returns: whether the row became a transfer.
    static func store(
        _ item: NewLedgerItem,
        _ rule: BankTransferRule,
        from statement: Int64,
        _ db: Database
    ) throws -> Bool {
        let same =
            try db.cachedStatement(
                "SELECT count(DISTINCT coalesce(currency, '')) FROM accounts WHERE id IN (?, ?)"
            ).fetchOne([.integer(statement), .integer(rule.accountID)])?.get(0) as Int64?
        guard same == 1, item.amount.cents > 0 else { return false }
        let outgoing = item.kind == .expense
        try UndoRecorder.recordingRows(in: db) {
            try db.cachedStatement(
                """
                INSERT INTO budget_transfers
                    (gid, from_account_id, to_account_id, from_minor, to_minor, date, note)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """
            ).execute([
                .blob(GlobalID.newV7().bytes),
                .integer(outgoing ? statement : rule.accountID),
                .integer(outgoing ? rule.accountID : statement),
                .integer(item.amount.cents), .integer(item.amount.cents),
                .text(item.date.description), .text(item.name),
            ])
        }
        return true
    }
}
