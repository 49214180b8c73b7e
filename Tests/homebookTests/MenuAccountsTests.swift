import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's accounts and currencies (docs/manual.md#budget-accounts, #currencies): the
/// base-currency question once, the Accounts screen, and amounts in their currency.
@Suite struct MenuAccountsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    /// A yen account with one item, in the menu's database.
    func seed(_ folder: String) throws {
        try withStore(at: folder + "/menu.sqlite") { store throws in
            try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Ramen", amount: "1200", date: "2026-11-02"),
                today: Self.today,
                account: "Tokyo"
            )
        }
    }

    @Test func theBudgetMenuAsksTheBaseCurrencyOnceAndNamesIt() throws {
        try withTemporaryDirectory { folder in
            try seed(folder)
            let (output, path) = try runMenu(
                ["b", "XQQ", "usd", "b", "b", "b", "q"],
                today: Self.today,
                in: folder
            )
            #expect(output.contains("Which currency is the book in? Its amounts show as $ so far"))
            #expect(output.contains(#"no currency "XQQ""#))
            #expect(output.contains("The book is in USD (settings base-currency)."))
            // Asked once: the second visit goes straight to the entries.
            #expect(output.components(separatedBy: "Which currency").count == 2)
            try withStore(at: path) { store throws in
                #expect(try store.currencies.base()?.code == "USD")
            }
        }
    }

    @Test func theMenusTotalAndReportKeepEachCurrencyApart() throws {
        try withTemporaryDirectory { folder in
            try seed(folder)
            try withStore(at: folder + "/menu.sqlite") { store throws in
                try store.ledger.add(
                    LedgerDraft(kind: "income", name: "Pay", amount: "10", date: "2026-11-01"),
                    today: Self.today
                )
            }
            let (output, _) = try runMenu(
                ["b", "", "t", "r", "b", "q"],
                today: Self.today,
                in: folder
            )
            // Before, Total read expenses $12.00 and Report one chart adding ¥1,200 as cents.
            #expect(!output.contains("$12.00"))
            #expect(output.contains("1,200 JPY"))
            #expect(output.contains("In the book's currency:") && output.contains("In JPY:"))
            #expect(output.contains("¥1,200") && output.contains("$10.00"))
        }
    }

    @Test func notNowLeavesTheBookUnnamed() throws {
        try withTemporaryDirectory { folder in
            try seed(folder)
            let (output, path) = try runMenu(
                ["b", "", "l", "b", "q"],
                today: Self.today,
                in: folder
            )
            #expect(output.contains("Not now"))
            // The list shows the yen item in yen; yen is the one currency in use, so the
            // balance is in yen too (not $-12.00).
            #expect(output.contains("¥1,200  -¥1,200") && !output.contains("$12.00"))
            try withStore(at: path) { store throws in
                #expect(try store.currencies.base() == nil)
            }
        }
    }

    @Test func theAccountsScreenListsAddsRenamesAndCloses() throws {
        try withTemporaryDirectory { folder in
            try seed(folder)
            let (output, path) = try runMenu(
                [
                    "b", "", "o", "a", "Cash", "", "20", "", "r", "cash", "Wallet", "c", "wallet",
                    "y", "l", "b", "b", "b", "q",
                ],
                today: Self.today,
                in: folder
            )
            #expect(output.contains("opened “Cash”"))
            #expect(output.contains("renamed to “Wallet”"))
            #expect(output.contains(#"Closed "Wallet"."#))
            #expect(output.contains("Tokyo") && output.contains("-¥1,200"))
            try withStore(at: path) { store throws in
                let wallet = try store.accounts.get("Wallet")
                #expect(wallet.closed && wallet.opening == 2000)
            }
        }
    }
}
