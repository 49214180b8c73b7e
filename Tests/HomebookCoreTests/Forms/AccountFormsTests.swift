import HomebookCore
import TestSupport
import Testing

/// The item form's account field, the account forms, the settings form's base currency and
/// the base-currency question (docs/manual.md#forms, #budget-accounts, #currencies).
@Suite struct AccountFormsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    func itemForm(_ store: HomebookStore, editing item: LedgerItem? = nil) -> FormSession {
        FormSession(BudgetItemForm(ledger: store.ledger, editing: item, today: Self.today))
    }

    @Test func theItemFormAsksTheAccountOnlyWhenThereAreSeveral() throws {
        try withTemporaryStore { store, _ throws in
            #expect(itemForm(store).index(of: "account") == nil)
            #expect(itemForm(store).fields.map(\.key).first == "kind")
            try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            let form = itemForm(store)
            let account = try #require(form.index(of: "account"))
            #expect(
                form.fields.map(\.key) == [
                    "kind", "name", "account", "amount", "date", "category", "note",
                ]
            )
            #expect(form.text(account) == "main")
            #expect(form.fields[account].completion == .accounts)
        }
    }

    @Test func anItemSavedIntoAnAccountIsReadInItsCurrency() throws {
        try withTemporaryStore { store, _ throws in
            try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            var form = itemForm(store)
            let account = try #require(form.index(of: "account"))
            form.set(try #require(form.index(of: "name")), "Ramen")
            form.set(try #require(form.index(of: "amount")), "¥1,200")
            form.set(account, "tok")
            #expect(form.completions(account) == ["Tokyo"])
            #expect(form.problems()[account]?.contains(#"no account "tok""#) == true)
            form.set(account, "tokyo")
            #expect(form.problems().isEmpty)
            let saved = try form.save()
            let item = try store.ledger.get(try #require(saved.id))
            #expect(item.amount == Money(cents: 1200))
            #expect(item.accountID == 2)

            // Editing shows and reads the amount in yen, never as hundredths.
            var edit = itemForm(store, editing: item)
            #expect(edit.index(of: "account") == nil)
            let amount = try #require(edit.index(of: "amount"))
            #expect(edit.text(amount) == "1200")
            edit.set(amount, "1500")
            _ = try edit.save()
            #expect(try store.ledger.get(item.id).amount == Money(cents: 1500))
        }
    }

    @Test func aClosedAccountIsMarkedOnTheField() throws {
        try withTemporaryStore { store, _ throws in
            try store.accounts.add("Cash", today: Self.today)
            try store.accounts.close("Cash")
            var form = itemForm(store)
            let account = try #require(form.index(of: "account"))
            form.set(try #require(form.index(of: "name")), "Tea")
            form.set(try #require(form.index(of: "amount")), "3")
            form.set(account, "cash")
            #expect(form.problems()[account] == #"the account "Cash" is closed"#)
            #expect(throws: (any Error).self) { try form.save() }
            #expect(try store.ledger.totals().count == 0)
        }
    }

    @Test func theAccountFormOpensAnAccountWithItsOpeningBalance() throws {
        try withTemporaryStore { store, _ throws in
            var form = FormSession(AccountForm(store: store, today: Self.today))
            let name = try #require(form.index(of: "name"))
            let currency = try #require(form.index(of: "currency"))
            let opening = try #require(form.index(of: "opening"))
            let day = try #require(form.index(of: "opened"))
            form.set(name, "Bahrain")
            form.set(currency, "XXQ")
            #expect(form.problems()[currency]?.contains(#"no currency "XXQ""#) == true)
            form.set(currency, "bhd")
            form.set(opening, "12.5005")
            #expect(form.problems()[opening]?.contains("more decimals than BHD") == true)
            form.set(opening, "12.5")
            form.set(day, "someday")
            #expect(form.problems()[day] != nil)
            form.set(day, "2026-01-01")
            #expect(form.problems().isEmpty)
            #expect(try form.save().note == "opened “Bahrain”")
            let account = try store.accounts.get("bahrain")
            #expect(account.opening == 12_500 && account.currency.code == "BHD")
            #expect(account.opened == CalendarDate(year: 2026, month: 1, day: 1))

            var taken = FormSession(AccountForm(store: store, today: Self.today))
            taken.set(name, "BAHRAIN")
            #expect(throws: AccountError.nameTaken("BAHRAIN")) { try taken.save() }
        }
    }

    @Test func theRenameFormRenamesAnAccount() throws {
        try withTemporaryStore { store, _ throws in
            try store.accounts.add("Cash", today: Self.today)
            var form = FormSession(AccountRenameForm(store: store, account: "Cash"))
            let old = try #require(form.index(of: "old"))
            let new = try #require(form.index(of: "new"))
            form.set(old, "Wallet")
            #expect(form.problems()[old]?.contains(#"no account "Wallet""#) == true)
            form.set(old, "cash")
            form.set(new, "Wallet")
            #expect(try form.save().note == "renamed to “Wallet”")
            #expect(try store.accounts.get("wallet").id == 2)
        }
    }

    @Test func theSettingsFormNamesTheBaseCurrencyInTheSameChange() throws {
        try withTemporaryStore { store, _ throws in
            var form = FormSession(SettingsForm(store: store))
            let base = try #require(form.index(of: "base-currency"))
            #expect(base == (try #require(form.index(of: "currency"))) + 1)
            #expect(form.text(base) == "")
            form.set(base, "QQQ")
            #expect(form.problems()[base]?.contains(#"no currency "QQQ""#) == true)
            form.set(base, "eur")
            form.set(try #require(form.index(of: "currency")), "€")
            #expect(try form.save().note == "saved")
            #expect(try store.currencies.base()?.code == "EUR")
            #expect(try store.settings.currency() == "€")
            // One change: one undo takes back both.
            _ = try store.undoLog.undo()
            #expect(try store.currencies.base() == nil)
            #expect(try store.settings.currency() == "$")
            var again = FormSession(SettingsForm(store: store))
            #expect(try again.save().note == "nothing changed")
        }
    }

    @Test func theBaseCurrencyQuestionIsDueOnceANamedCurrencyIsInUse() throws {
        try withTemporaryStore { store, _ throws in
            #expect(try store.currencies.baseQuestion() == nil)
            try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            let question = try #require(try store.currencies.baseQuestion())
            #expect(question.inUse == ["JPY"])
            #expect(question.text.contains("show as $ so far") && question.text.contains("JPY"))
            try store.currencies.setBase("USD")
            #expect(try store.currencies.baseQuestion() == nil)
        }
    }

    @Test func aReportOfOneAccountCountsOnlyItsItems() throws {
        try withTemporaryStore { store, _ throws in
            try store.accounts.add("Tokyo", currency: "JPY", today: Self.today)
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Ramen", amount: "1200", date: "2026-11-02"),
                today: Self.today,
                account: "Tokyo"
            )
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Bread", amount: "3", date: "2026-11-01"),
                today: Self.today
            )
            let report = try store.ledger.report(LedgerQuery(account: 2), by: .month)
            #expect(report.total.expenses == Money(cents: 1200) && report.total.count == 1)
            let main = try store.ledger.report(LedgerQuery(account: 1), by: .category)
            #expect(main.total.expenses == Money(cents: 300))
            #expect(try store.ledger.sum(LedgerQuery(from: Self.today, account: 2)).count == 0)
        }
    }
}
