internal import SQLiteWrapper

/// The next ids of the tables whose ids are never reused (docs/manual.md#storage).
enum IDSequence {
    /// The tables with AUTOINCREMENT ids (migration 0010): their next id comes from
    /// `sqlite_sequence`, which only grows.
    static let tables: Set<String> = ["recipes", "budget_items", "planner_events"]

    /// Raises each table's sequence above every id the undo log's changesets name, so that
    /// a row undo or redo could bring back keeps an id no new row takes. Migration 0010 runs
    /// it right after its SQL, which cannot read a changeset.
    @Sendable static func raiseAboveUndoLog(_ db: Database) throws {
        var highest: [String: Int64] = [:]
        for row in try db.fetchAll("SELECT changeset FROM undo_log") {
            try Changeset(bytes: try row.get(0)).forEachChange { change in
                guard tables.contains(change.table), case .integer(let id)? = change.key.first
                else { return }
                highest[change.table] = max(highest[change.table] ?? 0, id)
            }
        }
        for (table, id) in highest {
            try db.execute(
                "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?",
                [.integer(id), .text(table)]
            )
        }
    }

    /// The id the next row added to `table` gets: one above the largest id it holds or ever
    /// gave (its sequence), for tables with AUTOINCREMENT ids.
    static func next(in table: String, _ db: Database) throws -> Int64 {
        let row = try db.fetchOne(
            """
            SELECT max(
                coalesce((SELECT max(rowid) FROM \(UndoBulk.quoted(table))), 0),
                coalesce((SELECT seq FROM sqlite_sequence WHERE name = ?), 0)
            )
            """,
            [.text(table)]
        )
        // An id of Int64.max leaves no next one: SQLite refuses the insert (SQLITE_FULL).
        let last: Int64 = try row?.get(0) ?? 0
        return last == .max ? last : last + 1
    }
}
