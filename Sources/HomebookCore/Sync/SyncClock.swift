internal import SQLiteWrapper

/// The per-field clocks of synced rows (`sync_clock`), which make merging order-free: each
/// column keeps the value with the highest (clock, site), and the row is deleted exactly
/// when its last deletion (column `''`) is later than every column's write
/// (docs/manual.md#household-sync).
enum SyncClock {
    /// A write's stamp: the clock, then the site to break ties.
    struct Stamp: Comparable {
        let clock: UInt64
        let site: [UInt8]
        var base: UInt64 = 0

        static func < (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.clock != rhs.clock
                ? lhs.clock < rhs.clock : lhs.site.lexicographicallyPrecedes(rhs.site)
        }

        static func == (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.clock == rhs.clock && lhs.site == rhs.site
        }
    }

    /// The stamp of one column (`''`: the row's last deletion), or nil.
    static func stamp(
        _ table: String,
        _ key: [UInt8],
        _ column: String,
        _ db: Database
    ) throws
        -> Stamp?
    {
        guard
            let row = try db.cachedStatement(
                "SELECT clock, site, base FROM sync_clock WHERE tbl = ? AND key = ? AND col = ?"
            ).fetchOne([.text(table), .blob(key), .text(column)])
        else { return nil }
        return Stamp(
            clock: UInt64(bitPattern: try row.get(0)),
            site: try row.get(1),
            base: UInt64(bitPattern: try row.get(2))
        )
    }

    /// Stores a column's stamp.
    static func set(
        _ table: String,
        _ key: [UInt8],
        _ column: String,
        _ stamp: Stamp,
        _ db: Database
    )
        throws
    {
        try db.cachedStatement(
            "INSERT OR REPLACE INTO sync_clock (tbl, key, col, clock, site, base) VALUES (?, ?, ?, ?, ?, ?)"
        ).execute([
            .text(table), .blob(key), .text(column), .integer(Int64(bitPattern: stamp.clock)),
            .blob(stamp.site), .integer(Int64(bitPattern: stamp.base)),
        ])
    }

    /// Whether the row is deleted by the clocks: its last deletion is later than every write.
    static func isDeleted(_ table: String, _ key: [UInt8], _ db: Database) throws -> Bool {
        guard let deletion = try stamp(table, key, "", db) else { return false }
        guard
            let row = try db.cachedStatement(
                """
                SELECT clock, site FROM sync_clock WHERE tbl = ? AND key = ? AND col <> ''
                ORDER BY clock DESC, site DESC LIMIT 1
                """
            ).fetchOne([.text(table), .blob(key)])
        else { return true }
        let latest = Stamp(clock: UInt64(bitPattern: try row.get(0)), site: try row.get(1))
        return latest < deletion
    }

    /// Stamps a local change's columns (filling its `bases`), and for a deletion keeps the
    /// row's last values as its tombstone and sends no values.
    static func noteLocal(
        _ record: inout SyncOutbox.Record,
        clock: UInt64,
        site: [UInt8],
        _ db: Database
    ) throws {
        if record.isDelete {
            let base = try stamp(record.table, record.key, "", db)?.clock ?? 0
            try set(record.table, record.key, "", Stamp(clock: clock, site: site, base: base), db)
            try saveTombstone(record.table, record.key, record.columns, db)
            record.columns = []
            record.bases = []
            return
        }
        record.bases = []
        // One statement per column stamps it and returns the clock it replaced (0: none),
        // where a lookup and a write cost two.
        let upsert = try db.cachedStatement(
            """
            INSERT INTO sync_clock (tbl, key, col, clock, site, base) VALUES (?, ?, ?, ?, ?, 0)
            ON CONFLICT (tbl, key, col) DO UPDATE
            SET clock = excluded.clock, site = excluded.site, base = sync_clock.clock
            RETURNING base
            """
        )
        for (name, _) in record.columns {
            let base: Int64 =
                try upsert.fetchOne([
                    .text(record.table), .blob(record.key), .text(name),
                    .integer(Int64(bitPattern: clock)), .blob(site),
                ])?
                .get(0) ?? 0
            record.bases.append(UInt64(bitPattern: base))
        }
        for (name, value) in record.columns {
            try SyncTextBases.record(record.table, record.key, name, clock: clock, value, db)
        }
        try dropTombstone(record.table, record.key, db)
    }

    /// The last values of a deleted (or not yet complete) row.
    static func tombstone(
        _ table: String,
        _ key: [UInt8],
        _ db: Database
    ) throws
        -> [(name: String, value: DatabaseValue)]?
    {
        guard
            let row = try db.cachedStatement(
                "SELECT cols FROM sync_tombstones WHERE tbl = ? AND key = ?"
            ).fetchOne([.text(table), .blob(key)])
        else { return nil }
        return try SyncRecordCodec.decode(try row.get(0))
    }

    /// Keeps a row's values while it is deleted (or waits for its first complete write).
    static func saveTombstone(
        _ table: String,
        _ key: [UInt8],
        _ columns: [(name: String, value: DatabaseValue)],
        _ db: Database
    ) throws {
        try db.cachedStatement(
            "INSERT OR REPLACE INTO sync_tombstones (tbl, key, cols) VALUES (?, ?, ?)"
        ).execute([.text(table), .blob(key), .blob(SyncRecordCodec.encode(columns))])
    }

    /// Forgets a tombstone (the row is back).
    static func dropTombstone(_ table: String, _ key: [UInt8], _ db: Database) throws {
        try db.cachedStatement("DELETE FROM sync_tombstones WHERE tbl = ? AND key = ?")
            .execute([.text(table), .blob(key)])
    }
}
