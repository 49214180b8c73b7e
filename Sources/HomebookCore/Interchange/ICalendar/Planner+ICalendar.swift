internal import SQLiteWrapper

/// iCalendar export and import for the planner.
extension Planner {
    /// Writes every event (of one calendar, or all) as RFC 5545 to `sink`, in id order.
    ///
    /// - Returns: how many events were written.
    @discardableResult
    public func exportICalendar(
        calendar: String? = nil,
        to sink: (String) throws -> Void
    )
        throws -> Int
    {
        try database.read { db in
            let calendarID = try calendar.map { try self.calendarID($0) }
            let (times, series, timeZones) = try exportRepeatTimes(
                calendarID: calendarID,
                now: Int64(SystemCalls.now())
            )
            let writer = ICalendarWriter(zone: zone, repeatTimes: times, series: series)
            let name = try calendar.map { _ in
                try calendars().first { $0.id == calendarID }?.name ?? ""
            }
            try sink(writer.header(calendarName: name))
            // Before the events: some readers resolve a TZID only from a definition seen.
            for timeZone in timeZones { try sink(timeZone) }
            var count = 0
            let filter = calendarID == nil ? "" : " WHERE e.calendar_id = ?"
            try db.cachedStatement(Self.select + filter + " ORDER BY e.id").forEachRow(
                calendarID.map { [.integer($0)] } ?? []
            ) { row in
                try sink(writer.event(try Self.decode(row)))
                count += 1
            }
            try sink(writer.footer)
            return count
        }
    }

    /// Imports the events of an iCalendar text into one calendar, in one transaction.
    ///
    /// Components that cannot be represented (a VTODO, an unsupported repeat rule, a bad
    /// time) are left out and named in the report's notes; with `strict`, any of them
    /// refuses the whole file and nothing is written (docs/manual.md#planner).
    ///
    /// Events whose UID is already in the planner are skipped (importing a file twice adds
    /// nothing), and counted. An event naming a recipe (`X-HOMEBOOK-RECIPE`) is linked to
    /// the one recipe of exactly that name; when there is none, or several, it is imported
    /// without the link and the report says so.
    public func importICalendar(
        _ text: String,
        calendar: String? = nil,
        strict: Bool = false
    ) throws
        -> ICalendarImportReport
    {
        try importICalendar(bytes: Array(text.utf8), calendar: calendar, strict: strict)
    }

    /// Imports the events of an iCalendar file's bytes (see ``importICalendar(_:calendar:)``).
    public func importICalendar(
        bytes: [UInt8],
        calendar: String? = nil,
        strict: Bool = false
    ) throws
        -> ICalendarImportReport
    {
        try importICalendar(from: .bytes(bytes), origin: nil, calendar: calendar, strict: strict)
    }

    /// Imports the iCalendar file at `path` (see ``importICalendar(_:calendar:)``), read a
    /// piece at a time in three passes, so no more than one event of it is held at once
    /// (docs/manual.md#planner).
    public func importICalendar(
        path: String,
        calendar: String? = nil,
        strict: Bool = false
    ) throws
        -> ICalendarImportReport
    {
        if SystemCalls.isDirectory(path) { throw FileError.isDirectory(path: path) }
        return try importICalendar(
            from: .file(path),
            origin: path,
            calendar: calendar,
            strict: strict
        )
    }

    private func importICalendar(
        from source: ICalendarSource,
        origin: String?,
        calendar: String?,
        strict: Bool
    ) throws -> ICalendarImportReport {
        let now = Int64(SystemCalls.now())
        let reader = try ICalendarReader(zone: zone).prepared(source)
        let reading = try reader.choose(source, strict: strict, keepingEvents: false)
        return try database.write { db in
            let calendarID = try calendarID(calendar)
            let exists = try db.cachedStatement("SELECT 1 FROM planner_events WHERE uid = ?")
            // Two rows are enough to tell one recipe from several.
            let recipes = try db.cachedStatement("SELECT id FROM recipes WHERE name = ? LIMIT 2")
            var report = ICalendarImportReport(imported: 0, skipped: 0)
            report.notes = reading.skipped.map(ICalendarImportNote.skipped)
            var changedOccurrences: [(uid: String, day: CalendarDate)] = []
            var changedStarts: [(uid: String, start: Int64)] = []
            // Undo keeps the new events as one rowid range, not row by row: a session
            // holding 100,000 rows took 41 MB (docs/manual.md#undo).
            try UndoRecorder.beginBulkInsert(into: "planner_events", in: db)
            try reader.forEachEvent(source, reading) { event in
                let uid: String
                if let stored = event.storedUID {
                    if try exists.fetchOne([.text(stored)]) != nil {
                        report.skipped += 1
                        return
                    }
                    uid = stored
                } else {
                    uid = Self.newUID()
                    report.notes.append(
                        .newUID(title: event.title, line: event.line, wasEmpty: event.emptyUID)
                    )
                }
                var recipeID: Int64?
                if let name = event.recipeName {
                    let ids = try recipes.fetchAll([.text(name)]).map {
                        try $0.get(0, as: Int64.self)
                    }
                    if ids.count == 1 {
                        recipeID = ids[0]
                    } else {
                        report.unlinked.append(
                            UnlinkedRecipe(title: event.title, recipeName: name, matches: ids.count)
                        )
                    }
                }
                try insert(
                    EventRow(
                        calendarID: calendarID,
                        uid: uid,
                        title: event.title,
                        description: event.description,
                        location: event.location,
                        span: event.span,
                        recipeID: recipeID,
                        repeatRule: event.rule,
                        stamp: event.stamp ?? now,
                        zone: event.zone
                    )
                )
                if let rule = event.rule, !rule.exceptions.isEmpty {
                    let id = db.lastInsertRowID
                    try UndoRecorder.recordingRows(in: db) { try saveExceptions(of: id, rule) }
                }
                if !event.extraDates.isEmpty {
                    let id = db.lastInsertRowID
                    try UndoRecorder.recordingRows(in: db) {
                        try saveExtraDates(of: id, event.extraDates)
                    }
                }
                if let replacing = event.replacing {
                    changedOccurrences.append(replacing)
                    changedStarts.append(
                        (
                            replacing.uid,
                            event.replacingInstant ?? ExtraDate.date(replacing.day).startAt
                        )
                    )
                }
                report.imported += 1
            }
            // Once every series is stored (from this file or an earlier one), each skips
            // the occurrences that were changed into events of their own.
            let skip = try db.cachedStatement(
                """
                INSERT OR IGNORE INTO planner_event_exceptions (event_id, day)
                SELECT id, ? FROM planner_events WHERE uid = ? AND repeat_freq IS NOT NULL
                """
            )
            // A changed extra occurrence (RDATE) is no longer one of its series'.
            let unlist = try db.cachedStatement(
                """
                DELETE FROM planner_event_extra_dates WHERE start_at = ?
                AND event_id IN (SELECT id FROM planner_events WHERE uid = ?)
                """
            )
            try UndoRecorder.recordingRows(in: db) {
                for (uid, day) in changedOccurrences {
                    try skip.execute([.text(day.description), .text(uid)])
                }
                for (uid, start) in changedStarts {
                    try unlist.execute([.integer(start), .text(uid)])
                }
            }
            if report.imported > 0 {
                UndoRecorder.describe(
                    UndoDescription.importOf(report.imported, from: origin, noun: "event"),
                    in: db
                )
            }
            return report
        }
    }
}
