import Foundation
import HomebookCore
import TestSupport
import Testing

/// The `budget` subcommands of the built binary, run as a script would.
@Suite(.tags(.process), .skippedByTag) struct BudgetCommandTests {
    /// Runs `homebook --db PATH ARGUMENTS…`.
    /// Parses a JSON document printed by the binary.
    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func strictAddRefusesAnInvalidAmountAndSavesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let strict = try homebook(
                db,
                ["budget", "add", "expense", "Milk", "12,50", "--strict"]
            )
            #expect(strict.status == 1)
            #expect(strict.stdout == "")
            #expect(
                strict.stderrAfterCreation
                    == "Error: \"12,50\" is not an amount (commas only group digits in threes"
                    + " (1,234.56) and the decimal point is \".\"); nothing was saved\n"
            )
            #expect(try homebook(db, ["budget", "total", "--json"]).stdout.contains(#""count":0"#))
            // Without --strict the card's rule holds: 0.00 with a warning, exit 0.
            let lenient = try homebook(db, ["budget", "add", "expense", "Milk", "12,50"])
            #expect(lenient.status == 0)
            #expect(
                lenient.stderr.hasPrefix("Warning: \"12,50\" is not an amount — recorded as 0.00")
            )
            let valid = try homebook(db, ["budget", "add", "expense", "Tea", "3.10", "--strict"])
            #expect(valid.status == 0 && valid.stderr == "")
            #expect(try homebook(db, ["budget", "total", "--json"]).stdout.contains(#""count":2"#))
        }
    }

    @Test func addPrintsTheIdAndTakesValuesThatBeginWithADash() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let result = try HomebookProcess.run([
                "budget", "add", "expense", "Milk", "-5", "--db", db,
            ])
            #expect(result.status == 0)
            #expect(result.stdout == "1\n")
            #expect(
                result.stderrAfterCreation
                    == "Warning: \"-5\" is not an amount — recorded as 0.00 (an amount takes no sign;"
                    + " the kind says income or expense)\n"
            )
            let name = try homebook(db, ["budget", "add", "income", "-x-", "1", "--note", "-n"])
            #expect(name.stdout == "2\n")
            let terminated = try homebook(db, ["budget", "add", "expense", "--", "--", "-1"])
            #expect(terminated.stdout == "3\n")
            #expect(
                try homebook(db, ["budget", "list", "--limit", "1", "--json"]).stdout.contains(
                    #""name":"--""#
                )
            )
            let total = try homebook(db, ["budget", "total", "--json"])
            #expect(
                total.stdout == #"{"income":"1.00","expenses":"0.00","savings":"1.00","count":3}"#
                    + "\n"
            )
        }
    }

    @Test func theDatabaseOptionWorksAnywhere() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            for arguments in [
                ["--db", db, "budget", "add", "income", "A", "1"],
                ["budget", "add", "--db", db, "income", "B", "2"],
                ["budget", "add", "income", "C", "--db", db, "3"],
                ["budget", "add", "income", "D", "4", "--date", "2024-01-01", "--db", db],
            ] {
                let result = try HomebookProcess.run(arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
            #expect(try homebook(db, ["budget", "total", "--json"]).stdout.contains(#""count":4"#))
        }
    }

    @Test func aMissingAmountIsAnErrorAndSavesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let result = try homebook(db, ["budget", "add", "expense", "Milk", "  "])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderrAfterCreation == "Error: the amount is missing; nothing was saved\n"
            )
            #expect(try homebook(db, ["budget", "total", "--json"]).stdout.contains(#""count":0"#))
        }
    }

    @Test func wrongValuesAreUsageOrRuntimeErrors() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let tooFew = try homebook(db, ["budget", "add", "expense", "Milk"])
            #expect(tooFew.status == 64)
            #expect(tooFew.stderr.contains("Expected KIND NAME AMOUNT"))
            #expect(try homebook(db, ["budget", "add", "expense", "Milk", "1", "2"]).status == 64)
            let kind = try homebook(db, ["budget", "add", "gift", "Milk", "1"])
            #expect(kind.status == 1)
            #expect(
                kind.stderrAfterCreation == "Error: \"gift\" is not a kind: use income or expense\n"
            )
            let date = try homebook(
                db,
                ["budget", "add", "expense", "Milk", "1", "--date", "2023-02-29"]
            )
            #expect(date.status == 1)
            #expect(date.stderr.hasPrefix("Error: \"2023-02-29\" is not a date"))
            let name = try homebook(db, ["budget", "add", "expense", " ", "1"])
            #expect(name.status == 1)
            #expect(name.stderr == "Error: the name is empty; nothing was saved\n")
            let overflow = try homebook(
                db,
                ["budget", "add", "income", "Big", "92233720368547758.07"]
            )
            #expect(overflow.status == 0)
            let more = try homebook(db, ["budget", "add", "income", "More", "0.01"])
            #expect(more.status == 1)
            #expect(more.stderr.contains("the income total would exceed"))
            #expect(try homebook(db, ["budget", "list", "--limit", "-1"]).status == 64)
        }
    }

    @Test func listShowsRunningBalancesThatAgreeWithTheTotal() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let rows = [
                ["income", "Pay", "1,000.00", "2024-01-01", "Work"],
                ["expense", "Rent", "$1,500", "2024-01-05", "Home"],
                ["expense", "Bread", "2.50", "2024-02-01", "Food"],
                ["income", "Gift", ".5", "2024-02-02", "Fun"],
            ]
            for row in rows {
                let result = try homebook(
                    db,
                    [
                        "budget", "add", row[0], row[1], row[2], "--date", row[3], "--category",
                        row[4],
                    ]
                )
                #expect(result.status == 0)
            }
            let list = try homebook(db, ["budget", "list", "--json"])
            let items = try #require(try json(list.stdout) as? [[String: Any]])
            #expect(
                items.map { $0["balance"] as? String } == [
                    "1000.00", "-500.00", "-502.50", "-502.00",
                ]
            )
            #expect(items[1]["category"] as? String == "Home")
            #expect(items[0]["note"] is NSNull)
            let total = try #require(
                try json(try homebook(db, ["budget", "total", "--json"]).stdout) as? [String: Any]
            )
            #expect(total["savings"] as? String == items.last?["balance"] as? String)
            let newest = try homebook(db, ["budget", "list", "--limit", "2", "--json"])
            #expect(newest.stdout.components(separatedBy: "\n").count == 5)
            #expect(newest.stdout.contains(#""name":"Bread""#))
            #expect(newest.stdout.contains(#""balance":"-502.50""#))
            let food = try homebook(
                db,
                [
                    "budget", "list", "--category", "Food", "--from", "2024-02-01", "--kind",
                    "expense",
                ]
            )
            #expect(food.stdout.contains("Bread"))
            #expect(!food.stdout.contains("Rent"))
            #expect(food.stdout.contains("-$502.50"))
            #expect(food.stdout.hasSuffix("Total savings: -$502.00\n"))
            let bad = try homebook(db, ["budget", "list", "--kind", "gift"])
            #expect(bad.status == 1)
        }
    }

    @Test func totalAndReportHaveTheirJSONShapesAndAPlainChart() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            _ = try homebook(db, ["budget", "add", "income", "Pay", "100", "--date", "2024-01-01"])
            _ = try homebook(
                db,
                ["budget", "add", "expense", "Rent", "150", "--date", "2024-02-01"]
            )
            let report = try homebook(db, ["budget", "report", "--json"])
            #expect(
                report.stdout == """
                    [
                    {"month":"2024-01","income":"100.00","expenses":"0.00","net":"100.00"},
                    {"month":"2024-02","income":"0.00","expenses":"150.00","net":"-150.00"}
                    ]

                    """
            )
            let chart = try homebook(db, ["budget", "report"])
            #expect(
                chart.stdout.contains(
                    "         expenses " + String(repeating: "#", count: 40) + "  $150.00\n"
                )
            )
            #expect(
                chart.stdout.contains(
                    "2024-01  income   " + String(repeating: "#", count: 26) + " "
                )
            )
            #expect(!chart.stdout.contains("█"))
            let total = try homebook(db, ["budget", "total"])
            #expect(total.stdout.contains("Savings:"))
            #expect(total.stdout.contains("-$50.00"))
        }
    }

    @Test func editChangesOnlyWhatIsGivenAndDeleteNamesUnknownIds() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            _ = try homebook(
                db,
                ["budget", "add", "expense", "Milk", "1.50", "--category", "Food", "--note", "n"]
            )
            let edit = try homebook(db, ["budget", "edit", "1", "--amount", "2", "--category", ""])
            #expect(edit.status == 0)
            #expect(edit.stdout == "Updated budget item 1: Milk\n")
            let item = try homebook(db, ["budget", "list", "--json"]).stdout
            #expect(item.contains(#""amount":"2.00","date""#))
            #expect(item.contains(#""category":null,"note":"n""#))
            let invalid = try homebook(db, ["budget", "edit", "1", "--amount", "1,23"])
            #expect(invalid.status == 1)
            #expect(invalid.stderr.hasPrefix("Error: \"1,23\" is not an amount ("))
            #expect(invalid.stderr.contains("the amount was kept"))
            #expect(
                try homebook(db, ["budget", "list", "--json"]).stdout.contains(#""amount":"2.00""#)
            )
            #expect(try homebook(db, ["budget", "edit", "1"]).status == 64)
            let missing = try homebook(db, ["budget", "edit", "7", "--name", "x"])
            #expect(missing.status == 1)
            #expect(missing.stderr == "Error: no budget item with id 7\n")
            #expect(
                try homebook(db, ["budget", "delete", "1"]).stdout
                    == "Deleted budget item 1: Milk\n"
            )
            let gone = try homebook(db, ["budget", "delete", "1"])
            #expect(gone.status == 1)
            #expect(gone.stderr == "Error: no budget item with id 1\n")
        }
    }

    @Test func exportAndImportRoundTripThroughFiles() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/a.sqlite"
            _ = try homebook(
                db,
                [
                    "budget", "add", "income", "Pay, \"bonus\"", "10", "--date", "2024-01-02",
                    "--note", "two\nlines",
                ]
            )
            _ = try homebook(
                db,
                [
                    "budget", "add", "expense", "Café ☕", "3.20", "--date", "2024-01-01",
                    "--category", "Food",
                ]
            )
            let file = folder + "/out.csv"
            let export = try homebook(db, ["budget", "export", "--output", file])
            #expect(export.status == 0)
            #expect(export.stdout == "Exported 2 budget items to \(file).\n")
            #expect(filePermissions(file) == 0o600)
            let again = try homebook(
                db,
                ["budget", "export", "--output", file, "--format", "json"]
            )
            #expect(again.status == 1)
            #expect(again.stderr.contains("already exists"))
            let stdout = try homebook(db, ["budget", "export"])
            #expect(Data(stdout.stdout.utf8) == fileBytes(file))
            #expect(
                stdout.stdout.hasPrefix(
                    "date,kind,name,amount,category,note\r\n2024-01-01,expense,Café ☕,3.20,Food,\r\n"
                )
            )

            let copy = folder + "/b.sqlite"
            let imported = try homebook(copy, ["budget", "import", file])
            #expect(imported.status == 0)
            #expect(imported.stdout == "Imported 2 budget items.\n")
            let before =
                try json(try homebook(db, ["budget", "export", "--format", "json"]).stdout)
                as? [[String: Any]]
            let after =
                try json(try homebook(copy, ["budget", "export", "--format", "json"]).stdout)
                as? [[String: Any]]
            let fields = ["kind", "name", "amount", "date", "category", "note", "balance"]
            for (old, new) in zip(try #require(before), try #require(after)) {
                for field in fields {
                    #expect("\(old[field] ?? "")" == "\(new[field] ?? "")", "\(field)")
                }
            }
        }
    }

    @Test func anImportWithOneBadRowWritesNothingAndNamesTheLine() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            _ = try homebook(db, ["budget", "add", "income", "Kept", "1"])
            var lines = ["date,kind,name,amount,category,note"]
            for index in 0..<3_000 {
                lines.append("2024-03-\(index % 19 + 10),expense,Row \(index),\(index).25,,")
            }
            lines[2_001] = "2024-03-10,expense,Row,12.345,,"
            let file = folder + "/in.csv"
            try (lines.joined(separator: "\n") + "\n").write(
                toFile: file,
                atomically: true,
                encoding: .utf8
            )
            let result = try homebook(db, ["budget", "import", file])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "Error: 1 bad row; nothing was imported:\n  line 2002: \"12.345\" has more than two decimals\n"
            )
            #expect(try homebook(db, ["budget", "total", "--json"]).stdout.contains(#""count":1"#))
            let missing = try homebook(db, ["budget", "import", folder + "/none.csv"])
            #expect(missing.status == 1)
            #expect(missing.stderr.hasPrefix("Error: cannot read"))
        }
    }
}
