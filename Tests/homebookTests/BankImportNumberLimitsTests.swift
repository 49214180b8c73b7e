import Foundation
import TestSupport
import Testing

/// Every user-controlled number of `budget import` and `budget list` at its extremes: a clear
/// message and exit 1 or 64, never an arithmetic trap (issue 26, point 5).
@Suite(.tags(.process), .skippedByTag) struct BankImportNumberLimitsTests {
    private static let statement = "Date,Description,Amount\n2024-01-02,Tea,-2.00\n"
    private static let map = ["--map", "date=Date,name=Description,amount=Amount"]

    /// Runs `budget import` on `text` with `arguments` after the file name.
    private func importing(
        _ text: String,
        _ arguments: [String]
    ) throws -> ProcessResult {
        try withTemporaryDirectory { folder in
            let statement = folder + "/statement.csv"
            try text.write(toFile: statement, atomically: true, encoding: .utf8)
            return try homebook(folder + "/h.sqlite", ["budget", "import", statement] + arguments)
        }
    }

    @Test(arguments: [Int.max, Int.max - 1, 3])
    func skippingMoreLinesThanTheFileHasIsRefusedNotATrap(skip: Int) throws {
        let result = try importing(Self.statement, Self.map + ["--skip-lines", String(skip)])
        #expect(result.status == 1)
        #expect(
            result.stderrAfterCreation
                == "Error: the file has 2 lines, so skipping \(skip) leaves nothing to import:"
                + " skip fewer lines (--skip-lines)\n"
        )
    }

    @Test func skippingEveryLineExactlyReportsTheMissingHeaderAfterThem() throws {
        let result = try importing(Self.statement, Self.map + ["--skip-lines", "2"])
        #expect(result.status == 1)
        #expect(result.stderrAfterCreation.contains("line 3: there is no readable header line"))
    }

    @Test func aNegativeSkipIsAUsageError() throws {
        let result = try importing(Self.statement, Self.map + ["--skip-lines=-1"])
        #expect(result.status == 64)
        #expect(result.stderrAfterCreation.contains("--skip-lines must be 0 or more."))
    }

    @Test(arguments: [String(Int.max), "99999999999999999999", "0"])
    func aColumnNumberBeyondAnyFileIsRefused(column: String) throws {
        let result = try importing(
            Self.statement,
            ["--map", "date=1,name=2,amount=\(column)"]
        )
        #expect(result.status == 1)
        #expect(result.stderrAfterCreation.hasPrefix("Error: "))
        #expect(result.stderrAfterCreation.contains(column))
    }

    @Test func amountsWhoseTotalOverflowsAreRefusedWithTheLine() throws {
        let text =
            "Date,Description,Amount\n2024-01-02,A,92233720368547758.07\n2024-01-03,B,0.01\n"
        let result = try importing(text, Self.map)
        #expect(result.status == 1)
        #expect(result.stderrAfterCreation.contains("line 3"))
        #expect(result.stderrAfterCreation.contains("overflow"))
    }

    @Test func anAmountBeyondTheLargestIsARefusedRow() throws {
        let text = "Date,Description,Amount\n2024-01-02,A,-92233720368547758.08\n"
        let result = try importing(text, Self.map)
        #expect(result.status == 1)
        #expect(result.stderrAfterCreation.contains("line 2"))
    }

    @Test func aYearBeyondFourDigitsIsARefusedRow() throws {
        let text = "Date,Description,Amount\n99999-01-02,A,-1.00\n"
        let result = try importing(text, Self.map)
        #expect(result.status == 1)
        #expect(result.stderrAfterCreation.contains("line 2: \"99999-01-02\" is not a date"))
    }

    @Test func listingWithTheLargestLimitListsEverything() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "budget", "add", "expense", "Tea", "2").status == 0)
            let result = try homebook(db, "budget", "list", "--limit", String(Int.max), "--json")
            #expect(result.status == 0)
            #expect(result.stdout.contains("\"Tea\""))
            let over = try homebook(db, "budget", "list", "--limit", "99999999999999999999")
            #expect(over.status == 64)
        }
    }
}
