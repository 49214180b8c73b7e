/// The times of one VEVENT as its reader reads them: the days an EXDATE or RECURRENCE-ID
/// names, the zone a start is written in, and an end read in its start's zone.
extension ICalendarReader {
    /// The local days of an EXDATE or RECURRENCE-ID: each value of the list (dates, or
    /// date-times in UTC, a TZID or floating) is the start of an occurrence, named by the day
    /// it starts on here, as repeats are expanded; with `asWritten`, a time in a zone (a
    /// TZID, or floating) or midnight UTC names the day written in it. With `start` (a timed
    /// series' DTSTART), a time at another clock than the start's names no occurrence and no
    /// day: RFC 5545 §3.8.5.1 skips only an occurrence starting exactly then
    /// (docs/manual.md#planner).
    func days(
        in line: ICalendarLine,
        zone: LocalZone,
        asWritten: Bool,
        startingAs start: ICalendarLine? = nil
    ) throws(ICalendarImportError.Problem) -> [CalendarDate] {
        var days: [CalendarDate] = []
        for value in line.value.split(separator: ",") {
            var single = line
            single.value = String(value)
            switch try ICalendarTime(single, zone: zone, defined: defined) {
            case .date(let day): days.append(day)
            case .instant(let instant):
                let text = single.value.trimmingWhitespace()
                // Google names an all-day day by its midnight in UTC (`20260101T000000Z`).
                let utc = text.hasSuffix("Z") || text.hasSuffix("z")
                if asWritten, !utc || text.dropFirst(8).hasPrefix("T000000"),
                    let day = ICalendarTime.date(String(text.prefix(8)))
                {
                    days.append(day)
                } else if let start, !sameClock(single, instant, as: start, in: zone) {
                    continue
                } else {
                    days.append(zone.local(instant).date)
                }
            }
        }
        return days
    }

    /// Whether the time of `line` (the moment `instant`) has the clock of the DTSTART
    /// `start` in the series' `zone`: both as written when both name the same zone (so a
    /// clock a change skips still matches), else both as read in `zone`.
    func sameClock(
        _ line: ICalendarLine,
        _ instant: Int64,
        as start: ICalendarLine,
        in zone: LocalZone
    ) -> Bool {
        let text = line.value.trimmingWhitespace()
        let startText = start.value.trimmingWhitespace()
        guard text.utf8.count >= 15, startText.utf8.count >= 15 else { return true }
        if line.parameters["TZID"] == start.parameters["TZID"],
            text.hasSuffix("Z") == startText.hasSuffix("Z")
        {
            return text.dropFirst(9).prefix(6) == startText.dropFirst(9).prefix(6)
        }
        guard case .instant(let first) = try? ICalendarTime(start, zone: zone, defined: defined)
        else { return true }
        let (one, other) = (zone.local(instant), zone.local(first))
        return (one.hour, one.minute, one.second) == (other.hour, other.minute, other.second)
    }
}

extension ICalendarReader {
    /// For a timed start in a zone only the file defines, a named zone that keeps its clock
    /// (``ICalendarZoneMatch``); nil for any other start.
    func namedZone(
        of line: ICalendarLine,
        span: EventSpan,
        rule: ICalendarLine?
    ) throws(ICalendarImportError.Problem) -> LocalZone? {
        guard case .timed(let start, _) = span, let tzid = line.parameters["TZID"],
            writtenZone(of: line) == nil, let definedZone = defined[tzid]
        else { return nil }
        if let named = ICalendarZoneMatch.namedZone(
            keepingClockOf: definedZone,
            from: start,
            through: rule.flatMap { ICalendarZoneMatch.lastStart(of: $0.value, from: start) },
            preferring: ICalendarTime.zone(named: tzid),
            local: zone
        ) {
            return named
        }
        throw .init(
            line: line.number,
            message: "the time zone \(ICalendarText.quoted(tzid)) is defined only by this file,"
                + " with clock changes no named zone has: a repeat in it cannot be represented"
        )
    }

    /// The named zone a DATE-TIME line is written in: its TZID's, or UTC for a time with
    /// `Z`; nil for floating time, for a TZID only the file defines (its definition wins over
    /// a Windows name's zone, see ``namedZone(of:span:rule:)``), and for dates, whose TZID
    /// means nothing (RFC 5545 §3.2.19: it "MUST NOT be applied to DATE properties").
    func writtenZone(of line: ICalendarLine) -> LocalZone? {
        let value = line.value.trimmingWhitespace()
        guard value.contains("T") || value.contains("t") else { return nil }
        if value.hasSuffix("Z") || value.hasSuffix("z") { return LocalZone(olsonName: "UTC") }
        guard let tzid = line.parameters["TZID"] else { return nil }
        if defined[tzid] == nil { return ICalendarTime.zone(named: tzid) }
        return ICalendarTime.olsonZone(named: tzid)
    }
}

extension ICalendarTime {
    /// Reads a DTEND (or DUE) in the zone of its `start`: an end written without a zone (no
    /// TZID, no `Z`) while the start has a TZID is in the start's zone, as libical and
    /// Thunderbird read it, not floating (docs/manual.md#planner).
    init(
        inZoneOf start: ICalendarLine,
        _ end: ICalendarLine,
        _ floating: LocalZone,
        defined: [String: LocalZone]
    ) throws(ICalendarImportError.Problem) {
        var line = end
        let value = end.value.trimmingWhitespace()
        if line.parameters["TZID"] == nil, line.parameters["VALUE"]?.uppercased() != "DATE",
            value.contains("T"), !value.hasSuffix("Z"), !value.hasSuffix("z"),
            let tzid = start.parameters["TZID"]
        {
            line.parameters["TZID"] = tzid
        }
        try self.init(line, zone: floating, defined: defined)
    }
}

extension EventSpan {
    /// ``checkKept()`` for an imported span, as a problem on its DTSTART line.
    func checkKept(line: ICalendarLine) throws(ICalendarImportError.Problem) {
        do throws(PlannerError) {
            try checkKept()
        } catch {
            throw ICalendarImportError.Problem(line: line.number, message: error.description)
        }
    }
}
