internal import SQLiteWrapper

/// Posting and skipping occurrences (docs/manual.md#schedules).
///
/// A posting is one `BEGIN IMMEDIATE` transaction: the due days are found inside it, each
/// becomes a ledger item (with the stored totals and category totals moved as every add
/// moves them) and an occurrence row. The occurrence table's primary key refuses a second
/// row for the same day, so a day is posted once even when two processes open the file at
/// once: the second waits for the first's lock, then finds nothing due.
extension LedgerSchedules {
    /// Posts every occurrence due by `today` (on or before it) that is neither posted nor
    /// skipped, as one undoable change; nil when nothing was due (nothing is written then).
    @discardableResult
    public func postDue(today: CalendarDate) throws -> SchedulePosting? {
        // A read first: opening the file must stay cheap when nothing is due.
        guard try !database.read({ db in try Self.due(today, db) }).isEmpty else { return nil }
        return try database.write { db in
            let due = try Self.due(today, db)
            guard !due.isEmpty else { return nil }
            return try Self.post(due, db)
        }
    }

    /// Posts every due occurrence when the `post-schedules` setting is on (the default) and
    /// the file is writable: what every front does when it opens the file.
    /// Returns what was posted, nil when nothing was.
    @discardableResult
    public func postDueOnOpen(today: CalendarDate) throws -> SchedulePosting? {
        guard !database.database.isReadOnly,
            try Settings(database: database).postSchedules()
        else { return nil }
        return try postDue(today: today)
    }

    /// Whether ``postDueOnOpen(today:)`` would post anything: the `post-schedules` setting
    /// is on and an occurrence is due. It only reads, so a command that only reads knows
    /// whether its store must be opened for writing after all.
    public func wouldPostOnOpen(today: CalendarDate) throws -> Bool {
        // A book without repeating items (most) is answered by the smallest query: reading
        // the setting and every schedule's columns costs three times as much.
        let anySchedule: Int64? = try database.fetchOne(
            "SELECT EXISTS (SELECT 1 FROM budget_schedules)"
        )?.get(0)
        guard anySchedule == 1, try Settings(database: database).postSchedules() else {
            return false
        }
        return try !database.read({ db in try Self.due(today, db) }).isEmpty
    }

    /// Posts the occurrence of schedule `id` on `date`: one not yet handled, or one skipped
    /// before (an undone posting included). One undoable change.
    ///
    /// - Throws: ``LedgerScheduleError`` when the schedule does not fall on that day, the
    ///   day is after `today`, or it was posted already.
    @discardableResult
    public func post(
        _ id: Int64,
        on date: CalendarDate,
        today: CalendarDate
    ) throws
        -> SchedulePosting
    {
        try database.write { db in
            let schedule = try Self.get(id, db)
            try Self.checkFalls(schedule, on: date)
            guard date <= today else { throw LedgerScheduleError.notDueYet(id: id, date: date) }
            if try Self.state(id, date, db) == "posted" {
                throw LedgerScheduleError.alreadyPosted(id: id, date: date)
            }
            return try Self.post([ScheduleOccurrence(schedule: schedule, date: date)], db)
        }
    }

    /// Marks the occurrence of schedule `id` on `date` skipped, so it is never posted
    /// (ahead of time, or a due one not posted): one undoable change.
    ///
    /// - Throws: ``LedgerScheduleError`` when the schedule does not fall on that day, or
    ///   the occurrence was posted or skipped already.
    public func skip(_ id: Int64, on date: CalendarDate) throws {
        try database.write { db in
            let schedule = try Self.get(id, db)
            try Self.checkFalls(schedule, on: date)
            switch try Self.state(id, date, db) {
            case "posted": throw LedgerScheduleError.alreadyPosted(id: id, date: date)
            case "skipped": throw LedgerScheduleError.alreadySkipped(id: id, date: date)
            default: break
            }
            try db.execute(
                """
                INSERT INTO budget_schedule_occurrences (schedule_id, date, state, item_id)
                VALUES (?, ?, 'skipped', NULL)
                """,
                [.integer(id), .text(date.description)]
            )
            UndoRecorder.describe(
                "skip repeating \"\(schedule.name)\" on \(date)",
                in: db
            )
        }
    }

