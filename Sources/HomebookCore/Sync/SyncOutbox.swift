internal import SQLiteWrapper

/// Turns each recorded change into sync records in `sync_outbox`, in the same transaction
/// (docs/manual.md#household-sync). Nothing happens until the database has joined a
/// household: then each write costs one small lookup.
///
/// The records come from what undo records already: the session's changeset, whose columns
/// are turned from positions into names here, on the machine that made it; and the rowid
/// ranges of bulk imports, which are read back as whole rows.
enum SyncOutbox {
    /// A row change ready to travel.
    struct Record: Equatable {
        var table: String
        /// The row's identity, encoded with ``SyncRecordCodec`` (one or more named values).
        var key: [UInt8]
        var isDelete: Bool
        var columns: [(name: String, value: DatabaseValue)]
        /// For each column, the clock of the value it replaced as seen here (0: none).
        var bases: [UInt64] = []

        static func == (lhs: Record, rhs: Record) -> Bool {
            lhs.table == rhs.table && lhs.key == rhs.key && lhs.isDelete == rhs.isDelete
                && SyncRecordCodec.encode(lhs.columns) == SyncRecordCodec.encode(rhs.columns)
                && lhs.bases == rhs.bases
        }
    }

    /// Adds the records of one local transaction to the outbox, stamped with the next clock
    /// value, when the database is a member of a household.
    static func record(
        _ changeset: Changeset,
        bulk: UndoBulk.Range?,
        removed: [Record] = [],
        _ db: Database
    ) throws {
        guard let site = try SyncSite.current(db) else { return }
        var records = try self.records(of: changeset, db).map(Outgoing.init)
        // Parents first here too: a calendar import's range holds the events its recorded
        // exceptions point at.
        if let bulk { records = parentsFirst(try rows(in: bulk, db) + records, { $0.table }) }
        records += removed.map(Outgoing.init)
        try store(records, site: site, db)
    }

    private static func store(
        _ records: [Outgoing],
        site: SyncSite.Membership,
        _ db: Database
    )
        throws
    {
        guard !records.isEmpty else { return }
        let clock = try SyncSite.tick(site, db)
        let insert = try db.cachedStatement(
            """
            INSERT INTO sync_outbox (clock, tx, tbl, key, op, cols, bases)
            VALUES (?1, ?1, ?2, ?3, ?4, ?5, x'')
            """
        )
        // Unstamped (`bases` empty): the clocks are written when the outbox is next read
        // (stampWaiting); a deletion keeps the row's last values for its tombstone till then.
        for record in records {
            try insert.execute([
                .integer(Int64(bitPattern: clock)), .text(record.table), .blob(record.key),
                .text(record.isDelete ? "delete" : "upsert"), .blob(record.columns),
            ])
        }
    }

    /// The records of a changeset's changes to synced tables, in order.
    static func records(of changeset: Changeset, _ db: Database) throws -> [Record] {
        var records: [Record] = []
        var names: [String: [String]] = [:]
        var memo = IdentityMemo()
        try changeset.forEachChange { change in
            guard let identity = SyncTables.identities[change.table] else { return }
            let columns = try names[change.table] ?? SyncTables.columns(of: change.table, db)
            names[change.table] = columns
            let row = change.operation == .delete ? change.old : change.new
            var values: [String: DatabaseValue] = [:]
            for (index, name) in columns.enumerated() where index < row.count {
                if let value = row[index] { values[name] = value }
            }
            // An update lists its primary key among the old values only.
            var keyValues = values
            for (index, name) in columns.enumerated()
            where index < change.primaryKey.count && change.primaryKey[index] {
                if keyValues[name] == nil, index < change.old.count, let value = change.old[index] {
                    keyValues[name] = value
                }
            }
            let local: DatabaseValue? = change.key.first
            if let record = try Self.record(
                table: change.table,
                identity: identity,
                local: local,
                values: values,
                keyValues: keyValues,
                order: columns,
                isDelete: change.operation == .delete,
                &memo,
                db
            ) {
                records.append(record)
            }
        }
        // Parents first (a changeset lists its tables by name), so a new row's references
        // resolve on the other machines.
        return parentsFirst(records, { $0.table })
    }

