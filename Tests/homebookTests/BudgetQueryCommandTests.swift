import Foundation
import HomebookCore
import TestSupport
import Testing

/// `budget total` and `budget report` with filters, through the built binary
/// (docs/manual.md#budget).
@Suite struct BudgetQueryCommandTests {
    /// A ledger of five items over two months and three categories.
    func ledger(_ db: String) throws {
        let items = [
            ["expense", "Milk", "1.50", "--date", "2026-01-03", "--category", "food"],
            ["expense", "Bread", "2.25", "--date", "2026-01-31", "--category", "food"],
            ["expense", "Rent", "950", "--date", "2026-02-01", "--category", "housing"],
            ["income", "Salary", "3000", "--date", "2026-02-25"],
            [
                "expense", "Cheese", "4.10", "--date", "2026-02-14", "--category", "food", "--note",
                "market",
            ],
        ]
        for item in items {
            #expect(try homebook(db, ["budget", "add"] + item).status == 0)
        }
    }

    @Test func totalTakesAMonthCategoriesAndASearch() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try ledger(db)
            let month = try homebook(db, ["budget", "total", "--month", "2026-01", "--json"])
            #expect(
                month.stdout == #"{"income":"0.00","expenses":"3.75","savings":"-3.75","count":2}"#
                    + "\n"
            )
            let none = try homebook(db, ["budget", "total", "--category", "none"])
            #expect(none.stdout.contains("Net:") && none.stdout.contains("$3,000.00"))
            let two = try homebook(
                db,
                ["budget", "total", "--category", "food", "--category", "housing", "--json"]
            )
            #expect(two.stdout.contains(#""expenses":"957.85""#))
            let search = try homebook(db, ["budget", "total", "--search", "MARK", "--json"])
            #expect(search.stdout.contains(#""expenses":"4.10","savings":"-4.10","count":1"#))
            let everything = try homebook(db, ["budget", "total"])
            #expect(everything.stdout.contains("Savings:"))
        }
    }

    @Test func anUnknownCategoryIsAnErrorNamingTheClosest() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try ledger(db)
            let result = try homebook(
                db,
                ["budget", "report", "--by", "category", "--category", "Fod"]
            )
            #expect(result.status == 1)
            #expect(result.stdout == "")
            #expect(
                result.stderr
                    == "Error: no budget item or target has the category \"Fod\" (\"none\" means"
                    + " uncategorised); did you mean \"food\"?\n"
            )
            let grouping = try homebook(db, ["budget", "report", "--by", "year"])
            #expect(grouping.status == 1)
            #expect(grouping.stderr.contains("use category, month or category,month"))
        }
    }

    @Test func reportByCategoryAndMonthMatchesTheItems() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try ledger(db)
            let text = try homebook(db, ["budget", "report", "--by", "category,month"])
            #expect(
                text.stdout
                    == """
                    Category  2026-01    2026-02      Total
                    --------  -------  ---------  ---------
                    food       -$3.75     -$4.10     -$7.85
                    housing     $0.00   -$950.00   -$950.00
                    (none)      $0.00  $3,000.00  $3,000.00
                    Total      -$3.75  $2,045.90  $2,042.15

                    """
            )
            let json = try homebook(
                db,
                ["budget", "report", "--by", "category", "--kind", "expense", "--json"]
            )
            let object =
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let rows = object?["rows"] as? [[String: Any]] ?? []
            #expect(rows.map { $0["category"] as? String } == ["food", "housing"])
            #expect(rows.map { $0["expenses"] as? String } == ["7.85", "950.00"])
            #expect((object?["total"] as? [String: Any])?["count"] as? Int == 4)
            let partial = try homebook(
                db,
                ["budget", "report", "--by", "month", "--from", "2026-01-15", "--to", "2026-02-14"]
            )
            #expect(partial.stdout.contains("2026-01   $0.00     $2.25    -$2.25      1"))
            #expect(partial.stdout.contains("2026-02   $0.00   $954.10  -$954.10      2"))
        }
    }
}
