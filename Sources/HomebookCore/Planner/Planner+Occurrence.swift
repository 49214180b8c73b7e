internal import SQLiteWrapper

/// Changing one occurrence of a repeating event (docs/manual.md#planner).
extension Planner {
    /// Changes only the occurrence of the repeating event `id` that starts on `day` (local):
    /// the series skips that day, and the occurrence becomes an event of its own, with the
    /// series' fields and its own day and time, then `changes` (a repeat among them is
    /// ignored: one occurrence does not repeat). This is what an occurrence changed in
    /// another calendar app becomes on import. One transaction, one undoable change
    /// (`edit "Swim" on 2026-03-11 only`). With `shown` (the occurrence as a screen showed
    /// it), the change is refused when the series is no longer stored as it was.
    ///
    /// - Returns: the new event, as saved.
    /// - Throws: ``PlannerError/noOccurrence(id:day:repeats:)`` when the event does not repeat
    ///   or has no occurrence starting that day; the errors of ``update(_:with:today:shown:)``
    ///   for bad changes, with nothing saved.
    public func editOccurrence(
        of id: Int64,
        on day: CalendarDate,
        with changes: EventChanges,
        today: CalendarDate,
        shown: PlannerEvent? = nil
    ) throws -> PlannerEvent {
        try database.write { db in
            let series = try shown.map { try current($0) } ?? get(id)
            guard series.repeatRule != nil || !series.extraDates.isEmpty else {
                throw PlannerError.noOccurrence(id: id, day: day, repeats: false)
            }
            let listed = Self.expand(series, within: ListedDays(from: day, to: day, zone: zone))
            guard let occurrence = listed.first(where: { $0.span.firstDay(in: zone) == day })
            else { throw PlannerError.noOccurrence(id: id, day: day, repeats: true) }
            try deleteOccurrence(of: id, on: day)
            try insert(
                EventRow(
                    calendarID: try calendarID(series.calendar),
                    uid: Self.newUID(),
                    title: series.title,
                    description: series.description,
                    location: series.location,
                    span: occurrence.span,
                    recipeID: series.recipe?.id,
                    repeatRule: nil,
                    stamp: Int64(SystemCalls.now()),
                    deletedRecipeName: series.deletedRecipeName
                )
            )
            let single = db.lastInsertRowID
            if let servings = series.servings { try setServings(servings, of: single) }
            var own = changes
            own.repeatRule = nil
            let saved = try update(single, with: own, today: today)
            UndoRecorder.describe(
                "edit \"\(series.title)\" on \(day) only",
                in: db
            )
            return saved
        }
    }
}
