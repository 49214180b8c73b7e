internal import SQLiteWrapper

/// The validated columns of one event, as written.
struct EventRow {
    var calendarID: Int64
    var uid: String
    var title: String
    var description: String
    var location: String
    var span: EventSpan
    var recipeID: Int64?
    var repeatRule: RepeatRule?
    var stamp: Int64
    var deletedRecipeName: String? = nil
    /// The Olson name of the zone a timed series repeats in; nil: the local zone.
    var zone: String? = nil

    /// The values bound to ``Planner/columnList``, `calendar_id` … `repeat_by_month_day`.
    func values(in zone: LocalZone) -> [DatabaseValue] {
        var startAt: Int64
        var endAt: Int64
        var startDate: DatabaseValue = .null
        var endDate: DatabaseValue = .null
        switch span {
        case .timed(let start, let end):
            (startAt, endAt) = (start, end)
        case .allDay(let first, let last):
            startAt = Int64(first.dayNumber) * 86_400
            endAt = Int64(last.dayNumber + 1) * 86_400
            startDate = .text(first.description)
            endDate = .text(last.description)
        }
        var until: DatabaseValue = .null
        var count: DatabaseValue = .null
        var lastEnd: DatabaseValue = .null
        if let rule = repeatRule {
            if case .until(let date) = rule.end { until = .text(date.description) }
            if case .count(let number) = rule.end { count = .integer(Int64(number)) }
            // An upper bound of the last occurrence's end in any zone (offsets are under a
            // day), so range queries can skip finished series. Its days are the series'.
            let seriesZone = self.zone.flatMap { LocalZone(olsonName: $0) } ?? zone
            if let lastDay = rule.lastStartDay(first: span.firstDay(in: seriesZone)) {
                lastEnd = .integer(Int64(lastDay.dayNumber + 2) * 86_400 + (endAt - startAt))
            }
        }
        return [
            .integer(calendarID), .text(uid), .text(title), .text(description), .text(location),
            .integer(span.isAllDay ? 1 : 0), .integer(startAt), .integer(endAt), startDate,
            endDate, recipeID.map(DatabaseValue.integer) ?? .null,
            deletedRecipeName.map(DatabaseValue.text) ?? .null,
            repeatRule.map { .text($0.frequency.rawValue) } ?? .null,
            .integer(Int64(repeatRule?.interval ?? 1)), until, count, lastEnd, .integer(stamp),
            span.isAllDay ? .null : self.zone.map(DatabaseValue.text) ?? .null,
            Self.list(repeatRule?.byDay.map(\.description)),
            Self.list(repeatRule?.byMonthDay.map(String.init)),
        ]
    }

    /// `MO,TU` or `15,-1`; NULL for no list.
    private static func list(_ items: [String]?) -> DatabaseValue {
        guard let items, !items.isEmpty else { return .null }
        return .text(items.joined(separator: ","))
    }
}

extension Planner {
    static let columnList = [
        "calendar_id", "uid", "title", "description", "location", "all_day", "start_at",
        "end_at", "start_date", "end_date", "recipe_id", "deleted_recipe_name", "repeat_freq",
        "repeat_interval", "repeat_until", "repeat_count", "repeat_last_end_at", "stamp", "zone",
        "repeat_by_day", "repeat_by_month_day",
    ]

    /// Inserts an event row.
    func insert(_ row: EventRow) throws {
        let placeholders = Array(repeating: "?", count: Self.columnList.count)
        try database.execute(
            cached: "INSERT INTO planner_events (\(Self.columnList.joined(separator: ", ")))"
                + " VALUES (\(placeholders.joined(separator: ", ")))",
            row.values(in: zone)
        )
    }

    /// Rewrites every column of an event row.
    func update(_ id: Int64, _ row: EventRow) throws {
        let assignments = Self.columnList.map { "\($0) = ?" }.joined(separator: ", ")
        try database.execute(
            cached: "UPDATE planner_events SET \(assignments) WHERE id = ?",
            row.values(in: zone) + [.integer(id)]
        )
    }

