import HomebookCore
import TestSupport
import Testing

/// A repeating item and an imported or typed item that are the same payment are one item
/// (docs/manual.md#schedules): posting links instead of adding, an import matches a posted
/// day instead of adding, and a past day is never "next".
@Suite struct ScheduleSamePaymentTests {
    let rent = LedgerScheduleDraft(
        kind: "expense",
        name: "Rent",
        amount: "950.00",
        category: "housing",
        frequency: .monthly,
        day: "1",
        from: "2026-11-01"
    )

    /// Imported, skipped and matched.
    func counts(_ result: BankImportResult) -> [Int] {
        [result.imported, result.skipped, result.matched]
    }

    let mapping = BankMapping(date: .number(1), name: .number(2), amounts: .signed(.number(3)))

    @Test func postingLinksToTheImportedPaymentInsteadOfAddingASecond() throws {
        try withTemporaryStore { store, _ in
            // The statement came first: the rent left the account on the 2nd.
            let statement =
                "Date,Description,Amount\n2026-11-02,RENT NOVEMBER LANDLORD,-950.00\n"
                + "2026-11-03,Coffee,-950.00\n"
            #expect(try store.ledger.importBankCSV(text: statement, mapping: mapping).imported == 2)
            _ = try store.schedules.add(rent, today: day(2026, 10, 30))
            // Not posted yet (posting off, or not opened since): due, never "next".
            let listed = try store.schedules.listing(today: day(2026, 11, 4))
            #expect(listed.first?.next == day(2026, 11, 1))
            #expect(
                LedgerSchedule.nextText(listed.first?.next, today: day(2026, 11, 4))
                    == "due since 2026-11-01"
            )
            #expect(
                LedgerSchedule.nextText(day(2026, 12, 1), today: day(2026, 11, 4)) == "2026-12-01"
            )
            #expect(LedgerSchedule.nextText(nil, today: day(2026, 11, 4)) == "ended")
            let posting = try #require(try store.schedules.postDue(today: day(2026, 11, 4)))
            #expect(posting.items.isEmpty)
            #expect(
                posting.announcement
                    == "Rent 950.00 on 2026-11-02 is already there (item 1); linked, not posted"
            )
            #expect(try store.ledger.totals().count == 2)
            // Posted yesterday (linked): not posted again today.
            #expect(try store.schedules.postDue(today: day(2026, 11, 5)) == nil)
            #expect(try store.ledger.totals().count == 2)
            #expect(
                try store.schedules.listing(today: day(2026, 11, 5)).first?.next == day(2026, 12, 1)
            )
            // One undoable change: undone, the link is gone and the imported item stays.
            let undone = try store.undoLog.undo()
            #expect(undone.contains("linked, not posted"))
            #expect(try store.ledger.totals().count == 2)
        }
    }

    @Test func anItemFarOffOrOfAnotherPayeeIsNotTheSamePayment() throws {
        try withTemporaryStore { store, _ in
            // Five days off, and a same-day item of the amount with another name and category.
            _ = try store.ledger.add(
                NewLedgerItem(
                    kind: .expense,
                    name: "Rent",
                    amount: Money(cents: 950_00),
                    date: day(2026, 11, 6)
                )
            )
            _ = try store.ledger.add(
                NewLedgerItem(
                    kind: .expense,
                    name: "Laptop",
                    amount: Money(cents: 950_00),
                    date: day(2026, 11, 1),
                    category: "tech"
                )
            )
            _ = try store.ledger.add(
                NewLedgerItem(
                    kind: .income,
                    name: "Rent",
                    amount: Money(cents: 950_00),
                    date: day(2026, 11, 1)
                )
            )
            _ = try store.schedules.add(rent, today: day(2026, 10, 30))
            let posting = try #require(try store.schedules.postDue(today: day(2026, 11, 1)))
            #expect(posting.items.count == 1 && posting.linked.isEmpty)
            #expect(try store.ledger.totals().count == 4)
        }
    }

    @Test func importingAfterAPostingMatchesThePostedItemOnce() throws {
        try withTemporaryStore { store, _ in
            _ = try store.schedules.add(rent, today: day(2026, 10, 30))
            let posting = try #require(try store.schedules.postDue(today: day(2026, 11, 1)))
            #expect(posting.items.count == 1)
            // The bank took it on the 3rd; a second rent-sized row is a second payment.
            let statement =
                "Date,Description,Amount\n2026-11-03,Rent Nov,-950.00\n"
                + "2026-11-03,Rent deposit,-950.00\n2026-11-03,Bread,-3.00\n"
            let result = try store.ledger.importBankCSV(text: statement, mapping: mapping)
            #expect(counts(result) == [2, 0, 1])
            #expect(result.matchedText == ", 1 matched a repeating item already posted")
            #expect(try store.ledger.totals().count == 3)
            // Again: every row is remembered as imported, the matched one too.
            let again = try store.ledger.importBankCSV(text: statement, mapping: mapping)
            #expect(counts(again) == [0, 3, 0])
            // The import is one undoable change, its match with it (the second import
            // changed nothing, so it is not in the log): undone and imported again, the row
            // matches again rather than adding a second rent.
            _ = try store.undoLog.undo()
            #expect(try store.ledger.totals().count == 1)
            let redone = try store.ledger.importBankCSV(text: statement, mapping: mapping)
            #expect(counts(redone) == [2, 0, 1])
        }
    }
}
