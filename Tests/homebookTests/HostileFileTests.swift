import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// `--db` pointing at things that are not a healthy homebook database: one `Error:` line,
/// exit 1, never a crash, and no byte changed unless a write succeeded.
@Suite(.tags(.process), .skippedByTag) struct HostileFileTests {
    /// Commands that read, and one that writes.
    static let commands: [[String]] = [["check"], ["settings"], ["settings", "currency", "£"], []]

    private func expectRefusedUnchanged(_ path: String, containing words: String) throws {
        let before = fileBytes(path)
        for command in Self.commands {
            let result = try HomebookProcess.run(["--db", path] + command, input: "q\n")
            #expect(result.status == 1, "\(command): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(words), "\(result.stderr)")
            #expect(fileBytes(path) == before, "\(command) changed the file")
        }
    }

    /// A healthy database with some pages, closed cleanly (WAL checkpointed into the file).
    private func makeDatabase(_ path: String) throws {
        try withStore(at: path) { store throws in
            try store.database.write { db in
                try db.execute("CREATE TABLE filler (x TEXT) STRICT")
                for index in 0..<400 {
                    try db.execute(
                        "INSERT INTO filler VALUES (?)",
                        [.text(String(repeating: "x", count: 200) + "\(index)")]
                    )
                }
            }
        }
    }

    @Test func anEmptyFileBecomesANewPrivateDatabase() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/empty.sqlite"
            #expect(
                FileManager.default.createFile(
                    atPath: path,
                    contents: Data(),
                    attributes: [.posixPermissions: 0o644]
                )
            )
            let result = try HomebookProcess.run(["--db", path, "check"])
            #expect(result.status == 0)
            #expect(result.stdout == "ok\n")
            #expect(filePermissions(path) == 0o600)
        }
    }

    @Test func aTruncatedDatabaseIsRefusedUnchanged() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            try makeDatabase(path)
            let bytes = try #require(fileBytes(path))
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
            try expectRefusedUnchanged(path, containing: "damaged")
        }
    }

    @Test func aFlippedByteInAPageIsFoundAndNothingIsWritten() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            try makeDatabase(path)
            var bytes = try #require(fileBytes(path))
            let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
            // The last page's b-tree header: its first byte is the page type; flipping it makes
            // the page unreadable as a b-tree page.
            let lastPage = (bytes.count / pageSize - 1) * pageSize
            bytes[lastPage] ^= 0xFF
            try bytes.write(to: URL(fileURLWithPath: path))
            let before = fileBytes(path)
            let result = try HomebookProcess.run(["--db", path, "check"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            #expect(fileBytes(path) == before)
        }
    }

    @Test func aPathInAFolderThatCannotBeCreatedIsAnError() throws {
        let result = try HomebookProcess.run(["--db", "/proc/homebook-test/h.sqlite", "check"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot create the folder /proc/homebook-test"))
    }

    @Test func aReadOnlyFolderRefusesANewDatabase() throws {
        try withTemporaryDirectory { folder in
            let locked = folder + "/locked"
            try FileManager.default.createDirectory(
                atPath: locked,
                withIntermediateDirectories: false,
                attributes: [.posixPermissions: 0o555]
            )
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
            // As root, permissions are ignored: the check runs as `nobody` through setpriv.
            guard let result = try Unprivileged.run(["--db", locked + "/h.sqlite", "check"]) else {
                return
            }
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: cannot create \(locked)/h.sqlite"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
        }
    }

    @Test func aReadOnlyDatabaseFileStillReadsButRefusesWrites() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/h.sqlite"
            #expect(
                try HomebookProcess.run(["--db", path, "settings", "currency", "€"]).status == 0
            )
            // The folder stays writable (WAL needs its -shm file); the database file is not.
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            // The reader must own the file: one of another user's is refused
            // (docs/manual.md#storage).
            if Unprivileged.isRoot {
                try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: path)
            }
            let before = fileBytes(path)
            guard let read = try Unprivileged.run(["--db", path, "settings", "currency"]) else {
                return
            }
            #expect(read.status == 0, "\(read.stderr)")
            #expect(read.stdout == "€\n")
            let write = try #require(
                try Unprivileged.run(["--db", path, "settings", "currency", "£"])
            )
            #expect(write.status == 1)
            #expect(write.stderr.hasPrefix("Error: "))
            #expect(write.stderr.contains("read-only"), "\(write.stderr)")
            #expect(fileBytes(path) == before)
        }
    }
}
