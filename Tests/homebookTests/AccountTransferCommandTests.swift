import Foundation
import HomebookCore
import TestSupport
import Testing

/// `budget transfer`, its listing and its bank rule, through the built binary
/// (docs/manual.md#transfers).
@Suite(.tags(.process), .skippedByTag) struct AccountTransferCommandTests {
    @Test func aTransferMovesTwoBalancesAndNoTotal() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "budget", "add", "income", "Pay", "1,500").status == 0)
            #expect(try homebook(db, "budget", "account", "add", "Savings").status == 0)
            let total = try homebook(db, "budget", "total").stdout
            let report = try homebook(db, "budget", "report", "--by", "category").stdout
            let moved = try homebook(
                db,
                "budget",
                "transfer",
                "main",
                "savings",
                "200",
                "--date",
                "2026-11-20",
                "--note",
                "rainy day"
            )
            #expect(moved.status == 0)
            #expect(moved.stdout == "Transfer 1: moved $200.00 from “main” to “Savings”\n")
            #expect(try homebook(db, "budget", "total").stdout == total)
            #expect(try homebook(db, "budget", "report", "--by", "category").stdout == report)
            let accounts = try homebook(db, "budget", "account", "list", "--json").stdout
            #expect(accounts.contains(#""name":"main","currency":null"#))
            #expect(accounts.contains(#""balance":"1300.00""#))
            #expect(accounts.contains(#""balance":"200.00""#))
            let list = try homebook(db, "budget", "list").stdout
            #expect(list.contains("Transfers (neither income nor expense):"))
            #expect(list.contains("T1") && list.contains("rainy day"))
            #expect(list.hasSuffix("Total savings: $1,500.00\n"))
            let inSavings = try homebook(db, "budget", "list", "--account", "savings").stdout
            #expect(inSavings.contains("transfer") && inSavings.contains("from main"))
            #expect(inSavings.contains("+$200.00"))
            let inMain = try homebook(db, "budget", "list", "--account", "main", "--json").stdout
            #expect(
                inMain.contains(#""kind":"transfer""#) && inMain.contains(#""change":"-200.00""#)
            )
            #expect(inMain.contains(#""balance":"1300.00""#))
            let json = try homebook(db, "budget", "list", "--json").stdout
            #expect(json.contains(#""kind":"transfer","date":"2026-11-20","from":"main""#))
            #expect(
                try homebook(db, "budget", "list", "--kind", "income").stdout.contains("T1")
                    == false
            )
            #expect(try homebook(db, "undo").status == 0)
            #expect(
                try homebook(db, "budget", "transfer", "list").stdout == "No transfers to show.\n"
            )
        }
    }

    @Test func twoCurrenciesNeedWhatArrivedAndShowThePrice() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, "settings", "base-currency", "EUR").status == 0)
            #expect(
                try homebook(db, "budget", "account", "add", "London", "--currency", "GBP").status
                    == 0
            )
            let refused = try homebook(db, "budget", "transfer", "main", "London", "700")
            #expect(refused.status == 1)
            #expect(
                refused.stderr.contains("EUR and GBP differ: give what arrived with --to-amount")
            )
            let same = try homebook(db, "budget", "transfer", "main", "main", "7")
            #expect(same.status == 1 && same.stderr.contains("between two accounts"))
            #expect(
                try homebook(db, "budget", "transfer", "list").stdout == "No transfers to show.\n"
            )
            let moved = try homebook(
                db,
                "budget",
                "transfer",
                "main",
                "London",
                "700",
                "--to-amount",
                "600"
            )
            #expect(moved.status == 0)
            #expect(moved.stdout.contains("@ 0.857142… GBP/EUR"))
            let list = try homebook(db, "budget", "transfer", "list", "--json").stdout
            #expect(
                list.contains(
                    #""amount":"700.00","currency":"EUR","to_amount":"600.00","to_currency":"GBP","price":"0.857142… GBP/EUR""#
                )
            )
            #expect(
                try homebook(db, "budget", "total").stdout.contains(
                    "Savings:  -700.00 EUR · 600.00 GBP"
                )
            )
            #expect(
                try homebook(db, "budget", "transfer", "edit", "1", "--to-amount", "610").status
                    == 0
            )
            #expect(
                try homebook(db, "budget", "transfer", "list").stdout.contains("0.871428… GBP/EUR")
            )
            #expect(try homebook(db, "budget", "transfer", "delete", "1").status == 0)
            #expect(
                try homebook(db, "budget", "transfer", "list").stdout == "No transfers to show.\n"
            )
        }
    }

    @Test func aTransferRuleTurnsStatementRowsIntoTransfers() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let statement = folder + "/bank.csv"
            let empty = folder + "/empty.csv"
            try "Date,Description,Amount\n".write(toFile: empty, atomically: true, encoding: .utf8)
            try
                "Date,Description,Amount\n2026-11-02,SAVINGS PLAN,-100.00\n2026-11-03,Coffee,-3.50\n"
                .write(toFile: statement, atomically: true, encoding: .utf8)
            #expect(try homebook(db, "budget", "account", "add", "savings").status == 0)
            let first = try homebook(
                db,
                "budget",
                "import",
                empty,
                "--map",
                "date=Date,name=Description,amount=Amount",
                "--save-map",
                "bank"
            )
            #expect(first.status == 0)
            // A statement with no rows saved the mapping the rule belongs to.
            let rule = try homebook(
                db,
                "budget",
                "rules",
                "add",
                "bank",
                "SAVINGS*",
                "--transfer-to",
                "savings"
            )
            #expect(rule.stdout == "T1\n")
            #expect(
                try homebook(db, "budget", "rules", "list").stdout.contains(
                    "T1  bank  \"SAVINGS*\" ⇄ savings"
                )
            )
            let imported = try homebook(db, "budget", "import", statement, "--map", "bank")
            #expect(imported.status == 0)
            #expect(imported.stdout.contains("1 transfer"))
            let accounts = try homebook(db, "budget", "account", "list", "--json").stdout
            #expect(
                accounts.contains(#""balance":"-103.50""#)
                    && accounts.contains(#""balance":"100.00""#)
            )
            #expect(try homebook(db, "budget", "rules", "remove", "T1").status == 0)
        }
    }

    /// hledger reads a transfer as two postings between `assets:FROM` and `assets:TO` (the
    /// receiving one priced with `@@` between currencies): each account's balance there is
    /// what `budget account list` shows.
    @Test(.enabled(if: InterchangeJournalTests.tool("hledger") != nil))
    func hledgerReadsTransfersAsPostingsBetweenAssetAccounts() throws {
        let hledger = try #require(InterchangeJournalTests.tool("hledger"))
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let journal = folder + "/book.journal"
            #expect(try homebook(db, "settings", "base-currency", "EUR").status == 0)
            #expect(
                try homebook(db, "budget", "account", "add", "London", "--currency", "GBP").status
                    == 0
            )
            #expect(try homebook(db, "budget", "account", "add", "Savings").status == 0)
            let moves = [
                ["main", "London", "700", "--to-amount", "600"], ["main", "Savings", "100"],
                ["Savings", "main", "25.50"],
            ]
            for move in moves {
                #expect(
                    try homebook(db, ["budget", "transfer"] + move + ["--date", "2026-11-03"])
                        .status == 0
                )
            }
            let export = try homebook(
                db,
                "budget",
                "export",
                "--format",
                "journal",
                "--output",
                journal
            )
            #expect(export.status == 0, "\(export.stderr)")
            let read = try HomebookProcess.run(
                ["-f", journal, "bal", "assets", "--flat", "--no-total"],
                executable: hledger
            )
            #expect(read.status == 0, "\(read.stderr)")
            let lines = read.stdout.split(separator: "\n").map {
                $0.split(separator: " ").joined(separator: " ")
            }
            #expect(lines.contains("600.00 GBP assets:London"))
            #expect(lines.contains("74.50 EUR assets:Savings"))
            #expect(lines.contains("-774.50 EUR assets:main"))
        }
    }
}
