import TestSupport
import Testing

@testable import HomebookCore

/// A bank statement imported into an account (docs/manual.md#interchange): amounts read in
/// the account's currency's decimals, a row in another currency refused with its line,
/// nothing imported then.
@Suite struct BankAccountImportTests {
    static let today = CalendarDate(year: 2026, month: 1, day: 1)!

    /// A book with a base currency and accounts in yen, dinars and pounds.
    static func book(_ store: HomebookStore) throws {
        try store.currencies.setBase("EUR")
        try store.accounts.add("Yen", currency: "JPY", today: today)
        try store.accounts.add("Gulf", currency: "BHD", today: today)
        try store.accounts.add("Savings", currency: "EUR", today: today)
    }

    static func balance(_ store: HomebookStore, _ name: String) throws -> Int64? {
        try store.accounts.list().first { $0.account.name == name }?.balance
    }

    /// date, name and a signed amount, by header.
    static var plain: BankMapping {
        BankMapping(date: .named("Date"), name: .named("Name"), amounts: .signed(.named("Amount")))
    }

    @Test func amountsAreReadInTheAccountsDecimals() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            let yen = "Date,Name,Amount\n2026-01-02,Ramen,-1200\n2026-01-03,Refund,300\n"
            let result = try store.ledger.importBankCSV(
                text: yen,
                mapping: Self.plain,
                account: "yen"
            )
            #expect(result.imported == 2)
            #expect(try Self.balance(store, "Yen") == -900)
            let gulf = "Date,Name,Amount\n2026-01-02,Souq,-12.5\n"
            _ = try store.ledger.importBankCSV(text: gulf, mapping: Self.plain, account: "Gulf")
            #expect(try Self.balance(store, "Gulf") == -12_500)
            // The default account is untouched.
            #expect(try Self.balance(store, "main") == 0)
        }
    }

    @Test func aDigitBeyondTheCurrencysDecimalsIsRefused() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            let text = "Date,Name,Amount\n2026-01-02,Ramen,-1200\n2026-01-03,Tea,-12.5\n"
            #expect {
                try store.ledger.importBankCSV(text: text, mapping: Self.plain, account: "Yen")
            } throws: { error in
                "\(error)".contains("line 3: \"-12.5\" has more decimals than JPY (0)")
            }
            #expect(try store.ledger.list().isEmpty)
        }
    }

    @Test func aRowInAnotherCurrencyIsRefusedWithItsLine() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            let mapping = try BankMapping(columns: "date=Date,name=Name,amount=Amount,currency=Cur")
            let text = """
                Date,Name,Amount,Cur
                2026-01-02,Ramen,-1200,JPY
                2026-01-03,Sushi,-800,jpy
                2026-01-04,Coffee,-3.50,EUR
                2026-01-05,Tea,-100,

                """
            #expect {
                try store.ledger.importBankCSV(text: text, mapping: mapping, account: "Yen")
            } throws: { error in
                let message = "\(error)"
                return message.contains("2 bad rows; nothing was imported")
                    && message.contains(
                        "the row is in EUR, but the account \"Yen\" is in JPY"
                    )
                    && message.contains("line 5: the currency is empty")
            }
            #expect(try store.ledger.list().isEmpty)
            // The yen rows alone go in, lower-case codes too.
            let good = text.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
            let result = try store.ledger.importBankCSV(
                text: good,
                mapping: mapping,
                account: "Yen"
            )
            #expect(result.imported == 2)
            #expect(try Self.balance(store, "Yen") == -2000)
        }
    }

    @Test func aFixedCurrencyMustBeTheAccountsAndIsSaved() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            var mapping = Self.plain
            mapping.currency = "bhd"
            let text = "Date,Name,Amount\n2026-01-02,Souq,-1.250\n"
            #expect(throws: BankCurrencyError.self) {
                try store.ledger.importBankCSV(text: text, mapping: mapping, account: "Yen")
            }
            #expect(throws: CurrencyError.unknown("XYZ")) {
                var unknown = mapping
                unknown.currency = "XYZ"
                try store.ledger.importBankCSV(text: text, mapping: unknown, account: "Gulf")
            }
            #expect(try store.ledger.list().isEmpty)
            _ = try store.ledger.importBankCSV(text: text, mapping: mapping, account: "Gulf")
            #expect(try Self.balance(store, "Gulf") == -1250)
            try store.ledger.saveMapping(mapping, as: "gulfbank")
            let saved = try store.ledger.savedMapping("gulfbank")
            #expect(saved.currency == "BHD")
            #expect(saved.optionsText.contains("--currency BHD"))
        }
    }

    @Test func aBookInItsUnnamedCurrencyTakesNoNamedRow() throws {
        try withTemporaryStore { store, _ in
            let mapping = try BankMapping(columns: "date=Date,name=Name,amount=Amount,currency=Cur")
            let text = "Date,Name,Amount,Cur\n2026-01-02,Tea,-3.50,GBP\n"
            #expect {
                try store.ledger.importBankCSV(text: text, mapping: mapping)
            } throws: { error in
                "\(error)".contains(
                    "line 2: the row is in GBP, but the account \"main\" is in the"
                        + " book's unnamed currency"
                )
            }
        }
    }

    @Test func rowsAreRememberedPerAccount() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            let text = "Date,Name,Amount\n2026-01-02,Transfer,-100\n"
            #expect(try store.ledger.importBankCSV(text: text, mapping: Self.plain).imported == 1)
            let into = try store.ledger.importBankCSV(
                text: text,
                mapping: Self.plain,
                account: "Savings"
            )
            #expect(into.imported == 1)
            let again = try store.ledger.importBankCSV(
                text: text,
                mapping: Self.plain,
                account: "savings"
            )
            #expect(again.imported == 0 && again.skipped == 1)
            #expect(try store.ledger.importBankCSV(text: text, mapping: Self.plain).skipped == 1)
            #expect(try Self.balance(store, "Savings") == -10_000)
            #expect(try Self.balance(store, "main") == -10_000)
        }
    }

    @Test func aClosedAccountTakesNoStatement() throws {
        try withTemporaryStore { store, _ in
            try Self.book(store)
            try store.accounts.close("Gulf")
            #expect(throws: AccountError.closed("Gulf")) {
                try store.ledger.importBankCSV(
                    text: "Date,Name,Amount\n2026-01-02,Souq,-1\n",
                    mapping: Self.plain,
                    account: "Gulf"
                )
            }
        }
    }
}
