/// Brings a database to the newest schema by applying numbered migrations in order.
///
/// Applied migrations are recorded in `schema_migrations (version, name, checksum,
/// applied_at)`. Each pending migration runs in its **own** `BEGIN IMMEDIATE` transaction
/// together with its record, so a failure rolls back that migration only, and two processes
/// opening a new file at once apply each migration exactly once.
///
/// A database that records a version newer than any known migration is refused before
/// anything is written; so is one whose applied migration no longer matches its file.
public struct Migrator: Sendable {
    /// The known migrations, in increasing version order.
    public let migrations: [Migration]
    /// Work that SQL cannot do, run right after the migration of that version, in the same
    /// transaction (a failure rolls the migration back too).
    public let followUps: [Int64: @Sendable (Database) throws -> Void]

    /// A migration as recorded in a database.
    public struct AppliedMigration: Sendable, Equatable {
        /// The migration's version.
        public let version: Int64
        /// The migration's name.
        public let name: String
        /// The checksum of the SQL that was applied.
        public let checksum: String
    }

    /// Creates a migrator, checking that versions strictly increase; `followUps` run after
    /// the migration of their version, inside its transaction.
    public init(
        migrations: [Migration],
        followUps: [Int64: @Sendable (Database) throws -> Void] = [:]
    ) throws {
        for (previous, next) in zip(migrations, migrations.dropFirst())
        where next.version <= previous.version {
            throw MigrationError.invalidMigrationList(
                "version \(next.version) (\(next.name)) does not follow \(previous.version)"
            )
        }
        self.migrations = migrations
        self.followUps = followUps
    }

    /// The newest version this migrator knows, or 0 when it knows none.
    public var latestVersion: Int64 {
        migrations.last?.version ?? 0
    }

    /// The migrations recorded in `database`, oldest first; empty for a new database.
    public func appliedMigrations(in database: Database) throws -> [AppliedMigration] {
        let hasTable = try database.fetchOne(
            "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'"
        )
        guard hasTable != nil else { return [] }
        return try database.fetchAll(
            "SELECT version, name, checksum FROM schema_migrations ORDER BY version"
        ).map { row in
            AppliedMigration(
                version: try row.get(0),
                name: try row.get(1),
                checksum: try row.get(2)
            )
        }
    }

    /// Whether `database` records exactly the known migrations, all applied, unchanged and
    /// in order, found with one query and no row read: opening a current file, which every
    /// command does, then skips reading the records one by one. False also when it cannot
    /// tell (no records yet, or any error); ``pendingMigrations(in:)`` then decides.
    public func isCurrent(_ database: Database) -> Bool {
        guard !migrations.isEmpty else { return false }
        // Built as bytes: appending Strings costs more than the query itself.
        var expected: [UInt8] = []
        expected.reserveCapacity(migrations.count * 64)
        for migration in migrations {
            if !expected.isEmpty { expected.append(UInt8(ascii: "\n")) }
            expected += String(migration.version).utf8
            expected.append(UInt8(ascii: " "))
            expected += migration.name.utf8
            expected.append(UInt8(ascii: " "))
            expected += migration.checksum.utf8
        }
        // The ordered subquery fixes group_concat's order in practice; were it ever not
        // kept, the answer is false and the full check runs.
        let sql = """
            SELECT group_concat(line, char(10)) IS ? FROM (
                SELECT version || ' ' || name || ' ' || checksum AS line
                FROM schema_migrations ORDER BY version)
            """
        let text = String(decoding: expected, as: UTF8.self)
        guard let row = try? database.fetchOne(sql, [.text(text)]),
            let same: Int64 = try? row.get(0)
        else { return false }
        return same == 1
    }

    /// Checks the database against the known migrations without writing anything.
    ///
    /// - Returns: the migrations still to apply.
    /// - Throws: ``MigrationError/newerDatabase(databaseVersion:knownVersion:)`` or
    ///   ``MigrationError/changedMigration(version:name:)``.
    public func pendingMigrations(in database: Database) throws -> [Migration] {
        try pendingMigrations(after: appliedMigrations(in: database))
    }

    /// The migrations still to apply, given those a database records (see
    /// ``pendingMigrations(in:)``), for callers that already read the records.
    public func pendingMigrations(after applied: [AppliedMigration]) throws -> [Migration] {
        if let newest = applied.last, newest.version > latestVersion {
            throw MigrationError.newerDatabase(
                databaseVersion: newest.version,
                knownVersion: latestVersion
            )
        }
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
        for record in applied {
            guard let migration = known[record.version] else {
                throw MigrationError.changedMigration(version: record.version, name: record.name)
            }
            guard migration.name == record.name, migration.checksum == record.checksum else {
                throw MigrationError.changedMigration(version: record.version, name: record.name)
            }
        }
        let appliedVersions = Set(applied.map(\.version))
        return migrations.filter { !appliedVersions.contains($0.version) }
    }

    /// Applies every pending migration, each in its own transaction, then stamps the file
    /// (see ``isStamped(_:)``).
    ///
    /// - Parameter now: the timestamp recorded as `applied_at` (ISO 8601, UTC).
    /// - Returns: the migrations this call applied (none when the database was current).
    @discardableResult
    public func migrate(_ database: Database, now: String) throws -> [Migration] {
        var applied: [Migration] = []
        for migration in try pendingMigrations(in: database) {
            if try apply(migration, to: database, now: now) {
                applied.append(migration)
            }
        }
        if !isStamped(database) { try stamp(database) }
        return applied
    }

    private func apply(_ migration: Migration, to database: Database, now: String) throws -> Bool {
        // PRAGMA foreign_keys is a no-op inside a transaction, so it is switched off before
        // BEGIN; that lets a migration rebuild a table (SQLite's 12-step procedure).
        try database.execute("PRAGMA foreign_keys = OFF")
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        return try database.write { db in
            // Another process may have applied it while we waited for the write lock.
            let current = try pendingMigrations(after: appliedMigrations(in: db))
            guard current.contains(migration) else { return false }
            try db.execute(script: Self.bookkeepingTable)
            // The stamp goes with the change, in the same transaction (Migrator+Stamp.swift).
            try db.execute("PRAGMA user_version = 0")
            try db.execute(script: migration.sql)
            try followUps[migration.version]?(db)
            try db.execute(
                "INSERT INTO schema_migrations (version, name, checksum, applied_at)"
                    + " VALUES (?, ?, ?, ?)",
                [
                    .integer(migration.version), .text(migration.name),
                    .text(migration.checksum), .text(now),
                ]
            )
            guard try db.fetchOne("PRAGMA foreign_key_check") == nil else {
                throw MigrationError.foreignKeyViolation(
                    version: migration.version,
                    name: migration.name
                )
            }
            return true
        }
    }

    static let bookkeepingTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT;
        """
}
