internal import SQLiteWrapper

/// The synced state of a database as snapshot entries, and back
/// (docs/manual.md#household-sync): every field with the clock that wrote it, so that a
/// database started from a snapshot merges later files exactly as one that read every file.
enum SyncSnapshotState {
    /// Every synced row's fields, grouped by the write (clock and site) that set them, and
    /// every deletion; parents first, then by clock.
    static func entries(_ db: Database) throws -> [SnapshotFile.Entry] {
        try SyncOutbox.stampWaiting(db)
        var stamps: [(table: String, key: [UInt8], column: String, stamp: SyncClock.Stamp)] = []
        try db.cachedStatement(
            "SELECT tbl, key, col, clock, site, base FROM sync_clock ORDER BY tbl, key, clock, site"
        ).forEachRow([]) { row in
            stamps.append(
                (
                    try row.get(0), try row.get(1), try row.get(2),
                    SyncClock.Stamp(
                        clock: UInt64(bitPattern: try row.get(3)),
                        site: try row.get(4),
                        base: UInt64(bitPattern: try row.get(5))
                    )
                )
            )
        }
        var entries: [SnapshotFile.Entry] = []
        var index = 0
        while index < stamps.count {
            var end = index
            while end < stamps.count, stamps[end].table == stamps[index].table,
                stamps[end].key == stamps[index].key
            {
                end += 1
            }
            let (table, key) = (stamps[index].table, stamps[index].key)
            entries += try rowEntries(table, key, Array(stamps[index..<end]), db)
            index = end
        }
        let rank = Dictionary(
            uniqueKeysWithValues: SyncOutbox.tableOrder.enumerated().map { ($1, $0) }
        )
        return entries.enumerated().sorted {
            let (left, right) = (
                rank[$0.element.record.table] ?? 0, rank[$1.element.record.table] ?? 0
            )
            return left != right ? left < right : $0.offset < $1.offset
        }.map(\.element)
    }

    /// One row's entries: a deletion for its deletion stamp, and one upsert per write.
    private static func rowEntries(
        _ table: String,
        _ key: [UInt8],
        _ stamps: [(table: String, key: [UInt8], column: String, stamp: SyncClock.Stamp)],
        _ db: Database
    ) throws -> [SnapshotFile.Entry] {
        guard SyncTables.identities[table] != nil else { return [] }
        let values: [(name: String, value: DatabaseValue)]
        if let located = try SyncRows.locate(table, key: key, db) {
            values = try SyncRows.travellingValues(table, located, db)
        } else {
            values = try SyncClock.tombstone(table, key, db) ?? []
        }
        var entries: [SnapshotFile.Entry] = []
        for item in stamps {
            if item.column.isEmpty {
                entries.append(
                    SnapshotFile.Entry(
                        clock: item.stamp.clock,
                        site: item.stamp.site,
                        record: .init(table: table, key: key, isDelete: true, columns: [])
                    )
                )
                continue
            }
            guard let value = values.first(where: { $0.name == item.column })?.value else {
                continue
            }
            if let last = entries.indices.last, !entries[last].record.isDelete,
                entries[last].clock == item.stamp.clock, entries[last].site == item.stamp.site
            {
                entries[last].record.columns.append((item.column, value))
                entries[last].record.bases.append(item.stamp.base)
            } else {
                entries.append(
                    SnapshotFile.Entry(
                        clock: item.stamp.clock,
                        site: item.stamp.site,
                        record: .init(
                            table: table,
                            key: key,
                            isDelete: false,
                            columns: [(item.column, value)],
                            bases: [item.stamp.base]
                        )
                    )
                )
            }
        }
        return entries
    }

    /// Merges a snapshot's entries into this database inside the caller's transaction, as
    /// if each write had arrived in a change file; returns how many rows changed.
    static func apply(_ snapshot: SnapshotFile, mySite: [UInt8], _ db: Database) throws -> Int {
        try SyncOutbox.stampWaiting(db)
        let asFile = ChangeFile(
            schemaVersion: snapshot.schemaVersion,
            site: snapshot.site,
            household: snapshot.household,
            siteName: snapshot.siteName,
            previousHash: [],
            entries: snapshot.entries.map {
                ChangeFile.Entry(clock: $0.clock, tx: $0.clock, record: $0.record)
            }
        )
        let totals = try SyncDerivedTotals(touching: asFile, db)
        var outcome = SyncMerge.Outcome()
        var highest: UInt64 = snapshot.clock
        for entry in snapshot.entries {
            try SyncMerge.apply(
                ChangeFile.Entry(clock: entry.clock, tx: entry.clock, record: entry.record),
                site: entry.site,
                &outcome,
                db
            )
            highest = max(highest, entry.clock)
        }
        try totals.refresh(db)
        try SyncSite.receive(highest, db)
        for position in snapshot.frontier where position.site != mySite {
            // Only forward: a machine already read further here keeps its own place.
            try db.execute(
                """
                INSERT INTO sync_members (site, name, applied_clock, last_file_hash, received_at)
                VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (site) DO UPDATE SET
                    last_file_hash = CASE WHEN excluded.applied_clock > applied_clock
                        THEN excluded.last_file_hash ELSE last_file_hash END,
                    applied_clock = max(applied_clock, excluded.applied_clock)
                """,
                [
                    .blob(position.site), .text(position.name),
                    .integer(Int64(bitPattern: position.clock)), .blob(position.hash),
                    .text(SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now())),
                ]
            )
        }
        return outcome.changes
    }
}
