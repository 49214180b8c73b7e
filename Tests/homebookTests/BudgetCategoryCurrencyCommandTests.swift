import HomebookCore
import TestSupport
import Testing

/// `budget report --by category` and `budget targets` in a book of two currencies, through
/// the built binary (docs/manual.md#the-categories-screen): the base currency at each
/// day's price, what had no price listed with exit 3, never added as if it were euros.
@Suite(.tags(.process), .skippedByTag) struct BudgetCategoryCurrencyCommandTests {
    /// Base EUR, a GBP account, GBP→EUR 1.15 from 2026-03-05, a food target of 100 EUR.
    func book(_ folder: String) throws -> String {
        let db = folder + "/h.sqlite"
        for arguments in [
            ["settings", "base-currency", "EUR"],
            ["budget", "account", "add", "London", "--currency", "GBP"],
            ["budget", "price", "add", "2026-03-05", "GBP", "EUR", "1.15"],
            ["budget", "target", "food", "100", "--from", "2026-03"],
            [
                "budget", "add", "expense", "Bread", "40", "--date", "2026-03-02", "--category",
                "food",
            ],
            [
                "budget", "add", "expense", "Pub", "10", "--date", "2026-03-06", "--category",
                "food",
                "--account", "London",
            ],
        ] {
            let result = try homebook(db, arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return db
    }

    @Test func theCategoryReportConvertsIntoTheBaseCurrencyAtEachDaysPrice() throws {
        try withTemporaryDirectory { folder in
            let db = try book(folder)
            let report = try homebook(
                db,
                "budget",
                "report",
                "--by",
                "category",
                "--month",
                "2026-03"
            )
            #expect(report.status == 0, "\(report.stderr)")
            // 40.00 EUR + 10.00 GBP × 1.15; before, 50.00 added the pounds as euros.
            #expect(report.stdout.contains("51.50 EUR"), "\(report.stdout)")
            #expect(!report.stdout.contains("50.00"), "\(report.stdout)")
            let targets = try homebook(db, "budget", "targets", "--month", "2026-03")
            #expect(targets.stdout.contains("€51.50") && targets.stdout.contains("€48.50"))
            // A pound item before any price: listed, not counted, exit 3.
            _ = try homebook(
                db,
                "budget",
                "add",
                "expense",
                "Taxi",
                "12",
                "--date",
                "2026-03-01",
                "--category",
                "travel",
                "--account",
                "London"
            )
            let flagged = try homebook(
                db,
                "budget",
                "report",
                "--by",
                "category",
                "--month",
                "2026-03"
            )
            #expect(flagged.status == 3)
            #expect(flagged.stdout.contains("12.00 GBP expenses in travel"), "\(flagged.stdout)")
            #expect(flagged.stdout.contains("budget price add"))
            let withTaxi = try homebook(db, "budget", "targets", "--month", "2026-03")
            #expect(withTaxi.stdout.contains("€51.50"), "\(withTaxi.stdout)")
            // A food item before any price: spent keeps it out, flagged and named.
            _ = try homebook(
                db,
                "budget",
                "add",
                "expense",
                "Cab",
                "3",
                "--date",
                "2026-03-01",
                "--category",
                "food",
                "--account",
                "London"
            )
            let targets3 = try homebook(db, "budget", "targets", "--month", "2026-03")
            #expect(targets3.stdout.contains("€51.50 ?"), "\(targets3.stdout)")
            #expect(targets3.stdout.contains("? not counted, no price that day: -3.00 GBP"))
            let json = try homebook(db, "budget", "targets", "--month", "2026-03", "--json")
            #expect(
                json.stdout.contains(
                    #""unpriced":[{"currency":"GBP","expenses":"3.00","count":1}]"#
                ),
                "\(json.stdout)"
            )
        }
    }
}
