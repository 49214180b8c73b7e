import Foundation
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct MigratorTests {
    static let first = Migration(
        version: 1,
        name: "create_a",
        sql: "CREATE TABLE a (x INTEGER) STRICT;"
    )
    static let second = Migration(
        version: 2,
        name: "create_b",
        sql: "CREATE TABLE b (y INTEGER) STRICT; INSERT INTO b VALUES (1);"
    )
    static let broken = Migration(
        version: 3,
        name: "broken",
        sql: "CREATE TABLE c (z INTEGER) STRICT; INSERT INTO nowhere VALUES (1);"
    )
    static let now = "2026-11-22T12:00:00Z"

    private func tables(_ database: Database) throws -> [String] {
        try database.fetchAll("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
            .map { try $0.get(0) }
    }

    @Test func theChecksumIsFNV1aOfTheUTF8Bytes() {
        // Databases record these values: a different hash would refuse every existing one.
        let expected = [
            "": "cbf29ce484222325", "a": "af63dc4c8601ec8c", "foobar": "85944171f73967e8",
            "CREATE TABLE é;": "10afa652d9e4d238",
        ]
        for (sql, checksum) in expected {
            #expect(Migration(version: 1, name: "m", sql: sql).checksum == checksum)
        }
    }

    @Test func aFreshDatabaseGetsEveryMigrationRecorded() throws {
        try withDatabase { database, _ in
            let migrator = try Migrator(migrations: [Self.first, Self.second])
            let applied = try migrator.migrate(database, now: Self.now)
            #expect(applied == [Self.first, Self.second])
            #expect(try tables(database) == ["a", "b", "schema_migrations"])
            let records = try migrator.appliedMigrations(in: database)
            #expect(records.map(\.version) == [1, 2])
            #expect(records.map(\.checksum) == [Self.first.checksum, Self.second.checksum])
        }
    }

    @Test func runningAgainIsANoOp() throws {
        try withDatabase { database, _ in
            let migrator = try Migrator(migrations: [Self.first, Self.second])
            try migrator.migrate(database, now: Self.now)
            #expect(try migrator.migrate(database, now: Self.now).isEmpty)
            #expect(try database.fetchOne("SELECT count(*) FROM b")?.get(0) as Int64? == 1)
        }
    }

    @Test func isCurrentOnlyWhenEveryKnownMigrationIsRecordedUnchanged() throws {
        try withDatabase { database, _ in
            let both = try Migrator(migrations: [Self.first, Self.second])
            let firstOnly = try Migrator(migrations: [Self.first])
            #expect(!both.isCurrent(database))  // no records table yet
            try firstOnly.migrate(database, now: Self.now)
            #expect(firstOnly.isCurrent(database))
            #expect(!both.isCurrent(database))  // the second is pending
            try both.migrate(database, now: Self.now)
            #expect(both.isCurrent(database))
            #expect(!firstOnly.isCurrent(database))  // the file is newer than it knows
            // An edited migration: the check says so, and the full check names it.
            try database.execute(
                "UPDATE schema_migrations SET checksum = '0000000000000000' WHERE version = 2"
            )
            #expect(!both.isCurrent(database))
            #expect(throws: MigrationError.changedMigration(version: 2, name: "create_b")) {
                try both.pendingMigrations(in: database)
            }
        }
    }

    @Test func aFailingMigrationRollsBackOnlyItself() throws {
        try withDatabase { database, _ in
            let migrator = try Migrator(migrations: [Self.first, Self.second, Self.broken])
            let error = sqliteError { try migrator.migrate(database, now: Self.now) }
            #expect(error?.sql == "INSERT INTO nowhere VALUES (1);")
            #expect(try tables(database) == ["a", "b", "schema_migrations"])
            #expect(try migrator.appliedMigrations(in: database).map(\.version) == [1, 2])
            #expect(database.isAutocommit)
        }
    }

    @Test func aNewerDatabaseIsRefusedAndLeftByteForByteUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/newer.sqlite"
            let newer = try Database(path: path)
            try Migrator(migrations: [Self.first, Self.second]).migrate(newer, now: Self.now)
            try newer.close()
            let before = try #require(fileBytes(path))

            let older = try Database(path: path)
            let migrator = try Migrator(migrations: [Self.first])
            #expect(throws: MigrationError.newerDatabase(databaseVersion: 2, knownVersion: 1)) {
                try migrator.migrate(older, now: Self.now)
            }
            try older.close()
            #expect(fileBytes(path) == before)
            #expect(
                "\(MigrationError.newerDatabase(databaseVersion: 2, knownVersion: 1))".contains(
                    "newer"
                )
            )
        }
    }

    @Test func aChangedAppliedMigrationIsReported() throws {
        try withDatabase { database, _ in
            try Migrator(migrations: [Self.first]).migrate(database, now: Self.now)
            let edited = Migration(
                version: 1,
                name: "create_a",
                sql: "CREATE TABLE a (x TEXT) STRICT;"
            )
            let migrator = try Migrator(migrations: [edited, Self.second])
            #expect(throws: MigrationError.changedMigration(version: 1, name: "create_a")) {
                try migrator.migrate(database, now: Self.now)
            }
            #expect(try tables(database) == ["a", "schema_migrations"])
        }
    }

    @Test func aFollowUpRunsInsideItsMigrationAndItsFailureRollsItBack() throws {
        struct Refused: Error {}
        try withDatabase { database, _ in
            let failing = try Migrator(
                migrations: [Self.first, Self.second],
                followUps: [
                    2: { db in
                        try db.execute("INSERT INTO b VALUES (2)")
                        throw Refused()
                    }
                ]
            )
            #expect(throws: Refused.self) { try failing.migrate(database, now: Self.now) }
            #expect(try tables(database) == ["a", "schema_migrations"])

            let working = try Migrator(
                migrations: [Self.first, Self.second],
                followUps: [2: { db in try db.execute("INSERT INTO b VALUES (2)") }]
            )
            #expect(try working.migrate(database, now: Self.now).map(\.version) == [2])
            #expect(
                try database.fetchAll("SELECT y FROM b ORDER BY y").map { try $0.get(0) as Int64 }
                    == [1, 2]
            )
        }
    }

    @Test func versionsMustStrictlyIncrease() {
        #expect(throws: MigrationError.self) {
            _ = try Migrator(migrations: [Self.second, Self.first])
        }
        #expect(throws: MigrationError.self) {
            _ = try Migrator(migrations: [Self.first, Self.first])
        }
    }

    @Test(arguments: [
        ("0001_create_recipes.sql", 1, "create_recipes"),
        ("0042_add_index.sql", 42, "add_index"),
    ])
    func fileNamesGiveVersionAndName(_ fileName: String, _ version: Int64, _ name: String) throws {
        let migration = try #require(Migration(fileName: fileName, sql: ""))
        #expect(migration.version == version)
        #expect(migration.name == name)
    }

    @Test(arguments: [
        "create.sql", "0001_.sql", "_create.sql", "0001_create.txt", "x001_a.sql", "0000_zero.sql",
    ])
    func malformedFileNamesAreRejected(_ fileName: String) {
        #expect(Migration(fileName: fileName, sql: "") == nil)
    }
}
