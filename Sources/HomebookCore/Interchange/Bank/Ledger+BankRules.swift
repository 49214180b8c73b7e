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
        let trimmed = try BankRuleInput.pattern(pattern)
        let typedCategory = try BankRuleInput.category(category)
        let cleaner = try BankRuleInput.name(name)
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
            try Self.walkRuleChanges(rules, from: from, to: to, db) { change in
                changes.append((change.id, change.rule.category, change.newName))
                guard change.oldCategory != change.rule.category else { return }
                // The item moves from its category's cell to the rule's.
                try cells.record(
                    change.kind,
                    change.amount,
                    on: change.date,
                    category: change.oldCategory,
                    account: change.account,
                    adding: false
                )
                try cells.record(
                    change.kind,
                    change.amount,
                    on: change.date,
                    category: change.rule.category,
                    account: change.account,
                    adding: true
                )
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

    /// How many items each rule would change if the rules were applied now over the items
    /// dated `from`…`to`, by rule id (a rule that would change none is left out): what a
    /// front shows before it asks to apply them (docs/manual.md#interchange). Reads only.
    public func ruleEffects(
        from: CalendarDate? = nil,
        to: CalendarDate? = nil
    ) throws -> [Int64: Int] {
        let rules = BankRuleSet(try rules())
        guard !rules.isEmpty else { return [:] }
        return try database.read { db in
            var counts: [Int64: Int] = [:]
            try Self.walkRuleChanges(rules, from: from, to: to, db) { change in
                counts[change.rule.id, default: 0] += 1
            }
            return counts
        }
    }

    /// One item a rule would change, as ``walkRuleChanges(_:from:to:_:_:)`` finds it.
    struct RuleChange {
        let id: Int64
        let rule: BankRule
        let oldCategory: String?
        let newName: String
        let kind: LedgerKind
        let amount: Money
        let date: CalendarDate
        /// Its account: the stored cells it moves between are that account's.
        let account: Int64
    }

    /// Calls `body` for each item dated `from`…`to` whose first matching rule would change
    /// its category or name: the one walk both applying and counting use, so the count
    /// shown before applying is the count applied.
    static func walkRuleChanges(
        _ rules: BankRuleSet,
        from: CalendarDate?,
        to: CalendarDate?,
        _ db: Database,
        _ body: (RuleChange) throws -> Void
    ) throws {
        let select = try db.cachedStatement(
            "SELECT id, name, category, kind, amount_cents, date, account_id FROM budget_items"
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
            guard let kind = LedgerKind(rawValue: try row.get(3)),
                let date = CalendarDate(iso: try row.get(5))
            else {
                throw LedgerError.damagedRow(id: try row.get(0))
            }
            try body(
                RuleChange(
                    id: try row.get(0),
                    rule: rule,
                    oldCategory: category,
                    newName: newName,
                    kind: kind,
                    amount: Money(cents: try row.get(4)),
                    date: date,
                    account: try row.get(6)
                )
            )
        }
    }
}

/// The rules of a categorising rule's fields, one function each, shared by the save and the
/// form's check (docs/manual.md#interchange).
enum BankRuleInput {
    /// A pattern trimmed: some text besides `*`, on one line.
    static func pattern(_ text: String) throws(BankRuleError) -> String {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.contains(where: { $0 != "*" }), (try? OneLineName.check(trimmed)) != nil
        else { throw .badPattern(text) }
        return trimmed
    }

    /// A category: not empty, on one line.
    static func category(_ text: String) throws(BankRuleError) -> String {
        guard let category = try? OneLineName.check(text) else { throw .badCategory(text) }
        return category
    }

    /// A cleaner name by the ledger's name rule, or nil for none.
    static func name(_ text: String?) throws(BankRuleError) -> String? {
        guard let text else { return nil }
        do { return try LedgerRules.name(text) } catch { throw .badName(text) }
    }
}
