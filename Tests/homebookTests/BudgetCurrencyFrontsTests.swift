import Foundation
import HomebookCore
import TestSupport
import Testing

/// Each amount in its account's currency on `budget list`, the exports and `budget report
/// --account`, through the built binary (docs/manual.md#budget-accounts).
@Suite(.tags(.process), .skippedByTag) struct BudgetCurrencyFrontsTests {
    /// A book in its unnamed `$` currency with a yen account holding one item.
    func twoCurrencyBook(_ folder: String) throws -> String {
        let db = folder + "/h.sqlite"
        #expect(
            try homebook(db, "budget", "add", "income", "Pay", "1,500", "--date", "2026-03-01")
                .status == 0
        )
        #expect(
            try homebook(db, "budget", "account", "add", "Tokyo", "--currency", "JPY").status == 0
        )
        let ramen = try homebook(
            db,
            "budget",
            "add",
            "expense",
            "Ramen",
            "¥1,200",
            "--account",
            "Tokyo",
            "--date",
            "2026-03-02",
            "--category",
            "food"
        )
        #expect(ramen.status == 0)
        return db
    }

    @Test func theListShowsEachAmountInItsCurrencyAndNoMixedBalance() throws {
        try withTemporaryDirectory { folder in
            let db = try twoCurrencyBook(folder)
            let list = try homebook(db, "budget", "list")
            #expect(list.status == 0)
            let lines = list.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.contains("balance") == false)
            #expect(lines.contains { $0.contains("Ramen") && $0.hasSuffix("¥1,200") })
            #expect(lines.contains { $0.contains("Pay") && $0.hasSuffix("$1,500.00") })
            // Before, the yen item read $12.00 and the balance mixed the two currencies.
            #expect(!list.stdout.contains("$12.00"))
            #expect(list.stdout.hasSuffix("Total savings: 1,500.00 · -1,200 JPY\n"))
            let limited = try homebook(db, "budget", "list", "--limit", "1")
            #expect(limited.stdout.contains("¥1,200") && !limited.stdout.contains("balance"))
            let json = try homebook(db, "budget", "list", "--json")
            #expect(
                json.stdout.contains(
                    #"{"id":2,"kind":"expense","name":"Ramen","amount":"1200","currency":"JPY","date":"2026-03-02","category":"food","note":null,"balance":null}"#
                )
            )
            #expect(json.stdout.contains(#""name":"Pay","amount":"1500.00","date""#))
        }
    }

    @Test func theExportsWriteEachAmountInItsCurrencysDecimals() throws {
        try withTemporaryDirectory { folder in
            let db = try twoCurrencyBook(folder)
            let csv = try homebook(db, "budget", "export")
            #expect(csv.stdout.contains("2026-03-02,expense,Ramen,1200,food,\r\n"))
            #expect(csv.stdout.contains("2026-03-01,income,Pay,1500.00,,\r\n"))
            let json = try homebook(db, "budget", "export", "--format", "json")
            #expect(json.stdout.contains(#""amount":"1200","currency":"JPY""#))
        }
    }

    @Test func aOneCurrencyBookListsExactlyAsBefore() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            _ = try homebook(db, "budget", "add", "income", "Pay", "1,500", "--date", "2026-03-01")
            _ = try homebook(
                db,
                "budget",
                "add",
                "expense",
                "Rent",
                "295.5",
                "--date",
                "2026-03-02"
            )
            // A second account in the same unnamed currency changes nothing printed.
            _ = try homebook(db, "budget", "account", "add", "Cash")
            let list = try homebook(db, "budget", "list")
            #expect(
                list.stdout == """
                    id  date        kind     name  category     amount    balance
                    --  ----------  -------  ----  --------  ---------  ---------
                     1  2026-03-01  income   Pay             $1,500.00  $1,500.00
                     2  2026-03-02  expense  Rent              $295.50  $1,204.50
                    Total savings: $1,204.50

                    """
            )
            #expect(
                try homebook(db, "budget", "list", "--json").stdout.contains(
                    #"{"id":2,"kind":"expense","name":"Rent","amount":"295.50","date":"2026-03-02","category":null,"note":null,"balance":"1204.50"}"#
                )
            )
        }
    }

    @Test func aReportOfOneAccountIsInItsCurrency() throws {
        try withTemporaryDirectory { folder in
            let db = try twoCurrencyBook(folder)
            let table = try homebook(
                db,
                "budget",
                "report",
                "--by",
                "category",
                "--account",
                "tokyo"
            )
            #expect(table.status == 0)
            #expect(table.stdout.contains("food"))
            #expect(table.stdout.contains("¥1,200") && !table.stdout.contains("Pay"))
            #expect(!table.stdout.contains("$"))
            let json = try homebook(
                db,
                "budget",
                "report",
                "--by",
                "month",
                "--account",
                "Tokyo",
                "--json"
            )
            #expect(
                json.stdout.contains(
                    #"{"month":"2026-03","income":"0","expenses":"1200","net":"-1200","count":1}"#
                )
            )
            let chart = try homebook(db, "budget", "report", "--account", "Tokyo", "--json")
            #expect(
                chart.stdout
                    == "[\n"
                    + #"{"month":"2026-03","income":"0","expenses":"1200","net":"-1200"}"#
                    + "\n]\n"
            )
            let main = try homebook(db, "budget", "report", "--by", "month", "--account", "main")
            #expect(main.stdout.contains("$1,500.00") && !main.stdout.contains("1,200"))
            let unknown = try homebook(db, "budget", "report", "--account", "Nowhere")
            #expect(unknown.status == 1 && unknown.stderr.contains(#"no account "Nowhere""#))
        }
    }

    @Test func aReportOverSeveralCurrenciesShowsOneChartOrTableEach() throws {
        try withTemporaryDirectory { folder in
            let db = try twoCurrencyBook(folder)
            let chart = try homebook(db, "budget", "report")
            #expect(chart.status == 0)
            // Before, one chart read expenses $12.00: ¥1,200 added as cents to the dollars.
            #expect(!chart.stdout.contains("$12.00"))
            let sections = chart.stdout.components(separatedBy: "\n\n")
            #expect(sections.count == 2)
            #expect(sections.first?.hasPrefix("In the book's currency:\n2026-03") == true)
            #expect(sections.first?.contains("$1,500.00") == true)
            #expect(sections.last?.hasPrefix("In JPY:\n2026-03") == true)
            #expect(sections.last?.contains("¥1,200") == true)
            let json = try homebook(db, "budget", "report", "--json")
            #expect(
                json.stdout.contains(
                    #"{"currency":"JPY","month":"2026-03","income":"0","expenses":"1200","net":"-1200"}"#
                )
            )
            #expect(json.stdout.contains(#"{"currency":null,"month":"2026-03","income":"1500.00""#))
            let table = try homebook(db, "budget", "report", "--by", "category")
            #expect(table.stdout.contains("In JPY:") && table.stdout.contains("¥1,200"))
            let byJSON = try homebook(db, "budget", "report", "--by", "category", "--json")
            #expect(byJSON.stdout.hasPrefix(#"{"currencies":[{"currency":null,"by":"category""#))
            #expect(byJSON.stdout.contains(#"{"currency":"JPY","by":"category""#))
        }
    }
}
