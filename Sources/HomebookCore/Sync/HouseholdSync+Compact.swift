internal import SQLiteWrapper

/// Acknowledgements and compaction (docs/manual.md#household-sync): each machine writes
/// `<its folder>/ack`, the highest clock it has applied from every other machine, and deletes
/// its own change files once every other machine's ack has passed them.
extension HouseholdSync {
    /// The file naming the change files a compaction deletes, written before the first one
    /// goes: a run stopped half way (even by kill -9) is finished by the next run.
    static let compactionIntentName = "compacting"

    /// The file holding this machine's acknowledgements.
    static let ackName = "ack"

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

    /// Deletes this machine's change files that every other machine has acknowledged (all but
    /// the newest, which the next file names); returns how many went.
    func compact(_ site: SyncSite.Membership, household: String) throws -> Int {
        let folder = household + "/" + Hex.string(site.site)
        let finished = finishCompaction(folder)
        var acked: UInt64?
        for name in SyncFiles.entries(of: household) {
            guard name.utf8.count == 32, let other = Hex.bytes(name), other != site.site else {
                continue
            }
            let clock = Self.ackedClock(of: site.site, in: household + "/" + name + "/ack")
            acked = min(acked ?? clock, clock)
        }
        // Alone in the folder: nobody has read the files yet.
        guard let acked, acked > 0 else { return finished }
        let files = SyncFiles.entries(of: folder).filter(ChangeFile.isChangeFileName)
        let doomed = files.dropLast().filter { name in
            UInt64(name.dropFirst(17).prefix(16), radix: 16).map { $0 <= acked } ?? false
        }
        guard !doomed.isEmpty else { return finished }
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
        return finished + finishCompaction(folder)
    }

    /// Deletes the files a compaction intent names, then the intent; returns how many.
    private func finishCompaction(_ folder: String) -> Int {
        let intent = folder + "/" + Self.compactionIntentName
        guard let bytes = SyncFiles.contents(of: intent) else { return 0 }
        var count = 0
        for name in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        where ChangeFile.isChangeFileName(String(name)) {
            let path = folder + "/" + name
            if SystemCalls.exists(path) {
                SystemCalls.removeFile(path)
                count += 1
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
