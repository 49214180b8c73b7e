internal import SQLiteWrapper

/// Household sync through a shared folder (docs/manual.md#household-sync): joining,
/// leaving, the status and the conflicts. Running a sync is in `HouseholdSync+Run`.
public struct HouseholdSync {
    let connection: StoreConnection

    /// The folder under the shared folder that holds every household's change files.
    static let rootName = "homebook-sync"

    /// Joins the household whose change files live in `folder` (made when missing), as a new
    /// machine called `name`; every synced row of this database waits to be sent.
    public func join(folder: String, name: String) throws {
        let trimmed = name.trimmingSpaces
        guard (1...100).contains(trimmed.count), !trimmed.contains("\n") else {
            throw HouseholdSyncError.invalidName
        }
        if let membership = try connection.read({ try SyncSite.current($0) }) {
            throw HouseholdSyncError.alreadyJoined(folder: membership.folder)
        }
        // Kept absolute: later syncs may run from another working folder.
        let folder = SyncFiles.absolute(folder)
        let root = folder + "/" + Self.rootName
        let households = SystemCalls.entries(of: root).filter { !$0.hasPrefix(".") }
        guard households.count <= 1 else {
            throw HouseholdSyncError.severalHouseholds(folder: folder)
        }
        var generator = SystemRandomNumberGenerator()
        let household = households.first ?? Hex.string((0..<8).map { _ in generator.next() })
        let site: [UInt8] = (0..<16).map { _ in generator.next() }
        do {
            try SystemCalls.createDirectories(root + "/" + household + "/" + Hex.string(site))
        } catch {
            throw HouseholdSyncError.cannotWrite("cannot create \(root)/\(household): \(error)")
        }
        try connection.write { db in
            try db.execute(
                """
                INSERT INTO sync_site (id, site, household, name, folder, joined_at)
                VALUES (1, ?, ?, ?, ?, ?)
                """,
                [
                    .blob(site), .text(household), .text(trimmed), .text(folder),
                    .text(SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now())),
                ]
            )
            try GlobalIDs.assignMissing(db)
            try SyncOutbox.recordEverything(db)
        }
    }

    /// Stops syncing: this database forgets its membership and what it knew of the others.
    /// Its rows stay; its change files stay in the folder for the others, with a `left` mark
    /// so that its acks no longer hold back the others' compaction.
    public func leave() throws {
        if let site = try connection.read({ try SyncSite.current($0) }) {
            let folder =
                site.folder + "/" + Self.rootName + "/" + site.household + "/"
                + Hex.string(site.site)
            // Best effort: a folder that is gone holds nobody back either.
            try? SyncFiles.writeWhole(
                Array("left\n".utf8),
                folder: folder,
                name: Self.leftName,
                spool: folder
            )
        }
        try connection.write { db in
            guard try SyncSite.current(db) != nil else { throw HouseholdSyncError.notJoined }
            for table in [
                "sync_site", "sync_members", "sync_outbox", "sync_clock", "sync_applied",
                "sync_conflicts", "sync_parked", "sync_tombstones", "sync_text_bases",
            ] {
                try db.execute("DELETE FROM \(table)")
            }
        }
    }

    /// Where this database stands.
    public func status() throws -> HouseholdSyncStatus {
        try connection.read { db in
            guard let site = try SyncSite.current(db) else { throw HouseholdSyncError.notJoined }
            let members = try db.fetchAll(
                "SELECT name, applied_clock, received_at, clock_ahead_ms FROM sync_members ORDER BY name"
            ).map { row in
                HouseholdSyncStatus.Member(
                    name: try row.get(0),
                    lastChangeMilliseconds: HybridClock.milliseconds(
                        UInt64(bitPattern: try row.get(1))
                    ),
                    receivedAt: try row.get(2),
                    clockAheadMilliseconds: UInt64(clamping: try row.get(3) as Int64)
                )
            }
            let parked = try db.fetchAll("SELECT path, reason FROM sync_parked ORDER BY path").map {
                HouseholdSyncStatus.Parked(path: try $0.get(0), reason: try $0.get(1))
            }
            return HouseholdSyncStatus(
                name: site.name,
                site: Hex.string(site.site),
                household: site.household,
                folder: site.folder,
                members: members,
                waiting: try db.fetchOne("SELECT count(*) FROM sync_outbox")?.get(0) ?? 0,
                parked: parked,
                conflicts: try db.fetchOne(
                    "SELECT count(*) FROM sync_conflicts WHERE resolved = 0"
                )?.get(0) ?? 0
            )
        }
    }

    /// The unresolved conflicts, oldest first.
    public func conflicts() throws -> [HouseholdSyncConflict] {
        try connection.read { db in
            guard try SyncSite.current(db) != nil else { throw HouseholdSyncError.notJoined }
            let names = try Self.memberNames(db)
            return try db.fetchAll(
                """
                SELECT id, tbl, key, col, kept_value, kept_site, lost_value, lost_site, noticed_at
                FROM sync_conflicts WHERE resolved = 0 ORDER BY id
                """
            ).map { row in
                func text(_ index: Int) throws -> String {
                    let bytes: [UInt8] = try row.get(index)
                    return HouseholdSyncConflict.describe(
                        try SyncRecordCodec.decode(bytes).first?.value
                    )
                }
                let key: [UInt8] = try row.get(2)
                let keyText = try SyncRecordCodec.decode(key).map {
                    HouseholdSyncConflict.describe($0.value)
                }.joined(separator: " ")
                return HouseholdSyncConflict(
                    id: try row.get(0),
                    table: try row.get(1),
                    row: keyText,
                    column: try row.get(3),
                    kept: try text(4),
                    keptBy: names[try row.get(5)] ?? "?",
                    lost: try text(6),
                    lostBy: names[try row.get(7)] ?? "?",
                    noticedAt: try row.get(8)
                )
            }
        }
    }

    static func memberNames(_ db: Database) throws -> [[UInt8]: String] {
        var names: [[UInt8]: String] = [:]
        for row in try db.fetchAll("SELECT site, name FROM sync_members") {
            names[try row.get(0)] = try row.get(1)
        }
        if let site = try SyncSite.current(db) { names[site.site] = site.name + " (here)" }
        return names
    }
}

extension HomebookStore {
    /// Household sync of this store.
    public var householdSync: HouseholdSync {
        HouseholdSync(connection: connection)
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
