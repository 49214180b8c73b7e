internal import SQLiteWrapper

/// The planner repository: calendars and events (docs/manual.md#planner).
///
/// Every write is one `BEGIN IMMEDIATE` transaction, validated first, so a refused change
/// leaves nothing behind. Times are read and shown in `zone` (the local zone unless a test
/// picks one); `today` is a parameter so relative input is repeatable.
public struct Planner {
    /// The connection every query and write uses.
    let database: StoreConnection
    /// The zone times are typed and shown in.
    public let zone: LocalZone

    /// Creates a repository over an open, migrated homebook database.
    init(database: StoreConnection, zone: LocalZone = .current) {
        self.database = database
        self.zone = zone
    }

    /// Validates and saves a new event.
    ///
    /// - Returns: the new event's id.
    public func add(_ draft: EventDraft, today: CalendarDate) throws -> Int64 {
        try database.write { db in
            // The form contract's check (Planner+Problems): the first problem is the refusal.
            let checked = try checked(draft, today: today)
            guard let event = checked.event else {
                try checked.problems.throwFirst()
                throw PlannerError.invalidName(field: "title")
            }
            let fields = EventRow(
                calendarID: event.calendarID,
                uid: Self.newUID(),
                title: event.title,
                description: draft.description,
                location: draft.location,
                span: event.span,
                recipeID: event.recipeID,
                repeatRule: event.rule,
                stamp: Int64(SystemCalls.now())
            )
            try insert(fields)
            let id = db.lastInsertRowID
            if let servings = event.servings { try setServings(servings, of: id) }
            return id
        }
    }

    /// The event with this id (its first occurrence, for a repeating one).
    public func get(_ id: Int64) throws -> PlannerEvent {
        guard
            let row = try database.fetchOne(cached: Self.select + " WHERE e.id = ?", [.integer(id)])
        else { throw PlannerError.eventNotFound(id) }
        return try Self.decode(row)
    }

    /// Changes the fields given; the rest keep their values (a moved start keeps the length).
    /// With `shown` (the event, or one occurrence of it, as a screen showed it), the change
    /// is refused when the stored event is no longer that (docs/manual.md#storage).
    ///
    /// - Returns: the event as saved.
    public func update(
        _ id: Int64,
        with changes: EventChanges,
        today: CalendarDate,
        shown: PlannerEvent? = nil
    ) throws
        -> PlannerEvent
    {
        let title = try changes.title.map { text throws(PlannerError) in try Self.title(text) }
        let start = try changes.start.map { text throws(PlannerError) in
            try TimeInput.parse(text, today: today)
        }
        let end = try changes.end.map { text throws(PlannerError) in
            try TimeInput.parse(text, today: today)
        }
        let rule = try changes.repeatRule.map { input throws(PlannerError) in
            try input.rule(today: today)
        }
        let servings = try changes.servings.map { text throws(PlannerError) in
            try Self.servings(text)
        }
        return try database.write { db in
            let event = try shown.map { try current($0, sameValues: !changes.isEmpty) } ?? get(id)
            // From a screen, an edit that changes nothing writes nothing (not even the stamp).
            if shown != nil, changes.isEmpty { return event }
            var span = event.span
            if let end {
                let startValue = start ?? span.startValue(in: zone)
                span = try EventSpan.resolve(
                    start: startValue,
                    end: end,
                    allDay: changes.allDay,
                    today: today,
                    zone: zone
                )
            } else if let start {
                if changes.allDay, case .dateTime = start { throw PlannerError.allDayWithTime }
                span = try span.moved(to: start, today: today, zone: zone)
            } else if changes.allDay, case .timed(let startAt, _) = span {
                let day = zone.local(startAt).date
                span = .allDay(first: day, last: day)
            }
            // An event stored before the kept range existed can still be renamed.
            if span != event.span { try span.checkKept() }
            var recipeID = event.recipe?.id
            var deletedName = event.deletedRecipeName
            if let text = changes.recipe {
                // `-` (the command line's word) or an empty text removes the link.
                let trimmed = text.trimmingWhitespace()
                recipeID = trimmed == "-" || trimmed.isEmpty ? nil : try resolveRecipe(text).id
                deletedName = nil
            }
            let row = EventRow(
                calendarID: try EventDraft.given(changes.calendar).map { try calendarID($0) }
                    ?? calendarID(event.calendar),
                uid: event.uid,
                title: title ?? event.title,
                description: changes.description ?? event.description,
                location: changes.location ?? event.location,
                span: span,
                recipeID: recipeID,
                repeatRule: rule.map { Self.keepingExceptions($0, of: event.repeatRule) }
                    ?? event.repeatRule,
                stamp: Int64(SystemCalls.now()),
                deletedRecipeName: deletedName,
                zone: event.timeZone
            )
            try update(id, row)
            if let servings { try setServings(servings, of: id) }
            if row.repeatRule?.exceptions != event.repeatRule?.exceptions {
                try saveExceptions(of: id, row.repeatRule)
            }
            return try get(id)
        }
    }

