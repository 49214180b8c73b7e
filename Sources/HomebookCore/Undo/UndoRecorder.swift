internal import SQLiteWrapper

/// Makes every outermost `write { }` of a connection one undoable change, with no help from
/// the code that writes.
///
/// At `BEGIN` it starts an SQLite session on every recorded table; just before `COMMIT` it
/// stores the session's changeset in `undo_log`, in the same transaction, and drops the redo
/// stack. Recorded tables are the real tables of the schema, found once per connection:
/// never SQLite's own, never a virtual table or an FTS5 shadow table (their triggers rebuild
/// them when a change is undone), never the undo log, and never a table derived from others
/// (``UndoRecorder/derivedTables``), which undo recomputes instead.
final class UndoRecorder: WriteObserver {
    /// Tables whose rows follow from other tables; recording them would make every undo but
    /// the last conflict (budget totals change on every budget write).
    static let derivedTables: Set<String> = ["budget_totals", "budget_category_totals"]
    /// Tables that only cache what a server said (docs/manual.md#weather) or what the last
    /// calendar sync learnt (docs/manual.md#sync): not a change the person made, so not in
    /// `undo --list`. Undoing a sync then reverts its events only, and the next sync sends
    /// the reversal up.
    static let cacheTables: Set<String> = [
        "weather_fetches", "caldav_sync_tokens", "caldav_items", "caldav_item_events",
        "caldav_sync_runs",
    ]

    private var recordedTables: [String]?
    private var session: Session?
    private var description: String?
    private var bulkStart: (table: String, first: Int64)?
    /// True when the session records everything but the range's own inserts
    /// (``beginRange(of:in:)``), false for a bulk insert (``beginBulkInsert(into:in:)``).
    private var rangeKeepsRecording = false
    /// Changes described directly rather than recorded (see ``recordKeyInsertions``).
    private var described = Changeset(bytes: [])
    /// While true (an undo or redo is running), writes are not recorded.
    var isPaused = false
    /// True while another machine's changes are applied: undo records them, but they are not
    /// sent back to the household (docs/manual.md#household-sync).
    var skipsSyncRecording = false
    /// The log ids of the changes this connection recorded: the others were made elsewhere
    /// (another process, another window).
    private(set) var recordedHere: Set<Int64> = []
    private var recording: Int64?

    /// Creates a recorder; install it with `database.addWriteObserver(UndoRecorder())`.
    init() {}

    /// The recorder watching `database`, if one is installed.
    static func of(_ database: Database) -> UndoRecorder? {
        for case let recorder as UndoRecorder in database.writeObservers { return recorder }
        return nil
    }

    /// Sets the one-line description of the change being written (the default is derived
    /// from the change itself).
    static func describe(_ text: String, in database: Database) {
        of(database)?.description = text
    }

    /// From here to the end of the transaction, records the rows appended to `table`
    /// compactly as one rowid range, not row by row: an import of a million rows stays small
    /// and fast to record. Call it inside `write { }` before the first insert.
    ///
    /// Until commit the transaction must only append to `table`, insert keys described
    /// with ``recordKeyInsertions(into:keys:in:)`` and write other rows inside
    /// ``recordingRows(in:_:)`` (other changes are not recorded); the
    /// rowids are contiguous because the write lock is held and SQLite gives each new row the
    /// next id of its sequence. `table` needs an INTEGER PRIMARY KEY AUTOINCREMENT: the range
    /// starts at the next id, which lies above the largest one held when the newest rows
    /// were deleted.
    static func beginBulkInsert(into table: String, in database: Database) throws {
        guard let recorder = of(database), let session = recorder.session, !recorder.isPaused
        else { return }
        let first = try IDSequence.next(in: table, database)
        session.isEnabled = false
        recorder.bulkStart = (table, first)
    }

    /// Records that `keys` were inserted into `table` (a table whose only column is its
    /// INTEGER PRIMARY KEY) without the session keeping a row per key: an import of a million
    /// rows remembers a million keys, and a session would hold them all in memory. Call it
    /// during ``beginBulkInsert(into:in:)`` (the session is then off), with the keys that
    /// were actually inserted.
    static func recordKeyInsertions(into table: String, keys: [Int64], in database: Database) {
        guard let recorder = of(database), recorder.session != nil, !recorder.isPaused,
            recorder.bulkStart != nil
        else { return }
        recorder.described = recorder.described.followed(
            by: .insertions(into: table, keys: keys)
        )
    }

    /// Runs `body` with the session recording again, during ``beginBulkInsert(into:in:)``:
    /// for the few rows of other tables that a bulk insert writes alongside its range (a
    /// calendar import's repeat exceptions), which the range alone would not bring back.
    static func recordingRows<T>(in database: Database, _ body: () throws -> T) rethrows -> T {
        guard let recorder = of(database), let session = recorder.session, !recorder.isPaused,
            recorder.bulkStart != nil
        else { return try body() }
        session.isEnabled = true
        defer { session.isEnabled = false }
        return try body()
    }

