internal import SQLiteWrapper

/// What one `homebook sync` did. A change is one action a person took (an edit, a delete,
/// a whole import); rows are the rows those actions wrote, which can be many more.
public struct HouseholdSyncReport: Equatable, Sendable {
    /// Changes written to a new change file here.
    public var sent = 0
    /// The rows those changes wrote.
    public var sentRows = 0
    /// Per other machine: its name, the changes applied from it and the rows they changed
    /// here (a change that changed no row here, one already made here, is not counted).
    public var received: [(name: String, changes: Int, rows: Int)] = []
    /// The snapshot this machine started from in this run: its writer and the rows it changed.
    public var snapshotLoaded: (name: String, rows: Int)?
    /// The snapshot this machine wrote in this run (its file name).
    public var snapshotWritten: String?
    /// New conflicts (the losing values are kept: `homebook sync conflicts`).
    public var conflicts = 0
    /// Rows a later edit brought back after another machine deleted them.
    public var revived = 0
    /// Files kept for a newer homebook, with the message to show.
    public var parked: [String] = []
    /// Machines whose applied files carry a clock more than five minutes ahead of this
    /// machine's wall clock, with how far ahead (milliseconds).
    public var clocksAhead: [(name: String, milliseconds: UInt64)] = []
    /// This machine's change files deleted because every other machine has applied them.
    public var compacted = 0

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sent == rhs.sent && lhs.sentRows == rhs.sentRows && lhs.compacted == rhs.compacted
            && lhs.conflicts == rhs.conflicts && lhs.revived == rhs.revived
            && lhs.parked == rhs.parked && lhs.received.map(\.name) == rhs.received.map(\.name)
            && lhs.received.map(\.changes) == rhs.received.map(\.changes)
            && lhs.received.map(\.rows) == rhs.received.map(\.rows)
            && lhs.snapshotLoaded?.name == rhs.snapshotLoaded?.name
            && lhs.snapshotLoaded?.rows == rhs.snapshotLoaded?.rows
            && lhs.snapshotWritten == rhs.snapshotWritten
            && lhs.clocksAhead.map(\.name) == rhs.clocksAhead.map(\.name)
            && lhs.clocksAhead.map(\.milliseconds) == rhs.clocksAhead.map(\.milliseconds)
    }
}

extension HouseholdSync {
    /// Writes this machine's waiting changes as a new change file, then applies the other
    /// machines' new files in clock order, each in one transaction and as one undoable change;
    /// then acknowledges and compacts. `snapshot` writes a snapshot now (`homebook sync
    /// compact`) instead of waiting for enough files to be worth one.
    public func run(snapshot: Bool = false) throws -> HouseholdSyncReport {
        guard let site = try connection.read({ try SyncSite.current($0) }) else {
            throw HouseholdSyncError.notJoined
        }
        var report = HouseholdSyncReport()
        let household = site.folder + "/" + Self.rootName + "/" + site.household
        (report.sent, report.sentRows) = try export(site, household: household)
        // Each of the others' files is read once, though both steps look at it.
        let reads = ChangeFileReads(schemaVersion: Self.schemaVersion)
        report.snapshotLoaded = try loadSnapshotIfNeeded(site, household: household, reads)
        try importFiles(site, household: household, reads, &report)
        try writeAck(site, household: household)
        // The membership again: the export moved its last file hash.
        guard let site = try connection.read({ try SyncSite.current($0) }) else { return report }
        let compaction = try compact(site, household: household, force: snapshot)
        report.compacted = compaction.deleted
        report.snapshotWritten = compaction.snapshot
        return report
    }

    /// A remote clock further ahead of this machine's wall clock than this is warned about
    /// (its changes are still applied): five minutes.
    static let clockAheadWarning: UInt64 = 5 * 60 * 1000

    /// The schema version this homebook writes (its newest migration).
    static var schemaVersion: UInt64 {
        UInt64(HomebookSchema.migrations().map(\.version).max() ?? 0)
    }

