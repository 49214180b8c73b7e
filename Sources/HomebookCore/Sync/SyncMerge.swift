internal import SQLiteWrapper

/// Applies another machine's change file (docs/manual.md#household-sync): per field, the
/// write with the later (clock, site) wins; the loser of two writes that did not see each
/// other is kept in `sync_conflicts`; a later edit brings a deleted row back. Applying a
/// file twice, or files in another order, gives the same rows.
enum SyncMerge {
    /// What applying one file did.
    struct Outcome: Equatable {
        /// Rows changed here.
        var changes = 0
        /// Local transactions of the writer (one person's action each) that changed a row.
        var actions = 0
        var conflicts = 0
        var revived = 0
        var alreadyApplied = 0
    }

    /// One site wrote two different histories: a copied or restored database.
    struct CopiedDatabase: Error, Equatable {
        let siteName: String
    }

    /// Applies `file` inside the caller's transaction.
    static func apply(_ file: ChangeFile, mySite: [UInt8], _ db: Database) throws -> Outcome {
        // Local writes made since the outbox was last read meet these changes stamped.
        try SyncOutbox.stampWaiting(db)
        var outcome = Outcome()
        // First the writer's transactions not applied here yet: the totals are summed over
        // their items only, so a file applied a second time reads no item at all.
        var fresh: [(entries: ArraySlice<ChangeFile.Entry>, clock: Int64, hash: [UInt8])] = []
        var freshHashes: [Int64: [UInt8]] = [:]
        var index = 0
        while index < file.entries.count {
            var end = index
            while end < file.entries.count, file.entries[end].tx == file.entries[index].tx {
                end += 1
            }
            let group = file.entries[index..<end]
            index = end
            // The digest of the transaction written alone as a sealed file, as
            // `sync_applied` has always kept it; one pass over its bytes, not two.
            let hash = SHA256.hashOfSealed(
                ChangeFile(
                    schemaVersion: 0,
                    site: file.site,
                    household: "",
                    siteName: "",
                    previousHash: [],
                    entries: Array(group)
                ).unsealed()
            )
            let clock = Int64(bitPattern: group[group.startIndex].tx)
            let applied: [UInt8]?
            if let earlier = freshHashes[clock] {
                applied = earlier
            } else {
                applied = try db.cachedStatement(
                    "SELECT hash FROM sync_applied WHERE site = ? AND clock = ?"
                ).fetchOne([.blob(file.site), .integer(clock)])?.get(0)
            }
            if let applied {
                guard applied == hash else { throw CopiedDatabase(siteName: file.siteName) }
                outcome.alreadyApplied += group.count
                continue
            }
            freshHashes[clock] = hash
            fresh.append((group, clock, hash))
        }
        let totals = try SyncDerivedTotals(touching: fresh.lazy.flatMap(\.entries), db)
        for (group, clock, hash) in fresh {
            let before = outcome.changes
            for entry in group {
                try apply(entry, site: file.site, &outcome, db)
            }
            if outcome.changes > before { outcome.actions += 1 }
            try db.cachedStatement("INSERT INTO sync_applied (site, clock, hash) VALUES (?, ?, ?)")
                .execute([.blob(file.site), .integer(clock), .blob(hash)])
        }
        try totals.refresh(db)
        try SyncSite.receive(file.lastClock, db)
        return outcome
    }

    /// Applies one record written at `entry.clock` by `site`.
    static func apply(
        _ entry: ChangeFile.Entry,
        site: [UInt8],
        _ outcome: inout Outcome,
        _ db: Database
    ) throws {
        let record = entry.record
        guard SyncTables.identities[record.table] != nil else {
            throw SyncRows.UnknownTable(table: record.table)
        }
        let table = record.table
        let key = record.key
        let incoming = SyncClock.Stamp(clock: entry.clock, site: site)
        if record.isDelete {
            let previous = try SyncClock.stamp(table, key, "", db)
            if previous.map({ $0 < incoming }) ?? true {
                try SyncClock.set(table, key, "", incoming, db)
            }
        } else {
            var winners: [(name: String, value: DatabaseValue)] = []
            for (offset, column) in record.columns.enumerated() {
                let base = offset < record.bases.count ? record.bases[offset] : 0
                if let value = try merge(
                    column,
                    base: base,
                    incoming,
                    table: table,
                    key: key,
                    &outcome,
                    db
                ) {
                    winners.append((column.name, value))
                }
            }
            if !winners.isEmpty { outcome.changes += 1 }
            try materialize(table, key: key, winners, &outcome, db)
            return
        }
        outcome.changes += 1
        try materialize(table, key: key, [], &outcome, db)
    }

