import Foundation
import HomebookCore
import TestSupport
import Testing

/// Accounts and currencies in the journal export compared with hledger and ledger over
/// generated multi-account, multi-currency ledgers (docs/manual.md#interchange): every
/// account's balance (`budget account list --json`) equals `hledger bal assets` on the
/// exported journal, per commodity, and the same with `ledger -f`. CI installs both.
@Suite(.tags(.process), .skippedByTag) struct JournalAccountsOracleTests {
    /// The accounts beside the default one: name, currency and opening balance.
    static let accounts: [(name: String, currency: String, opening: String?)] = [
        ("Savings", "EUR", "2500.75"), ("Yen wallet", "JPY", "120000"),
        ("Bahrain", "BHD", "-12.345"), ("Coins", "BTC", "0.00012345"),
        ("Card", "EUR", "-310.5"), ("Kuwait", "KWD", nil),
    ]

    /// Fills a store: a base currency, the accounts, and items in all of them with amounts
    /// in each currency's minor units, including the largest digits its decimals allow.
    static func generate(_ store: HomebookStore, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let today = CalendarDate(year: 2026, month: 1, day: 1)!
        try store.currencies.setBase("EUR")
        try store.currencies.add(code: "BTC", decimals: "8", symbol: "₿")
        var ids: [Int64] = [Account.defaultID]
        for account in accounts {
            ids.append(
                try store.accounts.add(
                    account.name,
                    currency: account.currency,
                    opening: account.opening,
                    on: account.opening == nil ? nil : "2025-01-01",
                    today: today
                ).id
            )
        }
        for index in 0..<300 {
            let date = CalendarDate(
                year: 2025,
                month: Int.random(in: 1...12, using: &random),
                day: Int.random(in: 1...28, using: &random)
            )!
            try store.ledger.add(
                NewLedgerItem(
                    kind: Int.random(in: 0..<4, using: &random) == 0 ? .income : .expense,
                    name: "Item \(index)",
                    amount: Money(cents: Int64.random(in: 1...99_999_999, using: &random)),
                    date: date,
                    category: ["food", "rent", nil, "travel:jp"].randomElement(using: &random)
                        ?? nil
                ),
                account: ids.randomElement(using: &random) ?? Account.defaultID
            )
        }
    }

    /// Each account's balance as `budget account list --json` prints it: journal account →
    /// (currency code, decimals, balance in minor units).
    static func listed(_ db: String) throws -> [String: (String, Int, Int64)] {
        let run = try homebook(db, ["budget", "account", "list", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        var result: [String: (String, Int, Int64)] = [:]
        for raw in run.stdout.split(separator: "\n") where raw.hasPrefix("{") {
            // One object a line inside the array, each but the last followed by a comma.
            let line = raw.hasSuffix(",") ? raw.dropLast() : raw[...]
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            )
            let name = try #require(object["name"] as? String)
            let code = try #require(object["currency"] as? String)
            let decimals = try #require(object["decimals"] as? Int)
            let balance = try #require(object["balance"] as? String)
            result["assets:\(name)"] = (
                code, decimals, try #require(JournalTools.minor(balance, decimals: decimals))
            )
        }
        return result
    }

    /// Checks one tool's balances against the listed ones, per commodity.
    static func check(
        _ tool: String,
        _ balances: [String: [String: String]],
        _ listed: [String: (String, Int, Int64)]
    ) {
        for (account, (code, decimals, balance)) in listed {
            let commodities = balances[account] ?? [:]
            // An account at zero is left out by both programs.
            let number = commodities[code] ?? "0"
            #expect(
                JournalTools.minor(number, decimals: decimals) == balance,
                "\(tool) \(account): \(commodities) ≠ \(balance)"
            )
            #expect(commodities.keys.allSatisfy { $0 == code }, "\(tool) \(account)")
        }
        #expect(balances.keys.allSatisfy { listed[$0] != nil }, "\(tool): \(balances.keys)")
    }

    @Test(
        .enabled(if: JournalTools.tool("hledger") != nil && JournalTools.tool("ledger") != nil),
        arguments: [31, 32, 33] as [UInt64]
    )
    func everyAccountsBalanceIsHledgersAndLedgers(seed: UInt64) throws {
        let hledger = try #require(JournalTools.tool("hledger"))
        let ledger = try #require(JournalTools.tool("ledger"))
        try withTemporaryDirectory { folder in
            let db = folder + "/a.sqlite"
            let journal = folder + "/export.journal"
            let store = try HomebookStore.open(path: db)
            try Self.generate(store, seed: seed)
            let export = try homebook(
                db,
                ["budget", "export", "--format", "journal", "--output", journal]
            )
            #expect(export.status == 0, "\(export.stderr)")
            let listed = try Self.listed(db)
            #expect(listed.count == Self.accounts.count + 1)
            #expect(listed["assets:main"]?.0 == "EUR")

            let fromHledger = try JournalTools.hledgerCommodityBalances(hledger, journal, "assets")
            #expect(fromHledger.status == 0 && fromHledger.stderr == "", "\(fromHledger.stderr)")
            Self.check("hledger", fromHledger.rows, listed)

            let fromLedger = try JournalTools.ledgerCommodityBalances(ledger, journal, "assets")
            #expect(fromLedger.status == 0 && fromLedger.stderr == "", "\(fromLedger.stderr)")
            Self.check("ledger", fromLedger.rows, listed)

            // The whole journal balances in every commodity: each transaction does.
            let total = try HomebookProcess.run(
                ["-f", journal, "bal", "-O", "csv"],
                executable: hledger
            )
            #expect(total.stdout.hasSuffix("\"total\",\"0\"\n"), "\(total.stdout.suffix(200))")
        }
    }
}
