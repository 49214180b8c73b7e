import CSQLite

/// Changesets built directly, without recording a session.
extension Changeset {
    /// The changeset a session records for inserting one row per key into `table`, a table
    /// whose only column is its INTEGER PRIMARY KEY (`CREATE TABLE t (key INTEGER PRIMARY
    /// KEY)`).
    ///
    /// A session keeps every recorded row in memory until the changeset is taken; for a bulk
    /// insert of a million keys that is far more than the keys themselves, so the caller
    /// inserts them unrecorded and describes them with this instead. The bytes follow the
    /// format documented in SQLite's sqlite3session.c ("CHANGESET FORMAT"): a table header
    /// (`T`, the column count as a varint, one primary-key flag per column, the table name
    /// and a NUL), then per row the INSERT opcode, the indirect flag and a record of one
    /// integer value (type 1, eight bytes big-endian).
    public static func insertions(into table: String, keys: [Int64]) -> Changeset {
        guard !keys.isEmpty else { return Changeset(bytes: []) }
        var bytes: [UInt8] = [UInt8(ascii: "T"), 1, 1]
        bytes += table.utf8
        bytes.append(0)
        bytes.reserveCapacity(bytes.count + keys.count * 11)
        for key in keys {
            bytes.append(Self.insertOperation)
            bytes.append(0)  // not indirect
            bytes.append(Self.integerType)
            let value = UInt64(bitPattern: key)
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }
        return Changeset(bytes: bytes)
    }

    /// This changeset's changes followed by `other`'s: a changeset is a sequence of table
    /// groups, each with its own header, so the bytes simply follow one another.
    public func followed(by other: Changeset) -> Changeset {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return Changeset(bytes: bytes + other.bytes)
    }

    /// The opcode of an inserted row.
    private static let insertOperation = UInt8(SQLITE_INSERT)
    /// The type byte of an integer value.
    private static let integerType = UInt8(SQLITE_INTEGER)
}
