internal import SQLiteWrapper

/// Why a category could not be renamed (docs/manual.md#categories).
public enum CategoryRenameError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The new name is empty, holds a line break or a NUL.
    case badName(String)
    /// No item, target, rule or repeating item has this category or a category under it.
    case unknown(String)
    /// The new name lies under the old one (`food` to `food:x`).
    case intoItself(String, String)
    /// The new name is the old one.
    case sameName(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .badName(let name):
            return "\"\(DisplayText.singleLine(name))\" is not a category name:"
                + " one line, not empty"
        case .unknown(let name):
            return "no budget item, target, rule or repeating item has the category"
                + " \"\(DisplayText.singleLine(name))\""
        case .intoItself(let old, let new):
            return "cannot move \"\(DisplayText.singleLine(old))\" under itself"
                + " (\"\(DisplayText.singleLine(new))\")"
        case .sameName(let name):
            return "\"\(DisplayText.singleLine(name))\" already has that name"
        }
    }
}

/// What a rename moved.
public struct CategoryRenamed: Equatable, Sendable {
    /// The branch's old name, as stored.
    public let old: String
    /// Its new name, as stored (an existing spelling when it merged).
    public let new: String
    /// How many items, targets (month rows), rules and repeating items moved.
    public let items: Int
    public let targets: Int
    public let rules: Int
    public let schedules: Int
    /// Target months dropped because the destination already had a target that month.
    public let targetsKept: Int
    /// Whether the new name already existed, so the two became one.
    public let merged: Bool

    /// The outcome in one line: `renamed "food" to "groceries": 12 items, 1 target…`.
    public var summary: String {
        var parts = ["\(items) item\(items == 1 ? "" : "s")"]
        if targets > 0 { parts.append("\(targets) target month\(targets == 1 ? "" : "s")") }
        if rules > 0 { parts.append("\(rules) rule\(rules == 1 ? "" : "s")") }
        if schedules > 0 {
            parts.append("\(schedules) repeating item\(schedules == 1 ? "" : "s")")
        }
        var text =
            "renamed \"\(DisplayText.singleLine(old))\" to \"\(DisplayText.singleLine(new))\": "
            + parts.joined(separator: ", ")
        if merged { text += "; merged into the existing \"\(DisplayText.singleLine(new))\"" }
        if targetsKept > 0 {
            text +=
                " (\(targetsKept) target month\(targetsKept == 1 ? "" : "s") of"
                + " \"\(DisplayText.singleLine(new))\" kept over the moved one)"
        }
        return text
    }
}

extension Ledger {
    /// Renames a category and everything under it (`food` also moves `food:groceries`):
    /// its items, targets, bank rules and repeating items, in one transaction, one undoable
    /// change (docs/manual.md#categories). Onto a name that exists, the two merge; where
    /// both have a target for the same month, the destination's is kept.
    ///
    /// - Throws: ``CategoryRenameError``; nothing is changed then.
    @discardableResult
    public func renameCategory(_ old: String, to new: String) throws -> CategoryRenamed {
        guard let oldTyped = LedgerRules.category(old) else {
            throw CategoryRenameError.unknown(old)
        }
        guard let newChecked = try? OneLineName.check(new) else {
            throw CategoryRenameError.badName(new)
        }
        return try database.write { db in
            var speller = CategorySpeller()
            let from = try speller.spell(oldTyped, db) ?? oldTyped
            // A change of case only keeps the new spelling as typed; otherwise the first
            // spelling of the destination wins, as for any category typed.
            let to =
                CategoryPath.key(newChecked) == CategoryPath.key(from)
                ? newChecked : (try speller.spell(newChecked, db) ?? newChecked)
            guard to != from else { throw CategoryRenameError.sameName(from) }
            if CategoryPath.isInBranch(to, from), CategoryPath.key(to) != CategoryPath.key(from) {
                throw CategoryRenameError.intoItself(from, to)
            }
            let merged = try Self.branchExists(to, db)
            let items = try Self.moveItems(from, to, db)
            let (targets, kept) = try Self.moveTargets(from, to, db)
            let rules = try Self.moveColumn("import_rules", from, to, db)
            let schedules = try Self.moveColumn("budget_schedules", from, to, db)
            guard items + targets + kept + rules + schedules > 0 else {
                throw CategoryRenameError.unknown(oldTyped)
            }
            UndoRecorder.describe(
                "rename category \"\(from)\" to \"\(to)\"" + (merged ? " (merged)" : ""),
                in: db
            )
            return CategoryRenamed(
                old: from,
                new: to,
                items: items,
                targets: targets,
                rules: rules,
                schedules: schedules,
                targetsKept: kept,
                merged: merged
            )
        }
    }

