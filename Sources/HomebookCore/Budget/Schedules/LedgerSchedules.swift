internal import SQLiteWrapper

/// The repeating items of the ledger (docs/manual.md#schedules): adding, listing and
/// removing schedules; posting and skipping their occurrences is in
/// `LedgerSchedules+Posting.swift`.
public struct LedgerSchedules {
    /// The store's connection; its errors leave the core translated.
    let database: StoreConnection

    /// Creates the repository over an open, migrated connection.
    init(database: StoreConnection) {
        self.database = database
    }

    /// Checks a draft and saves it: one undoable change.
    ///
    /// - Throws: ``LedgerScheduleError`` for a rule broken (nothing is saved).
    @discardableResult
    public func add(_ draft: LedgerScheduleDraft, today: CalendarDate) throws -> LedgerSchedule {
        let style = try Settings(database: database).amountStyle()
        let accounts = try Accounts(database: database).all()
        let new = try LedgerScheduleInput.schedule(
            draft,
            today: today,
            style: style,
            accounts: accounts
        )
        return try database.write { db in
            var new = new
            var speller = CategorySpeller()
            new.category = try speller.spell(new.category, db)
            try db.execute(
                """
                INSERT INTO budget_schedules
                    (kind, name, amount_cents, category, note, frequency, month_day,
                     from_date, until_date, account_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(new.kind.rawValue), .text(new.name), .integer(new.amount.cents),
                    new.category.databaseValue, new.note.databaseValue,
                    .text(new.frequency.rawValue),
                    new.monthDay.map { .integer(Int64($0)) } ?? .null,
                    .text(new.from.description),
                    new.until.map { .text($0.description) } ?? .null,
                    .integer(new.accountID),
                ]
            )
            let saved = new.withID(db.lastInsertRowID)
            UndoRecorder.describe("add repeating \(saved.phrase)", in: db)
            return saved
        }
    }

    /// Every schedule, by id.
    public func all() throws -> [LedgerSchedule] {
        try database.read(Self.all)
    }

    /// The schedule with this id.
    ///
    /// - Throws: ``LedgerScheduleError/notFound(id:)`` when there is none.
    public func get(_ id: Int64) throws -> LedgerSchedule {
        try database.read { db in try Self.get(id, db) }
    }

    /// The schedule whose id is typed as `text`.
    ///
    /// - Throws: ``LedgerScheduleError`` for text that is no id, or an unknown id.
    public func get(_ text: String) throws -> LedgerSchedule {
        try get(try LedgerScheduleInput.id(text))
    }

    /// Removes a schedule and what it remembers of its occurrences (the items it posted
    /// stay in the ledger): one undoable change. Returns what it was.
    ///
    /// - Throws: ``LedgerScheduleError/notFound(id:)``.
    @discardableResult
    public func remove(_ id: Int64) throws -> LedgerSchedule {
        try database.write { db in
            let old = try Self.get(id, db)
            try db.execute("DELETE FROM budget_schedules WHERE id = ?", [.integer(id)])
            UndoRecorder.describe("remove repeating \(old.phrase)", in: db)
            return old
        }
    }

    /// The occurrences of every schedule within `start…end` not yet posted or skipped,
    /// ordered by day then schedule: what is coming (docs/manual.md#schedules).
    public func upcoming(
        from start: CalendarDate,
        to end: CalendarDate
    ) throws -> [ScheduleOccurrence] {
        try database.read { db in try Self.upcoming(from: start, to: end, db) }
    }

    static func upcoming(
        from start: CalendarDate,
        to end: CalendarDate,
        _ db: Database
    ) throws -> [ScheduleOccurrence] {
        var found: [ScheduleOccurrence] = []
        for schedule in try Self.all(db) {
            let dates = schedule.dates(from: start, to: end)
            guard !dates.isEmpty else { continue }
            let handled = try Self.handledDates(schedule.id, from: start, to: end, db)
            for date in dates where !handled.contains(date) {
                found.append(ScheduleOccurrence(schedule: schedule, date: date))
            }
        }
        return found.sorted { ($0.date, $0.schedule.id) < ($1.date, $1.schedule.id) }
    }

    /// Each schedule with its next day neither posted nor skipped: a day already due when
    /// one is left (posting is off, or has not run yet), else the first from today on; nil
    /// once it has ended. What `budget repeat list` shows.
    public func listing(today: CalendarDate) throws -> [(LedgerSchedule, next: CalendarDate?)] {
        try database.read { db in
            try Self.all(db).map { schedule in
                guard let first = schedule.firstDate else { return (schedule, nil) }
                // Days handled ahead of today are rare (a skip): a year covers them.
                let horizon = max(today, first).adding(days: 400)
                let handled = try Self.handledDates(schedule.id, from: first, to: horizon, db)
                let next = schedule.dates(from: first, to: horizon).first {
                    !handled.contains($0)
                }
                // No day follows 9999-12-31 (adding a day stays there): then it has ended.
                guard next == nil, horizon < .last else { return (schedule, next) }
                return (schedule, schedule.next(onOrAfter: horizon.adding(days: 1)))
            }
        }
    }

    static func all(_ db: Database) throws -> [LedgerSchedule] {
        var schedules: [LedgerSchedule] = []
        // Cached: every piece of a planner listing asks (docs/manual.md#planner).
        try db.cachedStatement(
            "SELECT \(LedgerSchedule.columns) FROM budget_schedules ORDER BY id"
        ).forEachRow([]) { row in schedules.append(try LedgerSchedule(row: row)) }
        return schedules
    }

    static func get(_ id: Int64, _ db: Database) throws -> LedgerSchedule {
        let sql = "SELECT \(LedgerSchedule.columns) FROM budget_schedules WHERE id = ?"
        guard let row = try db.fetchOne(sql, [.integer(id)]) else {
            throw LedgerScheduleError.notFound(id: id)
        }
        return try LedgerSchedule(row: row)
    }

    /// The days of a schedule already posted or skipped within `start…end`.
    static func handledDates(
        _ id: Int64,
        from start: CalendarDate,
        to end: CalendarDate,
        _ db: Database
    ) throws -> Set<CalendarDate> {
        var dates: Set<CalendarDate> = []
        try db.cachedStatement(
            """
            SELECT date FROM budget_schedule_occurrences
            WHERE schedule_id = ? AND date BETWEEN ? AND ?
            """
        ).forEachRow([.integer(id), .text(start.description), .text(end.description)]) { row in
            if let date = CalendarDate(iso: try row.get(0)) { dates.insert(date) }
        }
        return dates
    }
}

/// One day a schedule falls on.
public struct ScheduleOccurrence: Equatable, Sendable {
    /// The schedule.
    public let schedule: LedgerSchedule
    /// The day.
    public let date: CalendarDate

    /// Creates an occurrence.
    public init(schedule: LedgerSchedule, date: CalendarDate) {
        self.schedule = schedule
        self.date = date
    }
}

extension LedgerSchedule {
    /// The same schedule under the id the database gave it.
    func withID(_ id: Int64) -> LedgerSchedule {
        LedgerSchedule(
            id: id,
            kind: kind,
            name: name,
            amount: amount,
            category: category,
            note: note,
            frequency: frequency,
            monthDay: monthDay,
            from: from,
            until: until,
            accountID: accountID
        )
    }

    /// The schedule in words, as undo lists it: `expense "Rent" 950.00 monthly on day 1`.
    var phrase: String {
        "\(kind.rawValue) \"\(name)\" \(amount.grouped) \(ruleSummary)"
    }
}

extension HomebookStore {
    /// The repeating items (schedules) of this store's ledger.
    public var schedules: LedgerSchedules {
        LedgerSchedules(database: connection)
    }
}

extension LedgerSchedules {
    /// A day typed for `--date` (`YYYY-MM-DD`, `today`, `yesterday`).
    ///
    /// - Throws: ``LedgerScheduleError/invalidDate(_:_:)`` for text that is no day.
    public func day(
        _ text: String,
        today: CalendarDate
    ) throws(LedgerScheduleError)
        -> CalendarDate
    {
        do {
            return try DateInput.parse(text, today: today)
        } catch {
            throw .invalidDate(.from, error)
        }
    }

    /// Every problem of a draft, keyed by field: what the line menu checks after each
    /// answer (docs/manual.md#schedules), the same contract as every other form's.
    ///
    /// - Throws: only a storage error (the amount style is read).
    public func problems(
        _ draft: LedgerScheduleDraft,
        today: CalendarDate,
        editing current: LedgerSchedule? = nil
    ) throws -> FormProblems<LedgerScheduleDraft.Field, LedgerScheduleError> {
        let style = try Settings(database: database).amountStyle()
        return LedgerScheduleInput.checked(
            draft,
            today: today,
            style: style,
            accounts: try Accounts(database: database).all(),
            current: current?.accountID
        ).problems
    }
}

/// A day of a schedule already dealt with: posted (with the item it added) or skipped.
public struct HandledOccurrence: Equatable, Sendable {
    /// The day.
    public let date: CalendarDate
    /// Whether it was posted (false: skipped).
    public let isPosted: Bool
    /// The item the posting added (it may have been edited or deleted since).
    public let itemID: Int64?
}

extension LedgerSchedules {
    /// The days of schedule `id` already posted or skipped, in order.
    public func handled(_ id: Int64) throws -> [HandledOccurrence] {
        try database.fetchAll(
            """
            SELECT date, state, item_id FROM budget_schedule_occurrences
            WHERE schedule_id = ? ORDER BY date
            """,
            [.integer(id)]
        ).compactMap { row in
            guard let date = CalendarDate(iso: try row.get(0)) else { return nil }
            return HandledOccurrence(
                date: date,
                isPosted: try row.get(1) as String == "posted",
                itemID: try row.get(2)
            )
        }
    }
}
