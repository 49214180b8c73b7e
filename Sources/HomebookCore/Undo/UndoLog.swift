internal import SQLiteWrapper

/// Undo and redo over the `undo_log` table (docs/manual.md#undo).
///
/// Changes form one line: `undo` reverts the newest change not yet undone, `redo` re-applies
/// the change undone last, and a new change drops every undone one. Both run in one
/// `BEGIN IMMEDIATE` transaction that is not itself recorded.
public struct UndoLog {
    /// The store's connection; its errors leave the core translated.
    let database: StoreConnection

    /// How many changes are kept; older ones are dropped.
    public static let capacity = 100

    /// Creates the log over an open, migrated connection.
    init(database: StoreConnection) {
        self.database = database
    }

    /// The recent changes, newest first (undone ones included, marked).
    public func entries(limit: Int = UndoLog.capacity) throws -> [UndoEntry] {
        try database.fetchAll(
            """
            SELECT id, description, undone, created_at, coalesce(unixepoch(created_at), 0)
            FROM undo_log ORDER BY id DESC LIMIT ?
            """,
            [.integer(Int64(limit))]
        ).map { row in
            UndoEntry(
                id: try row.get(0),
                description: try row.get(1),
                isUndone: try row.get(2) as Int64 != 0,
                createdAt: try row.get(3),
                madeAt: LocalZone.current.local(try row.get(4))
            )
        }
    }

    /// Reverts the newest change and returns its description.
    ///
    /// - Throws: ``UndoError/nothingToUndo``; ``UndoError/conflict(description:redo:)`` when
    ///   its rows were changed since (nothing changes then); a database error.
    @discardableResult
    public func undo() throws -> String {
        try undoStep().description
    }

    /// Reverts the newest change, as ``undo()``, and says whether this store's connection
    /// made it: a change made elsewhere (another process, a second window) is said so.
    public func undoStep() throws -> UndoStep {
        let (id, text) = try step(
            select: "WHERE undone = 0 ORDER BY id DESC",
            missing: .nothingToUndo,
            redo: false
        )
        return UndoStep(description: text, madeHere: wasMadeHere(id))
    }

    /// Re-applies the change undone last and returns its description.
    ///
    /// - Throws: ``UndoError/nothingToRedo``, ``UndoError/conflict(description:redo:)``.
    @discardableResult
    public func redo() throws -> String {
        try step(select: "WHERE undone = 1 ORDER BY id ASC", missing: .nothingToRedo, redo: true)
            .text
    }

    /// Whether the change `id` of the log was made through this store's connection (this
    /// window); false for one made by another process or window, or before it opened.
    public func wasMadeHere(_ id: Int64) -> Bool {
        UndoRecorder.of(database.database)?.recordedHere.contains(id) ?? false
    }

    private func step(
        select: String,
        missing: UndoError,
        redo: Bool
    ) throws -> (id: Int64, text: String) {
        let recorder = UndoRecorder.of(database.database)
        recorder?.isPaused = true
        defer { recorder?.isPaused = false }
        return try database.write { db in
            let sql = """
                SELECT id, description, changeset, bulk_table, bulk_first, bulk_last
                FROM undo_log \(select) LIMIT 1
                """
            guard let row = try db.fetchOne(sql) else { throw missing }
            let id: Int64 = try row.get(0)
            let text: String = try row.get(1)
            let recorded = Changeset(bytes: try row.get(2))
            var bulk: UndoBulk.Range?
            if let table: String = try row.get(3) {
                bulk = UndoBulk.Range(table: table, first: try row.get(4), last: try row.get(5))
            }
            let changeset = redo ? recorded : try recorded.inverted()
            let totals = try UndoDerivedTotals(touching: changeset, bulk: bulk, db)
            var skipped = 0
            do {
                if redo { try UndoSchedulePostings.clearForRedo(changeset, db) }
                // The recorded rows may point at the range's rows (a calendar import's repeat
                // exceptions at its events): a redo brings the range back before them, an
                // undo removes them before the range.
                if let bulk, redo { try UndoBulk.restore(bulk, db) }
                try changeset.apply(to: db)
                if !redo { skipped = try UndoSchedulePostings.skipUndone(changeset, db) }
                // An undo or redo is a new change for the household (docs/manual.md#undo).
                var removed: [SyncOutbox.Record] = []
                if let bulk, !redo {
                    removed = try SyncOutbox.deletions(of: bulk, db)
                    try UndoBulk.remove(bulk, db)
                }
                try SyncOutbox.record(changeset, bulk: redo ? bulk : nil, removed: removed, db)
            } catch is ChangesetConflict {
                throw UndoError.conflict(description: text, redo: redo)
            }
            try totals.refresh(db)
            try db.execute(
                "UPDATE undo_log SET undone = ? WHERE id = ?",
                [.integer(redo ? 0 : 1), .integer(id)]
            )
            return (id, text + UndoSchedulePostings.note(skipped: skipped))
        }
    }

    /// Writes a change to the log: drops the redo stack, appends, keeps the newest
    /// ``capacity``. Runs inside the change's own transaction.
    /// Returns the new entry's id.
    @discardableResult
    static func record(_ entry: UndoEntry.Stored, in db: Database) throws -> Int64 {
        let undone = try db.fetchAll(
            "SELECT bulk_table, bulk_first, bulk_last FROM undo_log"
                + " WHERE undone = 1 AND bulk_table IS NOT NULL"
        )
        for row in undone {
            try UndoBulk.discard(
                UndoBulk.Range(table: try row.get(0), first: try row.get(1), last: try row.get(2)),
                db
            )
        }
        try db.cachedStatement("DELETE FROM undo_log WHERE undone = 1").execute()
        try db.cachedStatement(
            """
            INSERT INTO undo_log
                (description, changeset, bulk_table, bulk_first, bulk_last, created_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """
        ).execute([
            .text(entry.description), .blob(entry.changeset.bytes),
            entry.bulk.map { .text($0.table) } ?? .null,
            entry.bulk.map { .integer($0.first) } ?? .null,
            entry.bulk.map { .integer($0.last) } ?? .null,
            .text(SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now())),
        ])
        // Ids stay contiguous (undone rows are always the newest), so this keeps `capacity`.
        let id = db.lastInsertRowID
        try db.cachedStatement("DELETE FROM undo_log WHERE id <= ?").execute([
            .integer(id - Int64(Self.capacity))
        ])
        return id
    }
}

extension HomebookStore {
    /// The undo log of this store.
    public var undoLog: UndoLog {
        UndoLog(database: connection)
    }
}