    /// The branch condition on `column` for a stored spelling, exactly (the book's
    /// categories are stored with one spelling each).
    private static func exactBranch(_ column: String, _ branch: String) -> (String, [DatabaseValue])
    {
        (
            "(\(column) = ? OR substr(\(column), 1, ?) = ?)",
            [
                .text(branch), .integer(Int64(branch.unicodeScalars.count + 1)),
                .text(branch + ":"),
            ]
        )
    }

    /// Whether some item, target, rule or repeating item is in the branch `name`.
    private static func branchExists(_ name: String, _ db: Database) throws -> Bool {
        let (condition, values) = exactBranch("category", name)
        for table in [
            "budget_category_totals", "budget_targets", "import_rules", "budget_schedules",
        ] {
            if try db.fetchOne("SELECT 1 FROM \(table) WHERE \(condition) LIMIT 1", values) != nil {
                return true
            }
        }
        return false
    }

    /// The new name of a category in the branch `from` moved to `to`.
    private static func moved(_ category: String, _ from: String, _ to: String) -> String {
        to
            + String(
                String.UnicodeScalarView(
                    category.unicodeScalars.dropFirst(from.unicodeScalars.count)
                )
            )
    }

    /// Moves the branch's items, and their amounts between the stored per-month cells.
    private static func moveItems(_ from: String, _ to: String, _ db: Database) throws -> Int {
        let (condition, values) = exactBranch("category", from)
        var cells = CategoryTotalsChange()
        var count = 0
        try db.cachedStatement(
            "SELECT kind, amount_cents, date, category, account_id FROM budget_items"
                + " WHERE \(condition)"
        ).forEachRow(values) { row in
            guard let kind = LedgerKind(rawValue: try row.get(0)),
                let date = CalendarDate(iso: try row.get(2))
            else { throw LedgerError.inconsistentTotals }
            let amount = Money(cents: try row.get(1))
            let category: String = try row.get(3)
            let account: Int64 = try row.get(4)
            try cells.record(
                kind,
                amount,
                on: date,
                category: category,
                account: account,
                adding: false
            )
            try cells.record(
                kind,
                amount,
                on: date,
                category: moved(category, from, to),
                account: account,
                adding: true
            )
            count += 1
        }
        guard count > 0 else { return 0 }
        try db.execute(
            "UPDATE budget_items SET category = ? || substr(category, ?) WHERE \(condition)",
            [.text(to), .integer(Int64(from.unicodeScalars.count + 1))] + values
        )
        try cells.save(db)
        return count
    }

    /// Moves the branch's targets; a month the destination already has a target for keeps
    /// the destination's. Returns how many moved and how many were dropped.
    private static func moveTargets(
        _ from: String,
        _ to: String,
        _ db: Database
    ) throws -> (moved: Int, kept: Int) {
        let (condition, values) = exactBranch("category", from)
        try db.execute(
            "UPDATE OR IGNORE budget_targets SET category = ? || substr(category, ?)"
                + " WHERE \(condition)",
            [.text(to), .integer(Int64(from.unicodeScalars.count + 1))] + values
        )
        let moved = db.changes
        // What is left in the old branch clashed with a destination month.
        try db.execute("DELETE FROM budget_targets WHERE \(condition)", values)
        return (moved, db.changes)
    }

    /// Moves the category column of a table (rules, repeating items); returns how many.
    private static func moveColumn(
        _ table: String,
        _ from: String,
        _ to: String,
        _ db: Database
    ) throws -> Int {
        let (condition, values) = exactBranch("category", from)
        try db.execute(
            "UPDATE \(table) SET category = ? || substr(category, ?) WHERE \(condition)",
            [.text(to), .integer(Int64(from.unicodeScalars.count + 1))] + values
        )
        return db.changes
    }
}
