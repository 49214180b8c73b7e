import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Repeating items screen and its form in a book with two accounts in two currencies
/// (docs/manual.md#schedules): the Account column, amounts in their account's currency, and
/// the form's Account field; at 80×24 and 120×40.
@Suite struct ScheduleAccountSnapshotTests {
    /// The standard data, a yen account, a repeating item in each account; the base-currency
    /// question already answered (it would stand before the Budget screen).
    static func seed(_ store: HomebookStore) throws {
        try ScreenSnapshotTests.seed(store)
        let today = ScreenSnapshot.today
        try store.accounts.add("Tokyo", currency: "JPY", today: today)
        try store.settings.markBaseCurrencyAsked()
        for draft in [
            LedgerScheduleDraft(
                kind: "expense",
                name: "Rent",
                amount: "950",
                category: "home",
                frequency: .monthly,
                day: "1",
                from: "2026-12-01"
            ),
            LedgerScheduleDraft(
                kind: "expense",
                name: "Phone",
                amount: "¥3,980",
                category: "bills",
                frequency: .monthly,
                day: "25",
                from: "2026-11-25",
                account: "Tokyo"
            ),
        ] {
            try store.schedules.add(draft, today: today)
        }
    }

    @Test(arguments: [
        ("repeating-items-accounts", "bs"),
        ("repeating-items-accounts-add", "bsa"),
        ("repeating-items-accounts-edit", "bs\u{1B}[B\r"),
    ])
    func screensMatchTheirGoldens(name: String, keys: String) throws {
        for (size, suffix) in [((80, 24), ""), ((120, 40), "-wide")] {
            try ScreenSnapshot.check(name + suffix, keys: keys, size: size, seed: Self.seed)
        }
    }

    @Test func theFormPostsIntoTheAccountTyped() throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            try Self.seed(store)
            var state = FullScreenProgram.state(
                root: FixedTodayHome(store: store, today: ScreenSnapshot.today),
                store: store,
                size: (80, 24)
            )
            // Kind, name, then the account: Tokyo, and 500 read as yen.
            type("bsa\tNHK\t\u{15}tokyo\u{1B}[B500\u{13}", into: &state)
            #expect(screen(state).contains("added repeating “NHK”"))
            let added = try #require(try store.schedules.all().first { $0.name == "NHK" })
            #expect(added.accountID == (try store.accounts.get("Tokyo").id))
            #expect(added.amount.cents == 500)
            #expect(screen(state).contains("¥500"))
        }
    }
}
