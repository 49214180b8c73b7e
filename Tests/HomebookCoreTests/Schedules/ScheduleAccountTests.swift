import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A repeating item has an account (docs/manual.md#schedules): its amount is read in the
/// account's currency, each day is posted into it, and a payment already there is the same
/// payment only in the same account.
@Suite struct ScheduleAccountTests {
    static let today = day(2026, 11, 20)

    func rent(account: String = "", amount: String = "950.00") -> LedgerScheduleDraft {
        LedgerScheduleDraft(
            kind: "expense",
            name: "Rent",
            amount: amount,
            category: "housing",
            frequency: .monthly,
            day: "1",
            from: "2026-11-01",
            account: account
        )
    }

    let mapping = BankMapping(date: .number(1), name: .number(2), amounts: .signed(.number(3)))

    @Test func theAmountIsReadInTheAccountsCurrencyAndPostedIntoIt() throws {
        try withTemporaryStore { store, _ in
            let yen = try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            let saved = try store.schedules.add(
                rent(account: "tokyo", amount: "¥1,200"),
                today: Self.today
            )
            #expect(saved.accountID == yen.id)
            // 1200 yen, not 120000: JPY has no minor unit.
            #expect(saved.amount.cents == 1200)
            let posting = try #require(try store.schedules.postDue(today: Self.today))
            #expect(posting.items.map(\.accountID) == [yen.id])
            let stored: Int64? =
                try store.database.fetchOne(
                    "SELECT account_id FROM budget_items WHERE name = 'Rent'"
                )?
                .get(0)
            #expect(stored == yen.id)
            // Listed with its amount in yen.
            let listed = try store.accounts.list().first { $0.account.id == yen.id }
            #expect(listed?.balance == -1200)
        }
    }

    @Test func withoutAnAccountItIsTheDefaultOneAndAnUnknownOneIsRefused() throws {
        try withTemporaryStore { store, _ in
            let saved = try store.schedules.add(rent(), today: Self.today)
            #expect(saved.accountID == Account.defaultID)
            #expect(saved.amount.cents == 950_00)
            _ = try store.accounts.add("savings", today: Self.today)
            let problems = try store.schedules.problems(
                rent(account: "holiday"),
                today: Self.today
            )
            let problem = try #require(problems[.account])
            #expect(problem.description.contains("holiday"))
            #expect(problem.description.contains("savings"))
            #expect(throws: LedgerScheduleError.self) {
                try store.schedules.add(rent(account: "holiday"), today: Self.today)
            }
            #expect(try store.schedules.all().count == 1)
        }
    }

    @Test func anEditMovesTheDaysToComeIntoAnotherAccount() throws {
        try withTemporaryStore { store, _ in
            let euro = try store.accounts.add("Paris", currency: "EUR", today: Self.today)
            let saved = try store.schedules.add(rent(), today: day(2026, 10, 1))
            var draft = LedgerScheduleDraft(saved)
            draft.account = "Paris"
            draft.amount = "€12.50"
            let moved = try store.schedules.update(saved, with: draft, today: Self.today)
            #expect(moved.accountID == euro.id)
            #expect(moved.amount.cents == 1250)
            // Left empty, an edit keeps the account it has.
            var again = LedgerScheduleDraft(moved)
            again.name = "Flat"
            #expect(
                try store.schedules.update(moved, with: again, today: Self.today).accountID
                    == euro.id
            )
        }
    }

    @Test func aPaymentInAnotherAccountIsNotTheSamePayment() throws {
        try withTemporaryStore { store, _ in
            let savings = try store.accounts.add("savings", today: Self.today)
            // The same amount and name, two days off, but in savings: not the rent.
            try store.ledger.add(
                NewLedgerItem(
                    kind: .expense,
                    name: "Rent",
                    amount: Money(cents: 950_00),
                    date: day(2026, 11, 2)
                ),
                account: savings.id
            )
            _ = try store.schedules.add(rent(), today: day(2026, 10, 30))
            let posting = try #require(try store.schedules.postDue(today: day(2026, 11, 4)))
            #expect(posting.linked.isEmpty)
            #expect(posting.items.map(\.accountID) == [Account.defaultID])
            // In its own account it is the rent: linked, not posted.
            try store.ledger.add(
                NewLedgerItem(
                    kind: .expense,
                    name: "Rent",
                    amount: Money(cents: 950_00),
                    date: day(2026, 12, 2)
                )
            )
            let december = try #require(try store.schedules.postDue(today: day(2026, 12, 4)))
            #expect(december.items.isEmpty)
            #expect(december.linked.count == 1)
        }
    }

    @Test func aBankRowInAnotherAccountIsNotMatchedToThePostedDay() throws {
        try withTemporaryStore { store, _ in
            _ = try store.accounts.add("savings", today: Self.today)
            _ = try store.schedules.add(rent(), today: day(2026, 10, 30))
            #expect(try store.schedules.postDue(today: day(2026, 11, 1))?.items.count == 1)
            let statement = "Date,Description,Amount\n2026-11-02,RENT NOVEMBER,-950.00\n"
            // Into savings: another payment, imported.
            let other = try store.ledger.importBankCSV(
                text: statement,
                mapping: mapping,
                account: "savings"
            )
            #expect([other.imported, other.matched] == [1, 0])
            // Into the rent's own account: the posted day, matched.
            let own = try store.ledger.importBankCSV(text: statement, mapping: mapping)
            #expect([own.imported, own.matched] == [0, 1])
        }
    }
}