    /// The records ordered by ``tableOrder``, keeping their order within a table.
    private static func parentsFirst<R>(_ records: [R], _ table: (R) -> String) -> [R] {
        var ranks: [Int] = []
        ranks.reserveCapacity(records.count)
        var last: (table: String, rank: Int)?
        for record in records {
            // A bulk range's rows are all of one table: its rank is looked up once.
            let name = table(record)
            let rank: Int
            if let last, last.table == name {
                rank = last.rank
            } else {
                rank = tableRank[name] ?? 0
                last = (name, rank)
            }
            ranks.append(rank)
        }
        // Most recordings are in order already (one table, or a range of parents): sorting
        // 1,000 rows by their table's name cost 3M instructions (callgrind).
        if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 <= $1 }) { return records }
        return ranks.indices.sorted {
            ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1
        }.map { records[$0] }
    }

    private static let tableRank = Dictionary(
        uniqueKeysWithValues: tableOrder.enumerated().map { ($1, $0) }
    )

    /// The synced tables, each after the tables its rows point to.
    static let tableOrder = [
        "planner_calendars", "recipes", "planner_events", "planner_event_exceptions",
        "planner_event_extra_dates", "currencies", "base_currency", "accounts",
        "prices",
        "budget_schedules", "budget_items", "budget_transfers", "budget_schedule_occurrences",
        "import_mappings", "import_rules", "import_transfer_rules", "imported_bank_rows",
        "budget_targets", "food_aisles", "shopping_checks",
        "settings",
    ]

    /// Every synced row as an upsert, stamped with one clock: what a machine sends when it
    /// joins, so the others get what it held before.
    static func recordEverything(_ db: Database) throws {
        guard let site = try SyncSite.current(db) else { return }
        var records: [Outgoing] = []
        for table in tableOrder { records += try rows(of: table, where: "1", [], db) }
        try store(records, site: site, db)
    }

    /// Deletions of the rows a bulk insert filled, read before an undo removes them; empty
    /// when the database has not joined.
    static func deletions(of range: UndoBulk.Range, _ db: Database) throws -> [Record] {
        guard try SyncSite.current(db) != nil else { return [] }
        return try rows(in: range, db).map {
            Record(table: $0.table, key: $0.key, isDelete: true, columns: [])
        }
    }

    /// One record, or nil when the row does not travel (a setting of this device, an event a
    /// CalDAV server owns, a row whose identity is already gone).
    private static func record(
        table: String,
        identity: SyncTables.Identity,
        local: DatabaseValue?,
        values: [String: DatabaseValue],
        keyValues: [String: DatabaseValue],
        order: [String],
        isDelete: Bool,
        _ memo: inout IdentityMemo,
        _ db: Database
    ) throws -> Record? {
        let references = SyncTables.references[table] ?? [:]
        var key: [(name: String, value: DatabaseValue)]
        switch identity {
        case .gid, .unique:
            let column =
                identity == .gid
                ? "gid" : { if case .unique(let c) = identity { return c } else { return "" } }()
            var value = values[column]
            if value == nil, let local {
                value = try db.cachedStatement(
                    "SELECT \(column) FROM \(UndoBulk.quoted(table)) WHERE rowid = ?"
                ).fetchOne([local])?.get(0)
            }
            guard let value, value != .null else { return nil }
            key = [(column, value)]
        case .naturalKey:
            let keyColumns = try primaryKeyColumns(table, db)
            key = []
            for name in keyColumns {
                guard var value = keyValues[name] else { return nil }
                if let reference = references[name] {
                    value = try memo.identity(of: reference, id: value, db)
                    guard value != .null else { return nil }
                }
                key.append((name, value))
            }
        }
        if table == "settings", case .text(let name)? = keyValues["key"],
            SyncTables.deviceSettings.contains(name)
        {
            return nil
        }
        if table == "planner_events", try ownedByCalDAV(values["calendar_id"], local: local, db) {
            return nil
        }
        // A deletion carries the row's last values here; they become its tombstone and are
        // not sent (SyncClock.noteLocal, when the outbox is stamped).
        var columns: [(String, DatabaseValue)] = []
        do {
            for name in order where !SyncTables.localColumns.contains(name) {
                guard var value = values[name] else { continue }
                if let reference = references[name] {
                    value = try memo.identity(of: reference, id: value, db)
                }
                columns.append((name, value))
            }
        }
        return Record(
            table: table,
            key: SyncRecordCodec.encode(key),
            isDelete: isDelete,
            columns: columns
        )
    }

    /// The identities of the rows that one recording's references point to: the 1,000 rows
    /// of an import name the same account, looked up once instead of once a row (11.7M of the
    /// joined import's 70M extra instructions, callgrind). The lookups all see the database
    /// as the transaction leaves it, so a remembered identity is the one a lookup would give.
    struct IdentityMemo {
        private var known: [String: [Int64: DatabaseValue]] = [:]
        /// The last identity given: a range's rows mostly point to the same row.
        private var last: (table: String, id: Int64, value: DatabaseValue)?

        mutating func identity(
            of reference: SyncTables.Reference,
            id: DatabaseValue,
            _ db: Database
        ) throws -> DatabaseValue {
            guard case .integer(let local) = id else { return .null }
            if let last, last.id == local, last.table == reference.table { return last.value }
            let value =
                try known[reference.table]?[local] ?? SyncTables.identity(of: reference, id: id, db)
            known[reference.table, default: [:]][local] = value
            last = (reference.table, local, value)
            return value
        }
    }

    static func primaryKeyColumns(_ table: String, _ db: Database) throws -> [String] {
        var names: [String] = []
        try db.cachedStatement("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk")
            .forEachRow([.text(table)]) { row in names.append(try row.get(0)) }
        return names
    }

    /// Whether an event's calendar is mapped to a CalDAV account: such events travel through
    /// their server, and sending them here too would make two paths loop.
    static func ownedByCalDAV(
        _ calendar: DatabaseValue?,
        local: DatabaseValue?,
        _ db: Database
    ) throws -> Bool {
        var calendar = calendar
        if calendar == nil, let local {
            calendar = try db.cachedStatement("SELECT calendar_id FROM planner_events WHERE id = ?")
                .fetchOne([local])?.get(0)
        }
        guard let calendar, calendar != .null else { return false }
        return try db.cachedStatement(
            "SELECT 1 FROM caldav_calendars WHERE local_calendar_id = ? LIMIT 1"
        ).fetchOne([calendar]) != nil
    }
}
