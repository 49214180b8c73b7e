import Foundation
import HomebookCore
import TestSupport
import Testing

/// `budget price` and `--in`/`--at` through the built binary (docs/manual.md#prices,
/// docs/manual.md#currencies).
@Suite(.tags(.process), .skippedByTag) struct BudgetPriceCommandTests {
    /// A book in EUR with a USD account and one expense in each.
    static func book(_ db: String) throws {
        #expect(try homebook(db, "settings", "base-currency", "EUR").status == 0)
        #expect(try homebook(db, "budget", "account", "add", "NY", "--currency", "USD").status == 0)
        let eur = try homebook(
            db,
            "budget",
            "add",
            "expense",
            "Bread",
            "10.00",
            "--date",
            "2026-03-02",
            "--category",
            "food"
        )
        #expect(eur.status == 0, "\(eur.stderr)")
        let usd = try homebook(
            db,
            "budget",
            "add",
            "expense",
            "Bagel",
            "7.00",
            "--date",
            "2026-03-03",
            "--category",
            "food",
            "--account",
            "NY"
        )
        #expect(usd.status == 0, "\(usd.stderr)")
    }

    @Test func pricesAreAddedListedDeletedAndExported() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try Self.book(db)
            let add = try homebook(db, "budget", "price", "add", "2026-03-01", "usd", "eur", "6/7")
            #expect(add.stdout == "2026-03-01  1 USD = 6/7 EUR\n", "\(add.stderr)")
            let bad = try homebook(db, "budget", "price", "add", "2026-03-01", "USD", "EUR", "abc")
            #expect(bad.status != 0 && bad.stderr.contains("\"abc\" is not a rate"))
            #expect(
                try homebook(db, "budget", "price", "list", "--json").stdout
                    == "[\n"
                    + #"{"date":"2026-03-01","from":"USD","to":"EUR","rate":"6/7","numerator":6,"denominator":7}"#
                    + "\n]\n"
            )
            let export = try homebook(db, "budget", "export", "--format", "journal")
            #expect(export.stdout.contains("\nP 2026-03-01 USD 0.857142857143 EUR\n"))
            #expect(
                try homebook(db, "budget", "price", "delete", "2026-03-01", "USD", "EUR").status
                    == 0
            )
            #expect(try homebook(db, "budget", "price", "list", "--json").stdout == "[]\n")
            let missing = try homebook(db, "budget", "price", "delete", "2026-03-01", "USD", "EUR")
            #expect(missing.status != 0 && missing.stderr.contains("no price on 2026-03-01"))
        }
    }

    @Test func aConversionWithoutAPriceListsItAndExitsThree() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try Self.book(db)
            let missing = try homebook(db, "budget", "total", "--in", "EUR", "--at", "then")
            #expect(missing.status == 3)
            // The USD bagel is not counted at 1: only the EUR bread is.
            #expect(missing.stdout.contains("Expenses:  10.00 EUR\n"), "\(missing.stdout)")
            #expect(missing.stdout.contains("Not converted (no price into EUR):"))
            #expect(
                missing.stdout.contains("7.00 USD expenses in food, 1 item, from 2026-03-03")
            )
            #expect(
                try homebook(db, "budget", "price", "add", "2026-03-01", "EUR", "USD", "1.25")
                    .status == 0
            )
            let report = try homebook(db, "budget", "report", "--in", "EUR", "--at", "then")
            #expect(report.status == 0, "\(report.stderr)")
            #expect(report.stdout.contains("food"))
            #expect(report.stdout.contains("15.60 EUR"), "\(report.stdout)")
            let json = try homebook(
                db,
                "budget",
                "total",
                "--in",
                "usd",
                "--at",
                "2026-03-05",
                "--json"
            )
            #expect(json.status == 0)
            #expect(
                json.stdout.contains(
                    #""total":{"category":null,"income":"0.00","expenses":"19.50""#
                )
            )
            #expect(json.stdout.contains(#""unconverted":[]"#))
            let early = try homebook(db, "budget", "total", "--in", "EUR", "--at", "2026-02-01")
            #expect(early.status == 3 && early.stdout.contains("Expenses:  10.00 EUR\n"))
            let wrong = try homebook(db, "budget", "total", "--in", "EUR", "--at", "soon")
            #expect(wrong.status != 0 && wrong.stderr.contains("--at must be a date"))
            let alone = try homebook(db, "budget", "total", "--at", "then")
            #expect(alone.status != 0 && alone.stderr.contains("--at needs --in"))
        }
    }

    @Test func anImportWithABadRowImportsNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let file = folder + "/rates.csv"
            try "Date,USD,JPY,\n2026-03-02,1.0847,162.35,\n2026-03-03,1.09,x,\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            let bad = try homebook(db, "budget", "price", "import", file)
            #expect(bad.status != 0)
            #expect(bad.stderr.contains("1 bad row; nothing was imported"))
            #expect(bad.stderr.contains("line 3: JPY: \"x\" is not a rate"))
            #expect(try homebook(db, "budget", "price", "list", "--json").stdout == "[]\n")
            try "Date,USD,JPY,\n2026-03-02,1.0847,162.35,\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            let good = try homebook(db, "budget", "price", "import", file)
            #expect(good.stdout == "Imported 2 prices.\n", "\(good.stderr)")
            #expect(try homebook(db, "undo").status == 0)
            #expect(try homebook(db, "budget", "price", "list", "--json").stdout == "[]\n")
        }
    }
}
