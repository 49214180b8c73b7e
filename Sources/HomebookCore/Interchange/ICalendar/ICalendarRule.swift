/// Reading an RRULE (RFC 5545 §3.3.10) into a ``RepeatRule``, or saying why it cannot be.
enum ICalendarRule {
    typealias Problem = ICalendarImportError.Problem

    static let weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// The rule of `line` for an event spanning `span`.
    static func parse(
        _ line: ICalendarLine,
        firstDay first: CalendarDate,
        span: EventSpan,
        zone: LocalZone
    ) throws(Problem)
        -> RepeatRule
    {
        func fail(_ message: String) -> Problem {
            Problem(line: line.number, message: "RRULE " + message)
        }
        var parts: [String: String] = [:]
        for part in line.value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else {
                throw fail("part \(ICalendarText.quoted(String(part))) is not NAME=VALUE")
            }
            parts[pair[0].uppercased()] = pair[1].uppercased()
        }
        guard let freqText = parts.removeValue(forKey: "FREQ"),
            let frequency = RepeatFrequency(rawValue: freqText.lowercased())
        else { throw fail("needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY") }
        var interval = 1
        if let text = parts.removeValue(forKey: "INTERVAL") {
            guard let value = Int(text), (1...RepeatRule.maximumInterval).contains(value) else {
                throw fail("INTERVAL must be 1 to \(RepeatRule.maximumInterval)")
            }
            interval = value
        }
        var end = RepeatEnd.never
        if let text = parts.removeValue(forKey: "COUNT") {
            guard let value = Int(text), (1...RepeatRule.maximumCount).contains(value) else {
                throw fail("COUNT must be 1 to \(RepeatRule.maximumCount)")
            }
            end = .count(value)
        }
        if let text = parts.removeValue(forKey: "UNTIL") {
            guard case .never = end else { throw fail("has both UNTIL and COUNT") }
            end = .until(try until(text, span: span, zone: zone, fail: fail))
        }
        let weekStart = parts.removeValue(forKey: "WKST")
        let (byDay, byMonthDay) = try dayLists(
            &parts,
            frequency: frequency,
            first: first,
            fail: fail
        )
        if let weekStart, frequency == .weekly, interval > 1, !byDay.isEmpty {
            try checkWeekStart(weekStart, days: byDay, first: first, fail: fail)
        }
        if let other = parts.keys.sorted().first {
            throw fail("\(other) cannot be represented")
        }
        let rule = RepeatRule(
            frequency: frequency,
            interval: interval,
            end: end,
            byDay: byDay,
            byMonthDay: byMonthDay
        )
        // RFC 5545 §3.8.5.3 leaves a series whose start is not one of its days undefined;
        // with a count, apps differ on whether the start is one of the COUNT occurrences
        // (libical, ical.js) or one more (Google, dateutil), so neither is guessed.
        if case .count(let count) = end, rule.hasDayLists, !rule.listsName(first) {
            throw fail(
                "COUNT=\(count) cannot be represented: the start \(first) is not one of the"
                    + " rule's days, so whether it is one of the \(count) is undefined"
                    + " (RFC 5545 §3.8.5.3)"
            )
        }
        return rule
    }

    /// Refuses a week start (`WKST`) other than Monday, the one kept, where it changes which
    /// days of an every-N-weeks list share a week: when the listed days and the start's do
    /// not all lie on the same side of it (Google's `WKST=SU` with Mon and Wed is the same).
    private static func checkWeekStart(
        _ text: String,
        days: [RepeatWeekday],
        first: CalendarDate,
        fail: (String) -> Problem
    ) throws(Problem) {
        guard let weekday = RepeatWeekday.codes.firstIndex(of: text) else {
            throw fail("WKST=\(text) is not a weekday such as MO")
        }
        // Places in a week from Monday; the week start splits them in two.
        let split = (weekday + 6) % 7
        let places = (days.map(\.weekday) + [first.weekday]).map { ($0 + 6) % 7 }
        guard places.allSatisfy({ $0 >= split }) || places.allSatisfy({ $0 < split }) else {
            throw fail("WKST=\(text) cannot be represented for these days (weeks start on Monday)")
        }
    }

    /// The last local day an occurrence may start on.
    private static func until(
        _ text: String,
        span: EventSpan,
        zone: LocalZone,
        fail: (String) -> Problem
    ) throws(Problem) -> CalendarDate {
        if let date = ICalendarTime.date(text) { return date }
        guard let (reading, utc) = ICalendarTime.dateTime(text) else {
            throw fail("UNTIL \(ICalendarText.quoted(text)) is not a date or date-time")
        }
        let local = utc ? zone.local(LocalZone.utcSeconds(reading)) : reading
        guard case .timed(let start, _) = span else { return local.date }
        // UNTIL is inclusive of an occurrence starting exactly then, not after.
        let clock = zone.local(start)
        let startsLater =
            (clock.hour, clock.minute, clock.second) > (local.hour, local.minute, local.second)
        return startsLater ? local.date.adding(days: -1) : local.date
    }
}