    /// Replaces the days an event's repeat skips with those of `rule` (none without one).
    func saveExceptions(of id: Int64, _ rule: RepeatRule?) throws {
        try database.execute(
            cached: "DELETE FROM planner_event_exceptions WHERE event_id = ?",
            [.integer(id)]
        )
        for day in rule?.exceptions ?? [] {
            try database.execute(
                cached: "INSERT INTO planner_event_exceptions (event_id, day) VALUES (?, ?)",
                [.integer(id), .text(day.description)]
            )
        }
    }

    /// The SELECT every event query starts with, in the order ``decode(_:)`` reads; column
    /// 19 lists a repeat's skipped days (`2026-03-10,2026-03-17`), read only for repeating
    /// events, and the last the extra occurrences (`time 1773043200`, see ``ExtraDate``).
    static let select = """
        SELECT e.id, e.uid, c.name, e.title, e.description, e.location, e.all_day,
            e.start_at, e.end_at, e.start_date, e.end_date, e.recipe_id, r.name,
            e.deleted_recipe_name, e.repeat_freq, e.repeat_interval, e.repeat_until,
            e.repeat_count, e.stamp,
            CASE WHEN e.repeat_freq IS NOT NULL THEN (
                SELECT group_concat(x.day, ',') FROM planner_event_exceptions x
                WHERE x.event_id = e.id
            ) END, e.zone, e.repeat_by_day, e.repeat_by_month_day, e.servings, (
                SELECT group_concat(d.kind || ' ' || d.start_at || ifnull(' ' || d.end_at, ''), ',')
                FROM planner_event_extra_dates d WHERE d.event_id = e.id
            )
        FROM planner_events e
        JOIN planner_calendars c ON c.id = e.calendar_id
        LEFT JOIN recipes r ON r.id = e.recipe_id
        """

    /// Reads a row selected with ``select``; a time outside ``EventSpan/storable`` is
    /// refused, or with `clamping` (to delete such a row) moved to its nearest end.
    static func decode(_ row: some ColumnReading, clamping: Bool = false) throws -> PlannerEvent {
        func date(_ index: Int, _ column: String) throws -> CalendarDate {
            let text: String = try row.get(index)
            guard let date = CalendarDate(iso: text) else {
                throw RowDecodingError.typeMismatch(
                    column: column,
                    expected: "a YYYY-MM-DD date",
                    found: .text(text)
                )
            }
            return date
        }
        let allDay: Int64 = try row.get(6)
        var span: EventSpan =
            allDay == 1
            ? .allDay(first: try date(9, "start_date"), last: try date(10, "end_date"))
            : .timed(start: try row.get(7), end: try row.get(8))
        // A file written elsewhere may hold any integer: refused here, every sum and
        // difference of times below stays far from overflowing.
        if case .timed(let start, let end) = span,
            !EventSpan.storable.contains(start) || !EventSpan.storable.contains(end)
        {
            guard clamping else { throw PlannerError.storedTimeOutOfRange(id: try row.get(0)) }
            let (low, high) = (EventSpan.storable.lowerBound, EventSpan.storable.upperBound)
            span = .timed(start: min(max(start, low), high), end: min(max(end, low), high))
        }
        var recipe: PlannedRecipe?
        if let recipeID: Int64 = try row.get(11), let name: String = try row.get(12) {
            recipe = PlannedRecipe(id: recipeID, name: name)
        }
        var rule: RepeatRule?
        let frequency: String? = try row.get(14)
        if let frequency, let parsed = RepeatFrequency(rawValue: frequency) {
            var end = RepeatEnd.never
            if (try row.get(16) as String?) != nil { end = .until(try date(16, "repeat_until")) }
            if let count: Int64 = try row.get(17) { end = .count(Int(count)) }
            let skipped: String? = try row.get(19)
            let exceptions = try skipped?.split(separator: ",").map { day in
                guard let date = CalendarDate(iso: String(day)) else {
                    throw RowDecodingError.typeMismatch(
                        column: "planner_event_exceptions.day",
                        expected: "a YYYY-MM-DD date",
                        found: .text(String(day))
                    )
                }
                return date
            }
            let interval: Int = try row.get(15)
            let count: Int64? = try row.get(17)
            // The schema's CHECKs say the same; a file with them switched off may not.
            guard
                clamping
                    || (1...RepeatRule.maximumInterval).contains(interval)
                        && (1...Int64(RepeatRule.maximumCount)).contains(count ?? 1)
            else { throw PlannerError.storedTimeOutOfRange(id: try row.get(0)) }
            let (byDay, byMonthDay) = try dayLists(row, clamping: clamping)
            rule = RepeatRule(
                frequency: parsed,
                interval: interval,
                end: end,
                exceptions: exceptions ?? [],
                byDay: byDay,
                byMonthDay: byMonthDay
            )
        }
        var extraDates: [ExtraDate] = []
        if let text: String = try row.get(24) {
            guard let dates = ExtraDate.list(text) else {
                if clamping { return try decodeWithoutExtraDates(row, span, recipe, rule) }
                throw PlannerError.storedTimeOutOfRange(id: try row.get(0))
            }
            extraDates = dates
        }
        var event = try decodeWithoutExtraDates(row, span, recipe, rule)
        event.extraDates = extraDates
        return event
    }

