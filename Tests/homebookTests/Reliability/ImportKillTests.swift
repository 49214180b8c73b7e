import Foundation
import HomebookCore
import TestSupport
import Testing

/// `homebook budget import` of a 200,000-row file, killed with SIGKILL at 20 moments spread
/// over the whole import: after every kill the database passes the integrity check, the
/// ledger holds none or all of the file, and every item committed before is intact.
@Suite(.tags(.process, .kill, .slow), .skippedByTag) struct ImportKillTests {
    static let rows = 200_000
    static let killPoints = 20

    @Test func anImportKilledAtAnyMomentLeavesNoneOrAllOfTheFile() throws {
        try withTemporaryDirectory { folder in
            var random = SeededGenerator(seed: 0x5161_C111)
            let database = folder + "/ledger.sqlite"
            let csv = folder + "/big.csv"
            let fileSums = try writeLedgerCSV(csv, rows: Self.rows, using: &random)
            let committed = try addCommittedItems(database, count: 40, using: &random)
            var expected = try checkedTotals(database, committed: committed)

            // One whole import, on a copy, measures how long an import takes here and now.
            let probe = folder + "/probe.sqlite"
            try FileManager.default.copyItem(atPath: database, toPath: probe)
            let clock = ContinuousClock()
            let start = clock.now
            let whole = try HomebookProcess.run(["--db", probe, "budget", "import", csv])
            let duration = clock.now - start
            #expect(whole.status == 0 && whole.stdout == "Imported 200000 budget items.\n")
            #expect(
                try checkedTotals(probe, committed: committed)
                    == adding(fileSums, count: Self.rows, to: expected)
            )

            var rolledBackMidWrite = 0
            var committedImports = 0
            for point in 1...Self.killPoints {
                let running = try RunningHomebook(
                    ["--db", database, "budget", "import", csv],
                    outputFolder: folder,
                    name: "import-\(point)"
                )
                pause(duration * point / (Self.killPoints + 1))
                running.kill()
                let result = running.wait()
                // The journal the killed process left behind, before anything recovers it.
                let walBytes = fileSize(database + "-wal")
                #expect(result.signal == SIGKILL || result.status == 0, "\(result)")

                let totals = try checkedTotals(database, committed: committed)
                if totals == expected {
                    #expect(result.signal == SIGKILL, "exited without importing: \(result)")
                    if walBytes > 0 { rolledBackMidWrite += 1 }
                } else {
                    // Killed after the commit (or not killed at all): all of the file is in.
                    expected = adding(fileSums, count: Self.rows, to: expected)
                    #expect(totals == expected, "kill \(point): neither none nor all of the file")
                    committedImports += 1
                }
            }
            print(
                "ImportKillTests: whole import \(duration); \(Self.killPoints) kills:"
                    + " \(rolledBackMidWrite) rolled back a half-written import,"
                    + " \(committedImports) landed after the commit"
            )
            // Without kills inside the write, the test would prove nothing.
            #expect(rolledBackMidWrite > 0)
        }
    }

    func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
