/// Edits and deletes of an event as a screen showed it (docs/manual.md#storage): refused when
/// it changed elsewhere since, so an edit never lands on something the person did not see.
extension Planner {
    /// Changes the fields given of the event `shown` (as stored, or one occurrence of it),
    /// which must still be stored as shown.
    ///
    /// - Throws: ``PlannerError/changedElsewhere(_:deleted:)`` when it is not (nothing is
    ///   saved), or what ``update(_:with:today:shown:)`` throws.
    public func update(
        _ shown: PlannerEvent,
        with changes: EventChanges,
        today: CalendarDate
    ) throws -> PlannerEvent {
        try update(shown.id, with: changes, today: today, shown: shown)
    }

    /// Deletes the event `shown` (every occurrence), which must still be stored as shown.
    @discardableResult
    public func delete(_ shown: PlannerEvent) throws -> PlannerEvent {
        try delete(shown.id, shown: shown)
    }

    /// Deletes one occurrence of the event `shown`, which must still be stored as shown.
    @discardableResult
    public func deleteOccurrence(
        of shown: PlannerEvent,
        on day: CalendarDate
    ) throws
        -> PlannerEvent
    {
        try deleteOccurrence(of: shown.id, on: day, shown: shown)
    }

    /// The stored event, which must still exist and (with `sameValues`) be what `shown`
    /// showed; called inside a write transaction.
    func current(_ shown: PlannerEvent, sameValues: Bool = true) throws -> PlannerEvent {
        let stored: PlannerEvent
        do {
            stored = try get(shown.id)
        } catch PlannerError.eventNotFound {
            throw PlannerError.changedElsewhere(shown.id, deleted: true)
        }
        guard !sameValues || Self.shows(shown, stored, in: zone) else {
            throw PlannerError.changedElsewhere(shown.id, deleted: false)
        }
        return stored
    }

    /// Whether `shown` is the stored event `stored`, or one occurrence of it as a listing
    /// expands it: every field equal (the repeat and its skipped days, and the stamp every
    /// write renews, included), and the span the stored one's, or that of an occurrence it
    /// still has.
    static func shows(_ shown: PlannerEvent, _ stored: PlannerEvent, in zone: LocalZone) -> Bool {
        var sameSpan = shown
        sameSpan.span = stored.span
        guard sameSpan == stored else { return false }
        guard shown.span != stored.span else { return true }
        let seriesZone = stored.seriesZone(listedIn: zone)
        if stored.extraDates.contains(where: {
            $0.span(for: stored.span, in: seriesZone) == shown.span
        }) {
            return true
        }
        guard let rule = stored.repeatRule else { return false }
        let day = shown.span.firstDay(in: zone)
        let first = stored.span.firstDay(in: zone)
        guard rule.startDays(first: first, from: day, to: day) == [day],
            !rule.exceptions.contains(day)
        else { return false }
        return stored.span.occurrence(on: day, in: zone) == shown.span
    }
}
