import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct DatabaseLocationTests {
    private func resolve(_ commandLine: String?, _ environment: [String: String]) throws -> String {
        try DatabaseLocation.resolve(commandLine: commandLine) { environment[$0] }
    }

    @Test func theCommandLineWinsOverEverything() throws {
        let environment = [
            "HOMEBOOK_DB": "/env.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/a",
        ]
        #expect(try resolve("/cli.sqlite", environment) == "/cli.sqlite")
    }

    @Test func theEnvironmentVariableWinsOverXDG() throws {
        let environment = [
            "HOMEBOOK_DB": "/env.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/a",
        ]
        #expect(try resolve(nil, environment) == "/env.sqlite")
    }

    @Test func xdgDataHomeWinsOverHome() throws {
        let environment = ["XDG_DATA_HOME": "/xdg/", "HOME": "/home/a"]
        #expect(try resolve(nil, environment) == "/xdg/homebook/homebook.sqlite")
    }

    @Test func homeIsTheLastResort() throws {
        #expect(
            try resolve(nil, ["HOME": "/home/a"]) == "/home/a/.local/share/homebook/homebook.sqlite"
        )
    }

    @Test func anEmptyOrRelativeXDGDataHomeIsIgnored() throws {
        for dataHome in ["", "relative/path"] {
            let environment = ["XDG_DATA_HOME": dataHome, "HOME": "/home/a"]
            #expect(
                try resolve(nil, environment) == "/home/a/.local/share/homebook/homebook.sqlite"
            )
        }
    }

    @Test func anEmptyDatabasePathIsAnErrorNotTheDefault() throws {
        #expect(throws: StoreError.emptyPath(setting: "--db")) {
            try resolve("", ["HOME": "/home/a"])
        }
        #expect(throws: StoreError.emptyPath(setting: "HOMEBOOK_DB")) {
            try resolve(nil, ["HOMEBOOK_DB": "", "HOME": "/home/a"])
        }
    }

    @Test func withNothingSetTheErrorSaysWhatToDo() {
        #expect(throws: StoreError.self) { try resolve(nil, [:]) }
    }
}

// Most of these tests check opening itself (file modes, WAL, migrations, what is refused),
// so they call HomebookStore.open directly; the others use TestSupport's withTemporaryStore.
@Suite struct HomebookStoreTests {
    @Test func aNewDatabaseIsPrivateInPrivateFolders() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/a/b/homebook.sqlite"
            let store = try HomebookStore.open(path: path)
            try store.close()
            #expect(filePermissions(path) == 0o600)
            #expect(filePermissions(folder + "/a") == 0o700)
            #expect(filePermissions(folder + "/a/b") == 0o700)
        }
    }

    @Test func anExistingFolderKeepsItsPermissions() throws {
        try withTemporaryDirectory { folder in
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
            let store = try HomebookStore.open(path: folder + "/homebook.sqlite")
            try store.close()
            #expect(filePermissions(folder) == 0o755)
        }
    }

    @Test func theConnectionUsesWALAndFullSync() throws {
        try withTemporaryDirectory { folder in
            let store = try HomebookStore.open(path: folder + "/h.sqlite")
            #expect(try store.database.fetchOne("PRAGMA journal_mode")?.get(0) as String? == "wal")
            #expect(try store.database.fetchOne("PRAGMA synchronous")?.get(0) as Int64? == 2)
            #expect(try store.database.fetchOne("PRAGMA foreign_keys")?.get(0) as Int64? == 1)
            #expect(
                try store.database.fetchOne("PRAGMA busy_timeout")?.get(0) as Int64? ?? 0 >= 5_000
            )
            try store.close()
        }
    }

    @Test func aLargeTransactionKeepsItsChangesInMemoryUntilItCommits() throws {
        // The page cache keeps few clean pages (256 KiB), but a transaction's changed pages
        // are not written out early: changing 1.2 MB leaves the WAL as it was until COMMIT.
        try withTemporaryStore(named: "h.sqlite") { store, folder throws in
            let wal = folder + "/h.sqlite-wal"
            func walBytes() throws -> Int {
                try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int ?? -1
            }
            let note = String(repeating: "n", count: 400)
            try store.database.write { db in
                let before = try walBytes()
                for day in 0..<3_000 {
                    try db.cachedStatement(
                        "INSERT INTO budget_items (date, kind, name, amount_cents, note)"
                            + " VALUES (date('2020-01-01', ?), 'expense', 'x', 1, ?)"
                    ).execute([.text("+\(day % 3_000) days"), .text(note)])
                }
                #expect(try walBytes() == before)
            }
            #expect(try walBytes() > 1_000_000)
        }
    }

    @Test func everyMigrationIsAppliedOnceAndReopeningChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            try HomebookStore.open(path: path).close()
            let store = try HomebookStore.open(path: path)
            let count =
                try store.database.fetchOne("SELECT count(*) FROM schema_migrations")?.get(0)
                as Int64?
            #expect(count == Int64(HomebookSchema.migrations().count))
            try store.close()
        }
    }

    @Test func aTextFileIsRefusedAndLeftUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/notes.txt"
            let text = String(repeating: "shopping list\n", count: 500)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(throws: StoreError.notADatabase(path: path)) {
                try HomebookStore.open(path: path)
            }
            #expect(fileBytes(path) == Data(text.utf8))
        }
    }

    @Test func aFolderIsRefused() throws {
        try withTemporaryDirectory { folder in
            _ = #expect(throws: StoreError.file(.isDirectory(path: folder))) {
                try HomebookStore.open(path: folder)
            }
        }
    }

    @Test func aDatabaseFromANewerHomebookIsRefusedUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/newer.sqlite"
            let store = try HomebookStore.open(path: path)
            try markAsMigratedByANewerHomebook(store)
            try store.close()
            let before = try #require(fileBytes(path))
            #expect {
                try HomebookStore.open(path: path)
            } throws: { error in
                "\(error)".contains("newer")
            }
            #expect(fileBytes(path) == before)
        }
    }

    @Test func aReadOnlyDatabaseStillReadsButRefusesWrites() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            let store = try HomebookStore.open(path: path)
            try store.close()
            // Tests may run as root, which ignores file permissions: open read-only instead.
            let readOnly = try Database(path: path, mode: .readOnly)
            #expect(readOnly.isReadOnly)
            let error = sqliteError {
                try readOnly.write { try $0.execute("DELETE FROM settings") }
            }
            #expect(error.map { StoreError($0, path: path) } == .readOnly(path: path))
            try readOnly.close()
        }
    }

    @Test func aBackupIsAConsistentPrivateCopyThatNeverOverwrites() throws {
        try withTemporaryStore(named: "h.sqlite") { store, folder throws in
            try store.settings.set(.currency, to: "£")
            try store.backup(to: folder + "/copy.sqlite")
            #expect(filePermissions(folder + "/copy.sqlite") == 0o600)
            try withStore(at: folder + "/copy.sqlite") { copy throws in
                #expect(try copy.settings.currency() == "£")
            }

            try "keep me".write(toFile: folder + "/taken", atomically: true, encoding: .utf8)
            #expect(throws: StoreError.file(.exists(path: folder + "/taken"))) {
                try store.backup(to: folder + "/taken")
            }
            #expect(try String(contentsOfFile: folder + "/taken", encoding: .utf8) == "keep me")
        }
    }
}

/// Runs `body` and returns the SQLiteError it throws, if any.
func sqliteError(_ body: () throws -> Void) -> SQLiteError? {
    do {
        try body()
        return nil
    } catch {
        return error as? SQLiteError
    }
}
