/// A DATE or DATE-TIME value of RFC 5545 §3.3.4–3.3.5, resolved to a day or an instant.
enum ICalendarTime {
    /// A day (`VALUE=DATE`).
    case date(CalendarDate)
    /// An instant in UTC seconds (from UTC, a TZID zone, or floating local time).
    case instant(Int64)

    typealias Problem = ICalendarImportError.Problem

    /// Reads a DTSTART, DTEND or DTSTAMP line.
    init(
        _ line: ICalendarLine,
        zone: LocalZone,
        defined: [String: LocalZone] = [:]
    ) throws(Problem) {
        let value = line.value.trimmingWhitespace()
        if line.parameters["VALUE"]?.uppercased() == "DATE" || value.utf8.count == 8 {
            guard let date = Self.date(value) else {
                throw Problem(
                    line: line.number,
                    message:
                        "\(line.name) \(ICalendarText.quoted(value)) is not a date (YYYYMMDD)"
                )
            }
            self = .date(date)
            return
        }
        guard let (reading, utc) = Self.dateTime(value) else {
            throw Problem(
                line: line.number,
                message:
                    "\(line.name) \(ICalendarText.quoted(value)) is not a date-time (YYYYMMDDTHHMMSS)"
            )
        }
        // RFC 5545 §3.3.5 forbids a TZID on a UTC time; readers disagree on which one wins
        // (Python's icalendar takes the zone, others the Z), so neither is guessed, unless
        // the zone is UTC itself (khal writes `TZID=Etc/UTC:…Z`): then both say the same.
        if utc, let name = line.parameters["TZID"], !Self.namesUTC(name) {
            throw Problem(
                line: line.number,
                message: "\(line.name) has both a TZID and a Z (UTC): which one is meant is unclear"
            )
        }
        if utc {
            self = .instant(LocalZone.utcSeconds(reading))
        } else if let name = line.parameters["TZID"] {
            guard let named = Self.zone(named: name, defined: defined) else {
                throw Problem(
                    line: line.number,
                    message:
                        "the time zone \(ICalendarText.quoted(name)) is unknown (use an Olson name such as Europe/Berlin)"
                )
            }
            self = .instant(named.instant(reading))
        } else {
            self = .instant(zone.instant(reading))
        }
    }

    /// Whether a TZID names UTC itself (`UTC`, `Etc/UTC`, `GMT`, `Etc/Zulu`, in any case,
    /// also after a vendor prefix): a zone that never leaves offset zero, so a `Z` after it
    /// agrees with it.
    static func namesUTC(_ name: String) -> Bool {
        let last = name.trimmingWhitespace().split(separator: "/").suffix(2).map {
            $0.uppercased()
        }
        let utcNames: Set<String> = ["UTC", "UCT", "GMT", "ZULU", "UNIVERSAL", "GREENWICH", "Z"]
        guard let final = last.last, utcNames.contains(final) || final == "GMT0" else {
            return false
        }
        // `UTC`, `Etc/UTC` or a vendor's `/mozilla.org/20050126_1/UTC`; not a region's.
        guard last.count == 2, let before = last.first else { return true }
        return before == "ETC" || before.contains { $0.isNumber || $0 == "." }
    }

