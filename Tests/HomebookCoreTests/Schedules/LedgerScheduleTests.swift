import HomebookCore
import TestSupport
import Testing

/// Repeating items: their days, posting exactly once, undo marking days skipped, posting a
/// skipped day and skipping ahead (docs/manual.md#schedules).
@Suite struct LedgerScheduleTests {
    let today = day(2026, 11, 27)

    func draft(
        _ frequency: ScheduleFrequency,
        day: String = "",
        from: String,
        until: String = "",
        amount: String = "950.00",
        kind: String = "expense"
    ) -> LedgerScheduleDraft {
        LedgerScheduleDraft(
            kind: kind,
            name: "Rent",
            amount: amount,
            category: "housing",
            frequency: frequency,
            day: day,
            from: from,
            until: until
        )
    }

    @Test func monthlyOnThe31stSkipsShortMonthsAsThePlannerDoes() throws {
        try withTemporaryStore { store, _ throws in
            let schedule = try store.schedules.add(
                draft(.monthly, day: "31", from: "2026-01-05"),
                today: today
            )
            let dates = schedule.dates(from: day(2026, 1, 1), to: day(2026, 12, 31))
            // The planner's own rule, started on the first 31st, gives the same days.
            let planner = RepeatRule(frequency: .monthly).startDays(
                first: day(2026, 1, 31),
                from: day(2026, 1, 1),
                to: day(2026, 12, 31)
            )
            #expect(dates == planner)
            #expect(dates.map(\.month) == [1, 3, 5, 7, 8, 10, 12])
        }
    }

