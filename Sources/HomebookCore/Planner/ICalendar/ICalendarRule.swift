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
        // Weeks start on Monday (RFC 5545's default); another start changes which weeks an
        // every-N-weeks list falls in, which is not kept.
        if let start = parts.removeValue(forKey: "WKST"),
            start != "MO", frequency == .weekly, interval > 1, parts["BYDAY"] != nil
        {
            throw fail("WKST=\(start) cannot be represented (weeks start on Monday)")
        }
        let (byDay, byMonthDay) = try dayLists(
            &parts,
            frequency: frequency,
            first: first,
            fail: fail
        )
        if let other = parts.keys.sorted().first {
            throw fail("\(other) cannot be represented")
        }
        return RepeatRule(
            frequency: frequency,
            interval: interval,
            end: end,
            byDay: byDay,
            byMonthDay: byMonthDay
        )
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
