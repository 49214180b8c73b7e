import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// The journal export of accounts and currencies (docs/manual.md#interchange): a book with
/// one account writes what it always wrote; several are `assets:NAME` with their openings
/// and their amounts by code, in each currency's decimals.
@Suite struct JournalAccountsExportTests {
    @Test func aBookWithOneAccountKeepsAssetsHomebookAndItsSymbol() throws {
        try withTemporaryStore { store, _ in
            try store.ledger.add(
                NewLedgerItem(
                    kind: .expense,
                    name: "Tea",
                    amount: Money(cents: 1230),
                    date: CalendarDate(year: 2026, month: 1, day: 2)!
                )
            )
            let text = try exported(store)
            #expect(text.contains("    expenses:uncategorized  $12.30\n    assets:homebook\n"))
            // Named: the same account, the amount in its code.
            try store.currencies.setBase("USD")
            #expect(try exported(store).contains("    expenses:uncategorized  12.30 USD\n"))
        }
    }

    @Test func severalAccountsAreAssetsNameWithOpeningsAndCodes() throws {
        try withTemporaryStore { store, _ in
            let today = CalendarDate(year: 2026, month: 1, day: 1)!
            try store.currencies.setBase("EUR")
            let bhd = try store.accounts.add(
                "Gulf: cash",
                currency: "BHD",
                opening: "-1.5",
                on: "2025-12-31",
                today: today
            )
            // A name that reads as another's in the journal gets the later one's id.
            try store.accounts.add("Gulf： cash", opening: "1", on: "2026-01-01", today: today)
            try store.ledger.add(
                NewLedgerItem(
                    kind: .income,
                    name: "Refund",
                    amount: Money(cents: 12_500),
                    date: CalendarDate(year: 2026, month: 1, day: 3)!
                ),
                account: bhd.id
            )
            let text = try exported(store)
            #expect(
                text.contains(
                    "\n2025-12-31 opening balance of Gulf: cash\n    assets:Gulf： cash  -1.500 BHD\n"
                        + "    equity:opening balances\n"
                )
            )
            #expect(text.contains("    assets:Gulf： cash  12.500 BHD\n    income:uncategorized\n"))
            #expect(!text.contains("assets:homebook"))
            #expect(text.contains("    assets:Gulf： cash 3  1.00 EUR\n"))
        }
    }

    /// The journal text of the whole book.
    func exported(_ store: HomebookStore) throws -> String {
        try withTemporaryDirectory { folder in
            let path = folder + "/j.journal"
            let output = try OutputFile.createPrivate(path)
            try store.ledger.exportJournal(currency: "$", to: output)
            try output.finish()
            return try String(contentsOfFile: path, encoding: .utf8)
        }
    }
}
