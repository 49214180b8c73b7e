import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// The hledger/ledger journal export: text that would break the syntax is made safe.
@Suite struct JournalExportTests {
    func export(_ store: HomebookStore, currency: String = "$") throws -> String {
        try withTemporaryDirectory { folder in
            let path = folder + "/export.journal"
            let output = try OutputFile.createPrivate(path)
            try store.ledger.exportJournal(currency: currency, to: output)
            try output.finish()
            return try String(contentsOfFile: path, encoding: .utf8)
        }
    }

    @Test func expensesAndIncomeBalanceAgainstTheAssetAccount() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(
                .expense,
                "Groceries",
                cents: 12_30,
                on: day(2024, 1, 2),
                category: "food"
            )
            try store.ledger.add(
                .income,
                "Pay",
                cents: 2000_00,
                on: day(2024, 1, 3),
                note: "Jan\nbonus"
            )
            #expect(
                try export(store) == """
                    ; homebook budget export (hledger and ledger journal)

                    2024-01-02 Groceries
                        expenses:food  $12.30
                        assets:homebook

                    2024-01-03 Pay
                        ; Jan
                        ; bonus
                        assets:homebook  $2000.00
                        income:uncategorized

                    """
            )
        }
    }

    @Test func payeesAndAccountsLoseEverySyntaxCharacterButKeepTheirLetters() {
        let payee = JournalText.payee("*Café  ; lunch | tip\t#1 @2 =3 \"q\"\u{200B}")
        #expect(!payee.contains(";") && !payee.contains("|") && !payee.contains("  "))
        #expect(!payee.contains("\t") && !payee.contains("#") && !payee.contains("@"))
        #expect(!payee.contains("=") && !payee.contains("\"") && !payee.hasPrefix("*"))
        #expect(payee.contains("Café") && payee.contains("lunch"))
        let account = JournalText.accountPart(" (Food: take-away)  [x] ")
        #expect(!account.contains(":") && !account.contains("(") && !account.contains("  "))
        #expect(account.hasPrefix("\u{FF08}Food"))
        #expect(JournalText.accountPart(" \t ") == "uncategorized")
        #expect(JournalText.comment("a\u{1B}[31mb") == "a ［31mb")
    }

    @Test func currencySymbolsThatNeedItAreQuoted() {
        #expect(JournalCommodity(symbol: "€").amount(Money(cents: 5)) == "€0.05")
        #expect(JournalCommodity(symbol: "CHF").amount(Money(cents: 100)) == "CHF1.00")
        #expect(JournalCommodity(symbol: "kr.").amount(Money(cents: 100)) == "\"kr.\" 1.00")
        #expect(JournalCommodity(symbol: "\"1\"").amount(Money(cents: 1)) == "\"1\" 0.01")
    }
}
