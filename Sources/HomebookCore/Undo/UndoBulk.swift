internal import SQLiteWrapper

/// A bulk insert recorded compactly: the rowid range it filled in one table.
///
/// Undo moves the range's rows to a stash table (`undo_stash_<table>`, created with the
/// table's own columns on first use) and redo moves them back, so neither needs a changeset
/// entry per row. The table must have an INTEGER PRIMARY KEY (its rowid is a column).
enum UndoBulk {
    /// A table and the rowids first...last that a bulk insert filled.
    struct Range: Equatable {
        let table: String
        let first: Int64
        let last: Int64

        var count: Int64 { last - first + 1 }
    }

    /// The largest rowid of `table` (0 when it is empty).
    static func maxRowID(of table: String, _ db: Database) throws -> Int64 {
        try db.fetchOne("SELECT coalesce(max(rowid), 0) FROM \(quoted(table))")?.get(0) ?? 0
    }

    /// Moves the range's rows into the stash, refusing when any of them is missing.
    static func remove(_ range: Range, _ db: Database) throws {
        guard try count(range, in: range.table, db) == range.count else {
            throw ChangesetConflict(kind: .notFound)
        }
        let stash = try stashTable(for: range.table, db)
        let columns = try columnList(range.table, db)
        try db.execute(
            "INSERT INTO \(stash) (\(columns)) SELECT \(columns) FROM \(quoted(range.table))"
                + " WHERE rowid BETWEEN ? AND ?",
            [.integer(range.first), .integer(range.last)]
        )
        try db.execute(
            "DELETE FROM \(quoted(range.table)) WHERE rowid BETWEEN ? AND ?",
            [.integer(range.first), .integer(range.last)]
        )
    }

    /// Moves the stashed rows back, refusing when the range has been filled since.
    static func restore(_ range: Range, _ db: Database) throws {
        guard try count(range, in: range.table, db) == 0 else {
            throw ChangesetConflict(kind: .conflict)
        }
        let stash = try stashTable(for: range.table, db)
        let key = try primaryKey(range.table, db)
        let columns = try columnList(range.table, db)
        try db.execute(
            "INSERT INTO \(quoted(range.table)) (\(columns)) SELECT \(columns) FROM \(stash)"
                + " WHERE \(key) BETWEEN ? AND ? ORDER BY \(key)",
            [.integer(range.first), .integer(range.last)]
        )
        guard db.changes == Int(range.count) else { throw ChangesetConflict(kind: .notFound) }
        try discard(range, db)
    }

    /// Deletes the stashed rows of a range whose redo is dropped.
    static func discard(_ range: Range, _ db: Database) throws {
        let stash = try stashTable(for: range.table, db)
        let key = try primaryKey(range.table, db)
        try db.execute(
            "DELETE FROM \(stash) WHERE \(key) BETWEEN ? AND ?",
            [.integer(range.first), .integer(range.last)]
        )
    }

    private static func count(_ range: Range, in table: String, _ db: Database) throws -> Int64 {
        try db.fetchOne(
            "SELECT count(*) FROM \(quoted(table)) WHERE rowid BETWEEN ? AND ?",
            [.integer(range.first), .integer(range.last)]
        )?.get(0) ?? 0
    }

    /// The stash for `table`, created empty with the same columns when missing.
    private static func stashTable(for table: String, _ db: Database) throws -> String {
        let stash = quoted("undo_stash_" + table)
        try db.execute(
            "CREATE TABLE IF NOT EXISTS \(stash) AS SELECT * FROM \(quoted(table)) WHERE 0"
        )
        return stash
    }

    private static func columnList(_ table: String, _ db: Database) throws -> String {
        try db.fetchAll("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)])
            .map { quoted(try $0.get(0) as String) }
            .joined(separator: ", ")
    }

    /// The INTEGER PRIMARY KEY column (the rowid's name in the stash, which has no rowid alias).
    private static func primaryKey(_ table: String, _ db: Database) throws -> String {
        guard
            let row = try db.fetchOne(
                "SELECT name FROM pragma_table_info(?) WHERE pk = 1 AND type = 'INTEGER'",
                [.text(table)]
            )
        else {
            throw SQLiteError(code: .misuse, message: "\(table) has no INTEGER PRIMARY KEY")
        }
        return quoted(try row.get(0) as String)
    }

    /// An SQL identifier in double quotes (table names come from the code, but quote anyway).
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingAll("\"", with: "\"\"") + "\""
    }
}

extension String {
    /// The text with every `target` character replaced by `replacement`.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
