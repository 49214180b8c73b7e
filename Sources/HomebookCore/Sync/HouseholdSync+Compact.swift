internal import SQLiteWrapper

/// Acknowledgements and compaction (docs/manual.md#household-sync): each machine writes
/// `<its folder>/ack`, the highest clock it has applied from every other machine; a machine
/// deletes its own change files once every current member's ack has passed them and the
/// household's newest snapshot holds them, so a machine that joins later starts from that
/// snapshot and is never left waiting for a deleted file.
extension HouseholdSync {
    /// The file naming the files a compaction deletes, written before the first one goes: a
    /// run stopped half way (even by kill -9) is finished by the next run.
    static let compactionIntentName = "compacting"

    /// The file holding this machine's acknowledgements.
    static let ackName = "ack"

    /// The file a machine that left writes into its folder: its acks no longer hold anyone
    /// back.
    static let leftName = "left"

    /// A machine writes a snapshot by itself once this many of its files could go but no
    /// snapshot holds them yet (a snapshot is a whole copy, dearer than a few files).
    static let snapshotAfterFiles = 50

    /// Writes this machine's ack: one line per other machine, its site and the highest clock
    /// applied from it here.
    func writeAck(_ site: SyncSite.Membership, household: String) throws {
        let lines = try connection.read { db in
            try db.fetchAll("SELECT site, applied_clock FROM sync_members ORDER BY site").map {
                row -> String in
                let clock = UInt64(bitPattern: try row.get(1))
                return Hex.string(try row.get(0)) + " " + String(clock, radix: 16) + "\n"
            }
        }
        let folder = household + "/" + Hex.string(site.site)
        do {
            try SyncFiles.writeWhole(
                Array(lines.joined().utf8),
                folder: folder,
                name: Self.ackName,
                spool: folder
            )
        } catch let failure {
            throw HouseholdSyncError.cannotWrite(failure.message)
        }
    }

    /// What one compaction did.
    struct Compaction {
        var deleted = 0
        var snapshot: String?
    }

    /// Deletes this machine's change files (all but the newest) that every current member has
    /// acknowledged and the newest snapshot holds, writing a snapshot first when `force` or
    /// when enough files wait for one; also deletes its own snapshots a newer one replaced.
    func compact(
        _ site: SyncSite.Membership,
        household: String,
        force: Bool
    ) throws -> Compaction {
        let me = Hex.string(site.site)
        let folder = household + "/" + me
        var result = Compaction(deleted: finishCompaction(folder))
        var acked: UInt64?
        for name in Self.memberFolders(household) where name != me {
            let clock = Self.ackedClock(of: site.site, in: household + "/" + name + "/ack")
            acked = min(acked ?? clock, clock)
        }
        let files = SystemCalls.entries(of: folder).filter(ChangeFile.isChangeFileName)
        // No other current member: nobody waits for the files; a machine that joins later
        // starts from the snapshot that holds them.
        let candidates = files.dropLast().filter { name in
            Self.lastClock(ofChangeFile: name).map { $0 <= (acked ?? .max) } ?? false
        }
        var newest = newestSnapshot(household)
        var covered = newest?.snapshot.position(of: site.site)?.clock ?? 0
        let waiting = candidates.filter { (Self.lastClock(ofChangeFile: $0) ?? 0) > covered }
        if force || waiting.count >= Self.snapshotAfterFiles,
            let written = try writeSnapshot(site, household: household, over: newest?.snapshot)
        {
            newest = (folder + "/" + written.name, written)
            covered = written.position(of: site.site)?.clock ?? 0
            result.snapshot = written.name
        }
        var doomed = candidates.filter { (Self.lastClock(ofChangeFile: $0) ?? 0) <= covered }
        // This machine's older snapshots: the newest one holds what they held.
        doomed += SystemCalls.entries(of: folder).filter { name in
            SnapshotFile.clock(ofName: name) != nil && folder + "/" + name != newest?.path
        }
        guard !doomed.isEmpty else { return result }
        do {
            try SyncFiles.writeWhole(
                Array(doomed.map { $0 + "\n" }.joined().utf8),
                folder: folder,
                name: Self.compactionIntentName,
                spool: folder
            )
        } catch let failure {
            throw HouseholdSyncError.cannotWrite(failure.message)
        }
        result.deleted += finishCompaction(folder)
        return result
    }

    /// The site folders of the current members: every machine's folder but those of
    /// machines that left.
    static func memberFolders(_ household: String) -> [String] {
        SystemCalls.entries(of: household).filter { name in
            name.utf8.count == 32 && Hex.bytes(name) != nil
                && !SystemCalls.exists(household + "/" + name + "/" + leftName)
        }
    }

    /// The last clock a change file's name carries.
    static func lastClock(ofChangeFile name: String) -> UInt64? {
        UInt64(name.dropFirst(17).prefix(16), radix: 16)
    }

    /// Deletes the files a compaction intent names, then the intent; returns how many change
    /// files went.
    private func finishCompaction(_ folder: String) -> Int {
        let intent = folder + "/" + Self.compactionIntentName
        guard let bytes = SyncFiles.contents(of: intent) else { return 0 }
        var count = 0
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let name = String(line)
            let isChange = ChangeFile.isChangeFileName(name)
            guard isChange || SnapshotFile.clock(ofName: name) != nil else { continue }
            let path = folder + "/" + name
            if SystemCalls.exists(path) {
                SystemCalls.removeFile(path)
                if isChange { count += 1 }
            }
        }
        SystemCalls.removeFile(intent)
        return count
    }

    /// The clock an ack file says was applied from `site`, 0 when it says nothing of it.
    static func ackedClock(of site: [UInt8], in path: String) -> UInt64 {
        guard let bytes = SyncFiles.contents(of: path) else { return 0 }
        let wanted = Hex.string(site)
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[0] == wanted, let clock = UInt64(parts[1], radix: 16) {
                return clock
            }
        }
        return 0
    }
}