    /// The event of a row ``decode(_:clamping:)`` read these parts of.
    private static func decodeWithoutExtraDates(
        _ row: some ColumnReading,
        _ span: EventSpan,
        _ recipe: PlannedRecipe?,
        _ rule: RepeatRule?
    ) throws -> PlannerEvent {
        PlannerEvent(
            id: try row.get(0),
            uid: try row.get(1),
            calendar: try row.get(2),
            title: try row.get(3),
            description: try row.get(4),
            location: try row.get(5),
            span: span,
            recipe: recipe,
            deletedRecipeName: recipe == nil ? try row.get(13) : nil,
            repeatRule: rule,
            stamp: try row.get(18),
            timeZone: try row.get(20),
            servings: (try row.get(23) as Int64?).map { Int($0) }
        )
    }

    /// The id of the calendar named `name` (any case), or the default calendar: the one the
    /// `default-calendar` setting names, else the first (docs/manual.md#settings).
    func calendarID(_ name: String?) throws -> Int64 {
        guard let name else {
            let chosen = try Settings(database: database).value(of: .defaultCalendar)
            if !chosen.isEmpty,
                let id: Int64 = try database.fetchOne(
                    cached: "SELECT id FROM planner_calendars WHERE name = ?",
                    [.text(chosen)]
                )?.get(0)
            {
                return id
            }
            return try database.fetchOne(cached: "SELECT min(id) FROM planner_calendars")?.get(0)
                ?? 1
        }
        let trimmed = name.trimmingWhitespace()
        guard
            let id: Int64 = try database.fetchOne(
                cached: "SELECT id FROM planner_calendars WHERE name = ?",
                [.text(trimmed)]
            )?.get(0)
        else { throw PlannerError.unknownCalendar(trimmed) }
        return id
    }

    /// The recipe with this id, or the one recipe with this name (any case).
    func resolveRecipe(_ text: String) throws -> PlannedRecipe {
        let trimmed = text.trimmingWhitespace()
        if let id = Int64(trimmed),
            let row = try database.fetchOne(
                cached: "SELECT id, name FROM recipes WHERE id = ?",
                [.integer(id)]
            )
        {
            return PlannedRecipe(id: try row.get(0), name: try row.get(1))
        }
        // An exact name (any case) wins; otherwise a unique part of a name will do.
        var rows = try database.fetchAll(
            cached:
                "SELECT id, name FROM recipes WHERE name = ? COLLATE NOCASE ORDER BY id LIMIT 11",
            [.text(trimmed)]
        )
        if rows.isEmpty, !trimmed.isEmpty {
            rows = try database.fetchAll(
                cached: "SELECT id, name FROM recipes WHERE instr(lower(name), lower(?)) > 0"
                    + " ORDER BY id LIMIT 11",
                [.text(trimmed)]
            )
        }
        let matches = try rows.map { PlannedRecipe(id: try $0.get(0), name: try $0.get(1)) }
        guard let first = matches.first else { throw PlannerError.unknownRecipe(trimmed) }
        guard matches.count == 1 else {
            throw PlannerError.ambiguousRecipe(trimmed, candidates: matches)
        }
        return first
    }
}