    /// Decides one column: the value to write, nil to keep the row's. Two edits of a
    /// line-merged column made from the same value that change different lines merge;
    /// otherwise a loser whose writer had not seen the winner's value is kept as a conflict.
    private static func merge(
        _ column: (name: String, value: DatabaseValue),
        base: UInt64,
        _ incoming: SyncClock.Stamp,
        table: String,
        key: [UInt8],
        _ outcome: inout Outcome,
        _ db: Database
    ) throws -> DatabaseValue? {
        let current = try SyncClock.stamp(table, key, column.name, db)
        if let current, current == incoming { return nil }
        let wins = current.map { $0 < incoming } ?? true
        var stamped = incoming
        stamped.base = base
        // The value here matters only to a merge of lines or a conflict; a write made over
        // the value it meets (the common case) does not read the row.
        let mayConflict =
            current.map { wins ? base != $0.clock : $0.base != incoming.clock } ?? false
        let here =
            current != nil && (mayConflict || SyncTextBases.isLineMerged(table, column.name))
            ? try currentValue(table, key: key, column: column.name, db) : nil
        try SyncTextBases.record(table, key, column.name, clock: incoming.clock, column.value, db)
        if let current, let here, here != column.value,
            let merged = try lineMerged(
                table,
                key,
                column.name,
                base: base,
                current: (current, here),
                incoming: (incoming, column.value),
                db
            )
        {
            if wins { try SyncClock.set(table, key, column.name, stamped, db) }
            return merged
        }
        if wins {
            if let current, base != current.clock, let here, here != column.value {
                try noteConflict(
                    table,
                    key,
                    column.name,
                    kept: (column.value, incoming.site),
                    lost: (here, current),
                    &outcome,
                    db
                )
            }
            try SyncClock.set(table, key, column.name, stamped, db)
            return column.value
        } else if let current, current.base != incoming.clock, let here, here != column.value {
            try noteConflict(
                table,
                key,
                column.name,
                kept: (here, current.site),
                lost: (column.value, incoming),
                &outcome,
                db
            )
        }
        return nil
    }

    /// Two edits of a line-merged column made from the same known value, merged line by
    /// line (older write first, so every machine builds the same text), or nil. The merged
    /// text becomes the value of the later write, which later edits name as their base.
    private static func lineMerged(
        _ table: String,
        _ key: [UInt8],
        _ column: String,
        base: UInt64,
        current: (stamp: SyncClock.Stamp, value: DatabaseValue),
        incoming: (stamp: SyncClock.Stamp, value: DatabaseValue),
        _ db: Database
    ) throws -> DatabaseValue? {
        guard SyncTextBases.isLineMerged(table, column), base != 0, current.stamp.base == base,
            let original = try SyncTextBases.text(table, key, column, clock: base, db),
            let here = SyncTextBases.text(current.value),
            let there = SyncTextBases.text(incoming.value)
        else { return nil }
        let (older, newer) =
            current.stamp < incoming.stamp
            ? (here, there) : (there, here)
        guard let merged = LineMerge.merge(base: original, older: older, newer: newer) else {
            return nil
        }
        let value = DatabaseValue.text(merged)
        let later = max(current.stamp, incoming.stamp)
        try SyncTextBases.record(table, key, column, clock: later.clock, value, db)
        return value
    }

    /// The column's value here (travelling form), from the row or its tombstone.
    private static func currentValue(
        _ table: String,
        key: [UInt8],
        column: String,
        _ db: Database
    )
        throws -> DatabaseValue?
    {
        if let located = try SyncRows.locate(table, key: key, db) {
            return try SyncRows.travellingValues(table, located, db).first {
                $0.name == column
            }?
            .value
        }
        return try SyncClock.tombstone(table, key, db)?.first { $0.name == column }?.value
    }

    private static func noteConflict(
        _ table: String,
        _ key: [UInt8],
        _ column: String,
        kept: (value: DatabaseValue, site: [UInt8]),
        lost: (value: DatabaseValue, stamp: SyncClock.Stamp),
        _ outcome: inout Outcome,
        _ db: Database
    ) throws {
        outcome.conflicts += 1
        try db.cachedStatement(
            """
            INSERT INTO sync_conflicts
                (tbl, key, col, kept_value, kept_site, lost_value, lost_site, lost_clock, noticed_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).execute([
            .text(table), .blob(key), .text(column),
            .blob(SyncRecordCodec.encode([("", kept.value)])), .blob(kept.site),
            .blob(SyncRecordCodec.encode([("", lost.value)])), .blob(lost.stamp.site),
            .integer(Int64(bitPattern: lost.stamp.clock)),
            .text(SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now())),
        ])
    }

    /// Makes the local row agree with the clocks: present with the winning values when live,
    /// gone (its values kept) when its last deletion is the latest write.
    private static func materialize(
        _ table: String,
        key: [UInt8],
        _ winners: [(name: String, value: DatabaseValue)],
        _ outcome: inout Outcome,
        _ db: Database
    ) throws {
        let located = try SyncRows.locate(table, key: key, db)
        if try SyncClock.isDeleted(table, key, db) {
            var kept = try SyncClock.tombstone(table, key, db) ?? []
            if let located {
                kept = try SyncRows.travellingValues(table, located, db)
                try SyncRows.delete(table, located, db)
            }
            try SyncClock.saveTombstone(table, key, overlay(kept, winners), db)
            return
        }
        if let located {
            try SyncRows.update(table, located, winners, db)
            return
        }
        let kept = try SyncClock.tombstone(table, key, db)
        let values = overlay(kept ?? [], winners)
        if try SyncRows.insert(table, key: key, values, db) {
            if kept != nil, try SyncClock.stamp(table, key, "", db) != nil { outcome.revived += 1 }
            try SyncClock.dropTombstone(table, key, db)
        } else {
            try SyncClock.saveTombstone(table, key, values, db)
        }
    }

    private static func overlay(
        _ base: [(name: String, value: DatabaseValue)],
        _ top: [(name: String, value: DatabaseValue)]
    ) -> [(name: String, value: DatabaseValue)] {
        var result = base
        for (name, value) in top {
            if let index = result.firstIndex(where: { $0.name == name }) {
                result[index].value = value
            } else {
                result.append((name, value))
            }
        }
        return result
    }
}
