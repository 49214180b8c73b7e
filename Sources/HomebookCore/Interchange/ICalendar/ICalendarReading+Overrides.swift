/// Changed occurrences (RECURRENCE-ID) that name no occurrence of their series.
extension ICalendarReading {
    /// A changed occurrence whose series in the same file does not have that occurrence is
    /// left out, with its reason (docs/manual.md#planner):
    ///
    /// - the series deletes it (EXDATE): RFC 5545 §3.8.5.1 takes EXDATE's days out of the
    ///   recurrence set, and a RECURRENCE-ID names an instance of that set (§3.8.4.4), so
    ///   the change has nothing left to change (Thunderbird and ical.js agree; old Apple
    ///   iCal wrote both for one change);
    /// - it names a moment at which the series starts no occurrence (another clock);
    /// - it was made to an earlier revision of the series (a lower SEQUENCE, §3.8.7.4) and
    ///   the series' rule, as revised, no longer has that day (its end was moved before it).
    ///
    /// A change whose series is not in the file, or names an occurrence the series has (an
    /// extra date included), stays.
    /// Why `master` has no occurrence on `day` for `change` to change, or nil when it has.
    static func missing(
        _ day: CalendarDate,
        of master: ImportedEvent,
        changedIn change: ImportedEvent,
        local: LocalZone
    ) -> String? {
        // An extra occurrence (RDATE) starting then is one to change.
        let start = change.replacingInstant ?? ExtraDate.date(day).startAt
        if master.extraDates.contains(where: { $0.startAt == start }) { return nil }
        guard let rule = master.rule else { return nil }
        // A timed series' occurrences all start at its start's clock in its zone: a
        // RECURRENCE-ID at another moment of that day names none of them (RFC 5545
        // §3.8.4.4), and changing the day's occurrence instead would be a guess.
        if let instant = change.replacingInstant, case .timed(let first, _) = master.span {
            let zone = master.zone.flatMap { LocalZone(olsonName: $0) } ?? local
            let (named, start) = (zone.local(instant), zone.local(first))
            if (named.hour, named.minute, named.second) != (start.hour, start.minute, start.second)
            {
                return "RECURRENCE-ID names \(named.minuteText), when its series (line"
                    + " \(master.line)) has no occurrence (they start at \(start.clockText))"
            }
        }
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
