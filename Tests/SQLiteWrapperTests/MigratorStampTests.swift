import SQLiteWrapper
import TestSupport
import Testing

/// The stamp a current database carries (Migrator+Stamp.swift): written after the records
/// were checked, cleared by every migration, trusted only for the same list of migrations.
@Suite struct MigratorStampTests {
    static let now = MigratorTests.now

    private func userVersion(_ database: Database) throws -> Int64 {
        try #require(try database.fetchOne("PRAGMA user_version")).get(0)
    }

    @Test func migratingStampsTheFileWithThatListsFingerprint() throws {
        try withDatabase { database, _ in
            let firstOnly = try Migrator(migrations: [MigratorTests.first])
            let both = try Migrator(migrations: [MigratorTests.first, MigratorTests.second])
            #expect(!both.isStamped(database))
            try firstOnly.migrate(database, now: Self.now)
            #expect(try userVersion(database) == Int64(firstOnly.fingerprint))
            #expect(firstOnly.isStamped(database))
            // Another list of migrations does not take the stamp for its own.
            #expect(!both.isStamped(database))
            try both.migrate(database, now: Self.now)
            #expect(both.isStamped(database))
            #expect(!firstOnly.isStamped(database))
            #expect(Migrator.isStamped(database, with: both.fingerprint))
            #expect(!Migrator.isStamped(database, with: firstOnly.fingerprint))
        }
    }

    @Test func aMigrationClearsTheStampInItsOwnTransaction() throws {
        try withDatabase { database, _ in
            let firstOnly = try Migrator(migrations: [MigratorTests.first])
            try firstOnly.migrate(database, now: Self.now)
            // A migration that fails is rolled back with the clearing: the stamp stays.
            let failing = try Migrator(migrations: [MigratorTests.first, MigratorTests.broken])
            #expect(throws: SQLiteError.self) { try failing.migrate(database, now: Self.now) }
            #expect(firstOnly.isStamped(database))
            // One that commits clears it with its record, before any stamp of its own: a
            // homebook killed between the two leaves a file no one takes as current.
            let both = try Migrator(migrations: [MigratorTests.first, MigratorTests.second])
            try database.write { db in
                try db.execute("PRAGMA user_version = 0")
                try db.execute(script: MigratorTests.second.sql)
                try db.execute(
                    "INSERT INTO schema_migrations VALUES (2, 'create_b', ?, ?)",
                    [.text(MigratorTests.second.checksum), .text(Self.now)]
                )
            }
            #expect(!firstOnly.isStamped(database) && !firstOnly.isCurrent(database))
            #expect(!both.isStamped(database) && both.isCurrent(database))
        }
    }

    @Test func stampingChecksTheRecordsFirst() throws {
        try withDatabase { database, _ in
            let firstOnly = try Migrator(migrations: [MigratorTests.first])
            let both = try Migrator(migrations: [MigratorTests.first, MigratorTests.second])
            try firstOnly.migrate(database, now: Self.now)
            try database.execute("PRAGMA user_version = 0")
            // The second migration is not recorded: no stamp for the list that knows it.
            #expect(try !both.stamp(database))
            #expect(try userVersion(database) == 0)
            // A file current before stamps existed is stamped when asked.
            #expect(try firstOnly.stamp(database))
            #expect(firstOnly.isStamped(database))
        }
    }

    @Test func theFingerprintTellsListsApartAndIsNeverZero() throws {
        let first = MigratorTests.first
        let lists: [[Migration]] = [
            [first],
            [first, MigratorTests.second],
            [Migration(version: 1, name: "create_a", sql: "CREATE TABLE a (x TEXT) STRICT;")],
            [Migration(version: 1, name: "create_z", sql: first.sql)],
            [Migration(version: 7, name: "create_a", sql: first.sql)],
        ]
        let fingerprints = try lists.map { try Migrator(migrations: $0).fingerprint }
        #expect(Set(fingerprints).count == lists.count, "\(fingerprints)")
        #expect(fingerprints.allSatisfy { $0 > 0 })
        // The same list, built again, gives the same stamp: it is a fact of the list.
        #expect(try Migrator(migrations: [first]).fingerprint == fingerprints[0])
    }

    @Test func noMigrationsMeansNoStamp() throws {
        try withDatabase { database, _ in
            let none = try Migrator(migrations: [])
            try none.migrate(database, now: Self.now)
            #expect(!none.isStamped(database))
            #expect(try userVersion(database) == 0)
        }
    }
}
