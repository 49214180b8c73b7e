internal import SQLiteWrapper

/// The ledger repository: every read and write of budget items, with the rules of docs/manual.md#budget.
///
/// Every write is one `BEGIN IMMEDIATE` transaction that also updates the one-row stored
/// totals with checked arithmetic, so totals are exact, never wrap, and never need a scan.
public struct Ledger {
    /// The store's connection; its errors leave the core translated.
    let database: StoreConnection

    /// Creates the repository over an open, migrated connection.
    init(database: StoreConnection) {
        self.database = database
    }

    /// Saves a new item and returns it with its id.
    ///
    /// - Throws: ``LedgerError`` when the name breaks the rules or a total would overflow
    ///   (nothing is saved), or a database error.
    /// `account` is the account's id (docs/manual.md#budget-accounts): the default one unless given.
    @discardableResult
    public func add(_ new: NewLedgerItem, account: Int64 = Account.defaultID) throws -> LedgerItem {
        let name = try LedgerRules.name(new.name)
        let typedCategory = LedgerRules.category(new.category)
        let note = LedgerRules.note(new.note)
        return try database.write { db in
            var speller = CategorySpeller()
            let category = try speller.spell(typedCategory, db)
            let totals = try Self.storedTotals(db).replacing(nil, with: (new.kind, new.amount))
            if account == Account.defaultID {
                try db.cachedStatement(Self.insertSQL).execute([
                    .text(new.kind.rawValue), .text(name), .integer(new.amount.cents),
                    .text(new.date.description), category.databaseValue, note.databaseValue,
                ])
            } else {
                try db.cachedStatement(Self.insertIntoAccountSQL).execute([
                    .text(new.kind.rawValue), .text(name), .integer(new.amount.cents),
                    .text(new.date.description), category.databaseValue, note.databaseValue,
                    .integer(account),
                ])
            }
            let id = db.lastInsertRowID
            try Self.saveTotals(totals, db)
            let item = LedgerItem(
                id: id,
                kind: new.kind,
                name: name,
                amount: new.amount,
                date: new.date,
                category: category,
                note: note,
                accountID: account
            )
            var cells = CategoryTotalsChange()
            try cells.record(item, adding: true)
            try cells.save(db)
            UndoRecorder.describe(item.change("add"), in: db)
            return item
        }
    }

    /// Validates a draft and saves it: the item with its id, and the amount's warning.
    ///
    /// - Throws: ``LedgerError`` for a field that breaks its rule (nothing is saved).
    @discardableResult
    public func add(_ draft: LedgerDraft, today: CalendarDate) throws -> LedgerAdded {
        let style = try amountStyle(ofAccount: Account.defaultID)
        let (new, warning) = try LedgerInput.item(draft, today: today, style: style)
        return LedgerAdded(item: try add(new), warning: warning)
    }

    /// The item with this id.
    ///
    /// - Throws: ``LedgerError/notFound(id:)`` when there is none.
    public func get(_ id: Int64) throws -> LedgerItem {
        let sql = "SELECT \(LedgerItem.columns) FROM budget_items WHERE id = ?"
        guard let row = try database.fetchOne(sql, [.integer(id)]) else {
            throw LedgerError.notFound(id: id)
        }
        return try LedgerItem(row: row)
    }

    /// Validates the changes typed and applies them; the other fields are kept.
    ///
    /// - Throws: ``LedgerError`` for a value that breaks its rule (an invalid amount
    ///   included: the stored one is kept), an unknown id or an overflow.
    @discardableResult
    public func update(
        _ id: Int64,
        with changes: LedgerChanges,
        today: CalendarDate
    ) throws -> LedgerItem {
        let typed = try LedgerInput.changes(changes, today: today, style: amountStyle(ofItem: id))
        return try update(id, applying: typed)
    }

    /// Changes the given fields of an item and returns it as saved.
    ///
    /// - Throws: ``LedgerError/notFound(id:)``, a rule broken by a new value, or
    ///   ``LedgerError/totalOverflow(_:)``; nothing is saved then.
    /// With `shown` (the item as a screen showed it), the change is refused when the stored
    /// item is no longer that (docs/manual.md#storage).
    @discardableResult
    public func update(
        _ id: Int64,
        applying changes: LedgerItemChanges,
        shown: LedgerItem? = nil
    ) throws -> LedgerItem {
        let name = try changes.name.map { name throws(LedgerError) in try LedgerRules.name(name) }
        return try database.write { db in
            // An edit that changes nothing writes nothing, so it is not refused either.
            let old = try current(id, shown: shown, sameValues: !changes.isEmpty)
            var new = old
            new.kind = changes.kind ?? old.kind
            new.name = name ?? old.name
            new.amount = changes.amount ?? old.amount
            new.date = changes.date ?? old.date
            if let category = changes.category {
                var speller = CategorySpeller()
                new.category = try speller.spell(LedgerRules.category(category), db)
            }
            if let note = changes.note { new.note = LedgerRules.note(note) }
            guard new != old else { return old }
            let totals = try Self.storedTotals(db).replacing(
                (old.kind, old.amount),
                with: (new.kind, new.amount)
            )
            try db.execute(
                """
                UPDATE budget_items
                SET kind = ?, name = ?, amount_cents = ?, date = ?, category = ?, note = ?
                WHERE id = ?
                """,
                [
                    .text(new.kind.rawValue), .text(new.name), .integer(new.amount.cents),
                    .text(new.date.description), new.category.databaseValue,
                    new.note.databaseValue, .integer(id),
                ]
            )
            try Self.saveTotals(totals, db)
            var cells = CategoryTotalsChange()
            try cells.record(old, adding: false)
            try cells.record(new, adding: true)
            try cells.save(db)
            UndoRecorder.describe(new.change("edit"), in: db)
            return new
        }
    }

