import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Accounts and currencies on the full-screen app (docs/manual.md#budget-accounts,
/// #currencies): the base-currency question, the Accounts screen, rows in their currency.
@Suite struct AccountsScreenTests {
    /// The standard data, a yen account with an opening balance and one item.
    static func seed(_ store: HomebookStore) throws {
        try ScreenSnapshotTests.seed(store)
        let today = ScreenSnapshot.today
        try store.accounts.add(
            "Tokyo",
            currency: "JPY",
            opening: "50000",
            on: "2026-11-01",
            today: today
        )
        try store.ledger.add(
            LedgerDraft(
                kind: "expense",
                name: "Ramen",
                amount: "¥1,200",
                date: "2026-11-21",
                category: "food"
            ),
            today: today,
            account: "Tokyo"
        )
    }

    @Test(arguments: [
        ("currencies-home", ""),
        ("currencies-base-question", "b"),
        ("currencies-budget-list", "b\r"),
        ("currencies-budget-form-add", "b\ra"),
        ("currencies-accounts", "b\ro"),
        ("currencies-accounts-form", "b\roa"),
        ("currencies-accounts-help", "b\ro\u{1B}OP"),
    ])
    func screensMatchTheirGoldens(name: String, keys: String) throws {
        for (size, suffix) in [((80, 24), ""), ((120, 40), "-wide")] {
            try ScreenSnapshot.check(name + suffix, keys: keys, size: size, seed: Self.seed)
        }
    }

    func withHome(_ body: (HomebookStore, inout AppState) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            try Self.seed(store)
            // The program's state: the open screens reload when the store's stamp moves.
            var state = FullScreenProgram.state(
                root: FixedTodayHome(store: store, today: ScreenSnapshot.today),
                store: store,
                size: (80, 24)
            )
            try body(store, &state)
        }
    }

    @Test func theQuestionNamesTheBaseCurrencyOnceAndOnlyOnce() throws {
        try withHome { store, state throws in
            type("b", into: &state)
            #expect(screen(state).contains("Which currency is the book in?"))
            type("XQQ\r", into: &state)
            #expect(screen(state).contains(#"no currency "XQQ""#))
            #expect(try store.currencies.base() == nil)
            type("\u{7F}\u{7F}\u{7F}eur\r", into: &state)
            #expect(try store.currencies.base()?.code == "EUR")
            #expect(screen(state).contains("the book is in EUR"))
            // Back to Home and in again: not asked a second time.
            type("\u{1B}", into: &state)
            type("b", into: &state)
            #expect(!screen(state).contains("Which currency"))
        }
    }

    @Test func notNowIsNotAskedAgainThisRun() throws {
        try withHome { store, state throws in
            type("b\r", into: &state)
            #expect(screen(state).contains("not now"))
            type("\u{1B}", into: &state)
            type("b", into: &state)
            #expect(!screen(state).contains("Which currency"))
            #expect(try store.currencies.base() == nil)
        }
    }

    @Test func theAccountsScreenAddsRenamesAndClosesEachAsOneChange() throws {
        try withHome { store, state throws in
            type("b\ro", into: &state)
            #expect(state.stack.last?.title == "Accounts")
            #expect(screen(state).contains("¥48,800"))
            type("aCash\t\t20\u{13}", into: &state)
            #expect(state.stack.last?.title == "Accounts")
            #expect(screen(state).contains("opened “Cash”"))
            #expect(try store.accounts.get("cash").opening == 2000)
            // The new account is the last row: rename it, then close it.
            type("\u{1B}[B\u{1B}[B", into: &state)
            type("r\t\u{15}Wallet\u{13}", into: &state)
            #expect(try store.accounts.get("wallet").id == 3)
            type("c", into: &state)
            #expect(screen(state).contains("Close “Wallet”?"))
            type("y", into: &state)
            #expect(try store.accounts.get("wallet").closed)
            type("u", into: &state)
            #expect(try !store.accounts.get("wallet").closed)
        }
    }

    @Test func theItemFormAddsIntoTheAccountTyped() throws {
        try withHome { store, state throws in
            type("b\ra", into: &state)
            #expect(state.stack.last?.title == "Add item")
            #expect(screen(state).contains("Account"))
            type("\tSushi\t\u{15}Tokyo\t2,500\u{13}", into: &state)
            let added = try #require(try store.ledger.list().last?.item)
            #expect(added.name == "Sushi" && added.accountID == 2)
            #expect(added.amount == Money(cents: 2500))
            #expect(screen(state).contains("¥2,500"))
        }
    }
}
