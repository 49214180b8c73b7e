import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Ctrl-\ (SIGQUIT) ends homebook exactly like Ctrl-C (SIGINT): no crash report, no spin,
/// and an import in progress is rolled back whole (docs/manual.md#exit-codes).
@Suite(.tags(.process, .binaryBoundary), .skippedByTag) struct QuitSignalTests {
    @Test func sigquitAtAMenuPromptEndsLikeSigint() throws {
        try withTemporaryDirectory { folder in
            let menu = try RunningHomebook(
                ["--db", folder + "/h.sqlite"],
                outputFolder: folder,
                name: "menu",
                pipedInput: true
            )
            #expect(menu.waitForOutput(containing: "q) Quit"))
            _ = kill(menu.pid, SIGQUIT)
            let result = try #require(menu.waitOrKill(after: 60), "homebook did not end")
            #expect(result.signal == SIGINT)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
    }

    @Test func sigquitDuringAnImportRollsItBack() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try HomebookProcess.run(["--db", db, "budget", "total"]).status == 0)
            // The import reads a FIFO the test holds open, so it waits inside its transaction.
            let fifo = folder + "/rows.csv"
            #expect(mkfifo(fifo, 0o600) == 0)
            let running = try RunningHomebook(
                ["--db", db, "budget", "import", fifo],
                outputFolder: folder,
                name: "import"
            )
            let writer = try #require(FileHandle(forWritingAtPath: fifo))
            var rows = "date,kind,name,amount,category,note\n"
            for day in 1...28 {
                rows += "2024-02-\(day < 10 ? "0" : "")\(day),expense,Tea,1.00,,\n"
            }
            try writer.write(contentsOf: Data(rows.utf8))
            #expect(try waitUntilWriteLocked(db), "the import never began its transaction")
            _ = kill(running.pid, SIGQUIT)
            let result = try #require(running.waitOrKill(after: 60), "homebook did not end")
            try? writer.close()
            #expect(result.signal == SIGINT)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            try withStore(at: db) { store throws in
                #expect(try store.ledger.totals().count == 0)
                #expect(try store.check().isEmpty)
            }
        }
    }

    /// Polls until another connection holds the database's write lock (BEGIN IMMEDIATE is
    /// refused as busy); false if that never happens within a generous limit.
    func waitUntilWriteLocked(_ path: String) throws -> Bool {
        let database = try Database(path: path, mode: .readWrite)
        defer { try? database.close() }
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            do {
                try database.execute("BEGIN IMMEDIATE")
                try database.execute("ROLLBACK")
            } catch {
                return true
            }
            usleep(20_000)
        }
        return false
    }
}