    /// Deletes an item and returns what it was.
    ///
    /// - Throws: ``LedgerError/notFound(id:)`` when there is none;
    ///   ``LedgerError/changedElsewhere(id:deleted:)`` when `shown` is given and the stored
    ///   item is no longer that.
    @discardableResult
    public func delete(_ id: Int64, shown: LedgerItem? = nil) throws -> LedgerItem {
        try database.write { db in
            let old = try current(id, shown: shown)
            let totals = try Self.storedTotals(db).replacing((old.kind, old.amount), with: nil)
            try db.execute("DELETE FROM budget_items WHERE id = ?", [.integer(id)])
            try Self.saveTotals(totals, db)
            var cells = CategoryTotalsChange()
            try cells.record(old, adding: false)
            try cells.save(db)
            UndoRecorder.describe(old.change("delete"), in: db)
            return old
        }
    }

    /// Income, expenses, savings and the item count, read from the stored totals (no scan).
    public func totals() throws -> LedgerTotals {
        try database.access(Self.storedTotals)
    }

    /// The totals summed afresh over every item: a full scan, for checks and tests.
    public func freshTotals() throws -> LedgerTotals {
        let sums = try sums(where: nil, [])
        let count: Int64 =
            try database.fetchOne("SELECT count(*) FROM budget_items")?.get(0) ?? 0
        return LedgerTotals(income: sums.income, expenses: sums.expenses, count: count)
    }

    /// The currency symbol amounts may start with (a setting).
    func currency() throws -> String {
        try Settings(database: database).currency()
    }

    /// How amounts are typed, from the settings.
    func amountStyle() throws -> AmountStyle {
        try Settings(database: database).amountStyle()
    }

    /// How a target is typed: in the base currency once it is named (docs/manual.md#currencies),
    /// with its decimals (`30000` is ¥30,000 in a yen book, 30000 minor units, not 3,000,000),
    /// else as every amount of the book.
    func targetAmountStyle() throws -> AmountStyle {
        var style = try amountStyle()
        if let base = try Currencies(database: database).base() {
            style.currency = base.symbol ?? base.code
            style.decimals = base.decimals
        }
        return style
    }

    /// How many rows an import reads between two calls of its `progress` callback.
    public static let progressInterval = 10_000

    static let insertSQL = """
        INSERT INTO budget_items (kind, name, amount_cents, date, category, note)
        VALUES (?, ?, ?, ?, ?, ?)
        """

    static let insertIntoAccountSQL = """
        INSERT INTO budget_items (kind, name, amount_cents, date, category, note, account_id)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """

    /// Reads the one-row stored totals.
    static func storedTotals(_ db: Database) throws -> LedgerTotals {
        let sql = "SELECT income_cents, expense_cents, item_count FROM budget_totals WHERE id = 1"
        guard let row = try db.cachedStatement(sql).fetchOne() else {
            throw LedgerError.inconsistentTotals
        }
        return LedgerTotals(
            income: Money(cents: try row.get(0)),
            expenses: Money(cents: try row.get(1)),
            count: try row.get(2)
        )
    }

    /// Writes the stored totals; called inside the same transaction as the item change.
    static func saveTotals(_ totals: LedgerTotals, _ db: Database) throws {
        try db.cachedStatement(
            "UPDATE budget_totals SET income_cents = ?, expense_cents = ?, item_count = ? WHERE id = 1"
        ).execute([
            .integer(totals.income.cents), .integer(totals.expenses.cents), .integer(totals.count),
        ])
    }

    /// Income and expense sums over the rows matching `condition` (all rows when nil).
    ///
    /// Each sum is bounded by its stored total, so it cannot overflow; SQLite's `sum()`
    /// would raise "integer overflow" rather than wrap if the data were damaged.
    func sums(
        where condition: String?,
        _ arguments: [DatabaseValue]
    ) throws -> (income: Money, expenses: Money) {
        let sql = """
            SELECT coalesce(sum(CASE WHEN kind = 'income' THEN amount_cents END), 0),
                   coalesce(sum(CASE WHEN kind = 'expense' THEN amount_cents END), 0)
            FROM budget_items
            """ + (condition.map { " WHERE " + $0 } ?? "")
        guard let row = try database.fetchOne(sql, arguments) else { return (.zero, .zero) }
        return (Money(cents: try row.get(0)), Money(cents: try row.get(1)))
    }
}

extension LedgerItem {
    /// The change in words, as undo lists it: `add expense "Milk" 1.29` (docs/manual.md#undo).
    func change(_ verb: String) -> String {
        "\(verb) \(kind.rawValue) \"\(name)\" \(amount.grouped)"
    }
}
