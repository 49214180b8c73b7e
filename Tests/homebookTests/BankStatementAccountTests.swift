import Foundation
import TestSupport
import Testing

/// Real bank statements (../shared/interop-fixtures/bankcsv) imported into accounts through
/// the built binary (docs/manual.md#interchange): Monzo's currency column and PayPal with a
/// fixed currency go into an account in their currency, and are refused, with the line, by
/// an account in another.
@Suite(.tags(.process), .skippedByTag) struct BankStatementAccountTests {
    static var available: Bool {
        BankStatementInteropTests.folder != nil
    }

    /// A book in euros with an account in `currency`.
    static func book(_ db: String, account: String, currency: String) throws {
        #expect(try homebook(db, ["settings", "base-currency", "EUR"]).status == 0)
        let added = try homebook(db, ["budget", "account", "add", account, "--currency", currency])
        #expect(added.status == 0, "\(added.stderr)")
    }

    /// The balance `budget account list --json` gives the account.
    static func balance(_ db: String, _ name: String) throws -> String? {
        let run = try homebook(db, ["budget", "account", "list", "--json"])
        for raw in run.stdout.split(separator: "\n") where raw.hasPrefix("{") {
            // One object a line inside the array, each but the last followed by a comma.
            let line = raw.hasSuffix(",") ? raw.dropLast() : raw[...]
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if object?["name"] as? String == name { return object?["balance"] as? String }
        }
        return nil
    }

    @Test(.enabled(if: available))
    func monzosCurrencyColumnGoesIntoAPoundAccountOnly() throws {
        let folder = try #require(BankStatementInteropTests.folder)
        try withTemporaryDirectory { temporary in
            let db = temporary + "/m.sqlite"
            try Self.book(db, account: "Monzo", currency: "GBP")
            let options = [
                "budget", "import", folder + "/monzo.csv", "--map",
                "date=Date,name=Name,amount=Amount,currency=Currency", "--date-format", "%d/%m/%Y",
            ]
            let refused = try homebook(db, options)
            #expect(refused.status == 1)
            #expect(
                refused.stderr.contains(
                    "line 2: the row is in GBP, but the account \"main\" is in EUR"
                ),
                "\(refused.stderr)"
            )
            #expect(try Self.balance(db, "main") == "0.00")
            let imported = try homebook(db, options + ["--account", "monzo"])
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains("Imported 1, skipped 0"))
            #expect(try Self.balance(db, "Monzo") == "-13.75")
        }
    }

    @Test(.enabled(if: available))
    func payPalWithAFixedCurrencyIsSavedWithItsMapping() throws {
        let folder = try #require(BankStatementInteropTests.folder)
        try withTemporaryDirectory { temporary in
            let db = temporary + "/p.sqlite"
            try Self.book(db, account: "PayPal", currency: "USD")
            let file = folder + "/paypal-2018.csv"
            let map = [
                "--map", "date=Date,name=Name|Type,amount=Net", "--date-format", "%m/%d/%Y",
                "--currency", "usd",
            ]
            let refused = try homebook(db, ["budget", "import", file] + map)
            #expect(refused.status == 1)
            #expect(
                refused.stderr.contains(
                    "the statement is in USD, but the account \"main\" is in EUR"
                ),
                "\(refused.stderr)"
            )
            let imported = try homebook(
                db,
                ["budget", "import", file] + map + ["--account", "PayPal", "--save-map", "pp"]
            )
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(try Self.balance(db, "PayPal") == "-6.99")
            let listed = try homebook(db, ["budget", "mappings", "list"])
            #expect(listed.stdout.contains("--currency USD"), "\(listed.stdout)")
            // The saved mapping keeps its currency: into the euro account it is refused.
            let again = try homebook(db, ["budget", "import", file, "--map", "pp"])
            #expect(again.status == 1 && again.stderr.contains("the statement is in USD"))
        }
    }
}
