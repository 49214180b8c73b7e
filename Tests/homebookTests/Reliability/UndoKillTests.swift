import Foundation
import HomebookCore
import TestSupport
import Testing

/// `homebook undo` of a 100,000-row import, killed with SIGKILL at 10 moments: after every
/// kill the file passes the integrity check, the stored totals equal a fresh sum, and the
/// import is either wholly in (its log entry not undone) or wholly out (undone).
@Suite(.tags(.process, .kill, .slow), .skippedByTag) struct UndoKillTests {
    static let rows = 100_000
    static let killPoints = 10

    @Test func anUndoOfAnImportKilledAtAnyMomentLeavesTheImportWholeOrGone() throws {
        try withTemporaryDirectory { folder in
            var random = SeededGenerator(seed: 0x0_DEAD_BEEF)
            let database = folder + "/ledger.sqlite"
            let csv = folder + "/big.csv"
            _ = try writeLedgerCSV(csv, rows: Self.rows, using: &random)
            let committed = try addCommittedItems(database, count: 20, using: &random)
            let without = try checkedTotals(database, committed: committed)
            let imported = try HomebookProcess.run(["--db", database, "budget", "import", csv])
            #expect(imported.status == 0)
            let with = try checkedTotals(database, committed: committed)

            // One whole undo, on a copy, measures how long it takes here and now.
            let probe = folder + "/probe.sqlite"
            try FileManager.default.copyItem(atPath: database, toPath: probe)
            let clock = ContinuousClock()
            let start = clock.now
            let whole = try HomebookProcess.run(["--db", probe, "undo"])
            let duration = clock.now - start
            #expect(whole.stdout == "Undid: import of 100,000 budget items from big.csv\n")
            #expect(try checkedTotals(probe, committed: committed) == without)

            var interrupted = 0
            for point in 1...Self.killPoints {
                let running = try RunningHomebook(
                    ["--db", database, "undo"],
                    outputFolder: folder,
                    name: "undo-\(point)"
                )
                pause(duration * point / (Self.killPoints + 1))
                running.kill()
                let result = running.wait()
                let totals = try checkedTotals(database, committed: committed)
                let undone = try withStore(at: database) { store throws in
                    try store.undoLog.entries().first?.isUndone
                }
                if totals == with {
                    #expect(undone == false, "kill \(point): the import is in but marked undone")
                    if result.signal == SIGKILL { interrupted += 1 }
                } else {
                    #expect(totals == without, "kill \(point): neither all nor none of the import")
                    #expect(
                        undone == true,
                        "kill \(point): the import is out but not marked undone"
                    )
                    // Put it back for the next kill.
                    #expect(try HomebookProcess.run(["--db", database, "redo"]).status == 0)
                }
            }
            #expect(interrupted > 0, "no kill landed inside the undo")
        }
    }
}
