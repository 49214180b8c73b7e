import Foundation
import TestSupport
import Testing

/// Statements whose direction is a word in a column of its own (Mint's `Transaction Type`),
/// and sums whose first column is the empty one: imported as hledger reads them with the
/// `.rules` file beside each (Tests/Fixtures/Bank).
@Suite(.tags(.process), .skippedByTag) struct BankSignColumnTests {
    typealias Statement = BankStatementInteropTests.Statement

    static let statements: [Statement] = [
        Statement(
            file: "sign-column.csv",
            arguments: [
                "--map", "date=Date,name=Description,amount=Amount,sign=Transaction Type",
                "--date-format", "%m/%d/%Y",
            ]
        ),
        Statement(
            file: "empty-addend.csv",
            arguments: ["--map", "date=Date,name=Name,amount=Amount+Fees"]
        ),
    ]

    static var available: Bool {
        ProcessInfo.processInfo.environment["CI"] == "true"
            || InterchangeJournalTests.tool("hledger") != nil
    }

    @Test(.enabled(if: available), arguments: statements)
    func comesInAsHledgerReadsIt(_ statement: Statement) throws {
        let folder = fixturePath("Bank")
        try withTemporaryDirectory { temporary in
            let db = temporary + "/h.sqlite"
            let result = try homebook(
                db,
                ["budget", "import", folder + "/" + statement.file] + statement.arguments
            )
            #expect(result.status == 0, "\(result.stderr)")
            let expected = try BankStatementInteropTests.hledgerRows(statement, folder, temporary)
            let got = try BankStatementInteropTests.homebookRows(db)
            #expect(got == expected)
        }
    }

    @Test func signWordsAreGivenPerSideAndAWordOfNeitherIsRefused() throws {
        try withTemporaryDirectory { temporary in
            let db = temporary + "/h.sqlite"
            let file = temporary + "/s.csv"
            try "Date,Payee,Value,Type\n2024-01-02,Shop,5.00,DR\n2024-01-03,Salary,-9.00,CR\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            let map = "date=Date,name=Payee,amount=Value,sign=Type:dr|withdrawal/cr|deposit"
            let result = try homebook(db, ["budget", "import", file, "--map", map])
            #expect(result.status == 0, "\(result.stderr)")
            // The word gives the direction; the amount's own sign is not a second one.
            #expect(
                try BankStatementInteropTests.homebookRows(db) == [
                    .init(date: "2024-01-02", cents: -500, name: "Shop"),
                    .init(date: "2024-01-03", cents: 900, name: "Salary"),
                ]
            )
            // Saved with a mapping, the words come back as given.
            _ = try homebook(db, ["budget", "import", file, "--map", map, "--save-map", "b"])
            let listed = try homebook(db, ["budget", "mappings", "list"]).stdout
            #expect(listed.contains("sign=Type:dr|withdrawal/cr|deposit"), "\(listed)")

            let other = temporary + "/t.csv"
            try "Date,Payee,Value,Type\n2024-01-04,Shop,5.00,pending\n"
                .write(toFile: other, atomically: true, encoding: .utf8)
            let refused = try homebook(
                temporary + "/i.sqlite",
                ["budget", "import", other, "--map", map]
            )
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("\"pending\" in the sign column"), "\(refused.stderr)")
            // With debit and credit columns a sign column is refused: they give the direction.
            let both = try homebook(
                temporary + "/j.sqlite",
                ["budget", "import", other, "--map", "date=1,name=2,debit=3,credit=3,sign=4"]
            )
            #expect(both.status != 0)
            #expect(both.stderr.contains("sign=COL goes with amount=COL"), "\(both.stderr)")
        }
    }
}