    @Test func lastDayAndUntilBoundTheDays() throws {
        try withTemporaryStore { store, _ throws in
            let schedule = try store.schedules.add(
                draft(.monthly, day: "last", from: "2028-01-31", until: "2028-04-29"),
                today: today
            )
            #expect(
                schedule.dates(from: day(2028, 1, 1), to: day(2028, 12, 31))
                    == [day(2028, 1, 31), day(2028, 2, 29), day(2028, 3, 31)]
            )
            let weekly = try store.schedules.add(
                draft(.weekly, from: "2026-11-02", until: "2026-11-23"),
                today: today
            )
            #expect(
                weekly.dates(from: day(2026, 1, 1), to: day(2027, 1, 1))
                    == [day(2026, 11, 2), day(2026, 11, 9), day(2026, 11, 16), day(2026, 11, 23)]
            )
            let yearly = try store.schedules.add(draft(.yearly, from: "2024-02-29"), today: today)
            #expect(
                yearly.dates(from: day(2024, 1, 1), to: day(2032, 12, 31)).map(\.year)
                    == [2024, 2028, 2032]
            )
            #expect(yearly.next(onOrAfter: day(2029, 1, 1)) == day(2032, 2, 29))
        }
    }

    @Test func badInputIsRefusedAndSavesNothing() throws {
        try withTemporaryStore { store, _ throws in
            let cases: [(LedgerScheduleDraft, LedgerScheduleError)] = [
                (draft(.monthly, from: "2026-01-01", amount: "-5"), .amountNotPositive("-5")),
                (draft(.monthly, from: "2026-01-01", amount: "0"), .amountNotPositive("0")),
                (draft(.monthly, from: "2026-01-01", amount: "abc"), .invalidAmount("abc")),
                (
                    draft(.monthly, from: "2026-05-01", until: "2026-04-30"),
                    .untilBeforeFrom(from: day(2026, 5, 1), until: day(2026, 4, 30))
                ),
                (draft(.monthly, day: "32", from: "2026-01-01"), .invalidDay("32")),
                (draft(.weekly, day: "3", from: "2026-01-01"), .dayNeedsMonthly),
            ]
            for (bad, expected) in cases {
                #expect(throws: expected) { try store.schedules.add(bad, today: today) }
            }
            #expect(try store.schedules.all().isEmpty)
            #expect(try store.undoLog.entries().isEmpty)
        }
    }

    @Test func postingAddsEachDueDayOnceWithTotalsAsEveryAdd() throws {
        try withTemporaryStore { store, _ throws in
            let rent = try store.schedules.add(
                draft(.monthly, day: "1", from: "2026-09-01"),
                today: today
            )
            let salary = try store.schedules.add(
                draft(.monthly, day: "last", from: "2026-10-01", amount: "2500", kind: "income"),
                today: today
            )
            let posting = try #require(try store.schedules.postDue(today: today))
            #expect(
                posting.items.map(\.date)
                    == [day(2026, 9, 1), day(2026, 10, 1), day(2026, 10, 31), day(2026, 11, 1)]
            )
            #expect(
                posting.summary
                    == "post 4 repeating items: Rent 950.00 (2026-09-01), Rent 950.00 (2026-10-01),"
                    + " Rent 2,500.00 (2026-10-31) and 1 more"
            )
            #expect(try store.undoLog.entries().first?.description == posting.summary)
            // Posting again, the same day or a later open of the same day, adds nothing.
            #expect(try store.schedules.postDue(today: today) == nil)
            let totals = try store.ledger.totals()
            #expect(totals == (try store.ledger.freshTotals()))
            #expect(totals.expenses.cents == 3 * 95_000)
            #expect(totals.income.cents == 250_000)
            #expect(try store.check().isEmpty)
            #expect(try store.schedules.handled(rent.id).map(\.isPosted) == [true, true, true])
            #expect(try store.schedules.handled(salary.id).count == 1)
            // The next days come due with their day: the salary on the 30th, the rent on the 1st.
            let december = try #require(try store.schedules.postDue(today: day(2026, 12, 1)))
            #expect(december.items.map(\.date) == [day(2026, 11, 30), day(2026, 12, 1)])
        }
    }

    @Test func undoRemovesThePostingAndMarksItsDaysSkipped() throws {
        try withTemporaryStore { store, _ throws in
            let rent = try store.schedules.add(
                draft(.monthly, day: "1", from: "2026-10-01"),
                today: today
            )
            let before = try store.ledger.totals()
            try store.schedules.postDue(today: today)
            let text = try store.undoLog.undo()
            #expect(text.hasPrefix("post 2 repeating items: Rent 950.00 (2026-10-01)"))
            #expect(text.contains("those 2 days are now skipped, not posted again"))
            #expect(try store.ledger.totals() == before)
            #expect(try store.ledger.totals() == (try store.ledger.freshTotals()))
            #expect(try store.check().isEmpty)
            #expect(try store.schedules.handled(rent.id).map(\.isPosted) == [false, false])
            #expect(try store.schedules.postDue(today: today) == nil)
            // Redo posts them again, in place of the skips.
            try store.undoLog.redo()
            #expect(try store.schedules.handled(rent.id).map(\.isPosted) == [true, true])
            #expect(try store.ledger.totals().count == before.count + 2)
        }
    }

    @Test func postingASkippedDayAndSkippingAhead() throws {
        try withTemporaryStore { store, _ throws in
            let rent = try store.schedules.add(
                draft(.monthly, day: "1", from: "2026-10-01"),
                today: today
            )
            try store.schedules.postDue(today: today)
            try store.undoLog.undo()
            let again = try store.schedules.post(rent.id, on: day(2026, 11, 1), today: today)
            #expect(again.items.map(\.date) == [day(2026, 11, 1)])
            #expect(throws: LedgerScheduleError.alreadyPosted(id: rent.id, date: day(2026, 11, 1)))
            {
                try store.schedules.post(rent.id, on: day(2026, 11, 1), today: today)
            }
            #expect(throws: LedgerScheduleError.notDueYet(id: rent.id, date: day(2026, 12, 1))) {
                try store.schedules.post(rent.id, on: day(2026, 12, 1), today: today)
            }
            #expect(
                throws: LedgerScheduleError.notAnOccurrence(
                    id: rent.id,
                    date: day(2026, 12, 2),
                    rule: "monthly on day 1"
                )
            ) { try store.schedules.skip(rent.id, on: day(2026, 12, 2)) }
            try store.schedules.skip(rent.id, on: day(2026, 12, 1))
            #expect(try store.schedules.postDue(today: day(2026, 12, 31)) == nil)
            let listed = try store.schedules.listing(today: day(2026, 12, 31))
            #expect(listed.first?.next == day(2027, 1, 1))
            #expect(throws: LedgerScheduleError.alreadySkipped(id: rent.id, date: day(2026, 12, 1)))
            {
                try store.schedules.skip(rent.id, on: day(2026, 12, 1))
            }
            #expect(throws: LedgerScheduleError.notFound(id: 99)) {
                try store.schedules.skip(99, on: day(2026, 12, 1))
            }
        }
    }

    @Test func removingKeepsPostedItemsAndUndoBringsTheScheduleBack() throws {
        try withTemporaryStore { store, _ throws in
            let rent = try store.schedules.add(
                draft(.monthly, day: "1", from: "2026-11-01"),
                today: today
            )
            try store.schedules.postDue(today: today)
            try store.schedules.remove(rent.id)
            #expect(try store.schedules.all().isEmpty)
            #expect(try store.ledger.totals().count == 1)
            try store.undoLog.undo()
            #expect(try store.schedules.all() == [rent])
            #expect(try store.schedules.handled(rent.id).map(\.isPosted) == [true])
            #expect(try store.schedules.postDue(today: today) == nil)
        }
    }

    @Test func theSettingOffStopsPostingOnOpenOnly() throws {
        try withTemporaryStore { store, _ throws in
            try store.schedules.add(draft(.weekly, from: "2026-11-20"), today: today)
            try store.settings.set(.postSchedules, to: "off")
            #expect(try store.schedules.postDueOnOpen(today: today) == nil)
            #expect(try store.ledger.totals().count == 0)
            #expect(
                throws: SettingsError.invalidValue(
                    key: .postSchedules,
                    value: "maybe",
                    expected: "on or off"
                )
            ) { try store.settings.set(.postSchedules, to: "maybe") }
            #expect(try store.settings.value(of: .postSchedules) == "off")
            try store.settings.set(.postSchedules, to: " ON ")
            #expect(try store.schedules.postDueOnOpen(today: today)?.items.count == 2)
        }
    }
}