    /// From here to the end of the transaction, the rows added to `table` inside
    /// ``appendingToRange(in:_:)`` are recorded as one rowid range, while every other change
    /// (an edit, a deletion, a row of another table) is recorded as usual: a calendar sync
    /// that receives 50,000 new events keeps none of them in memory, yet its edits and
    /// deletions of events already here undo exactly (docs/manual.md#undo).
    ///
    /// Every insert into `table` until commit must go through ``appendingToRange(in:_:)``:
    /// one the session recorded would also lie in the range. A range row edited or deleted
    /// later in the same transaction is recorded so (undo puts it back as it was added, then
    /// removes the range). `table` needs an INTEGER PRIMARY KEY AUTOINCREMENT.
    static func beginRange(of table: String, in database: Database) throws {
        guard let recorder = of(database), recorder.session != nil, !recorder.isPaused,
            recorder.bulkStart == nil
        else { return }
        recorder.bulkStart = (table, try IDSequence.next(in: table, database))
        recorder.rangeKeepsRecording = true
    }

    /// Runs `body`, which appends rows to the table of ``beginRange(of:in:)``, with the
    /// session off: the range holds them.
    static func appendingToRange<T>(in database: Database, _ body: () throws -> T) rethrows -> T {
        guard let recorder = of(database), let session = recorder.session, !recorder.isPaused,
            recorder.rangeKeepsRecording
        else { return try body() }
        session.isEnabled = false
        defer { session.isEnabled = true }
        return try body()
    }

    /// Records the changes to `table`, a table undo leaves alone otherwise (a `sync_`
    /// table), from here to the end of the transaction: a change that also settles
    /// bookkeeping (a household conflict taken back) is undone with it.
    static func alsoRecord(_ table: String, in database: Database) throws {
        guard let recorder = of(database), let session = recorder.session, !recorder.isPaused
        else { return }
        try session.attach(table)
    }

    /// Starts a session on the recorded tables.
    func transactionDidBegin(_ database: Database) throws {
        guard !isPaused else { return }
        let tables = try recordedTables ?? Self.findRecordedTables(database)
        recordedTables = tables
        let session = try Session(database: database)
        for table in tables { try session.attach(table) }
        self.session = session
    }

    /// Stores the change in the undo log, inside the transaction.
    func transactionWillCommit(_ database: Database) throws {
        // New synced rows get their global id here, before the change is taken, so that the
        // recorded insert carries it (docs/manual.md#household-sync).
        try GlobalIDs.assignMissing(database)
        guard !isPaused, let session else { return }
        let changeset = try session.changeset().followed(by: described)
        var bulk: UndoBulk.Range?
        if let (table, first) = bulkStart {
            // A range whose newest row was deleted again still ends at the last id given:
            // the deletion is recorded, and undo puts the row back before removing the range.
            let last =
                rangeKeepsRecording
                ? try IDSequence.next(in: table, database) - 1
                : try UndoBulk.maxRowID(of: table, database)
            if last >= first { bulk = UndoBulk.Range(table: table, first: first, last: last) }
        }
        guard !changeset.isEmpty || bulk != nil else { return }
        // The same change, by column name, for the household's other machines.
        if !skipsSyncRecording { try SyncOutbox.record(changeset, bulk: bulk, database) }
        let text = try description ?? UndoDescription.derive(from: changeset, database)
        recording = try UndoLog.record(
            UndoEntry.Stored(description: text, changeset: changeset, bulk: bulk),
            in: database
        )
    }

    /// Forgets the session, whatever happened.
    func transactionDidEnd(_ database: Database, committed: Bool) {
        if committed, let recording { recordedHere.insert(recording) }
        recording = nil
        skipsSyncRecording = false
        session = nil
        description = nil
        bulkStart = nil
        rangeKeepsRecording = false
        described = Changeset(bytes: [])
    }

    /// The real tables of the main schema that undo records.
    static func findRecordedTables(_ database: Database) throws -> [String] {
        // table_list says 'shadow' for FTS5's own tables and 'virtual' for the index itself.
        let rows = try database.fetchAll(
            """
            SELECT name FROM pragma_table_list
            WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
              AND name NOT LIKE 'undo\\_%' ESCAPE '\\' AND name NOT LIKE 'sync\\_%' ESCAPE '\\'
              AND name <> 'schema_migrations'
            ORDER BY name
            """
        )
        return try rows.map { try $0.get(0) as String }.filter {
            !derivedTables.contains($0) && !cacheTables.contains($0)
        }
    }
}
