import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Opening for a command that only reads (`HomebookStore.open(path:readingOnly:)`), the stamp
/// that tells a current file with one PRAGMA, and what is due being seen before a report
/// (docs/manual.md#storage).
@Suite struct StoreReadingOnlyTests {
    /// A book made by this homebook's migrations but the newest, as an older homebook left it.
    private func makeOlderBook(_ path: String) throws {
        let older = try Migrator(
            migrations: Array(HomebookSchema.migrations().dropLast()),
            followUps: HomebookSchema.followUps
        )
        let database = try Database(path: path)
        try database.execute("PRAGMA journal_mode = WAL")
        try older.migrate(database, now: "2026-11-01T00:00:00Z")
        try database.close()
    }

    private func userVersion(_ path: String) throws -> Int64 {
        let database = try Database(path: path, mode: .readOnly)
        defer { try? database.close() }
        return try #require(try database.fetchOne("PRAGMA user_version")).get(0)
    }

    @Test func theEmbeddedFingerprintIsTheMigratorsOwn() throws {
        // Computed by the build tool, trusted by every opening: the two must agree, or no
        // file would ever be taken as current without reading its records.
        #expect(HomebookSchema.fingerprint == (try HomebookSchema.migrator()).fingerprint)
    }

    @Test func aCurrentBookOpensReadOnlyAndAWriteThroughItChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            try HomebookStore.open(path: path).close()
            #expect(try userVersion(path) == Int64(HomebookSchema.fingerprint))
            let store = try HomebookStore.open(path: path, readingOnly: true)
            defer { try? store.close() }
            #expect(store.isOpenForReadingOnly && !store.isNew)
            #expect(try store.ledger.totals().count == 0)
            let before = try #require(fileBytes(path))
            #expect(throws: StoreError.readOnly(path: path)) {
                try store.ledger.add(
                    NewLedgerItem(
                        kind: .expense,
                        name: "Milk",
                        amount: Money(cents: 129),
                        date: day(2026, 11, 29)
                    )
                )
            }
            #expect(fileBytes(path) == before)
        }
    }

    @Test func aBookThatNeedsAMigrationIsOpenedForWritingAndMigrated() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/older.sqlite"
            try makeOlderBook(path)
            let olderStamp = try userVersion(path)
            #expect(olderStamp != 0 && olderStamp != Int64(HomebookSchema.fingerprint))
            let store = try HomebookStore.open(path: path, readingOnly: true)
            defer { try? store.close() }
            #expect(!store.isOpenForReadingOnly)
            let applied: Int64? = try store.database.fetchOne(
                "SELECT count(*) FROM schema_migrations"
            )?.get(0)
            #expect(applied == Int64(HomebookSchema.migrations().count))
            #expect(try userVersion(path) == Int64(HomebookSchema.fingerprint))
        }
    }

    @Test func aMissingFileIsCreatedAsWithoutReadingOnly() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/new/h.sqlite"
            let store = try HomebookStore.open(path: path, readingOnly: true)
            defer { try? store.close() }
            #expect(store.isNew && !store.isOpenForReadingOnly)
            #expect(filePermissions(path) == 0o600)
        }
    }

    @Test func aBookCurrentBeforeStampsIsReadAsItIsAndStampedByTheNextWriter() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            try withStore(at: path) { store throws in
                try store.ledger.add(
                    NewLedgerItem(
                        kind: .income,
                        name: "Pay",
                        amount: Money(cents: 100_00),
                        date: day(2026, 11, 1)
                    )
                )
                // As the previous homebook left every file: current, never stamped.
                try store.database.execute("PRAGMA user_version = 0")
            }
            let reader = try HomebookStore.open(path: path, readingOnly: true)
            #expect(reader.isOpenForReadingOnly)
            #expect(try reader.ledger.totals().income == Money(cents: 100_00))
            try reader.close()
            #expect(try userVersion(path) == 0, "a reader writes nothing, not even the stamp")
            try HomebookStore.open(path: path).close()
            #expect(try userVersion(path) == Int64(HomebookSchema.fingerprint))
        }
    }

    @Test func aBookFromANewerHomebookIsRefusedUnchangedWhenOnlyReadingToo() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/newer.sqlite"
            try withStore(at: path) { store throws in try markAsMigratedByANewerHomebook(store) }
            let before = try #require(fileBytes(path))
            #expect {
                try HomebookStore.open(path: path, readingOnly: true)
            } throws: { error in
                "\(error)".contains("newer")
            }
            #expect(fileBytes(path) == before)
        }
    }

    @Test func whatIsDueIsSeenWithoutWritingAndOnlyOnceItIsDue() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let today = day(2026, 11, 29)
            try withStore(at: path) { store throws in
                #expect(try !store.schedules.wouldPostOnOpen(today: today))
                _ = try store.schedules.add(
                    LedgerScheduleDraft(
                        kind: "expense",
                        name: "Rent",
                        amount: "950.00",
                        category: "housing",
                        frequency: .monthly,
                        day: "1",
                        from: "2026-12-01"
                    ),
                    today: today
                )
            }
            let reader = try HomebookStore.open(path: path, readingOnly: true)
            defer { try? reader.close() }
            #expect(reader.isOpenForReadingOnly)
            // Time moves: nothing is due today; on the first of the month the rent is.
            #expect(try !reader.schedules.wouldPostOnOpen(today: today))
            #expect(try reader.schedules.wouldPostOnOpen(today: day(2026, 12, 1)))
            #expect(try reader.schedules.postDueOnOpen(today: day(2026, 12, 1)) == nil)
            try withStore(at: path) { store throws in
                try store.settings.set(.postSchedules, to: "off")
            }
            #expect(try !reader.schedules.wouldPostOnOpen(today: day(2026, 12, 1)))
        }
    }
}
