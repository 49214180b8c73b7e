internal import SQLiteWrapper

/// Stamping the outbox (docs/manual.md#household-sync): a local write only adds its records to
/// `sync_outbox`, unstamped (`bases` empty); their per-field clocks, bases, tombstones and
/// line-merge bases are written in one pass by the next step that needs them: writing the
/// change file, merging another machine's changes, taking or writing a snapshot. A write then
/// costs one outbox row per changed row instead of a clock row per field; the clocks read the
/// same as if each write had stamped its own, since every reader stamps first, in write order.
extension SyncOutbox {
    /// Stamps the outbox's unstamped records, oldest first, inside the caller's transaction.
    static func stampWaiting(_ db: Database) throws {
        // An unstamped record's `bases` is empty: a stamped one holds at least its count.
        let waiting = try db.cachedStatement(
            "SELECT seq, clock, tbl, key, op, cols FROM sync_outbox WHERE bases = x'' ORDER BY seq"
        ).fetchAll()
        guard !waiting.isEmpty, let site = try SyncSite.current(db) else { return }
        let update = try db.cachedStatement(
            "UPDATE sync_outbox SET cols = ?, bases = ? WHERE seq = ?"
        )
        for row in waiting {
            var record = Record(
                table: try row.get(2),
                key: try row.get(3),
                isDelete: try row.get(4) == "delete",
                columns: try SyncRecordCodec.decode(try row.get(5))
            )
            let clock = UInt64(bitPattern: try row.get(1))
            try SyncClock.noteLocal(&record, clock: clock, site: site.site, db)
            try update.execute([
                .blob(SyncRecordCodec.encode(record.columns)),
                .blob(
                    SyncRecordCodec.encode(
                        record.bases.map { ("", .integer(Int64(bitPattern: $0))) }
                    )
                ),
                row[0],
            ])
        }
    }
}