    /// `20261128`.
    static func date(_ text: String) -> CalendarDate? {
        let bytes = Array(text.utf8)
        guard bytes.count == 8, bytes.allSatisfy({ (48...57).contains($0) }),
            let year = Int(String(text.prefix(4))),
            let month = Int(String(text.dropFirst(4).prefix(2))),
            let day = Int(String(text.suffix(2)))
        else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// `20261128T170000` or `20261128T170000Z`; the flag says UTC.
    static func dateTime(_ text: String) -> (LocalDateTime, Bool)? {
        let utc = text.hasSuffix("Z") || text.hasSuffix("z")
        let body = utc ? String(text.dropLast()) : text
        let parts = body.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = date(String(parts[0])), parts[1].utf8.count == 6,
            parts[1].utf8.allSatisfy({ (48...57).contains($0) }),
            let clock = Int(parts[1])
        else { return nil }
        let (hour, minute, second) = (clock / 10_000, clock / 100 % 100, clock % 100)
        // A leap second (60) is read as 59, as SQLite and most calendars do.
        guard hour < 24, minute < 60, second <= 60 else { return nil }
        return (LocalDateTime(date: date, hour: hour, minute: minute, second: min(second, 59)), utc)
    }

    /// A DURATION (§3.3.6) in seconds: `P1D`, `PT1H30M`, `P2W`; negative ones are refused.
    ///
    /// Each designator comes at most once, in the order W, D, T, H, M, S, with at most nine
    /// digits, and every step is overflow-checked: the value is bounded whatever the file
    /// says, and the span it makes is checked against the last time homebook holds.
    static func duration(_ line: ICalendarLine) throws(Problem) -> Int64 {
        var text = Substring(line.value.trimmingWhitespace().uppercased())
        let fail = Problem(
            line: line.number,
            message:
                "DURATION \(ICalendarText.quoted(line.value)) is not a positive duration (P1D, PT1H30M)"
        )
        if text.hasPrefix("+") { text = text.dropFirst() }
        guard text.hasPrefix("P") else { throw fail }
        text = text.dropFirst()
        let order: [Character] = ["W", "D", "T", "H", "M", "S"]
        var position = 0  // designators before this index of `order` may no longer come
        var total: Int64 = 0
        var number: Int64 = 0
        var digits = 0
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digits < 9 else { throw fail }
                number = number * 10 + Int64(digit)  // nine digits at most: no overflow
                digits += 1
                continue
            }
            let inTime = position > 2
            let unit: Int64
            switch (character, inTime) {
            case ("W", false): unit = 604_800
            case ("D", false): unit = 86_400
            case ("T", false): unit = 0
            case ("H", true): unit = 3_600
            case ("M", true): unit = 60
            case ("S", true): unit = 1
            default: throw fail
            }
            guard let index = order[position...].firstIndex(of: character) else { throw fail }
            position = index + 1
            if unit == 0 {
                guard digits == 0 else { throw fail }
                continue
            }
            guard digits > 0 else { throw fail }
            let (part, overflow) = number.multipliedReportingOverflow(by: unit)
            let (sum, overflowSum) = total.addingReportingOverflow(part)
            guard !overflow, !overflowSum else { throw fail }
            (total, number, digits) = (sum, 0, 0)
        }
        guard digits == 0, !text.isEmpty, text.last != "T" else { throw fail }
        return total
    }

    /// The last instant homebook holds: 9999-12-31 23:59:59 UTC.
    static let latestInstant: Int64 = 253_402_300_799

    /// The span of a DTSTART with a DTEND, a DURATION or neither (RFC 5545 §3.6.1: a day
    /// for a date, no length for a date-time).
    static func span(
        start: (value: ICalendarTime, line: ICalendarLine),
        end: (value: ICalendarTime, line: ICalendarLine)?,
        duration: (value: Int64, line: ICalendarLine)?
    ) throws(Problem) -> EventSpan {
        let tooLate = "the event's DURATION makes it end after the year 9999"
        guard let lastDay = CalendarDate(year: 9999, month: 12, day: 31) else {
            throw Problem(line: duration?.line.number ?? start.line.number, message: tooLate)
        }
        switch (start.value, end?.value) {
        case (.date(let first), nil):
            let days = Int((duration?.value ?? 86_400) / 86_400)
            // Days past 9999-12-31 would be clamped to it: say so instead.
            guard days <= lastDay.dayNumber - first.dayNumber + 1 else {
                throw Problem(line: duration?.line.number ?? start.line.number, message: tooLate)
            }
            return .allDay(first: first, last: first.adding(days: max(days, 1) - 1))
        case (.date(let first), .date(let exclusiveEnd)?):
            guard exclusiveEnd >= first else {
                throw Problem(
                    line: end?.line.number ?? start.line.number,
                    message: "DTEND is before DTSTART"
                )
            }
            // DTEND is exclusive; an end equal to the start still means that one day.
            return .allDay(first: first, last: max(first, exclusiveEnd.adding(days: -1)))
        case (.instant(let startAt), nil):
            let (endAt, overflow) = startAt.addingReportingOverflow(duration?.value ?? 0)
            guard !overflow, endAt <= latestInstant else {
                throw Problem(line: duration?.line.number ?? start.line.number, message: tooLate)
            }
            return .timed(start: startAt, end: endAt)
        case (.instant(let startAt), .instant(let endAt)?):
            guard endAt >= startAt else {
                throw Problem(line: end?.line.number ?? 0, message: "DTEND is before DTSTART")
            }
            return .timed(start: startAt, end: endAt)
        default:
            throw Problem(
                line: end?.line.number ?? start.line.number,
                message: "DTSTART and DTEND must both be dates or both be date-times"
            )
        }
    }
}
