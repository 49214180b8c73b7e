import HomebookCore
import TestSupport
import Testing

/// `budget targets` in a book of two currencies, through the built binary
/// (docs/manual.md#budget-targets): spent in the base currency at each day's price, what
/// had no price flagged and named, never added as if it were euros.
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

    @Test func targetsCountOtherCurrenciesAtTheirDaysPriceAndFlagTheUnpriced() throws {
        try withTemporaryDirectory { folder in
            let db = try book(folder)
            // 40.00 EUR + 10.00 GBP × 1.15 = 51.50; before, €50.00 added the pounds as euros.
            let targets = try homebook(db, "budget", "targets", "--month", "2026-03")
            #expect(targets.stdout.contains("€51.50"), "\(targets.stdout)")
            #expect(targets.stdout.contains("€48.50") && !targets.stdout.contains("€50.00"))
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
            let flagged = try homebook(db, "budget", "targets", "--month", "2026-03")
            #expect(flagged.stdout.contains("€51.50 ?"), "\(flagged.stdout)")
            #expect(flagged.stdout.contains("? not counted, no price that day: -3.00 GBP"))
            #expect(flagged.stdout.contains("budget price add"))
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
