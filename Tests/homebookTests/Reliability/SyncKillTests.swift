import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// `homebook sync` killed with SIGKILL while it writes a change file, while it applies one
/// and while it compacts (docs/manual.md#household-sync): after every kill each database
/// passes `homebook check` and holds none or all of an import, a machine's folder holds its
/// files whole, before or after a compaction (or the compaction's list, finished by the next
/// run), and a machine that joins afterwards converges.
@Suite(.tags(.process, .kill, .slow), .skippedByTag) struct SyncKillTests {
    static let rows = 5_000
    static let killPoints = 8

    /// Runs the binary and requires it to succeed.
    @discardableResult
    static func run(_ database: String, _ arguments: [String]) throws -> String {
        let result = try homebook(database, arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    static func items(_ database: String) throws -> Int64 {
        try withStore(at: database) {
            try $0.database.fetchOne("SELECT count(*) FROM budget_items")?.get(0) ?? -1
        }
    }

    static func checked(_ database: String) throws {
        #expect(try withStore(at: database) { try $0.check() } == [])
    }

    /// Kills `arguments` at `killPoints` moments spread over `duration`.
    static func kill(
        _ database: String,
        _ arguments: [String],
        over duration: Duration,
        in folder: String,
        after each: (Int) throws -> Void
    ) throws {
        for point in 1...killPoints {
            let running = try RunningHomebook(
                ["--db", database] + arguments,
                outputFolder: folder,
                name: "sync-\(point)"
            )
            pause(duration * point / (killPoints + 1))
            running.kill()
            let result = running.wait()
            #expect(result.signal == SIGKILL || result.status == 0, "\(result)")
            try each(point)
        }
    }

    static func timed(_ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return clock.now - start
    }

    @Test func writingAndApplyingKilledLeaveNoneOrAllOfAnImport() throws {
        try withTemporaryDirectory { root in
            var random = SeededGenerator(seed: 0x5141_C1A5)
            let shared = root + "/shared"
            let anna = root + "/anna.sqlite"
            let ben = root + "/ben.sqlite"
            let csv = root + "/big.csv"
            _ = try writeLedgerCSV(csv, rows: Self.rows, using: &random)
            try Self.run(anna, ["sync", "join", shared, "--name", "anna"])
            try Self.run(ben, ["sync", "join", shared, "--name", "ben"])
            try Self.run(ben, ["sync"])
            try Self.run(anna, ["budget", "import", csv])

            // Writing: the import leaves as one file, whole or not at all.
            let probe = root + "/probe"
            try FileManager.default.createDirectory(
                atPath: probe,
                withIntermediateDirectories: true
            )
            try FileManager.default.copyItem(atPath: anna, toPath: probe + "/anna.sqlite")
            try FileManager.default.copyItem(atPath: shared, toPath: probe + "/shared")
            try withStore(at: probe + "/anna.sqlite") {
                try $0.database.execute(
                    "UPDATE sync_site SET folder = ?",
                    [.text(probe + "/shared")]
                )
            }
            let writing = try Self.timed { try Self.run(probe + "/anna.sqlite", ["sync"]) }
            try Self.kill(anna, ["sync"], over: writing, in: root) { _ in
                try Self.checked(anna)
                #expect(try Self.items(anna) == Int64(Self.rows))
            }
            try Self.run(anna, ["sync"])

            // Applying: Ben holds none or all of the import after every kill.
            try FileManager.default.removeItem(atPath: probe + "/anna.sqlite")
            try FileManager.default.copyItem(atPath: ben, toPath: probe + "/ben.sqlite")
            let applying = try Self.timed { try Self.run(probe + "/ben.sqlite", ["sync"]) }
            var rolledBack = 0
            try Self.kill(ben, ["sync"], over: applying, in: root) { point in
                try Self.checked(ben)
                let count = try Self.items(ben)
                #expect(count == 0 || count == Int64(Self.rows), "kill \(point): \(count) items")
                if count == 0 { rolledBack += 1 }
            }
            try Self.run(ben, ["sync"])
            #expect(try Self.items(ben) == Int64(Self.rows))
            try Self.checked(ben)
            print("SyncKillTests: apply \(applying), \(rolledBack) kills before the commit")
        }
    }

    @Test func compactionKilledLeavesTheFilesWholeAndALaterMachineConverges() throws {
        try withTemporaryDirectory { root in
            let pristine = root + "/pristine"
            let shared = pristine + "/shared"
            let anna = pristine + "/anna.sqlite"
            let ben = pristine + "/ben.sqlite"
            try FileManager.default.createDirectory(
                atPath: pristine,
                withIntermediateDirectories: true
            )
            try Self.run(anna, ["sync", "join", shared, "--name", "anna"])
            try Self.run(ben, ["sync", "join", shared, "--name", "ben"])
            for index in 0..<12 {
                try Self.run(anna, ["budget", "add", "expense", "Item \(index)", "1.00"])
                try Self.run(anna, ["sync"])
            }
            try Self.run(ben, ["sync"])
            let total = try Self.items(anna)
            let annaFolder = try #require(
                SyncKillTests.folders(shared).first { folder in
                    (try? FileManager.default.contentsOfDirectory(atPath: folder))?
                        .filter { $0.hasSuffix(".hbc") }.count ?? 0 > 5
                }
            )
            let before = try Self.changeFiles(annaFolder)

            /// A fresh copy of the pristine household in `name`; returns Anna's database there.
            func copy(_ name: String) throws -> (anna: String, shared: String) {
                let folder = root + "/" + name
                try FileManager.default.copyItem(atPath: pristine, toPath: folder)
                try withStore(at: folder + "/anna.sqlite") {
                    try $0.database.execute(
                        "UPDATE sync_site SET folder = ?",
                        [.text(folder + "/shared")]
                    )
                }
                return (folder + "/anna.sqlite", folder + "/shared")
            }
            let probe = try copy("probe")
            let compacting = try Self.timed { try Self.run(probe.anna, ["sync", "compact"]) }
            #expect(
                try Self.changeFiles(Self.moved(annaFolder, to: probe.shared, from: shared)).count
                    == 1
            )

            var halfWay = 0
            for point in 1...Self.killPoints {
                let copied = try copy("kill-\(point)")
                let running = try RunningHomebook(
                    ["--db", copied.anna, "sync", "compact"],
                    outputFolder: root,
                    name: "compact-\(point)"
                )
                pause(compacting * point / (Self.killPoints + 1))
                running.kill()
                _ = running.wait()
                let folder = Self.moved(annaFolder, to: copied.shared, from: shared)
                let files = try Self.changeFiles(folder)
                let intent = FileManager.default.fileExists(atPath: folder + "/compacting")
                if intent { halfWay += 1 }
                #expect(
                    intent || files == before || files == [before.last ?? ""],
                    "kill \(point): \(files.count) of \(before.count) files and no list"
                )
                try Self.checked(copied.anna)
                // Anna goes on; Cleo joins now and converges, whatever the kill left.
                try Self.run(copied.anna, ["sync"])
                let cleo = root + "/kill-\(point)/cleo.sqlite"
                try Self.run(cleo, ["sync", "join", copied.shared, "--name", "cleo"])
                try Self.run(cleo, ["sync"])
                try Self.run(cleo, ["sync"])
                #expect(try Self.items(cleo) == total, "kill \(point): Cleo is stranded")
                try Self.checked(cleo)
            }
            print("SyncKillTests: compaction \(compacting), \(halfWay) kills left a list to finish")
        }
    }

    static func folders(_ shared: String) -> [String] {
        let root = shared + "/homebook-sync"
        let households = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return households.flatMap { household in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + household)) ?? [])
                .map { root + "/" + household + "/" + $0 }
        }
    }

    static func moved(_ folder: String, to shared: String, from original: String) -> String {
        shared + folder.dropFirst(original.count)
    }

    static func changeFiles(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".hbc") }
            .sorted()
    }
}
