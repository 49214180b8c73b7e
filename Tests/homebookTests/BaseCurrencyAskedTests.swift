import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The base-currency question is asked once per book, not once per run
/// (docs/manual.md#currencies): answered or declined, a later run of either front on the
/// same file does not ask it again; `settings base-currency` still names it.
@Suite struct BaseCurrencyAskedTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test func theMenuDoesNotAskAgainInALaterSession() throws {
        try withTemporaryDirectory { folder in
            try withStore(at: folder + "/menu.sqlite") { store throws in
                try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            }
            let first = try runMenu(["b", "", "b", "q"], today: Self.today, in: folder)
            #expect(first.output.contains("Which currency is the book in?"))
            #expect(first.output.contains("Not now"))
            // A second session on the same file: straight to the Budget screen.
            let second = try runMenu(["b", "b", "q"], today: Self.today, in: folder)
            #expect(!second.output.contains("Which currency"))
            try withStore(at: first.databasePath) { store throws in
                #expect(try store.currencies.base() == nil)
                #expect(try store.settings.baseCurrencyAsked())
                // Still named whenever the person wants, and no undo step was spent on it.
                #expect(
                    try store.undoLog.entries(limit: 5).allSatisfy {
                        !$0.description.contains("base")
                    }
                )
                _ = try store.currencies.setBase("USD")
                #expect(try store.currencies.base()?.code == "USD")
            }
        }
    }

    /// Home on `path`, as one run of the full-screen app sees it.
    func run(_ path: String, keys: String) throws -> String {
        try withStore(at: path) { store throws in
            var state = FullScreenProgram.state(
                root: FixedTodayHome(store: store, today: ScreenSnapshot.today),
                store: store,
                size: (80, 24)
            )
            type(keys, into: &state)
            return screen(state)
        }
    }

    @Test func theFullScreenAppDoesNotAskAgainInALaterRun() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/app.sqlite"
            try withStore(at: path) { store throws in
                try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            }
            #expect(try run(path, keys: "b").contains("Which currency is the book in?"))
            // That run was left with the question unanswered: it is asked again.
            #expect(try run(path, keys: "b").contains("Which currency is the book in?"))
            // Declined (Esc): the next run goes straight to the Budget screen.
            #expect(try run(path, keys: "b\u{1B}").contains("not now"))
            #expect(!(try run(path, keys: "b").contains("Which currency")))
            try withStore(at: path) { store throws in
                #expect(try store.currencies.base() == nil)
            }
        }
    }

    @Test func anAnswerIsNotAskedAgainEither() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/app.sqlite"
            try withStore(at: path) { store throws in
                try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            }
            #expect(try run(path, keys: "beur\r").contains("the book is in EUR"))
            // Named, then unnamed again by no one: the question stays answered.
            #expect(!(try run(path, keys: "b").contains("Which currency")))
            try withStore(at: path) { store throws in
                #expect(try store.currencies.base()?.code == "EUR")
                #expect(try store.settings.baseCurrencyAsked())
            }
        }
    }
}
