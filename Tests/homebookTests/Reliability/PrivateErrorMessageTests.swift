import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Writes that fail inside the database (a constraint added outside homebook, a lock held
/// past the busy timeout) say so on one `Error:` line that never echoes the private amount
/// or note being saved. (A full disk is covered by `TmpfsFullDiskTests` and, in
/// HomebookCore, `FullDiskTests`.)
@Suite(.tags(.process), .skippedByTag) struct PrivateErrorMessageTests {
    static let note = "secret-note-4242"
    static let amount = "987654.32"
    /// Every way the amount could be echoed.
    static let secrets = [note, "987654", "987,654", "98765432"]

    func expectPrivate(_ result: ProcessResult, _ what: String) {
        #expect(result.status == 1, "\(what): \(result)")
        #expect(result.stderr.hasPrefix("Error: "), "\(what): \(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(what): \(result.stderr)")
        for secret in Self.secrets {
            #expect(!result.stderr.contains(secret), "\(what) echoes \(secret): \(result.stderr)")
            #expect(!result.stdout.contains(secret), "\(what) echoes \(secret): \(result.stdout)")
        }
    }

    @Test func aConstraintErrorEchoesNoPrivateValue() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            try withStore(at: database) { store throws in
                // A database changed outside homebook: notes must be unique.
                try store.database.execute("CREATE UNIQUE INDEX unique_note ON budget_items (note)")
                try store.database.execute("CREATE UNIQUE INDEX unique_notes ON recipes (notes)")
            }
            let add = [
                "--db", database, "budget", "add", "income", "Bonus", Self.amount, "--note",
                Self.note,
            ]
            let recipe = ["--db", database, "recipe", "add", "Cake", "--notes", Self.note]
            #expect(try HomebookProcess.run(add).status == 0)
            #expect(try HomebookProcess.run(recipe).status == 0)
            expectPrivate(try HomebookProcess.run(add), "budget add")
            expectPrivate(try HomebookProcess.run(recipe), "recipe add")
        }
    }

    @Test func aBusyErrorEchoesNoPrivateValue() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            let result = try withStore(at: database) { store throws in
                try store.database.execute("BEGIN EXCLUSIVE")
                let result = try HomebookProcess.run([
                    "--db", database, "budget", "add", "income", "Bonus", Self.amount, "--note",
                    Self.note,
                ])
                try store.database.execute("ROLLBACK")
                #expect(try store.ledger.totals().count == 0)
                return result
            }
            expectPrivate(result, "budget add while busy")
            #expect(result.stderr.hasPrefix("Error: the database is busy"))
        }
    }
}