    /// Deletes the one occurrence of a repeating event that starts on `day` (local): the
    /// series skips it from now on, as after an iCalendar EXDATE.
    ///
    /// - Returns: the event (its first occurrence) as saved.
    /// - Throws: ``PlannerError/noOccurrence(id:day:repeats:)`` when the event does not
    ///   repeat, or no occurrence of it starts that day (one already deleted included).
    @discardableResult
    public func deleteOccurrence(
        of id: Int64,
        on day: CalendarDate,
        shown: PlannerEvent? = nil
    ) throws -> PlannerEvent {
        try database.write { db in
            let event = try shown.map { try current($0) } ?? get(id)
            // An extra occurrence (RDATE) starting that day is deleted itself; a repeat's
            // own occurrence that day, if any, is skipped too.
            let extra = try deleteExtraDates(of: event, on: day)
            if extra { UndoRecorder.describe("skip \(day) of event \"\(event.title)\"", in: db) }
            guard let rule = event.repeatRule else {
                if extra { return try get(id) }
                throw PlannerError.noOccurrence(id: id, day: day, repeats: false)
            }
            // The series names its occurrences by its own zone's days; `day` is ours.
            let seriesZone = event.seriesZone(listedIn: zone)
            var seriesDay = day
            if seriesZone != zone {
                let shown = Self.expand(event, within: ListedDays(from: day, to: day, zone: zone))
                guard let match = shown.first(where: { $0.span.firstDay(in: zone) == day }) else {
                    if extra { return try get(id) }
                    throw PlannerError.noOccurrence(id: id, day: day, repeats: true)
                }
                seriesDay = match.span.firstDay(in: seriesZone)
            }
            let first = event.span.firstDay(in: seriesZone)
            guard rule.startDays(first: first, from: seriesDay, to: seriesDay) == [seriesDay],
                !rule.exceptions.contains(seriesDay)
            else {
                if extra { return try get(id) }
                throw PlannerError.noOccurrence(id: id, day: day, repeats: true)
            }
            try database.execute(
                cached: "INSERT INTO planner_event_exceptions (event_id, day) VALUES (?, ?)",
                [.integer(id), .text(seriesDay.description)]
            )
            return try get(id)
        }
    }

    /// `rule` (nil: no repeat) with the days `old` skips when it repeats as often (a form
    /// that sends the repeat again with a new title, say); a repeat of another frequency or
    /// interval, or none, skips nothing.
    static func keepingExceptions(_ rule: RepeatRule?, of old: RepeatRule?) -> RepeatRule? {
        guard var rule, let old, rule.frequency == old.frequency, rule.interval == old.interval
        else { return rule }
        rule.exceptions = old.exceptions
        return rule
    }

    /// Deletes an event (every occurrence of a repeating one); with `shown`, only when it
    /// is still stored as it was shown.
    ///
    /// - Returns: the event as it was.
    @discardableResult
    public func delete(_ id: Int64, shown: PlannerEvent? = nil) throws -> PlannerEvent {
        try database.write { db in
            let event: PlannerEvent
            if let shown {
                event = try current(shown)
            } else {
                // An event with times no version of homebook writes can still be deleted.
                guard
                    let row = try database.fetchOne(
                        cached: Self.select + " WHERE e.id = ?",
                        [.integer(id)]
                    )
                else { throw PlannerError.eventNotFound(id) }
                event = try Self.decode(row, clamping: true)
            }
            try db.cachedStatement("DELETE FROM planner_events WHERE id = ?")
                .execute([.integer(id)])
            return event
        }
    }

    /// How many events (series count once) are stored.
    public func count() throws -> Int {
        try database.fetchOne(cached: "SELECT count(*) FROM planner_events")?.get(0) ?? 0
    }

    /// A validated title or name: trimmed, not empty, one line.
    static func title(_ text: String, field: String = "title") throws(PlannerError) -> String {
        // The one name rule (OneLineName), NUL included.
        do {
            return try OneLineName.check(text)
        } catch {
            throw .invalidName(field: field)
        }
    }

    /// A new globally unique id for an event: 128 random bits.
    static func newUID() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = String(generator.next() as UInt64, radix: 16)
        let low = String(generator.next() as UInt64, radix: 16)
        return String(repeating: "0", count: 16 - high.count) + high
            + String(repeating: "0", count: 16 - low.count) + low + "@homebook"
    }
}

extension EventSpan {
    /// The start as a typed value would give it.
    func startValue(in zone: LocalZone) -> TimeValue {
        switch self {
        case .timed(let start, _): return .dateTime(zone.local(start))
        case .allDay(let first, _): return .date(first)
        }
    }
}
