import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A repeating item moved into an account of another currency without a new amount is
/// refused (docs/manual.md#schedules): its stored integer would be re-read in the new
/// currency (9.50 EUR as ¥950). Every front edits through the schedule form and its draft
/// check, so the rule is tested there.
@Suite struct ScheduleCurrencyMoveTests {
    static let today = day(2026, 11, 20)

    /// A book in euros with a yen and a euro account, and a 9.50 gym fee in the default one.
    static func book(_ store: HomebookStore) throws -> LedgerSchedule {
        try store.currencies.setBase("EUR")
        try store.accounts.add("Tokyo", currency: "JPY", today: today)
        try store.accounts.add("Paris", currency: "EUR", today: today)
        return try store.schedules.add(
            LedgerScheduleDraft(
                kind: "expense",
                name: "Gym",
                amount: "9.50",
                frequency: .monthly,
                from: "2026-11-01"
            ),
            today: today
        )
    }

    @Test func theAmountLeftAsShownIsRefusedForAnotherCurrency() throws {
        try withTemporaryStore { store, _ in
            let saved = try Self.book(store)
            var form = ScheduleForm(store: store, editing: saved, today: Self.today)
            form[.account] = "tokyo"
            let problem = try #require(form.problems()[.account])
            #expect(
                problem
                    == .amountInOtherCurrency(
                        amount: "9.50",
                        from: Currency(code: "EUR", decimals: 2, symbol: "€"),
                        to: Currency(code: "JPY", decimals: 0, symbol: "¥")
                    )
            )
            #expect(problem.field == .amount)
            let text = problem.description
            #expect(
                text.contains("EUR") && text.contains("JPY")
                    && text.contains("give it in JPY too")
            )
            #expect(throws: LedgerScheduleError.self) { try form.save() }
            // The core's save refuses the same draft too: nothing changed.
            let accounts = try store.accounts.all()
            var draft = LedgerScheduleDraft(saved, account: accounts[0])
            draft.account = "Tokyo"
            #expect(throws: LedgerScheduleError.self) {
                try store.schedules.update(saved, with: draft, today: Self.today)
            }
            #expect(try store.schedules.get(saved.id) == saved)
        }
    }

    @Test func aNewAmountOrTheSameCurrencyMovesItAsBefore() throws {
        try withTemporaryStore { store, _ in
            let saved = try Self.book(store)
            var same = ScheduleForm(store: store, editing: saved, today: Self.today)
            same[.account] = "paris"
            _ = try same.save()
            let inParis = try store.schedules.get(saved.id)
            #expect(inParis.amount.cents == 950)
            var yen = ScheduleForm(store: store, editing: inParis, today: Self.today)
            yen[.account] = "tokyo"
            yen[.amount] = "1500"
            _ = try yen.save()
            let moved = try store.schedules.get(saved.id)
            #expect(moved.amount.cents == 1500)
            #expect(moved.accountID == (try store.accounts.get("tokyo")).id)
            // Other fields edited with the account left alone: as before.
            var renamed = ScheduleForm(store: store, editing: moved, today: Self.today)
            renamed[.name] = "Dojo"
            _ = try renamed.save()
            #expect(try store.schedules.get(saved.id).amount.cents == 1500)
        }
    }
}
