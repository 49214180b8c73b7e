internal import SQLiteWrapper

/// Ticking foods off the shopping list (docs/manual.md#shopping): a tick belongs to the food
/// and the planned meals it was bought for, with what the list needed then; each change is
/// one undoable change.
extension Planner {
    /// The keys of the foods checked off for exactly `from…to` before ticks followed the
    /// meals (migration 0027): they still count on that range's list.
    func checkedFoods(from: CalendarDate, to: CalendarDate) throws -> Set<String> {
        let rows = try database.fetchAll(
            cached: "SELECT food FROM shopping_checks WHERE from_date = ? AND to_date = ?",
            [.text(from.description), .text(to.description)]
        )
        return Set(try rows.map { try $0.get(0) as String })
    }

    /// The tick stored for the food `key`, or nil.
    func storedTick(of key: String) throws -> StoredTick? {
        let food: [DatabaseValue] = [.text(key)]
        guard
            try database.fetchOne(cached: "SELECT 1 FROM shopping_ticks WHERE food = ?", food)
                != nil
        else { return nil }
        var tick = StoredTick()
        for row in try database.fetchAll(
            cached: "SELECT unit, amount FROM shopping_tick_totals WHERE food = ?",
            food
        ) {
            let amount: String = try row.get(1)
            guard let value = ExactFraction(stored: amount[...]) else { continue }
            tick.totals[try row.get(0)] = value
        }
        for row in try database.fetchAll(
            cached: "SELECT event_id, start FROM shopping_tick_meals WHERE food = ?",
            food
        ) {
            tick.meals.insert(MealOccurrence(event: try row.get(0), start: try row.get(1)))
        }
        return tick
    }

    /// Ticks `food` off the list of `from…to` (or, with `checked: false`, puts it back):
    /// the tick keeps what the list needs of it now and the meals that need it. One
    /// undoable change.
    ///
    /// - Returns: the item as it now is.
    /// - Throws: ``PlannerError/notOnShoppingList(_:)`` when no item of the list is that
    ///   food (matched by its key: any case, singular or plural).
    @discardableResult
    public func checkShopping(
        _ food: String,
        from: CalendarDate,
        to: CalendarDate,
        checked: Bool = true
    ) throws -> ShoppingItem {
        try Self.checkListing(from: from, to: to)
        return try database.write { db in
            let list = try shoppingList(from: from, to: to)
            let key = IngredientLine.key(of: food.trimmingWhitespace())
            guard let item = list.items.first(where: { $0.key == key }) else {
                throw PlannerError.notOnShoppingList(food)
            }
            let verb = checked ? "tick" : "untick"
            UndoRecorder.describe("\(verb) \"\(item.food)\" on the shopping list", in: db)
            try removeTick(of: key, from: from, to: to, in: db)
            if checked { try storeTick(of: item, in: db) }
            return try shoppingList(from: from, to: to).items.first { $0.key == key } ?? item
        }
    }

    /// Takes every ticked food of the list of `from…to` off the ticks, so the list starts
    /// over: one undoable change.
    ///
    /// - Returns: how many foods were unticked (0 changes nothing).
    @discardableResult
    public func clearShoppingTicks(from: CalendarDate, to: CalendarDate) throws -> Int {
        try Self.checkListing(from: from, to: to)
        return try database.write { db in
            let ticked = try shoppingList(from: from, to: to).items.filter(\.checked)
            guard !ticked.isEmpty else { return 0 }
            let noun = ticked.count == 1 ? "food" : "foods"
            UndoRecorder.describe(
                "clear \(ticked.count) ticked \(noun) from the shopping list",
                in: db
            )
            for item in ticked { try removeTick(of: item.key, from: from, to: to, in: db) }
            return ticked.count
        }
    }

    /// Removes the tick of `key`, and its check of exactly `from…to` from before ticks.
    private func removeTick(
        of key: String,
        from: CalendarDate,
        to: CalendarDate,
        in db: Database
    ) throws {
        let food: [DatabaseValue] = [.text(key)]
        try db.cachedStatement("DELETE FROM shopping_tick_totals WHERE food = ?").execute(food)
        try db.cachedStatement("DELETE FROM shopping_tick_meals WHERE food = ?").execute(food)
        try db.cachedStatement("DELETE FROM shopping_ticks WHERE food = ?").execute(food)
        try db.cachedStatement(
            "DELETE FROM shopping_checks WHERE from_date = ? AND to_date = ? AND food = ?"
        ).execute([.text(from.description), .text(to.description), .text(key)])
    }

    /// Stores a tick of `item`: what the list needs of it (the high end of a range) and the
    /// meals that need it.
    private func storeTick(of item: ShoppingItem, in db: Database) throws {
        let food = DatabaseValue.text(item.key)
        try db.cachedStatement("INSERT INTO shopping_ticks (food) VALUES (?)").execute([food])
        for total in item.totals {
            try db.cachedStatement(
                "INSERT INTO shopping_tick_totals (food, unit, amount) VALUES (?, ?, ?)"
            ).execute([food, .text(total.unit), .text(total.high.stored)])
        }
        for meal in item.occurrences.sorted() {
            try db.cachedStatement(
                "INSERT INTO shopping_tick_meals (food, event_id, start) VALUES (?, ?, ?)"
            ).execute([food, .integer(meal.event), .integer(meal.start)])
        }
    }
}

/// One planned occurrence of a meal: its event and when that occurrence starts (UTC
/// seconds; an all-day one's first day at 00:00).
struct MealOccurrence: Hashable, Comparable, Sendable {
    let event: Int64
    let start: Int64

    /// The occurrence of `event` as listed.
    init(_ event: PlannerEvent) {
        self.event = event.id
        switch event.span {
        case .timed(let start, _): self.start = start
        case .allDay(let first, _): self.start = Int64(first.dayNumber) * 86_400
        }
    }

    init(event: Int64, start: Int64) {
        self.event = event
        self.start = start
    }

    static func < (lhs: MealOccurrence, rhs: MealOccurrence) -> Bool {
        (lhs.event, lhs.start) < (rhs.event, rhs.start)
    }
}

/// A tick as stored: what the list needed of the food per unit, and the meals.
struct StoredTick {
    var totals: [String: ExactFraction] = [:]
    var meals: Set<MealOccurrence> = []
}
