internal import SQLiteWrapper

/// Keeps `budget_totals` and `budget_category_totals` exact across a merge: they are never
/// copied from another machine (replicating one row of sums under last-writer-wins would
/// lose one side's), but moved by what the merge did to the touched items, summed here
/// before and after (docs/manual.md#household-sync).
struct SyncDerivedTotals {
    private let gids: [DatabaseValue]
    private let totals: UndoDerivedTotals

    /// Sums the budget items `file` names, as they are now.
    init(touching file: ChangeFile, _ db: Database) throws {
        try self.init(touching: file.entries, db)
    }

    /// Sums the budget items `entries` name, as they are now.
    init(touching entries: some Sequence<ChangeFile.Entry>, _ db: Database) throws {
        var gids: [DatabaseValue] = []
        for entry in entries where entry.record.table == "budget_items" {
            if let (_, value) = try SyncRecordCodec.decode(entry.record.key).first {
                gids.append(value)
            }
        }
        self.gids = gids
        self.totals = try UndoDerivedTotals(touchingItems: try Self.ids(gids, db), db)
    }

    /// Moves the stored totals by the difference.
    func refresh(_ db: Database) throws {
        guard !gids.isEmpty else { return }
        try totals.refresh(db, afterIDs: try Self.ids(gids, db))
    }

    private static func ids(_ gids: [DatabaseValue], _ db: Database) throws -> [Int64] {
        var ids: [Int64] = []
        let statement = try db.cachedStatement("SELECT id FROM budget_items WHERE gid = ?")
        for gid in gids {
            if let id: Int64 = try statement.fetchOne([gid])?.get(0) { ids.append(id) }
        }
        return ids
    }
}
