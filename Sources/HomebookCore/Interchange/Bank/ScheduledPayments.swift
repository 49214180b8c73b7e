internal import SQLiteWrapper

/// The items repeating days posted (or linked) that no bank row has been matched to yet, so
/// that a statement row for the same payment is matched instead of imported twice
/// (docs/manual.md#schedules). Held in memory for one import: there are a handful a month.
struct ScheduledPayments {
    private struct Payment {
        let item: Int64
        let date: CalendarDate
        let names: [String]
        let categories: [String]
    }

    /// By account, kind and amount in cents.
    private var payments: [String: [Payment]] = [:]
    /// The items matched during this import, in order.
    private(set) var matched: [Int64] = []

    /// Reads the unmatched posted items of `db`.
    init(_ db: Database) throws {
        let rows = try db.fetchAll(
            """
            SELECT i.id, i.kind, i.amount_cents, i.date, i.name, i.category, s.name, s.category,
                i.account_id
            FROM budget_schedule_occurrences AS o
            JOIN budget_items AS i ON i.id = o.item_id
            JOIN budget_schedules AS s ON s.id = o.schedule_id
            WHERE o.state = 'posted'
                AND i.id NOT IN (SELECT item_id FROM budget_schedule_matches)
            ORDER BY i.date, i.id
            """
        )
        for row in rows {
            let kind: String = try row.get(1)
            let cents: Int64 = try row.get(2)
            let dateText: String = try row.get(3)
            guard let date = CalendarDate(iso: dateText) else { continue }
            let names = [try row.get(4) as String, try row.get(6) as String].map {
                $0.lowercased()
            }
            let categories = [try row.get(5) as String?, try row.get(7) as String?]
                .compactMap { $0?.lowercased() }
            let account: Int64 = try row.get(8)
            payments["\(account) \(kind) \(cents)", default: []].append(
                Payment(item: try row.get(0), date: date, names: names, categories: categories)
            )
        }
    }

    /// Whether there is nothing to match (most imports): no look-up per row then.
    var isEmpty: Bool { payments.isEmpty }

    /// Matches `row`, going into `account`, to a posted item of the same account, kind and
    /// amount (a row in another account is another payment) dated within 3 days, with
    /// the same category (any case) or a name inside the other's (any case): the nearest
    /// day, then the oldest. Returns whether it matched; a matched item is not matched again.
    mutating func match(_ row: NewLedgerItem, account: Int64) -> Bool {
        let key = "\(account) \(row.kind.rawValue) \(row.amount.cents)"
        guard let candidates = payments[key] else { return false }
        let name = row.name.lowercased()
        let category = row.category?.lowercased()
        var best: (index: Int, distance: Int)?
        for (index, payment) in candidates.enumerated() {
            let distance = abs(payment.date.dayNumber - row.date.dayNumber)
            guard distance <= 3 else { continue }
            let samePayee =
                category.map(payment.categories.contains) == true
                || payment.names.contains { $0.contains(name) || name.contains($0) }
            guard samePayee else { continue }
            if let found = best, found.distance <= distance { continue }
            best = (index, distance)
        }
        guard let best else { return false }
        matched.append(candidates[best.index].item)
        payments[key]?.remove(at: best.index)
        return true
    }

    /// Remembers the matched items, recorded for undo with the import.
    func save(_ db: Database) throws {
        guard !matched.isEmpty else { return }
        let insert = try db.cachedStatement(
            "INSERT OR IGNORE INTO budget_schedule_matches (item_id) VALUES (?)"
        )
        var keys: [Int64] = []
        for item in matched.sorted() {
            try insert.execute([.integer(item)])
            if db.changes == 1 { keys.append(item) }
        }
        UndoRecorder.recordKeyInsertions(into: "budget_schedule_matches", keys: keys, in: db)
    }
}