    /// Writes the outbox as a change file; returns its changes (local transactions) and rows.
    private func export(
        _ site: SyncSite.Membership,
        household: String
    ) throws -> (changes: Int, rows: Int) {
        let folder = household + "/" + Hex.string(site.site)
        try checkOwnFolder(site, folder: folder)
        return try connection.write { db in
            guard let site = try SyncSite.current(db) else { return (0, 0) }
            try SyncOutbox.stampWaiting(db)
            var entries: [ChangeFile.Entry] = []
            var lastSeq: Int64 = 0
            try db.cachedStatement(
                "SELECT seq, clock, tx, tbl, key, op, cols, bases FROM sync_outbox ORDER BY seq"
            ).forEachRow([]) { row in
                lastSeq = try row.get(0)
                let bases = try SyncRecordCodec.decode(try row.get(7)).map {
                    if case .integer(let value) = $0.value { return UInt64(bitPattern: value) }
                    return 0
                }
                entries.append(
                    ChangeFile.Entry(
                        clock: UInt64(bitPattern: try row.get(1)),
                        tx: UInt64(bitPattern: try row.get(2)),
                        record: SyncOutbox.Record(
                            table: try row.get(3),
                            key: try row.get(4),
                            isDelete: try row.get(5) == "delete",
                            columns: try SyncRecordCodec.decode(try row.get(6)),
                            bases: bases
                        )
                    )
                )
            }
            guard !entries.isEmpty else { return (0, 0) }
            let file = ChangeFile(
                schemaVersion: Self.schemaVersion,
                site: site.site,
                household: site.household,
                siteName: site.name,
                previousHash: site.lastFileHash ?? [],
                entries: entries
            )
            let bytes = file.encoded()
            do {
                try SyncFiles.writeWhole(bytes, folder: folder, name: file.name, spool: folder)
            } catch let failure as SyncFiles.Failure {
                throw HouseholdSyncError.cannotWrite(failure.message)
            }
            // A crash from here to the commit leaves the file written and the outbox full:
            // the next run writes the same records under the same name again, which the others
            // apply once (sync_applied).
            try db.execute("DELETE FROM sync_outbox WHERE seq <= ?", [.integer(lastSeq)])
            try db.execute(
                "UPDATE sync_site SET last_file_hash = ? WHERE id = 1",
                [.blob(Array(bytes.suffix(32)))]
            )
            return (Set(entries.map(\.tx)).count, entries.count)
        }
    }

    /// Refuses to go on when this machine's folder holds a newer file than the last one it
    /// wrote: another database (a copy of this one) writes as this machine.
    private func checkOwnFolder(_ site: SyncSite.Membership, folder: String) throws {
        guard let newest = SystemCalls.entries(of: folder).filter(ChangeFile.isChangeFileName).last,
            let bytes = SyncFiles.contents(of: folder + "/" + newest)
        else { return }
        guard Array(bytes.suffix(32)) != site.lastFileHash ?? [] else { return }
        // The last run may have stopped between writing the file and noting it: then the file
        // holds what still waits in the outbox.
        let waiting: Int64? = try connection.read { db in
            try db.fetchOne("SELECT min(clock) FROM sync_outbox")?.get(0)
        }
        if let file = try? ChangeFile.decode(bytes, schemaVersion: Self.schemaVersion),
            let waiting, file.firstClock == UInt64(bitPattern: waiting),
            file.previousHash == site.lastFileHash ?? []
        {
            try connection.write { db in
                // The file's records were stamped in the run that stopped: again, the same.
                try SyncOutbox.stampWaiting(db)
                try db.execute(
                    "DELETE FROM sync_outbox WHERE clock <= ?",
                    [.integer(Int64(bitPattern: file.lastClock))]
                )
                try db.execute(
                    "UPDATE sync_site SET last_file_hash = ? WHERE id = 1",
                    [.blob(Array(bytes.suffix(32)))]
                )
            }
            return
        }
        throw HouseholdSyncError.copiedDatabase(name: site.name)
    }
}

extension HouseholdSyncReport {
    /// "1 change (2 rows)": changes are actions a person took, rows what they wrote.
    public static func describe(_ changes: Int, rows: Int) -> String {
        "\(changes) change\(changes == 1 ? "" : "s") (\(rows) row\(rows == 1 ? "" : "s"))"
    }

    /// The result in one line, for the full-screen app's Home screen.
    public var summary: String {
        var parts: [String] = []
        if let snapshotLoaded {
            parts.append(
                "started from a snapshot of \(DisplayText.singleLine(snapshotLoaded.name))"
            )
        }
        // Only what happened: "sent 0 changes (0 rows)" told a person nothing.
        if sent > 0 { parts.append("sent " + Self.describe(sent, rows: sentRows)) }
        let changes = received.reduce(0) { $0 + $1.changes }
        let rows = received.reduce(0) { $0 + $1.rows }
        if changes > 0 { parts.append("applied " + Self.describe(changes, rows: rows)) }
        if parts.isEmpty { parts.append("nothing to send or apply") }
        if conflicts > 0 { parts.append("\(conflicts) new conflict\(conflicts == 1 ? "" : "s")") }
        if !parked.isEmpty { parts.append("\(parked.count) parked") }
        if !clocksAhead.isEmpty { parts.append("a clock is ahead") }
        return parts.joined(separator: ", ")
    }
}
