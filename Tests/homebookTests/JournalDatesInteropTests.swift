import Foundation
import TestSupport
import Testing

/// What ledger and hledger could misread in a journal export: a note that ledger takes for
/// a date, and dates ledger cannot read (issue 28, point 5).
@Suite(.tags(.process), .skippedByTag) struct JournalDatesInteropTests {
    /// Exports the journal of `db` to a new file in `folder`; the process result and path.
    func export(_ db: String, _ folder: String) throws -> (ProcessResult, String) {
        let journal = folder + "/export.journal"
        let result = try homebook(
            db,
            ["budget", "export", "--format", "journal", "--output", journal]
        )
        return (result, journal)
    }

    @Test(.enabled(if: InterchangeJournalTests.tool("ledger") != nil))
    func aNoteHoldingABracketedDateDoesNotRedateTheItemInLedger() throws {
        let ledger = try #require(InterchangeJournalTests.tool("ledger"))
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            for note in ["paid [2030-01-01]", "[=2031-02-03] effective", "x [2032/4/5"] {
                let add = try homebook(
                    db,
                    [
                        "budget", "add", "expense", "Tea", "2", "--date", "2024-01-02", "--note",
                        note,
                    ]
                )
                #expect(add.status == 0, "\(add.stderr)")
            }
            let (result, journal) = try export(db, folder)
            #expect(result.status == 0, "\(result.stderr)")
            let register = try HomebookProcess.run(
                ["-f", journal, "register", "--date-format", "%Y-%m-%d", "^expenses"],
                executable: ledger
            )
            #expect(register.status == 0, "\(register.stderr)")
            let dates = register.stdout.split(separator: "\n").map { $0.prefix(10) }
            #expect(dates == ["2024-01-02", "2024-01-02", "2024-01-02"], "\(register.stdout)")
            // The note is still there to read, with look-alike brackets.
            let text = try String(contentsOfFile: journal, encoding: .utf8)
            #expect(text.contains("; paid ［2030-01-01］"))
        }
    }

    @Test(.enabled(if: InterchangeJournalTests.tool("ledger") != nil))
    func datesLedgerCannotReadAreRefusedAndTheYearsItCanAreExported() throws {
        let ledger = try #require(InterchangeJournalTests.tool("ledger"))
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            for date in ["1400-01-01", "9999-12-31"] {
                #expect(
                    try homebook(db, "budget", "add", "expense", "Edge", "1", "--date", date).status
                        == 0
                )
            }
            let (fine, journal) = try export(db, folder)
            #expect(fine.status == 0, "\(fine.stderr)")
            let register = try HomebookProcess.run(
                ["-f", journal, "register", "--date-format", "%Y-%m-%d", "^expenses"],
                executable: ledger
            )
            #expect(register.status == 0 && register.stderr == "", "\(register.stderr)")
            #expect(
                register.stdout.split(separator: "\n").map { $0.prefix(10) } == [
                    "1400-01-01", "9999-12-31",
                ]
            )
            try FileManager.default.removeItem(atPath: journal)

            #expect(
                try homebook(db, "budget", "add", "expense", "Ancient", "1", "--date", "1399-12-31")
                    .status == 0
            )
            let (refused, again) = try export(db, folder)
            #expect(refused.status == 1)
            #expect(
                refused.stderr
                    == "Error: item 3 (\"Ancient\") is dated 1399-12-31, but ledger reads only the"
                    + " years 1400 to 9999: change its date, or export from --from 1400-01-01;"
                    + " nothing was written\n"
            )
            #expect(!FileManager.default.fileExists(atPath: again))
            let toStandardOutput = try homebook(db, ["budget", "export", "--format", "journal"])
            #expect(toStandardOutput.status == 1)
            #expect(toStandardOutput.stdout == "")
            // Leaving it out by date exports the rest.
            let later = try homebook(
                db,
                ["budget", "export", "--format", "journal", "--from", "1400-01-01"]
            )
            #expect(later.status == 0)
            #expect(later.stdout.contains("1400-01-01 Edge"))
        }
    }
}
