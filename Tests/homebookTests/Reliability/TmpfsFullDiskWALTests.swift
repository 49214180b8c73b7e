import Foundation
import HomebookCore
import TestSupport
import Testing

/// A WAL database whose `-wal` and `-shm` are on a full 2 MiB tmpfs (mounted for the test as
/// root; elsewhere skipped): commits still in the `-wal`, a due repeating item, and either
/// another program holding the file open or one killed with it open. `budget total`,
/// `budget list`, `budget export`, `check` and `backup` to another disk each work, see the
/// commits in the `-wal`, and lose nothing; the posting waits with a warning
/// (docs/manual.md#storage, issue 38 point 18).
@Suite(.tags(.process, .slow), .skippedByTag) struct TmpfsFullDiskWALTests {
    let disk = TmpfsFullDiskTests()

    /// `sqlite3` holding `database` open after one read, so the `-wal` and `-shm` stay.
    final class Holder {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(_ database: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            process.arguments = [database]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data("SELECT count(*) FROM budget_items;\n".utf8))
            // The answer means the file is open and its -shm made.
            var answer = Data()
            while !answer.contains(UInt8(ascii: "\n")) {
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { break }
                answer.append(more)
            }
        }

        /// Ends `sqlite3` as a crash would: no checkpoint, the `-wal` and `-shm` left.
        func kill() {
            _ = Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        /// Ends `sqlite3` normally.
        func quit() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// The five reads of issue 38 point 18, each with what its output must show.
    func reads(_ folder: String, total: String) -> [([String], (String) -> Bool)] {
        [
            (["budget", "total"], { $0 == total }),
            (["budget", "list"], { $0.contains("Committed 19") && $0.contains("Late 2") }),
            (["budget", "export"], { $0.contains("Committed 7") && $0.contains("Late 1") }),
            (["check"], { $0 == "ok\n" }),
            (["backup", folder + "/rescue.sqlite"], { !$0.isEmpty }),
        ]
    }

    func run(_ arguments: [String], on database: String, shows: (String) -> Bool) throws {
        let result = try HomebookProcess.run(["--db", database] + arguments)
        #expect(result.status == 0 && shows(result.stdout), "\(arguments): \(result)")
        #expect(
            result.stderr.isEmpty
                || result.stderr
                    == "Warning: the due repeating items were not posted: the disk is"
                    + " full; nothing was saved\n",
            "\(arguments): \(result)"
        )
    }

    /// Makes the database: 20 items checkpointed, then (with `sqlite3` holding it open) three
    /// more and a repeating item due since 2026-11-20, which stay in the `-wal`. Returns the
    /// items, `budget total` as it is without the posting, and the open holder.
    func prepare(_ database: String) throws -> ([LedgerItem], String, Holder) {
        var random = SeededGenerator(seed: 0xF_0114)
        var committed = try addCommittedItems(database, count: 20, using: &random)
        let holder = try Holder(database)
        try withStore(at: database) { store throws in
            for index in 1...3 {
                committed.append(
                    try store.ledger.add(
                        NewLedgerItem(
                            kind: .income,
                            name: "Late \(index)",
                            amount: Money(cents: Int64(index * 100)),
                            date: CalendarDate(year: 2020, month: 2, day: index)!,
                            category: "wal",
                            note: ""
                        )
                    )
                )
            }
        }
        let total = try HomebookProcess.run(["--db", database, "budget", "total"])
        #expect(total.status == 0 && total.stdout.contains("23"), "\(total)")
        let repeating = try HomebookProcess.run([
            "--db", database, "budget", "repeat", "add", "expense", "Gym", "30.00",
            "--weekly", "--from", "2026-11-20",
        ])
        #expect(repeating.status == 0, "\(repeating)")
        #expect((fileBytes(database + "-wal")?.count ?? 0) > 0, "the commits left the -wal")
        #expect(FileManager.default.fileExists(atPath: database + "-shm"))
        return (committed, total.stdout, holder)
    }

    @Test func readsWhileAnotherProgramHoldsTheWALOpenOnAFullTmpfs() throws {
        try withTemporaryDirectory { folder in
            let mountPoint = folder + "/tiny"
            try FileManager.default.createDirectory(
                atPath: mountPoint,
                withIntermediateDirectories: false
            )
            if let reason = disk.mountTmpfs(at: mountPoint, size: "2m") {
                try Test.cancel("cannot mount a tmpfs here: \(reason)")
            }
            defer { disk.unmount(mountPoint) }
            let database = mountPoint + "/h.sqlite"
            let (committed, total, holder) = try prepare(database)
            try disk.fillCompletely(mountPoint + "/filler")
            for (arguments, shows) in reads(folder, total: total) {
                try run(arguments, on: database, shows: shows)
                #expect(fileBytes(database + "-wal")?.isEmpty == false, "\(arguments)")
            }
            holder.quit()
            #expect(try checkedTotals(folder + "/rescue.sqlite", committed: committed).count == 23)
            try FileManager.default.removeItem(atPath: mountPoint + "/filler")
            #expect(try checkedTotals(database, committed: committed).count == 23)
        }
    }

    @Test func readsAfterAProgramWasKilledWithTheWALOpenOnAFullTmpfs() throws {
        try withTemporaryDirectory { folder in
            let mountPoint = folder + "/tiny"
            try FileManager.default.createDirectory(
                atPath: mountPoint,
                withIntermediateDirectories: false
            )
            if let reason = disk.mountTmpfs(at: mountPoint, size: "2m") {
                try Test.cancel("cannot mount a tmpfs here: \(reason)")
            }
            defer { disk.unmount(mountPoint) }
            let database = mountPoint + "/h.sqlite"
            let (committed, total, holder) = try prepare(database)
            holder.kill()
            let files = ["", "-wal", "-shm"].map { database + $0 }
            let left = files.map { fileBytes($0) ?? Data() }
            for (arguments, shows) in reads(folder, total: total) {
                // Each read meets the files as the kill left them, on a disk with no byte
                // free (the first read to close may fold the -wal into the file).
                for (path, bytes) in zip(files, left) {
                    try bytes.write(to: URL(fileURLWithPath: path))
                }
                try disk.fillCompletely(mountPoint + "/filler")
                try run(arguments, on: database, shows: shows)
                try FileManager.default.removeItem(atPath: mountPoint + "/filler")
            }
            #expect(try checkedTotals(folder + "/rescue.sqlite", committed: committed).count == 23)
            #expect(try checkedTotals(database, committed: committed).count == 23)
        }
    }
}
