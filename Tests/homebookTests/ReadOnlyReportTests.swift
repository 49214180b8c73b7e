import Foundation
import HomebookCore
import TestSupport
import Testing

/// `budget total` and `budget report` open a current file read-only, and for writing when it
/// needs a migration or something is due, which they post first (docs/manual.md#storage).
@Suite(.tags(.process), .skippedByTag) struct ReadOnlyReportTests {
    /// The report lines: the quick paths, and lines the argument parser reads.
    static let reports: [[String]] = [
        ["budget", "total", "--json"],
        ["budget", "report", "--by", "category", "--json"],
        ["budget", "total", "--account", "main", "--json"],
        ["budget", "report", "--by", "category", "--depth", "1", "--json"],
    ]

    @Test(arguments: reports)
    func aReportPostsWhatIsDueFirstAndCountsIt(_ report: [String]) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/due.sqlite"
            let added = try homebook(
                db,
                [
                    "budget", "repeat", "add", "expense", "Rent", "950", "--monthly", "--from",
                    "today", "--category", "housing",
                ]
            )
            #expect(added.status == 0, "\(added)")
            let shown = try homebook(db, report)
            #expect(shown.status == 0, "\(shown)")
            #expect(shown.stderr.contains("Posted 1 repeating item: Rent 950.00 ("), "\(shown)")
            #expect(shown.stdout.contains("950.00"), "\(shown.stdout)")
            // Posted once: the next report finds nothing due and the file as it was.
            let before = try #require(fileBytes(db))
            let again = try homebook(db, report)
            #expect(again.status == 0 && !again.stderr.contains("Posted"), "\(again)")
            #expect(again.stdout == shown.stdout)
            #expect(fileBytes(db) == before)
        }
    }

    @Test func aReportReadsACurrentFileWithoutWritingAndLeavesItsCompanions() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let add = try homebook(db, "budget", "add", "income", "Pay", "2500")
            #expect(add.status == 0, "\(add)")
            // A command that writes closes last and removes the companions.
            #expect(!FileManager.default.fileExists(atPath: db + "-wal"))
            let before = try #require(fileBytes(db))
            for report in Self.reports {
                let shown = try homebook(db, report)
                #expect(shown.status == 0 && shown.stderr.isEmpty, "\(report): \(shown)")
                #expect(shown.stdout.contains("2500.00"), "\(report): \(shown.stdout)")
                #expect(fileBytes(db) == before, "\(report) wrote to the file")
            }
            // A read-only connection may not remove them: they stay, empty, and private.
            #expect(fileBytes(db + "-wal")?.isEmpty == true)
            #expect(filePermissions(db + "-wal") == 0o600)
            #expect(filePermissions(db + "-shm") == 0o600)
            // The next write carries on as ever, and removes them as it closes.
            #expect(try homebook(db, "budget", "add", "expense", "Milk", "1.29").status == 0)
            #expect(!FileManager.default.fileExists(atPath: db + "-wal"))
            let total = try homebook(db, "budget", "total", "--json")
            #expect(total.stdout.contains(#""count":2"#), "\(total)")
        }
    }

    @Test func aReportOfAFileFromANewerHomebookIsRefusedUnchanged() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/newer.sqlite"
            #expect(try homebook(db, "check").status == 0)
            try withStore(at: db) { store throws in try markAsMigratedByANewerHomebook(store) }
            let before = try #require(fileBytes(db))
            for report in Self.reports {
                let shown = try homebook(db, report)
                #expect(shown.status == 1 && shown.stdout.isEmpty, "\(report): \(shown)")
                #expect(shown.stderr.hasPrefix("Error: ") && shown.stderr.contains("newer"))
            }
            #expect(fileBytes(db) == before)
        }
    }
}
