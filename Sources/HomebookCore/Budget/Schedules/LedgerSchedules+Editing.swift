internal import SQLiteWrapper

/// Changing a stored repeating item (docs/manual.md#schedules).
extension LedgerSchedules {
    /// Checks `draft` and stores it over the schedule `shown` (as the person last saw it):
    /// one undoable change. The items it posted before stay as they are, and the days already
    /// posted or skipped stay handled; the days to come follow the new fields.
    ///
    /// - Throws: ``LedgerScheduleError`` for a rule broken, or
    ///   ``FormSaveError/changedElsewhere(deleted:)`` when the stored schedule is no longer
    ///   `shown`; nothing is saved.
    @discardableResult
    public func update(
        _ shown: LedgerSchedule,
        with draft: LedgerScheduleDraft,
        today: CalendarDate
    ) throws -> LedgerSchedule {
        let style = try Settings(database: database).amountStyle()
        let new = try LedgerScheduleInput.schedule(
            draft,
            today: today,
            style: style,
            accounts: try Accounts(database: database).all(),
            current: shown.accountID
        ).withID(shown.id)
        return try database.write { db in
            let stored: LedgerSchedule
            do {
                stored = try Self.get(shown.id, db)
            } catch LedgerScheduleError.notFound {
                throw FormSaveError.changedElsewhere(deleted: true)
            }
            // Another window or process changed it since it was shown: saving would undo
            // that change without the person seeing it (docs/manual.md#storage).
            guard stored == shown else { throw FormSaveError.changedElsewhere(deleted: false) }
            // A category typed in another case takes the book's spelling (docs/manual.md#categories).
            var new = new
            var speller = CategorySpeller()
            new.category = try speller.spell(new.category, db)
            guard new != stored else { return stored }
            try db.execute(
                """
                UPDATE budget_schedules SET kind = ?, name = ?, amount_cents = ?, category = ?,
                    note = ?, frequency = ?, month_day = ?, from_date = ?, until_date = ?,
                    account_id = ?
                WHERE id = ?
                """,
                [
                    .text(new.kind.rawValue), .text(new.name), .integer(new.amount.cents),
                    new.category.databaseValue, new.note.databaseValue,
                    .text(new.frequency.rawValue),
                    new.monthDay.map { .integer(Int64($0)) } ?? .null,
                    .text(new.from.description),
                    new.until.map { .text($0.description) } ?? .null,
                    .integer(new.accountID), .integer(new.id),
                ]
            )
            UndoRecorder.describe("edit repeating \(new.phrase)", in: db)
            return new
        }
    }

    /// Skips the next day of schedule `id` not yet posted or skipped (the one
    /// ``listing(today:)`` shows): one undoable change. Returns the day skipped.
    ///
    /// - Throws: ``LedgerScheduleError/notFound(id:)``, or ``LedgerScheduleError/ended(id:)``
    ///   when it has no day left.
    @discardableResult
    public func skipNext(_ id: Int64, today: CalendarDate) throws -> CalendarDate {
        guard let next = try listing(today: today).first(where: { $0.0.id == id }) else {
            throw LedgerScheduleError.notFound(id: id)
        }
        guard let day = next.next else { throw LedgerScheduleError.ended(id: id) }
        try skip(id, on: day)
        return day
    }
}

extension LedgerScheduleDraft {
    /// A stored schedule as its form shows it: with its account's name and the amount in
    /// that account's currency when `account` is given (else the account stays as it is).
    public init(_ schedule: LedgerSchedule, account: Account? = nil) {
        self.init(
            kind: schedule.kind.rawValue,
            name: schedule.name,
            amount: account?.currency.plain(schedule.amount.cents) ?? schedule.amount.plain,
            category: schedule.category ?? "",
            note: schedule.note ?? "",
            frequency: schedule.frequency,
            day: schedule.monthDay.map { $0 == -1 ? "last" : "\($0)" } ?? "",
            from: schedule.from.description,
            until: schedule.until?.description ?? "",
            account: account?.name ?? ""
        )
        shownAmount = account.map {
            ShownAmount(text: $0.currency.plain(schedule.amount.cents), currency: $0.currency)
        }
    }
}
