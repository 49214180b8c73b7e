internal import SQLiteWrapper

extension HouseholdSync {
    /// One other machine's files that can be applied now: its chain from the last file
    /// applied here, stopping at a gap, a file still being copied, or a parked file.
    private struct Pending {
        let folder: String
        var files: [(path: String, file: ChangeFile, hash: [UInt8])]
    }

    /// Applies the other machines' new files, in clock order across machines.
    func importFiles(
        _ site: SyncSite.Membership,
        household: String,
        _ reads: ChangeFileReads,
        _ report: inout HouseholdSyncReport
    )
        throws
    {
        var queues: [Pending] = []
        for name in SystemCalls.entries(of: household) {
            guard name.utf8.count == 32, let other = Hex.bytes(name), other != site.site else {
                continue
            }
            queues.append(try pending(other, folder: household + "/" + name, reads, &report))
        }
        while true {
            // The next file is the earliest first clock among every machine's next file.
            var best: Int?
            for (index, queue) in queues.enumerated() {
                guard let first = queue.files.first else { continue }
                if best.map({ first.file.firstClock < queues[$0].files[0].file.firstClock }) ?? true
                {
                    best = index
                }
            }
            guard let index = best else { return }
            let (path, file, hash) = queues[index].files.removeFirst()
            reads.forget(path)
            do {
                try apply(file, path: path, hash: hash, site: site, &report)
            } catch let error as HouseholdSyncError {
                throw error
            } catch {
                // This file cannot be applied here (a table this version lacks, a rule it
                // breaks): kept with the reason, and that machine's later files wait for it.
                try park(path, site: file.site, schema: file.schemaVersion, reason: "\(error)")
                report.parked.append("\(path): \(error)")
                queues[index].files = []
            }
        }
    }

    private func pending(
        _ other: [UInt8],
        folder: String,
        _ reads: ChangeFileReads,
        _ report: inout HouseholdSyncReport
    )
        throws -> Pending
    {
        let (applied, lastHash): (UInt64, [UInt8]?) = try connection.read { db in
            guard
                let row = try db.fetchOne(
                    "SELECT applied_clock, last_file_hash FROM sync_members WHERE site = ?",
                    [.blob(other)]
                )
            else { return (0, nil) }
            return (UInt64(bitPattern: try row.get(0)), try row.get(1))
        }
        var result = Pending(folder: folder, files: [])
        var previous = lastHash ?? []
        for name in SystemCalls.entries(of: folder) where ChangeFile.isChangeFileName(name) {
            guard let last = UInt64(name.dropFirst(17).prefix(16), radix: 16), last > applied else {
                continue
            }
            let path = folder + "/" + name
            let read = reads.read(path)
            if case .unreadable(.newer(_, let schema)) = read {
                let reason =
                    "written by a newer homebook (schema \(schema), this one \(Self.schemaVersion))"
                try park(path, site: other, schema: schema, reason: reason)
                report.parked.append("\(path): \(reason)")
                break
            }
            // Not whole yet (still being copied, cut short): read again next time.
            guard case .whole(let file, let hash) = read else { break }
            // A gap (a file not arrived yet) stops the chain; so does a file claiming to be
            // another machine's.
            guard file.site == other, file.previousHash == previous else { break }
            previous = hash
            result.files.append((path, file, hash))
        }
        return result
    }

    private func apply(
        _ file: ChangeFile,
        path: String,
        hash: [UInt8],
        site: SyncSite.Membership,
        _ report: inout HouseholdSyncReport
    ) throws {
        let now = GlobalID.wallClockMilliseconds()
        let remote = HybridClock.milliseconds(file.lastClock)
        let ahead = remote > now &+ Self.clockAheadWarning ? remote - now : 0
        let outcome = try connection.write { db -> SyncMerge.Outcome in
            let recorder = UndoRecorder.of(db)
            recorder?.skipsSyncRecording = true
            let outcome: SyncMerge.Outcome
            do {
                outcome = try SyncMerge.apply(file, mySite: site.site, db)
            } catch let copied as SyncMerge.CopiedDatabase {
                throw HouseholdSyncError.copiedDatabase(name: copied.siteName)
            }
            UndoRecorder.describe(
                "sync: " + HouseholdSyncReport.describe(outcome.actions, rows: outcome.changes)
                    + " from \(file.siteName)",
                in: db
            )
            try db.execute(
                """
                INSERT INTO sync_members
                    (site, name, applied_clock, last_file_hash, received_at, clock_ahead_ms)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (site) DO UPDATE SET name = excluded.name,
                    applied_clock = max(applied_clock, excluded.applied_clock),
                    last_file_hash = excluded.last_file_hash, received_at = excluded.received_at,
                    clock_ahead_ms = excluded.clock_ahead_ms
                """,
                [
                    .blob(file.site), .text(file.siteName),
                    .integer(Int64(bitPattern: file.lastClock)),
                    .blob(hash),
                    .text(SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now())),
                    .integer(Int64(clamping: ahead)),
                ]
            )
            try db.execute("DELETE FROM sync_parked WHERE path = ?", [.text(path)])
            return outcome
        }
        if outcome.changes > 0 {
            if let index = report.received.firstIndex(where: { $0.name == file.siteName }) {
                report.received[index].changes += outcome.actions
                report.received[index].rows += outcome.changes
            } else {
                report.received.append((file.siteName, outcome.actions, outcome.changes))
            }
        }
        report.conflicts += outcome.conflicts
        report.revived += outcome.revived
        if ahead > 0 {
            report.clocksAhead.removeAll { $0.name == file.siteName }
            report.clocksAhead.append((file.siteName, ahead))
        }
    }

    private func park(_ path: String, site: [UInt8], schema: UInt64, reason: String) throws {
        try connection.execute(
            """
            INSERT OR REPLACE INTO sync_parked (path, site, schema_version, reason, parked_at)
            VALUES (?, ?, ?, ?, ?)
            """,
            [
                .text(path), .blob(site), .integer(Int64(bitPattern: schema)), .text(reason),
                .text(SystemCalls.utcTimestamp(secondsSince1970: SystemCalls.now())),
            ]
        )
    }
}
