import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A real full disk: the database lives on a 2 MiB tmpfs mounted for the test (possible
/// as root; elsewhere the test is skipped and says why). An import that outgrows it, and an
/// add with a large private note, fail with one `Error:` line that echoes nothing private;
/// the database file keeps every byte, no journal is left behind, and nothing was saved.
@Suite(.tags(.process, .slow), .skippedByTag) struct TmpfsFullDiskTests {
    @Test func writesOntoAFullTmpfsFailWholeAndSaySo() throws {
        try withTemporaryDirectory { folder in
            let mountPoint = folder + "/tiny"
            try FileManager.default.createDirectory(
                atPath: mountPoint,
                withIntermediateDirectories: false
            )
            if let reason = mountTmpfs(at: mountPoint, size: "2m") {
                print("TmpfsFullDiskTests skipped: cannot mount a tmpfs here (\(reason))")
                try Test.cancel("cannot mount a tmpfs here: \(reason)")
            }
            defer { unmount(mountPoint) }
            var random = SeededGenerator(seed: 0xF_0111)
            let database = mountPoint + "/h.sqlite"
            let committed = try addCommittedItems(database, count: 20, using: &random)
            let totals = try checkedTotals(database, committed: committed)
            let csv = folder + "/big.csv"
            _ = try writeLedgerCSV(csv, rows: 50_000, using: &random)

            let before = fileBytes(database)
            let imported = try HomebookProcess.run(["--db", database, "budget", "import", csv])
            #expect(imported.status == 1 && imported.signal == nil, "\(imported)")
            #expect(imported.stderr == "Error: the disk is full; nothing was saved\n")
            #expect(fileBytes(database) == before, "the failed import wrote to the database")
            #expect(try checkedTotals(database, committed: committed) == totals)
            #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint) == ["h.sqlite"])

            // Nearly full: room to open the database, not to save a 100 KB note.
            let filler = mountPoint + "/filler"
            try fill(filler, leaving: 64 * 1024, on: mountPoint)
            let secret = "secret-note-4242 " + String(repeating: "private ", count: 12_800)
            let added = try HomebookProcess.run([
                "--db", database, "budget", "add", "expense", "Secret", "987654.32", "--note",
                secret,
            ])
            #expect(added.status == 1 && added.signal == nil, "\(added)")
            #expect(added.stderr == "Error: the disk is full; nothing was saved\n")
            for text in ["secret-note-4242", "987654", "987,654", "98765432"] {
                #expect(!added.stderr.contains(text) && !added.stdout.contains(text))
            }
            try FileManager.default.removeItem(atPath: filler)
            #expect(try checkedTotals(database, committed: committed) == totals)
        }
    }

    /// A disk filled to the last byte, with no `-shm` file yet (SQLite removes it when the
    /// last connection closes): every read, the rescue `backup` and the menu still work, and a
    /// write fails whole with "the disk is full" (docs/manual.md#storage).
    @Test func readsOnAFullTmpfsWithoutAShmFileStillWork() throws {
        try withTemporaryDirectory { folder in
            let mountPoint = folder + "/tiny"
            try FileManager.default.createDirectory(
                atPath: mountPoint,
                withIntermediateDirectories: false
            )
            if let reason = mountTmpfs(at: mountPoint, size: "2m") {
                print("TmpfsFullDiskTests skipped: cannot mount a tmpfs here (\(reason))")
                try Test.cancel("cannot mount a tmpfs here: \(reason)")
            }
            defer { unmount(mountPoint) }
            var random = SeededGenerator(seed: 0xF_0112)
            let database = mountPoint + "/h.sqlite"
            let committed = try addCommittedItems(database, count: 20, using: &random)
            let totals = try checkedTotals(database, committed: committed)
            let expectedTotal = try HomebookProcess.run(["--db", database, "budget", "total"])
            #expect(expectedTotal.status == 0)
            // The report opened the file read-only and left its companions; a command that
            // opens it for writing removes them as it closes (docs/manual.md#storage).
            #expect(try HomebookProcess.run(["--db", database, "check"]).status == 0)
            #expect(!FileManager.default.fileExists(atPath: database + "-shm"))
            try fillCompletely(mountPoint + "/filler")
            let before = fileBytes(database)

            func read(_ arguments: [String], input: String = "") throws -> ProcessResult {
                let result = try HomebookProcess.run(["--db", database] + arguments, input: input)
                #expect(result.status == 0, "\(arguments): \(result)")
                return result
            }
            #expect(try read(["budget", "total"]).stdout == expectedTotal.stdout)
            #expect(try read(["budget", "list"]).stdout.contains("Committed 19"))
            #expect(try read(["budget", "export"]).stdout.contains("Committed 7"))
            _ = try read(["budget", "export", "--output", folder + "/rescue.csv"])
            #expect(fileBytes(folder + "/rescue.csv")?.isEmpty == false)
            #expect(try read(["check"]).stdout == "ok\n")
            _ = try read(["backup", folder + "/rescue.sqlite"])
            #expect(try read([], input: "q\n").stdout.contains("r) Recipes"))

            let added = try HomebookProcess.run([
                "--db", database, "budget", "add", "income", "Late", "1.00",
            ])
            #expect(added.status == 1 && added.signal == nil, "\(added)")
            #expect(added.stderr == "Error: the disk is full; nothing was saved\n")
            #expect(fileBytes(database) == before)

            try FileManager.default.removeItem(atPath: mountPoint + "/filler")
            #expect(try checkedTotals(database, committed: committed) == totals)
            #expect(try checkedTotals(folder + "/rescue.sqlite", committed: committed) == totals)
        }
    }

    /// A file in the rollback-journal mode (a copy made elsewhere, one `sqlite3` switched)
    /// with a due repeating item, on a disk filled to the last byte: opening writes nothing
    /// (the switch to WAL and the posting wait), so every read and the rescue `backup` to
    /// another disk work (docs/manual.md#storage). Before, each failed with "the disk is full".
    @Test func readsOfARollbackJournalFileOnAFullTmpfsWriteNothing() throws {
        try withTemporaryDirectory { folder in
            let mountPoint = folder + "/tiny"
            try FileManager.default.createDirectory(
                atPath: mountPoint,
                withIntermediateDirectories: false
            )
            if let reason = mountTmpfs(at: mountPoint, size: "2m") {
                print("TmpfsFullDiskTests skipped: cannot mount a tmpfs here (\(reason))")
                try Test.cancel("cannot mount a tmpfs here: \(reason)")
            }
            defer { unmount(mountPoint) }
            var random = SeededGenerator(seed: 0xF_0113)
            let database = mountPoint + "/h.sqlite"
            let committed = try addCommittedItems(database, count: 20, using: &random)
            let totals = try checkedTotals(database, committed: committed)
            let expectedTotal = try HomebookProcess.run(["--db", database, "budget", "total"])
            #expect(expectedTotal.status == 0)
            // Due since 2026-11-20; `budget repeat add` does not post.
            let repeating = try HomebookProcess.run([
                "--db", database, "budget", "repeat", "add", "expense", "Gym", "30.00",
                "--weekly", "--from", "2026-11-20",
            ])
            #expect(repeating.status == 0, "\(repeating)")
            let sqlite = try Database(path: database, mode: .readWrite)
            let mode: String? = try sqlite.fetchOne("PRAGMA journal_mode = DELETE")?.get(0)
            #expect(mode == "delete")
            try sqlite.close()
            try fillCompletely(mountPoint + "/filler")
            let before = fileBytes(database)

            func read(_ arguments: [String]) throws -> ProcessResult {
                let result = try HomebookProcess.run(["--db", database] + arguments)
                #expect(result.status == 0, "\(arguments): \(result)")
                #expect(
                    result.stderr.isEmpty
                        || result.stderr
                            == "Warning: the due repeating items were not posted: the disk is"
                            + " full; nothing was saved\n",
                    "\(arguments): \(result)"
                )
                return result
            }
            #expect(try read(["budget", "total"]).stdout == expectedTotal.stdout)
            #expect(try read(["budget", "list"]).stdout.contains("Committed 19"))
            #expect(try read(["budget", "export"]).stdout.contains("Committed 7"))
            #expect(try read(["check"]).stdout == "ok\n")
            _ = try read(["backup", folder + "/rescue.sqlite"])
            #expect(fileBytes(database) == before, "a read wrote to the database")

            let added = try HomebookProcess.run([
                "--db", database, "budget", "add", "income", "Late", "1.00",
            ])
            #expect(added.status == 1 && added.signal == nil, "\(added)")
            #expect(added.stderr.hasSuffix("Error: the disk is full; nothing was saved\n"))
            #expect(fileBytes(database) == before)

            try FileManager.default.removeItem(atPath: mountPoint + "/filler")
            #expect(try checkedTotals(folder + "/rescue.sqlite", committed: committed) == totals)
        }
    }

    /// Writes `path` until the file system has not one byte left.
    func fillCompletely(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        while write(descriptor, chunk, 1) > 0 {}
        #expect(errno == ENOSPC)
    }

    /// Mounts a tmpfs of `size` at `path`; the reason when that is not possible here.
    func mountTmpfs(at path: String, size: String) -> String? {
        guard getuid() == 0 else { return "not running as root" }
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(size),mode=0700") == 0 else {
            return String(cString: strerror(errno))
        }
        return nil
    }

    func unmount(_ path: String) {
        if umount(path) != 0 { print("TmpfsFullDiskTests: cannot unmount \(path)") }
    }

    /// Writes a file that leaves about `free` bytes free on the file system of `folder`.
    func fill(_ path: String, leaving free: Int, on folder: String) throws {
        var stats = statvfs()
        guard statvfs(folder, &stats) == 0 else { throw POSIXError(.EIO) }
        let available = Int(stats.f_bavail) * Int(stats.f_frsize)
        let size = max(0, available - free)
        try Data(count: size).write(to: URL(fileURLWithPath: path))
    }
}
