import HomebookCore
import TestSupport
import Testing

/// `budget account`, `budget currency`, `settings base-currency` and `--account`, through the
/// built binary (docs/manual.md#budget-accounts, docs/manual.md#currencies).
@Suite(.tags(.process), .skippedByTag) struct BudgetAccountCommandTests {
    @Test func aOneCurrencyBookPrintsAsBeforeAndTwoCurrenciesSumApart() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "budget", "add", "income", "Pay", "1,500").status == 0)
            #expect(try homebook(db, "budget", "add", "expense", "Rent", "295.50").status == 0)
            let before = try homebook(db, "budget", "total")
            #expect(
                before.stdout
                    == "Income:   $1,500.00\nExpenses:   $295.50\nSavings:  $1,204.50\nItems:            2\n"
            )
            // A second account in the same unnamed currency changes nothing printed.
            #expect(try homebook(db, "budget", "account", "add", "Cash").stdout == "2\n")
            #expect(try homebook(db, "budget", "total").stdout == before.stdout)

            #expect(try homebook(db, "settings", "base-currency", "eur").stdout == "EUR\n")
            #expect(
                try homebook(
                    db,
                    "budget",
                    "account",
                    "add",
                    "London",
                    "--currency",
                    "GBP",
                    "--opening",
                    "310",
                    "--on",
                    "2026-01-01"
                ).stdout == "3\n"
            )
            let total = try homebook(db, "budget", "total")
            #expect(total.status == 0)
            #expect(total.stdout.contains("Savings:  1,204.50 EUR · 310.00 GBP"))
            #expect(total.stdout.contains("1,500.00 EUR · 0.00 GBP\n"))
            let json = try homebook(db, "budget", "total", "--json")
            #expect(
                json.stdout.contains(
                    #"{"currency":"GBP","income":"0.00","expenses":"0.00","savings":"310.00","count":0}"#
                )
            )
            #expect(
                try homebook(db, "budget", "list").stdout.hasSuffix(
                    "Total savings: 1,204.50 EUR · 310.00 GBP\n"
                )
            )
        }
    }

    @Test func aBookNamedInOneCurrencyKeepsItsShapeInThatCurrency() throws {
        try withTemporaryDirectory { folder throws in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "settings", "base-currency", "JPY").status == 0)
            #expect(try homebook(db, "budget", "add", "expense", "Ramen", "1,200").status == 0)
            #expect(
                try homebook(db, "budget", "total", "--json").stdout
                    == #"{"income":"0","expenses":"1200","savings":"-1200","count":1}"# + "\n"
            )
            #expect(try homebook(db, "budget", "total").stdout.contains("Savings:  -¥1,200\n"))
        }
    }

    @Test func anAccountTakesItsOwnCurrencyAndListsItsBalance() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(
                try homebook(db, "budget", "account", "add", "Tokyo", "--currency", "JPY").status
                    == 0
            )
            let add = try homebook(
                db,
                "budget",
                "add",
                "expense",
                "Ramen",
                "¥1,200",
                "--account",
                "tokyo",
                "--date",
                "2026-03-01"
            )
            #expect(add.status == 0 && add.stderr == "")
            let list = try homebook(db, "budget", "account", "list", "--json")
            #expect(
                list.stdout.contains(
                    #"{"id":2,"name":"Tokyo","currency":"JPY","decimals":0,"opening":"0","opened":null,"balance":"-1200","items":1,"closed":false}"#
                )
            )
            let total = try homebook(db, "budget", "total", "--account", "Tokyo")
            #expect(total.stdout.contains("Balance:  -¥1,200"))
            let items = try homebook(db, "budget", "list", "--account", "Tokyo")
            #expect(
                items.stdout.contains("¥1,200")
                    && items.stdout.hasSuffix("Balance of Tokyo: -¥1,200\n")
            )
            // The default account is untouched.
            #expect(
                try homebook(db, "budget", "total", "--account", "main", "--json").stdout
                    == #"{"account":"main","currency":null,"income":"0.00","expenses":"0.00","balance":"0.00","count":0}"#
                    + "\n"
            )

            #expect(
                try homebook(
                    db,
                    "budget",
                    "currency",
                    "add",
                    "btc",
                    "--decimals",
                    "8",
                    "--symbol",
                    "₿"
                ).stdout == "BTC\n"
            )
            let again = try homebook(db, "budget", "currency", "add", "BTC", "--decimals", "2")
            #expect(again.status == 1 && again.stderr.contains("exists already"))
            #expect(try homebook(db, "budget", "currency", "list").stdout.contains("BTC     8  ₿"))
            #expect(try homebook(db, "budget", "account", "close", "tokyo").status == 0)
            let refused = try homebook(
                db,
                "budget",
                "add",
                "expense",
                "Tea",
                "300",
                "--account",
                "Tokyo"
            )
            #expect(refused.status == 1 && refused.stderr.contains("is closed"))
            let unknown = try homebook(
                db,
                "budget",
                "add",
                "expense",
                "Tea",
                "3",
                "--account",
                "Nowhere"
            )
            #expect(unknown.status == 1 && unknown.stderr.contains(#"no account "Nowhere""#))
            #expect(try homebook(db, "budget", "total", "--json").stdout.contains(#""count":1"#))
        }
    }
}
