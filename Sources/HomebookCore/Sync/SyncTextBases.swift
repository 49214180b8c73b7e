internal import SQLiteWrapper

/// The values written to line-merged text columns, by clock (`sync_text_bases`), so that two
/// edits made from the same value can be merged against it (docs/manual.md#household-sync).
enum SyncTextBases {
    /// The columns merged line by line: a recipe's ingredients and notes.
    static func isLineMerged(_ table: String, _ column: String) -> Bool {
        table == "recipes" && (column == "ingredients" || column == "notes")
    }

    /// Remembers the value the write at `clock` gave the column.
    static func record(
        _ table: String,
        _ key: [UInt8],
        _ column: String,
        clock: UInt64,
        _ value: DatabaseValue,
        _ db: Database
    ) throws {
        guard isLineMerged(table, column) else { return }
        try db.cachedStatement(
            "INSERT OR REPLACE INTO sync_text_bases (tbl, key, col, clock, value) VALUES (?, ?, ?, ?, ?)"
        ).execute([
            .text(table), .blob(key), .text(column), .integer(Int64(bitPattern: clock)), value,
        ])
    }

    /// The text the write at `clock` gave the column, or nil when not known here.
    static func text(
        _ table: String,
        _ key: [UInt8],
        _ column: String,
        clock: UInt64,
        _ db: Database
    ) throws -> String? {
        guard
            let row = try db.cachedStatement(
                "SELECT value FROM sync_text_bases WHERE tbl = ? AND key = ? AND col = ? AND clock = ?"
            ).fetchOne([
                .text(table), .blob(key), .text(column), .integer(Int64(bitPattern: clock)),
            ])
        else { return nil }
        return SyncTextBases.text(row[0])
    }

    /// A text column's value as text (null is empty).
    static func text(_ value: DatabaseValue) -> String? {
        switch value {
        case .null: ""
        case .text(let text): text
        default: nil
        }
    }
}
