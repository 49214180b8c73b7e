/// The stamp a current database carries in its header, so that opening it, which every
/// command does, checks its migrations with one `PRAGMA` instead of reading their records.
///
/// The stamp is the migrator's ``fingerprint`` written to `PRAGMA user_version`, a number in
/// the file's header that SQLite itself never sets. It is written only after the records were
/// checked, in the same write transaction, and every migration clears it in its own
/// transaction: a file that a newer homebook migrated (even one killed before it stamped)
/// carries another stamp or none, and is checked in full again, and refused. A tool that
/// edits `schema_migrations` by hand must set `user_version` to 0 likewise, so that the next
/// opening reads the records again (docs/manual.md#storage).
///
/// Related SQLite documentation: <https://www.sqlite.org/pragma.html#pragma_user_version>
extension Migrator {
    /// A number that differs, but for a chance of one in two billion, between two lists of
    /// migrations that differ in any version, name or checksum; never 0, the value of a file
    /// no homebook has stamped.
    public var fingerprint: Int32 {
        // 32-bit FNV-1a over each migration's version, name and checksum.
        var hash: UInt32 = 0x811c_9dc5
        func absorb(_ byte: UInt8) { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        for migration in migrations {
            withUnsafeBytes(of: migration.version.littleEndian) { for byte in $0 { absorb(byte) } }
            var name = migration.name
            name.withUTF8 { for byte in $0 { absorb(byte) } }
            absorb(UInt8(ascii: " "))
            var checksum = migration.checksum
            checksum.withUTF8 { for byte in $0 { absorb(byte) } }
            absorb(UInt8(ascii: "\n"))
        }
        let positive = Int32(truncatingIfNeeded: hash & 0x7fff_ffff)
        return positive == 0 ? 1 : positive
    }

    /// Whether `database` carries this migrator's stamp: then every known migration is
    /// applied and unchanged, and nothing else need be read. False when it cannot tell (any
    /// error); ``isCurrent(_:)`` then decides.
    public func isStamped(_ database: Database) -> Bool {
        !migrations.isEmpty && Self.isStamped(database, with: fingerprint)
    }

    /// Whether `database` carries the stamp `fingerprint`, for a caller that knows its
    /// migrations' fingerprint ahead (a build step computed it) and so need not list them.
    public static func isStamped(_ database: Database, with fingerprint: Int32) -> Bool {
        guard let row = try? database.fetchOne("PRAGMA user_version"),
            let stamp: Int64 = try? row.get(0)
        else { return false }
        return stamp == Int64(fingerprint)
    }

    /// Stamps `database` when its records show every known migration applied unchanged, in
    /// one write transaction, so another homebook's migration cannot slip in between the
    /// check and the stamp. Returns whether it stamped.
    @discardableResult
    public func stamp(_ database: Database) throws -> Bool {
        try database.write { db in
            guard isCurrent(db) else { return false }
            // An integer this code computed, not text from outside: PRAGMA takes no parameter.
            try db.execute("PRAGMA user_version = \(fingerprint)")
            return true
        }
    }
}
