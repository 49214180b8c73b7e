/// Writes events as an RFC 5545 iCalendar stream that calendar apps import.
///
/// Single timed events are written in UTC (`…Z`), which every reader understands. A
/// repeating timed event is written in floating local time, because its repeats follow the
/// local wall clock (09:00 stays 09:00 across daylight-saving changes) and a UTC start with
/// an RRULE would drift by an hour. All-day events are `VALUE=DATE` with an exclusive end.
struct ICalendarWriter {
    /// The zone local times are read in.
    let zone: LocalZone

    /// `BEGIN:VCALENDAR` and its properties, with the calendar's name when there is one.
    func header(calendarName: String?) -> String {
        var text = ICalendarText.fold("BEGIN:VCALENDAR") + ICalendarText.fold("VERSION:2.0")
        text += ICalendarText.fold("PRODID:-//homebook//planner//EN")
        text += ICalendarText.fold("CALSCALE:GREGORIAN")
        if let calendarName {
            text += ICalendarText.fold("X-WR-CALNAME:" + ICalendarText.escape(calendarName))
        }
        return text
    }

    /// `END:VCALENDAR`.
    var footer: String { ICalendarText.fold("END:VCALENDAR") }

    /// One VEVENT.
    func event(_ event: PlannerEvent) -> String {
        var lines = ["BEGIN:VEVENT", "UID:" + ICalendarText.escape(event.uid)]
        lines.append("DTSTAMP:" + Self.utc(event.stamp))
        let floating = event.repeatRule != nil
        switch event.span {
        case .allDay(let first, let last):
            lines.append("DTSTART;VALUE=DATE:" + Self.basic(first))
            lines.append("DTEND;VALUE=DATE:" + Self.basic(last.adding(days: 1)))
        case .timed(let start, let end):
            lines.append("DTSTART:" + time(start, floating: floating))
            lines.append("DTEND:" + time(end, floating: floating))
        }
        lines.append("SUMMARY:" + ICalendarText.escape(event.title))
        if !event.description.isEmpty {
            lines.append("DESCRIPTION:" + ICalendarText.escape(event.description))
        }
        if !event.location.isEmpty {
            lines.append("LOCATION:" + ICalendarText.escape(event.location))
        }
        if let rule = event.repeatRule {
            lines.append("RRULE:" + self.rule(rule, allDay: event.span.isAllDay))
        }
        lines.append("END:VEVENT")
        return lines.map(ICalendarText.fold).joined()
    }

    private func rule(_ rule: RepeatRule, allDay: Bool) -> String {
        var parts = ["FREQ=" + rule.frequency.rawValue.uppercased()]
        if rule.interval != 1 { parts.append("INTERVAL=\(rule.interval)") }
        switch rule.end {
        case .never: break
        // UNTIL has the type of DTSTART: a date, or a floating local time (RFC 5545 §3.3.10).
        case .until(let date): parts.append("UNTIL=" + Self.basic(date) + (allDay ? "" : "T235959"))
        case .count(let count): parts.append("COUNT=\(count)")
        }
        return parts.joined(separator: ";")
    }

    private func time(_ instant: Int64, floating: Bool) -> String {
        floating ? Self.basic(zone.local(instant)) : Self.utc(instant)
    }

    /// `20261128`.
    static func basic(_ date: CalendarDate) -> String {
        date.description.filter { $0 != "-" }
    }

    /// `20261128T170000`.
    static func basic(_ reading: LocalDateTime) -> String {
        basic(reading.date) + "T" + LocalDateTime.two(reading.hour)
            + LocalDateTime.two(reading.minute) + LocalDateTime.two(reading.second)
    }

    /// `20261128T160000Z`.
    static func utc(_ instant: Int64) -> String {
        basic(LocalZone.utcReading(instant)) + "Z"
    }
}