    /// Every occurrence due by `today` and not yet handled, by day then schedule.
    static func due(_ today: CalendarDate, _ db: Database) throws -> [ScheduleOccurrence] {
        var found: [ScheduleOccurrence] = []
        for schedule in try all(db) {
            guard let first = schedule.firstDate, first <= today else { continue }
            let dates = schedule.dates(from: first, to: today)
            // Every opening asks: when as many days are handled as have fallen (each row is
            // one of its days, by the primary key), nothing is due, without reading them.
            let counted: Int64 =
                try db.cachedStatement(
                    """
                    SELECT count(*) FROM budget_schedule_occurrences
                    WHERE schedule_id = ? AND date BETWEEN ? AND ?
                    """
                ).fetchOne([
                    .integer(schedule.id), .text(first.description), .text(today.description),
                ])?
                .get(0) ?? 0
            if counted >= dates.count { continue }
            let handled = try handledDates(schedule.id, from: first, to: today, db)
            for date in dates where !handled.contains(date) {
                found.append(ScheduleOccurrence(schedule: schedule, date: date))
            }
        }
        return found.sorted { ($0.date, $0.schedule.id) < ($1.date, $1.schedule.id) }
    }

    /// Records `occurrence`'s day as posted by the item `itemID`. An update when the day was
    /// skipped before; an insert otherwise. The primary key makes a second posting of the same
    /// day fail rather than happen.
    private static func markPosted(
        _ occurrence: ScheduleOccurrence,
        by itemID: Int64,
        _ db: Database
    ) throws {
        let schedule = occurrence.schedule
        try db.cachedStatement(
            """
            INSERT INTO budget_schedule_occurrences (schedule_id, date, state, item_id)
            VALUES (?, ?, 'posted', ?)
            ON CONFLICT (schedule_id, date) DO UPDATE SET state = 'posted',
                item_id = excluded.item_id
            WHERE state = 'skipped'
            """
        ).execute([
            .integer(schedule.id), .text(occurrence.date.description), .integer(itemID),
        ])
        guard db.changes == 1 else {
            throw LedgerScheduleError.alreadyPosted(id: schedule.id, date: occurrence.date)
        }
    }

    /// Adds one ledger item per occurrence and marks each posted, inside the caller's
    /// transaction; the change is described by what it posted.
    private static func post(
        _ occurrences: [ScheduleOccurrence],
        _ db: Database
    ) throws -> SchedulePosting {
        var totals = try Ledger.storedTotals(db)
        var cells = CategoryTotalsChange()
        var items: [LedgerItem] = []
        var linked: [ScheduleLink] = []
        for occurrence in occurrences {
            let schedule = occurrence.schedule
            // The same payment typed or imported already: linked, never a second item.
            if let existing = try samePayment(as: occurrence, db) {
                try markPosted(occurrence, by: existing.id, db)
                linked.append(ScheduleLink(name: schedule.name, item: existing))
                continue
            }
            totals = try totals.replacing(nil, with: (schedule.kind, schedule.amount))
            try db.cachedStatement(Ledger.insertIntoAccountSQL).execute([
                .text(schedule.kind.rawValue), .text(schedule.name),
                .integer(schedule.amount.cents), .text(occurrence.date.description),
                schedule.category.databaseValue, schedule.note.databaseValue,
                .integer(schedule.accountID),
            ])
            let item = LedgerItem(
                id: db.lastInsertRowID,
                kind: schedule.kind,
                name: schedule.name,
                amount: schedule.amount,
                date: occurrence.date,
                category: schedule.category,
                note: schedule.note,
                accountID: schedule.accountID
            )
            try markPosted(occurrence, by: item.id, db)
            try cells.record(item, adding: true)
            items.append(item)
        }
        try Ledger.saveTotals(totals, db)
        try cells.save(db)
        let posting = SchedulePosting(items: items, linked: linked)
        UndoRecorder.describe(posting.summary, in: db)
        return posting
    }

