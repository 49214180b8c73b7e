import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// Accounts and the base currency (docs/manual.md#budget-accounts,
/// docs/manual.md#currencies), on real stores.
@Suite struct AccountsTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 1)!

    @Test func anItemGoesToItsAccountInItsCurrency() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(
                LedgerDraft(kind: "income", name: "Pay", amount: "10"),
                today: Self.today
            )
            let yen = try store.accounts.add(
                "Tokyo",
                currency: "jpy",
                opening: "¥50,000",
                on: "2026-02-01",
                today: Self.today
            )
            #expect(yen.currency.code == "JPY" && yen.opening == 50000)
            let added = try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Ramen", amount: "1,200"),
                today: Self.today,
                account: "TOKYO"
            )
            #expect(added.item.amount.cents == 1200)
            let dinar = try store.accounts.add("Manama", currency: "BHD", today: Self.today)
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Tea", amount: "12.5 BHD"),
                today: Self.today,
                account: dinar.name
            )
            let balances = try store.accounts.list()
            #expect(balances.map(\.balance) == [1000, 48800, -12500])
            #expect(balances.map(\.account.name) == ["main", "Tokyo", "Manama"])
            let totals = try store.accounts.totalsByCurrency()
            #expect(totals.map(\.currency.code) == ["", "JPY", "BHD"])
            #expect(totals.map(\.savings) == [1000, 48800, -12500])
            let inTokyo = try store.ledger.sum(LedgerQuery(), account: yen)
            #expect(inTokyo.expenses.cents == 1200 && inTokyo.count == 1)
        }
    }

    @Test func namesAreUniqueWhateverTheCaseAndAClosedAccountTakesNothing() throws {
        try withTemporaryStore { store, _ in
            try store.accounts.add("Savings", today: Self.today)
            #expect(throws: AccountError.nameTaken("SAVINGS")) {
                try store.accounts.add("SAVINGS", today: Self.today)
            }
            #expect(throws: AccountError.nameTaken("Main")) {
                try store.accounts.rename("savings", to: "Main")
            }
            // Two machines that open "Savings" open one account: its gid comes from the name.
            let gid: [UInt8]? = try store.database.fetchOne(
                "SELECT gid FROM accounts WHERE name = 'Savings'"
            )?.get(0)
            #expect(gid?.count == 16)
            try withTemporaryStore(named: "other.sqlite") { other, _ in
                try other.accounts.add("SAVINGS", today: Self.today)
                let otherGid: [UInt8]? = try other.database.fetchOne(
                    "SELECT gid FROM accounts WHERE id = 2"
                )?.get(0)
                #expect(otherGid == gid)
            }
            try store.accounts.rename("savings", to: "Rainy day")
            try store.accounts.close("rainy day")
            #expect(throws: AccountError.closed("Rainy day")) {
                try store.ledger.add(
                    LedgerDraft(kind: "income", name: "Gift", amount: "5"),
                    today: Self.today,
                    account: "Rainy day"
                )
            }
            #expect(try store.ledger.totals().count == 0)
            // 100 characters of 200 scalars: refused by the rule, not by the table's CHECK.
            let long = String(repeating: "e\u{301}", count: 100)
            #expect(throws: AccountError.invalidName(long)) {
                try store.accounts.add(long, today: Self.today)
            }
            #expect(throws: AccountError.dayWithoutOpening) {
                try store.accounts.add("Cash", on: "2026-01-01", today: Self.today)
            }
            #expect(try store.accounts.list().map(\.account.name) == ["main", "Rainy day"])
        }
    }

    @Test func changingTheBaseCurrencyChangesNoStoredInteger() throws {
        try withTemporaryStore { store, _ in
            var random = SeededGenerator(seed: 7)
            for index in 0..<50 {
                let cents = Int64.random(in: 0...10_000_000, using: &random)
                try store.ledger.add(
                    LedgerDraft(
                        kind: index % 3 == 0 ? "income" : "expense",
                        name: "Item \(index)",
                        amount: Money(cents: cents).plain
                    ),
                    today: Self.today
                )
            }
            try store.accounts.add("Card", currency: "GBP", opening: "-250.75", today: Self.today)
            try store.currencies.add(code: "btc", decimals: "8", symbol: "₿")
            try store.accounts.add(
                "Wallet",
                currency: "BTC",
                opening: "0.00012345",
                today: Self.today
            )
            let before = try store.accounts.list()
            let itemsBefore = try store.ledger.freshTotals()
            // A book of hundredths cannot be named yen: that would read every amount ×100.
            #expect(throws: CurrencyError.wouldRescale(code: "JPY", decimals: 0)) {
                try store.currencies.setBase("JPY")
            }
            #expect(try store.currencies.base() == nil)
            for code in ["EUR", "USD", "BTC", "JPY", "EUR"] {
                try store.currencies.setBase(code)
                #expect(try store.currencies.base()?.code == code)
                let after = try store.accounts.list()
                #expect(after.map(\.balance) == before.map(\.balance))
                #expect(after.map(\.account.opening) == before.map(\.account.opening))
                #expect(try store.ledger.freshTotals() == itemsBefore)
            }
            // The book's unnamed currency took the first name, and kept it.
            #expect(
                try store.accounts.list().map(\.account.currency.code) == ["EUR", "GBP", "BTC"]
            )
            #expect(try store.accounts.get("wallet").opening == 12345)
        }
    }

    @Test func anEmptyBookNamedInYenReadsItsAmountsInYen() throws {
        try withTemporaryStore { store, _ in
            try store.currencies.setBase("JPY")
            let added = try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Ramen", amount: "1,200"),
                today: Self.today
            )
            #expect(added.item.amount.cents == 1200)
            try store.ledger.update(
                added.item.id,
                with: LedgerChanges(amount: "980"),
                today: Self.today
            )
            #expect(try store.ledger.get(added.item.id).amount.cents == 980)
            #expect(try store.accounts.list().map(\.balance) == [-980])
            let totals = try store.ledger.totalsPerCurrency(nil)
            #expect(totals?.map { $0.currency.formatted($0.savings) } == ["-¥980"])
        }
    }

    @Test func badCurrenciesAreRefusedWithNothingChanged() throws {
        try withTemporaryStore { store, _ in
            let count = try store.currencies.list().count
            #expect(throws: CurrencyError.invalidDecimals("9")) {
                try store.currencies.add(code: "XYZ", decimals: "9", symbol: nil)
            }
            #expect(throws: CurrencyError.exists("EUR")) {
                try store.currencies.add(code: "eur", decimals: "3", symbol: nil)
            }
            #expect(throws: CurrencyError.invalidCode("1BC")) {
                try store.currencies.add(code: "1BC", decimals: "2", symbol: nil)
            }
            #expect(throws: CurrencyError.invalidSymbol("$1")) {
                try store.currencies.add(code: "XYZ", decimals: "2", symbol: "$1")
            }
            #expect(throws: CurrencyError.unknown("XYZ")) {
                try store.accounts.add("X", currency: "XYZ", today: Self.today)
            }
            #expect(try store.currencies.list().count == count)
            #expect(try store.currencies.get("JPY").decimals == 0)
            #expect(try store.currencies.get("KWD").decimals == 3)
        }
    }
}
