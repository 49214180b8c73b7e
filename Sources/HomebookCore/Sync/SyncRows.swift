internal import SQLiteWrapper

/// Finds, reads and writes local rows by their travelling identity and values: references
/// travel as the identity of the row they point to and are turned back into local ids here.
enum SyncRows {
    /// A record names a table this version does not sync (a newer homebook's).
    struct UnknownTable: Error {
        let table: String
    }

    /// A local row, named by its identity (tables WITHOUT ROWID have no rowid to name it by).
    struct Located {
        let clause: String
        let arguments: [DatabaseValue]
    }

    /// The local row a record's key names, or nil when it is not here (also when a natural
    /// key names a row, an event, that this database does not have yet).
    static func locate(_ table: String, key: [UInt8], _ db: Database) throws -> Located? {
        guard let (clause, arguments) = try whereClause(table, key: key, db) else { return nil }
        let found = try db.cachedStatement(
            "SELECT 1 FROM \(UndoBulk.quoted(table)) WHERE \(clause)"
        ).fetchOne(arguments)
        return found == nil ? nil : Located(clause: clause, arguments: arguments)
    }

    /// Deletes a located row.
    static func delete(_ table: String, _ row: Located, _ db: Database) throws {
        try db.execute("DELETE FROM \(UndoBulk.quoted(table)) WHERE \(row.clause)", row.arguments)
    }

    /// The key's columns as local values (references resolved), or nil when one cannot be.
    static func localKey(
        _ table: String,
        key: [UInt8],
        _ db: Database
    ) throws
        -> [(name: String, value: DatabaseValue)]?
    {
        var result: [(String, DatabaseValue)] = []
        for (name, value) in try SyncRecordCodec.decode(key) {
            guard let local = try localValue(table, name, value, db), local != .null else {
                return nil
            }
            result.append((name, local))
        }
        return result
    }

    private static func whereClause(
        _ table: String,
        key: [UInt8],
        _ db: Database
    ) throws
        -> (String, [DatabaseValue])?
    {
        guard let columns = try localKey(table, key: key, db) else { return nil }
        let clause = columns.map { "\(UndoBulk.quoted($0.name)) = ?" }.joined(separator: " AND ")
        return (clause, columns.map(\.value))
    }

    /// A travelling value turned local: a reference's identity becomes the local id (nil when
    /// that row is not here).
    static func localValue(
        _ table: String,
        _ column: String,
        _ value: DatabaseValue,
        _ db: Database
    )
        throws -> DatabaseValue?
    {
        guard let reference = SyncTables.references[table]?[column], value != .null else {
            return value
        }
        let row = try db.cachedStatement(
            "SELECT id FROM \(UndoBulk.quoted(reference.table)) WHERE \(reference.identity) = ?"
        ).fetchOne([value])
        return try row?.get(0)
    }

    /// The travelling values of a local row (what a deletion keeps as its tombstone).
    static func travellingValues(
        _ table: String,
        _ located: Located,
        _ db: Database
    ) throws
        -> [(name: String, value: DatabaseValue)]
    {
        let columns = try SyncTables.columns(of: table, db)
        guard
            let row = try db.cachedStatement(
                "SELECT * FROM \(UndoBulk.quoted(table)) WHERE \(located.clause)"
            ).fetchOne(located.arguments)
        else { return [] }
        var values: [(String, DatabaseValue)] = []
        for (index, name) in columns.enumerated() where !SyncTables.localColumns.contains(name) {
            var value: DatabaseValue = try row.get(index)
            if let reference = SyncTables.references[table]?[name] {
                value = try SyncTables.identity(of: reference, id: value, db)
            }
            values.append((name, value))
        }
        return values
    }

    /// Updates columns of an existing row.
    static func update(
        _ table: String,
        _ located: Located,
        _ columns: [(name: String, value: DatabaseValue)],
        _ db: Database
    ) throws {
        guard !columns.isEmpty else { return }
        var values: [DatabaseValue] = []
        for (name, value) in columns {
            values.append(try localValue(table, name, value, db) ?? .null)
        }
        let sets = columns.map { "\(UndoBulk.quoted($0.name)) = ?" }.joined(separator: ", ")
        // Cached: a file's records mostly change the same columns (10,000 items renamed).
        try db.cachedStatement(
            "UPDATE \(UndoBulk.quoted(table)) SET \(sets) WHERE \(located.clause)"
        ).execute(values + located.arguments)
    }

    /// Inserts a row with its identity and values; false (nothing written) when the values do
    /// not make a whole row yet (a change to a row whose creation has not arrived).
    static func insert(
        _ table: String,
        key: [UInt8],
        _ columns: [(name: String, value: DatabaseValue)],
        _ db: Database
    ) throws -> Bool {
        guard let keyColumns = try localKey(table, key: key, db) else { return false }
        var names: [String] = []
        var values: [DatabaseValue] = []
        for (name, value) in keyColumns {
            names.append(name)
            values.append(value)
        }
        for (name, value) in columns where !names.contains(name) {
            names.append(name)
            values.append(try localValue(table, name, value, db) ?? .null)
        }
        if let missing = try requiredColumns(table, db).first(where: { !names.contains($0) }) {
            _ = missing
            return false
        }
        let list = names.map(UndoBulk.quoted).joined(separator: ", ")
        let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
        try db.execute("INSERT INTO \(UndoBulk.quoted(table)) (\(list)) VALUES (\(marks))", values)
        return true
    }

    /// Columns a new row must be given (NOT NULL without a default, not the integer key).
    private static func requiredColumns(_ table: String, _ db: Database) throws -> [String] {
        var names: [String] = []
        try db.cachedStatement(
            """
            SELECT name FROM pragma_table_info(?)
            WHERE "notnull" = 1 AND dflt_value IS NULL AND NOT (pk = 1 AND type = 'INTEGER')
            """
        ).forEachRow([.text(table)]) { row in names.append(try row.get(0)) }
        return names.filter { !SyncTables.localColumns.contains($0) }
    }
}
