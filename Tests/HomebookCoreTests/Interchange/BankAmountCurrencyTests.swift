import TestSupport
import Testing

@testable import HomebookCore

/// A currency code written with a statement's amount (`-12.50 EUR`, `5 AAPL`) is the
/// account's or the row is refused (docs/manual.md#interchange): dropping it booked euros
/// or shares as the book's dollars (found in ledger's own test CSVs).
@Suite struct BankAmountCurrencyTests {
    static let today = CalendarDate(year: 2026, month: 1, day: 1)!

    static var plain: BankMapping {
        BankMapping(date: .named("Date"), name: .named("Name"), amounts: .signed(.named("Amount")))
    }

    @Test(arguments: [
        ("5 AAPL", "AAPL"), ("JPY 100", "JPY"), ("£3.00", "GBP"), ("12.50 DR", "DR"),
        // The symbol the book is shown with ($) is a setting, not its currency.
        ("20 USD", "USD"), ("$20", "USD"),
    ])
    func aSecondCurrencyInTheDefaultBookIsRefusedAndNothingImported(
        amount: String,
        code: String
    )
        throws
    {
        try withTemporaryStore { store, _ throws in
            let text = "Date,Name,Amount\n2026-01-02,Shop,-12.50 EUR\n2026-01-03,Other,\(amount)\n"
            let reason = "line 3: the amount is in \(code), but line 2's is in EUR"
            #expect {
                try store.ledger.importBankCSV(text: text, mapping: Self.plain)
            } throws: { error in
                "\(error)".contains(reason)
            }
            #expect(try store.ledger.list().isEmpty)
        }
    }

    @Test func aStatementInOneCurrencyComesIntoTheUnnamedOne() throws {
        try withTemporaryStore { store, _ throws in
            // The book's currency was never named: euros throughout may well be it.
            let text = "Date,Name,Amount\n2026-01-02,A,-12.50 EUR\n2026-01-03,B,€-1.50\n"
            let result = try store.ledger.importBankCSV(text: text, mapping: Self.plain)
            #expect(result.imported == 2)
            #expect(try store.ledger.totals().expenses.cents == 1400)
        }
    }

    @Test func aCodeAndItsSymbolAreOneCurrency() throws {
        try withTemporaryStore { store, _ throws in
            // USD and $ (the code with that symbol) are one currency.
            let text = "Date,Name,Amount\n2026-01-02,A,-1.00 USD\n2026-01-03,B,$-2.00\n"
            let result = try store.ledger.importBankCSV(text: text, mapping: Self.plain)
            #expect(result.imported == 2)
            #expect(try store.ledger.totals().expenses.cents == 300)
        }
    }

    @Test func anAccountTakesItsOwnCodeAndRefusesAnother() throws {
        try withTemporaryStore { store, _ throws in
            try store.currencies.setBase("EUR")
            try store.accounts.add("Yen", currency: "JPY", today: Self.today)
            let yen = "Date,Name,Amount\n2026-01-02,Ramen,-1200 JPY\n2026-01-03,Tea,¥-300\n"
            let result = try store.ledger.importBankCSV(
                text: yen,
                mapping: Self.plain,
                account: "Yen"
            )
            #expect(result.imported == 2)
            let euros = "Date,Name,Amount\n2026-01-04,Cafe,-450 EUR\n"
            #expect {
                try store.ledger.importBankCSV(text: euros, mapping: Self.plain, account: "Yen")
            } throws: { error in
                "\(error)".contains("is in EUR, but the account \"Yen\" is in JPY")
            }
            #expect(try store.ledger.list().count == 2)
            // A symbol counts as its currency too.
            let symbol = "Date,Name,Amount\n2026-01-05,Cafe,€-3\n"
            #expect {
                try store.ledger.importBankCSV(text: symbol, mapping: Self.plain, account: "Yen")
            } throws: { error in
                "\(error)".contains("is in EUR, but the account \"Yen\" is in JPY")
            }
        }
    }
}
