internal import SQLiteWrapper

/// Snapshots (docs/manual.md#household-sync): written at compaction or on demand into the
/// writer's folder, read by a machine that starts without the files they replace.
extension HouseholdSync {
    /// The snapshots in the household, newest first (by the clock in their names).
    static func snapshotPaths(_ household: String) -> [String] {
        var found: [(clock: UInt64, path: String)] = []
        for site in SystemCalls.entries(of: household) where site.utf8.count == 32 {
            for name in SystemCalls.entries(of: household + "/" + site) {
                if let clock = SnapshotFile.clock(ofName: name) {
                    found.append((clock, household + "/" + site + "/" + name))
                }
            }
        }
        return found.sorted { $0.clock != $1.clock ? $0.clock > $1.clock : $0.path > $1.path }
            .map(\.path)
    }

    /// The newest whole, readable snapshot of the household, if any.
    func newestSnapshot(_ household: String) -> (path: String, snapshot: SnapshotFile)? {
        for path in Self.snapshotPaths(household) {
            if let snapshot = Self.readSnapshot(path) { return (path, snapshot) }
        }
        return nil
    }

    static func readSnapshot(_ path: String) -> SnapshotFile? {
        guard let bytes = SyncFiles.contents(of: path) else { return nil }
        return try? SnapshotFile.decode(bytes, schemaVersion: schemaVersion)
    }

    /// Writes a snapshot of this database into its folder and returns it; nil (nothing
    /// written) while this machine has read less of some machine than `newest` holds, since
    /// the household's newest snapshot must hold everything an older one did.
    func writeSnapshot(
        _ site: SyncSite.Membership,
        household: String,
        over newest: SnapshotFile?
    ) throws -> SnapshotFile? {
        let folder = household + "/" + Hex.string(site.site)
        // This machine's place in its own chain: its newest file, which must be the one it
        // last noted (else another run is writing; the next run tries again).
        var own: SnapshotFile.Position?
        if let last = SystemCalls.entries(of: folder).filter(ChangeFile.isChangeFileName).last,
            let bytes = SyncFiles.contents(of: folder + "/" + last),
            let clock = Self.lastClock(ofChangeFile: last)
        {
            guard Array(bytes.suffix(32)) == site.lastFileHash ?? [] else { return nil }
            own = .init(
                site: site.site,
                name: site.name,
                clock: clock,
                hash: site.lastFileHash ?? []
            )
        }
        let snapshot: SnapshotFile? = try connection.write { db in
            var frontier = own.map { [$0] } ?? []
            for row in try db.fetchAll(
                "SELECT site, name, applied_clock, last_file_hash FROM sync_members ORDER BY site"
            ) {
                guard let hash: [UInt8] = try row.get(3) else { continue }
                frontier.append(
                    .init(
                        site: try row.get(0),
                        name: try row.get(1),
                        clock: UInt64(bitPattern: try row.get(2)),
                        hash: hash
                    )
                )
            }
            for position in newest?.frontier ?? []
            where (frontier.first { $0.site == position.site }?.clock ?? 0) < position.clock {
                return nil
            }
            guard let current = try SyncSite.current(db) else { return nil }
            return SnapshotFile(
                schemaVersion: Self.schemaVersion,
                household: site.household,
                site: site.site,
                siteName: site.name,
                clock: try SyncSite.tick(current, db),
                frontier: frontier,
                entries: try SyncSnapshotState.entries(db)
            )
        }
        guard let snapshot else { return nil }
        do {
            try SyncFiles.writeWhole(
                snapshot.encoded(),
                folder: folder,
                name: snapshot.name,
                spool: folder
            )
        } catch let failure {
            throw HouseholdSyncError.cannotWrite(failure.message)
        }
        return snapshot
    }

    /// Starts from a snapshot when this machine has read nothing yet, or when another
    /// machine's next file is gone (deleted by a compaction): the newest snapshot that is
    /// ahead of this machine and whose every machine's files go on from where it stops.
    /// Returns the writer's name and the rows it changed here.
    func loadSnapshotIfNeeded(
        _ site: SyncSite.Membership,
        household: String,
        _ reads: ChangeFileReads
    ) throws -> (name: String, rows: Int)? {
        let read: [[UInt8]: UInt64] = try connection.read { db in
            var read: [[UInt8]: UInt64] = [:]
            for row in try db.fetchAll("SELECT site, applied_clock FROM sync_members") {
                read[try row.get(0)] = UInt64(bitPattern: try row.get(1))
            }
            return read
        }
        let hashes: [[UInt8]: [UInt8]] = try connection.read { db in
            var hashes: [[UInt8]: [UInt8]] = [:]
            for row in try db.fetchAll("SELECT site, last_file_hash FROM sync_members") {
                hashes[try row.get(0)] = try row.get(1) ?? []
            }
            return hashes
        }
        var stuck = false
        for name in SystemCalls.entries(of: household) where name.utf8.count == 32 {
            guard let other = Hex.bytes(name), other != site.site else { continue }
            if !continues(
                household + "/" + name,
                after: read[other] ?? 0,
                hash: hashes[other] ?? [],
                reads
            ) {
                stuck = true
            }
        }
        let paths = Self.snapshotPaths(household)
        guard stuck || (read.isEmpty && !paths.isEmpty) else { return nil }
        for path in paths {
            guard let snapshot = Self.readSnapshot(path), snapshot.household == site.household,
                snapshot.site != site.site
            else { continue }
            let ahead = snapshot.frontier.filter {
                $0.site != site.site && $0.clock > read[$0.site] ?? 0
            }
            guard !ahead.isEmpty else { continue }
            let workable = ahead.allSatisfy {
                continues(
                    household + "/" + Hex.string($0.site),
                    after: $0.clock,
                    hash: $0.hash,
                    reads
                )
            }
            guard workable else { continue }
            let rows = try connection.write { db -> Int in
                let recorder = UndoRecorder.of(db)
                recorder?.skipsSyncRecording = true
                let rows = try SyncSnapshotState.apply(snapshot, mySite: site.site, db)
                UndoRecorder.describe(
                    "sync: snapshot of \(snapshot.siteName) (\(rows) row\(rows == 1 ? "" : "s"))",
                    in: db
                )
                return rows
            }
            return (snapshot.siteName, rows)
        }
        return nil
    }

    /// Whether a machine's files go on from `clock`, whose file had `hash`: its first file
    /// after it names that hash, or there is none after it. A file not whole yet counts as
    /// going on (it is read when whole).
    private func continues(
        _ folder: String,
        after clock: UInt64,
        hash: [UInt8],
        _ reads: ChangeFileReads
    ) -> Bool {
        guard
            let next = SystemCalls.entries(of: folder).filter(ChangeFile.isChangeFileName).first(
                where: { (Self.lastClock(ofChangeFile: $0) ?? 0) > clock }
            )
        else { return true }
        guard case .whole(let file, _) = reads.read(folder + "/" + next) else { return true }
        return file.previousHash == hash
    }
}
