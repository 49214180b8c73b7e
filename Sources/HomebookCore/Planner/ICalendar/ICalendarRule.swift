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
        _ = parts.removeValue(forKey: "WKST")
        // Apps often spell out the start's own day; that adds nothing and is accepted.
        if let days = parts.removeValue(forKey: "BYDAY") {
            guard frequency == .weekly, days == weekdayCodes[first.weekday] else {
                throw fail("BYDAY=\(days) cannot be represented (only the start's own weekday)")
            }
        }
        if let day = parts.removeValue(forKey: "BYMONTHDAY") {
            guard frequency == .monthly || frequency == .yearly, Int(day) == first.day else {
                throw fail("BYMONTHDAY=\(day) cannot be represented (only the start's own day)")
            }
        }
        if let month = parts.removeValue(forKey: "BYMONTH") {
            guard frequency == .yearly, Int(month) == first.month else {
                throw fail("BYMONTH=\(month) cannot be represented (only the start's own month)")
            }
        }
        if let other = parts.keys.sorted().first {
            throw fail("\(other) cannot be represented")
        }
        return RepeatRule(frequency: frequency, interval: interval, end: end)
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
