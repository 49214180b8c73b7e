internal import SQLiteWrapper

extension Ledger {
    /// Saves a rule with the mapping saved as `mapping`; returns its id.
    ///
    /// - Throws: ``BankMappingError/unknownMapping(_:)``, ``BankRuleError`` for a bad
    ///   pattern, category or name, or a database error.
    @discardableResult
    public func addRule(
        mapping: String,
        pattern: String,
        category: String,
        name: String? = nil
    ) throws -> Int64 {
        let trimmed = pattern.trimmingWhitespace()
        guard trimmed.contains(where: { $0 != "*" }), (try? OneLineName.check(trimmed)) != nil
        else { throw BankRuleError.badPattern(pattern) }
        guard let typedCategory = try? OneLineName.check(category) else {
            throw BankRuleError.badCategory(category)
        }
        var cleaner: String?
        if let name {
            do { cleaner = try LedgerRules.name(name) } catch { throw BankRuleError.badName(name) }
        }
        let owner = mapping.trimmingWhitespace()
        return try database.write { db in
            guard
                try db.fetchOne("SELECT 1 FROM import_mappings WHERE name = ?", [.text(owner)])
                    != nil
            else { throw BankMappingError.unknownMapping(mapping) }
            var speller = CategorySpeller()
            let category = try speller.spell(typedCategory, db) ?? typedCategory
            try db.execute(
                "INSERT INTO import_rules (mapping, pattern, category, name) VALUES (?, ?, ?, ?)",
                [.text(owner), .text(trimmed), .text(category), cleaner.map { .text($0) } ?? .null]
            )
            UndoRecorder.describe("add rule \"\(trimmed)\" to mapping \"\(owner)\"", in: db)
            return db.lastInsertRowID
        }
    }

    /// The rules of `mapping` (of every mapping when nil), by mapping name then id.
    public func rules(for mapping: String? = nil) throws -> [BankRule] {
        let rows =
            try mapping.map {
                try database.fetchAll(
                    "SELECT id, mapping, pattern, category, name FROM import_rules"
                        + " WHERE mapping = ? ORDER BY id",
                    [.text($0.trimmingWhitespace())]
                )
            }
            ?? database.fetchAll(
                "SELECT id, mapping, pattern, category, name FROM import_rules"
                    + " ORDER BY mapping, id"
            )
        return try rows.map { row in
            BankRule(
                id: try row.get(0),
                mapping: try row.get(1),
                pattern: try row.get(2),
                category: try row.get(3),
                name: try row.get(4)
            )
        }
    }

    /// Removes the rule with this id.
    ///
    /// - Throws: ``BankRuleError/unknownRule(_:)`` when there is none.
    public func removeRule(id: Int64) throws {
        try database.write { db in
            try db.execute("DELETE FROM import_rules WHERE id = ?", [.integer(id)])
            guard db.changes == 1 else { throw BankRuleError.unknownRule(id) }
            UndoRecorder.describe("remove rule \(id)", in: db)
        }
    }

    /// Runs every saved rule (mappings by name, rules by id, the first match wins) over the
    /// items dated `from`…`to` (both optional, inclusive), as one undoable change.
    ///
    /// Each item whose name matches gets the rule's category, and its cleaner name when the
    /// rule has one; items already so are left alone.
    ///
    /// - Returns: how many items changed.
    @discardableResult
    public func applyRules(from: CalendarDate? = nil, to: CalendarDate? = nil) throws -> Int {
        let rules = BankRuleSet(try rules())
        guard !rules.isEmpty else { return 0 }
        return try database.write { db in
            var changes: [(id: Int64, category: String, name: String)] = []
            var cells = CategoryTotalsChange()
            let select = try db.cachedStatement(
                "SELECT id, name, category, kind, amount_cents, date FROM budget_items"
                    + " WHERE date >= ? AND date <= ? ORDER BY date, id"
            )
            try select.forEachRow([
                .text(from?.description ?? "0000-00-00"), .text(to?.description ?? "9999-99-99"),
            ]) { row in
                let name: String = try row.get(1)
                guard let rule = rules.rule(for: name) else { return }
                let category: String? = try row.get(2)
                let newName = rule.name ?? name
                guard category != rule.category || newName != name else { return }
                changes.append((try row.get(0), rule.category, newName))
                guard category != rule.category else { return }
                // The item moves from its category's cell to the rule's.
                let amount = Money(cents: try row.get(4))
                guard let kind = LedgerKind(rawValue: try row.get(3)),
                    let date = CalendarDate(iso: try row.get(5))
                else {
                    throw LedgerError.damagedRow(id: try row.get(0))
                }
                try cells.record(kind, amount, on: date, category: category, adding: false)
                try cells.record(kind, amount, on: date, category: rule.category, adding: true)
            }
            let update = try db.cachedStatement(
                "UPDATE budget_items SET category = ?, name = ? WHERE id = ?"
            )
            for change in changes {
                try update.execute([
                    .text(change.category), .text(change.name), .integer(change.id),
                ])
            }
            try cells.save(db)
            UndoRecorder.describe(
                "apply rules to \(changes.count) budget \(changes.count == 1 ? "item" : "items")",
                in: db
            )
            return changes.count
        }
    }
}
