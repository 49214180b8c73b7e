import CSQLite

/// One row change read from a ``Changeset``.
public struct ChangesetChange: Sendable {
    /// What happened to the row.
    public enum Operation: Sendable, Equatable {
        /// A new row.
        case insert
        /// A changed row.
        case update
        /// A removed row.
        case delete
    }

    /// The table's name.
    public let table: String
    /// What happened to the row.
    public let operation: Operation
    /// The values before the change, one per column: the whole row for a delete, the
    /// primary key and changed columns for an update (nil elsewhere), none for an insert.
    public let old: [DatabaseValue?]
    /// The values after the change: the whole row for an insert, the changed columns for an
    /// update (nil elsewhere), none for a delete.
    public let new: [DatabaseValue?]
    /// Which columns form the primary key.
    public let primaryKey: [Bool]

    init(iterator: OpaquePointer) throws {
        var name: UnsafePointer<CChar>?
        var columns: Int32 = 0
        var op: Int32 = 0
        var indirect: Int32 = 0
        let code = sqlite3changeset_op(iterator, &name, &columns, &op, &indirect)
        guard code == SQLITE_OK, let name else {
            throw SQLiteError(code: ResultCode(rawValue: code), message: "a damaged changeset")
        }
        table = String(cString: name)
        switch op {
        case SQLITE_INSERT: operation = .insert
        case SQLITE_DELETE: operation = .delete
        default: operation = .update
        }
        var keyFlags: UnsafeMutablePointer<UInt8>?
        var keyCount: Int32 = 0
        sqlite3changeset_pk(iterator, &keyFlags, &keyCount)
        primaryKey = (0..<Int(columns)).map { index in
            guard let keyFlags, index < Int(keyCount) else { return false }
            return keyFlags[index] != 0
        }
        let wantOld = operation != .insert
        let wantNew = operation != .delete
        old = (0..<columns).map { column in
            guard wantOld else { return nil }
            var value: OpaquePointer?
            guard sqlite3changeset_old(iterator, column, &value) == SQLITE_OK, let value else {
                return nil
            }
            return DatabaseValue(sqliteValue: value)
        }
        new = (0..<columns).map { column in
            guard wantNew else { return nil }
            var value: OpaquePointer?
            guard sqlite3changeset_new(iterator, column, &value) == SQLITE_OK, let value else {
                return nil
            }
            return DatabaseValue(sqliteValue: value)
        }
    }

    /// The primary key's values (from the old row, or the new one for an insert).
    public var key: [DatabaseValue] {
        let row = operation == .insert ? new : old
        return zip(primaryKey, row).compactMap { isKey, value in isKey ? value : nil }
    }
}

extension DatabaseValue {
    /// Copies an `sqlite3_value` out.
    init(sqliteValue value: OpaquePointer) {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER:
            self = .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT:
            self = .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            guard let bytes = sqlite3_value_text(value) else {
                self = .text("")
                return
            }
            let count = Int(sqlite3_value_bytes(value))
            self = .text(
                String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
            )
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            guard count > 0, let base = sqlite3_value_blob(value) else {
                self = .blob([])
                return
            }
            self = .blob(Array(UnsafeRawBufferPointer(start: base, count: count)))
        default:
            self = .null
        }
    }
}