    /// The item that is the same payment as `occurrence`: same account, kind and amount,
    /// dated within 3 days of it, with the same category (any case) or a name that contains the
    /// other's (any case), and not already a schedule's day; the nearest, then the oldest.
    static func samePayment(
        as occurrence: ScheduleOccurrence,
        _ db: Database
    ) throws -> LedgerItem? {
        let schedule = occurrence.schedule
        let rows = try db.cachedStatement(
            """
            SELECT \(LedgerItem.columns) FROM budget_items
            WHERE account_id = ? AND kind = ? AND amount_cents = ? AND date BETWEEN ? AND ?
                AND id NOT IN (
                    SELECT item_id FROM budget_schedule_occurrences WHERE item_id IS NOT NULL
                )
            ORDER BY abs(julianday(date) - julianday(?)), id
            """
        ).fetchAll([
            .integer(schedule.accountID),
            .text(schedule.kind.rawValue), .integer(schedule.amount.cents),
            .text(occurrence.date.adding(days: -3).description),
            .text(occurrence.date.adding(days: 3).description),
            .text(occurrence.date.description),
        ])
        for row in rows {
            let item = try LedgerItem(row: row)
            if Self.samePayee(item, schedule) { return item }
        }
        return nil
    }

    /// Same category in any case, or one name inside the other in any case (`Rent` and
    /// `RENT NOV LANDLORD`).
    static func samePayee(_ item: LedgerItem, _ schedule: LedgerSchedule) -> Bool {
        if let a = item.category?.lowercased(), let b = schedule.category?.lowercased(), a == b {
            return true
        }
        let name = item.name.lowercased()
        let other = schedule.name.lowercased()
        return name.contains(other) || other.contains(name)
    }

    private static func checkFalls(_ schedule: LedgerSchedule, on date: CalendarDate) throws {
        guard schedule.dates(from: date, to: date) == [date] else {
            throw LedgerScheduleError.notAnOccurrence(
                id: schedule.id,
                date: date,
                rule: schedule.ruleSummary
            )
        }
    }

    private static func state(_ id: Int64, _ date: CalendarDate, _ db: Database) throws -> String? {
        try db.fetchOne(
            "SELECT state FROM budget_schedule_occurrences WHERE schedule_id = ? AND date = ?",
            [.integer(id), .text(date.description)]
        )?.get(0)
    }
}

/// A schedule's day found already in the ledger, linked to that item rather than posted.
public struct ScheduleLink: Equatable, Sendable {
    /// The schedule's name.
    public let name: String
    /// The item typed or imported before.
    public let item: LedgerItem

    /// `Rent 950.00 on 2026-11-02 is already there (item 12); linked, not posted`.
    public var sentence: String {
        "\(name) \(item.amount.grouped) on \(item.date) is already there (item \(item.id));"
            + " linked, not posted"
    }
}

/// What one posting added to the ledger, and the days it linked to items already there.
public struct SchedulePosting: Equatable, Sendable {
    /// The items added, by day then schedule.
    public let items: [LedgerItem]
    /// The days found already in the ledger (docs/manual.md#schedules).
    public let linked: [ScheduleLink]

    /// What was posted and what linked.
    public init(items: [LedgerItem], linked: [ScheduleLink] = []) {
        self.items = items
        self.linked = linked
    }

    /// The change in words, as undo lists it and the fronts say it:
    /// `post 2 repeating items: Rent 950.00 (2026-11-01), Salary 2,500.00 (2026-11-01)`;
    /// after three, `and N more`; then each day linked instead.
    public var summary: String {
        ((items.isEmpty ? [] : ["post " + listing]) + linked.map(\.sentence))
            .joined(separator: "; ")
    }

    /// What a front says when it posted on opening the file: `Posted 2 repeating items: …`,
    /// then each day linked instead.
    public var announcement: String {
        ((items.isEmpty ? [] : ["Posted " + listing]) + linked.map(\.sentence))
            .joined(separator: "; ")
    }

    private var listing: String {
        let shown = items.prefix(3).map { "\($0.name) \($0.amount.grouped) (\($0.date))" }
        let more = items.count - shown.count
        let count = items.count == 1 ? "1 repeating item" : "\(items.count) repeating items"
        return "\(count): " + shown.joined(separator: ", ")
            + (more > 0 ? " and \(more) more" : "")
    }
}
