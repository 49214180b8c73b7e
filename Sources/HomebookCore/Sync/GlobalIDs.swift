internal import SQLiteWrapper

/// Gives synced rows their global id (docs/manual.md#household-sync).
///
/// A row gets its gid in the transaction that inserts it, just before the undo recorder takes
/// the change (so undoing the insert finds the row as recorded); rows that existed before
/// migration 0029 get theirs from its follow-up.
enum GlobalIDs {
    /// The tables whose rows carry a `gid` column (migration 0029).
    /// Schedules come before items: a posting's gid is derived from its schedule's.
    /// Accounts (migration 0034) and transfers (migration 0035) carry one from their creation.
    static let tables = [
        "budget_schedules", "budget_items", "recipes", "planner_calendars", "import_rules",
        "accounts", "budget_transfers", "import_transfer_rules",
        "prices",
    ]

    /// Migration 0029's follow-up: a gid for every existing row, and the column added to the
    /// undo stash of each table, whose rows move back and forth with all their columns.
    @Sendable static func fillAfterMigration(_ db: Database) throws {
        for table in tables {
            let stash = "undo_stash_" + table
            if try db.fetchOne(
                "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?",
                [.text(stash)]
            ) != nil {
                try db.execute("ALTER TABLE \(UndoBulk.quoted(stash)) ADD COLUMN gid BLOB")
            }
        }
        // Tables made by later migrations do not exist yet here.
        try assignMissing(
            db,
            in: tables.filter {
                !["accounts", "budget_transfers", "import_transfer_rules", "prices"].contains($0)
            }
        )
    }

    /// Gives every row of the gid tables that has none a new UUIDv7, in rowid order (so the
    /// ids keep the rows' creation order). Cheap when there is nothing to do: one lookup in
    /// each table's gid index.
    static func assignMissing(_ db: Database, in tables: [String] = tables) throws {
        var milliseconds = GlobalID.wallClockMilliseconds()
        for table in tables {
            var rows: [(rowid: Int64, gid: GlobalID)] = []
            try db.cachedStatement(missingSQL(table)).forEachRow([]) { row in
                let rowid: Int64 = try row.get(0)
                // A schedule's posting: the same gid on every machine that posts that day.
                if table == "budget_items", let schedule = try row.get(1) as [UInt8]?,
                    let scheduleID = GlobalID(bytes: schedule), let date = try row.get(2) as String?
                {
                    rows.append((rowid, GlobalID.schedulePosting(schedule: scheduleID, date: date)))
                } else if table == "planner_calendars", let name = try row.get(1) as String?,
                    try !isTaken(GlobalID.calendar(named: name), in: table, db)
                {
                    // Calendars merge by name: two machines that make "Work" make one (unless
                    // a renamed calendar here already holds that name's id).
                    rows.append((rowid, GlobalID.calendar(named: name)))
                } else if table == "accounts", let name = try row.get(1) as String?,
                    try !isTaken(GlobalID.account(named: name), in: table, db)
                {
                    // Accounts merge by name as calendars do (their names are unique too).
                    rows.append((rowid, GlobalID.account(named: name)))
                } else {
                    rows.append((rowid, GlobalID.newV7(milliseconds: milliseconds)))
                }
            }
            guard !rows.isEmpty else { continue }
            let update = try db.cachedStatement(
                "UPDATE \(UndoBulk.quoted(table)) SET gid = ? WHERE rowid = ?"
            )
            for row in rows { try update.execute([.blob(row.gid.bytes), .integer(row.rowid)]) }
            milliseconds += 1
        }
    }

    private static func isTaken(_ gid: GlobalID, in table: String, _ db: Database) throws -> Bool {
        try db.cachedStatement("SELECT 1 FROM \(UndoBulk.quoted(table)) WHERE gid = ?")
            .fetchOne([.blob(gid.bytes)]) != nil
    }

    private static func missingSQL(_ table: String) -> String {
        if table == "planner_calendars" || table == "accounts" {
            return "SELECT id, name FROM \(table) WHERE gid IS NULL ORDER BY id"
        }
        guard table == "budget_items" else {
            return "SELECT rowid FROM \(UndoBulk.quoted(table)) WHERE gid IS NULL ORDER BY rowid"
        }
        return """
            SELECT i.id, s.gid, o.date FROM budget_items i
            LEFT JOIN budget_schedule_occurrences o ON o.item_id = i.id AND o.state = 'posted'
            LEFT JOIN budget_schedules s ON s.id = o.schedule_id
            WHERE i.gid IS NULL ORDER BY i.id
            """
    }

    /// The gid of a row, given its table and rowid; nil when the row is gone or has none.
    static func gid(of table: String, rowid: Int64, _ db: Database) throws -> GlobalID? {
        let statement = try db.cachedStatement(
            "SELECT gid FROM \(UndoBulk.quoted(table)) WHERE rowid = ?"
        )
        guard let row = try statement.fetchOne([.integer(rowid)]),
            let bytes = try row.get(0) as [UInt8]?
        else { return nil }
        return GlobalID(bytes: bytes)
    }
}
