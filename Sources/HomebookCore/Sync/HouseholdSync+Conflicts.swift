internal import SQLiteWrapper

/// Choosing between the two values of a conflict (docs/manual.md#household-sync).
extension HouseholdSync {
    /// Settles conflict `id`: `takeLost` writes the value that lost back into its row, as a
    /// change made here that travels to the others (and can be undone); otherwise the kept
    /// value stays. Either way the conflict is no longer listed.
    public func resolveConflict(_ id: Int64, takeLost: Bool) throws {
        try connection.write { db in
            guard try SyncSite.current(db) != nil else { throw HouseholdSyncError.notJoined }
            guard
                let row = try db.fetchOne(
                    "SELECT tbl, key, col, lost_value FROM sync_conflicts WHERE id = ? AND resolved = 0",
                    [.integer(id)]
                )
            else { throw HouseholdSyncError.noSuchConflict(id) }
            if takeLost {
                let table: String = try row.get(0)
                let column: String = try row.get(2)
                let lost = try SyncRecordCodec.decode(try row.get(3)).first?.value ?? .null
                guard SyncTables.identities[table] != nil,
                    let located = try SyncRows.locate(table, key: try row.get(1), db)
                else { throw HouseholdSyncError.conflictRowGone(id) }
                // Totals follow the item: moved by the difference, as any edit moves them.
                let ids: [Int64] =
                    table == "budget_items"
                    ? try db.fetchAll(
                        "SELECT id FROM budget_items WHERE \(located.clause)",
                        located.arguments
                    ).map { try $0.get(0) } : []
                let totals = ids.isEmpty ? nil : try UndoDerivedTotals(touchingItems: ids, db)
                try SyncRows.update(table, located, [(column, lost)], db)
                try totals?.refresh(db, afterIDs: ids)
                UndoRecorder.describe(
                    "sync: take back the lost \(column) of conflict \(id)",
                    in: db
                )
                // Undoing it reopens the conflict: its settling is part of the change.
                try UndoRecorder.alsoRecord("sync_conflicts", in: db)
            }
            try db.execute("UPDATE sync_conflicts SET resolved = 1 WHERE id = ?", [.integer(id)])
        }
    }
}
