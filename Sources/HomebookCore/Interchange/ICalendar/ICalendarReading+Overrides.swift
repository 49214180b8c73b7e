/// Changed occurrences (RECURRENCE-ID) that name no occurrence of their series.
extension ICalendarReading {
    /// Leaves out, with its reason, a changed occurrence whose series in the same file does
    /// not have that occurrence (docs/manual.md#planner):
    ///
    /// - the series deletes it (EXDATE): RFC 5545 §3.8.5.1 takes EXDATE's days out of the
    ///   recurrence set, and a RECURRENCE-ID names an instance of that set (§3.8.4.4), so
    ///   the change has nothing left to change (Thunderbird and ical.js agree; old Apple
    ///   iCal wrote both for one change);
    /// - it was made to an earlier revision of the series (a lower SEQUENCE, §3.8.7.4) and
    ///   the series' rule, as revised, no longer has that day (its end was moved before it).
    ///
    /// A change whose series is not in the file, or names a day the series has, stays.
    mutating func dropChangesOfMissingOccurrences() {
        var series: [String: ImportedEvent] = [:]
        for event in events where event.replacing == nil && event.rule != nil {
            if let uid = event.uid { series[uid] = event }
        }
        var kept: [ImportedEvent] = []
        for event in events {
            guard let (uid, day) = event.replacing, let master = series[uid],
                let reason = Self.missing(day, of: master, changedIn: event)
            else {
                kept.append(event)
                continue
            }
            let line = event.replacingLine ?? event.line
            skipped.append(
                ICalendarSkipped(
                    line: event.line,
                    component: "VEVENT",
                    title: event.title,
                    problems: [.init(line: line, message: reason)]
                )
            )
        }
        events = kept
        skipped.sort { $0.line < $1.line }
    }

    /// Why `master` has no occurrence on `day` for `change` to change, or nil when it has.
    private static func missing(
        _ day: CalendarDate,
        of master: ImportedEvent,
        changedIn change: ImportedEvent
    ) -> String? {
        guard let rule = master.rule else { return nil }
        let named = "RECURRENCE-ID names \(day), an occurrence its series (line \(master.line))"
        if rule.exceptions.contains(day) {
            return named + " deletes (EXDATE): a deleted occurrence has nothing to change"
        }
        guard change.sequence < master.sequence, let first = master.repeatsFrom,
            rule.startDays(first: first, from: day, to: day).isEmpty
        else { return nil }
        return named + " no longer has: the change was made to an earlier version of it"
            + " (SEQUENCE \(change.sequence); the series is at \(master.sequence))"
    }
}
