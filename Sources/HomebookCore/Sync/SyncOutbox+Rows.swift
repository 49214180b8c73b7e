internal import SQLiteWrapper

/// Whole rows read back into outbox records (docs/manual.md#household-sync): the rows a bulk
/// import filled, and every synced row when a machine joins.
///
/// The rules are those of a changeset's records (which rows travel, by what identity, which
/// columns, references as identities), worked out once for the table; each row is then
/// encoded straight from the statement's columns. A 1,000-row import spent 35M instructions
/// here building a dictionary of named values per row and looking each name up again
/// (callgrind).
extension SyncOutbox {
    /// A record on its way into the outbox, its columns already encoded.
    struct Outgoing {
        var table: String
        /// The row's identity, encoded with ``SyncRecordCodec``.
        var key: [UInt8]
        var isDelete: Bool
        /// The columns, encoded with ``SyncRecordCodec``.
        var columns: [UInt8]

        init(table: String, key: [UInt8], isDelete: Bool, columns: [UInt8]) {
            (self.table, self.key, self.isDelete, self.columns) = (table, key, isDelete, columns)
        }

        init(_ record: Record) {
            self.init(
                table: record.table,
                key: record.key,
                isDelete: record.isDelete,
                columns: SyncRecordCodec.encode(record.columns)
            )
        }
    }

    /// The whole rows a bulk insert filled, as upserts.
    static func rows(in range: UndoBulk.Range, _ db: Database) throws -> [Outgoing] {
        try rows(
            of: range.table,
            where: "rowid BETWEEN ? AND ?",
            [.integer(range.first), .integer(range.last)],
            db
        )
    }

    /// The rows of `table` that `condition` selects, as upserts.
    static func rows(
        of table: String,
        where condition: String,
        _ arguments: [DatabaseValue],
        _ db: Database
    ) throws -> [Outgoing] {
        guard let plan = try RowPlan(table, db) else { return [] }
        var memo = IdentityMemo()
        var records: [Outgoing] = []
        try db.prepare("SELECT * FROM \(UndoBulk.quoted(table)) WHERE \(condition)")
            .forEachRow(arguments) { row in
                if let record = try plan.record(row, &memo, db) { records.append(record) }
            }
        return records
    }

    /// How one table's whole rows become records: the positions of the columns that matter,
    /// read once instead of by name on every row.
    private struct RowPlan {
        let table: String
        /// Where the row's identity is: one gid or unique column, or the primary key's columns
        /// (each encoded name and position, and what it points to if it is a reference).
        let key: [(name: [UInt8], index: Int, reference: SyncTables.Reference?)]
        let local: Int?
        /// The columns that travel: each encoded name, position and reference.
        let sent: [(name: [UInt8], index: Int, reference: SyncTables.Reference?)]
        /// A setting's name: settings of this device stay here.
        let setting: Int?
        /// An event's calendar: events a CalDAV server owns travel through it.
        let calendarIndex: Int?
        let isEvent: Bool

        init?(_ table: String, _ db: Database) throws {
            guard let identity = SyncTables.identities[table] else { return nil }
            let columns = try SyncTables.columns(of: table, db)
            let position = Dictionary(
                columns.enumerated().map { ($1, $0) },
                uniquingKeysWith: { _, last in last }
            )
            let references = SyncTables.references[table] ?? [:]
            self.table = table
            switch identity {
            case .gid, .unique:
                let column: String
                if case .unique(let name) = identity { column = name } else { column = "gid" }
                // Every synced table holds its identity column (migrations 0029 and on).
                guard let index = position[column] else { return nil }
                key = [(SyncRecordCodec.name(column), index, nil)]
            case .naturalKey:
                var key: [([UInt8], Int, SyncTables.Reference?)] = []
                for name in try SyncOutbox.primaryKeyColumns(table, db) {
                    guard let index = position[name] else { return nil }
                    key.append((SyncRecordCodec.name(name), index, references[name]))
                }
                self.key = key
            }
            local = position["id"]
            sent = columns.enumerated().compactMap { index, name in
                SyncTables.localColumns.contains(name)
                    ? nil : (SyncRecordCodec.name(name), index, references[name])
            }
            setting = table == "settings" ? position["key"] : nil
            calendarIndex = position["calendar_id"]
            isEvent = table == "planner_events"
        }

        /// The row's record, or nil when it does not travel (the same rules as
        /// `SyncOutbox.record(table:…)` applies to a changeset's rows).
        func record(
            _ row: StatementRow,
            _ memo: inout IdentityMemo,
            _ db: Database
        ) throws -> Outgoing? {
            // A NULL column is left out of the record, as it always was for whole rows: a row
            // whose identity is NULL (or points to a row that is gone) does not travel.
            var key = SyncRecordCodec.Writer(capacity: 64)
            for (name, index, reference) in self.key {
                var value: DatabaseValue = try row.get(index)
                if let reference { value = try memo.identity(of: reference, id: value, db) }
                guard value != .null else { return nil }
                key.append(name: name, value)
            }
            if let setting, case .text(let name) = try row.get(setting) as DatabaseValue,
                SyncTables.deviceSettings.contains(name)
            {
                return nil
            }
            if isEvent {
                let calendar: DatabaseValue? = try calendarIndex.map { try row.get($0) }
                let local: DatabaseValue? = try local.map { try row.get($0) }
                if try SyncOutbox.ownedByCalDAV(calendar, local: local, db) { return nil }
            }
            var columns = SyncRecordCodec.Writer(capacity: 256)
            // By position, not by copying each (name, index, reference) out: 1,000 rows of
            // 8 columns retained and released those 64,000 times.
            for column in sent.indices {
                var value: DatabaseValue = try row.get(sent[column].index)
                if value == .null { continue }
                if let reference = sent[column].reference {
                    value = try memo.identity(of: reference, id: value, db)
                }
                columns.append(name: sent[column].name, value)
            }
            return Outgoing(
                table: table,
                key: key.finish(),
                isDelete: false,
                columns: columns.finish()
            )
        }
    }
}
