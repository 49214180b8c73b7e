/// Writes events as an RFC 5545 iCalendar stream that calendar apps import.
///
/// Single timed events are written in UTC (`…Z`), which every reader understands. A
/// repeating timed event's repeats follow the wall clock of its zone (09:00 stays 09:00
/// across daylight-saving changes), and a UTC start with an RRULE would drift by an hour, so
/// it is written as its zone's times say (``series``, else ``repeatTimes``): with the zone's
/// TZID (defined by a VTIMEZONE), in UTC when the zone is UTC all year, or else in floating
/// local time. All-day events are
/// `VALUE=DATE` with an exclusive end, and extra occurrences are RDATEs
/// (docs/manual.md#planner).
struct ICalendarWriter {
    /// How repeating timed events are written.
    enum RepeatTimes: Equatable {
        /// `DTSTART;TZID=Europe/Berlin:20260316T090000`, the VTIMEZONE written before.
        case zone(String)
        /// `DTSTART:20260316T090000Z`: the zone's offset is 0 throughout.
        case utc
        /// `DTSTART:20260316T090000`: the zone has no Olson name to refer to.
        case floating
    }

    /// The zone local times are read in.
    let zone: LocalZone
    /// How repeating timed events without a zone of their own are written.
    let repeatTimes: RepeatTimes
    /// The zones of series that repeat in their own, by name, and how each is written.
    var series: [String: SeriesTimes] = [:]

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

    /// One VEVENT; a sync (docs/manual.md#sync) may give it another `uid` (a changed
    /// occurrence's series'), a RECURRENCE-ID, and unfolded `extra` lines kept from the
    /// server's copy (alarms, attendees, X- properties), written before its end.
    func event(
        _ event: PlannerEvent,
        uid: String? = nil,
        recurrenceID: String? = nil,
        extra: [String] = []
    ) -> String {
        var lines = ["BEGIN:VEVENT", "UID:" + ICalendarText.escape(uid ?? event.uid)]
        lines.append("DTSTAMP:" + Self.utc(event.stamp))
        if let recurrenceID { lines.append(recurrenceID) }
        switch event.span {
        case .allDay(let first, let last):
            lines.append("DTSTART;VALUE=DATE:" + Self.basic(first))
            lines.append("DTEND;VALUE=DATE:" + Self.basic(last.adding(days: 1)))
        case .timed(let start, let end):
            let times = event.repeatRule == nil ? nil : self.times(of: event)
            lines.append("DTSTART" + time(start, as: times))
            lines.append("DTEND" + time(end, as: times))
        }
        lines.append("SUMMARY:" + ICalendarText.escape(event.title))
        if !event.description.isEmpty {
            lines.append("DESCRIPTION:" + ICalendarText.escape(event.description))
        }
        if !event.location.isEmpty {
            lines.append("LOCATION:" + ICalendarText.escape(event.location))
        }
        // homebook's own property: the recipe comes back on import where one has that name;
        // other apps ignore it (RFC 5545 §3.8.8.2). Not in DESCRIPTION, which must round-trip.
        // VALUE=TEXT says it is escaped TEXT: readers keep an unknown property's value raw.
        if let recipe = event.recipe {
            lines.append("X-HOMEBOOK-RECIPE;VALUE=TEXT:" + ICalendarText.escape(recipe.name))
        }
        if let rule = event.repeatRule {
            let times = self.times(of: event)
            let month = event.span.firstDay(in: times.zone).month
            lines.append(
                "RRULE:" + self.rule(rule, allDay: event.span.isAllDay, month: month, as: times)
            )
            lines += rule.exceptions.map { exception(on: $0, of: event.span, as: times) }
        }
        // Extra occurrences as the value type they came as: a time as DTSTART is written,
        // a period in UTC, which every reader takes (docs/manual.md#planner).
        let extraTimes = event.repeatRule == nil ? nil : self.times(of: event)
        for date in event.extraDates {
            switch date {
            case .date(let day): lines.append("RDATE;VALUE=DATE:" + Self.basic(day))
            case .time(let start): lines.append("RDATE" + time(start, as: extraTimes))
            case .period(let start, let end):
                lines.append("RDATE;VALUE=PERIOD:" + Self.utc(start) + "/" + Self.utc(end))
            }
        }
        lines += extra
        lines.append("END:VEVENT")
        return lines.map(ICalendarText.fold).joined()
    }

    /// The RECURRENCE-ID naming the occurrence of `series` that starts on `day` (in the
    /// series' zone), written as its DTSTART is.
    func recurrenceID(on day: CalendarDate, of series: PlannerEvent) -> String {
        "RECURRENCE-ID" + exception(on: day, of: series.span, as: times(of: series)).dropFirst(6)
    }

    /// The EXDATE of the occurrence starting on `day`: its start, written as DTSTART is
    /// (RFC 5545 §3.8.5.1 asks the same value type and zone).
    private func exception(
        on day: CalendarDate,
        of span: EventSpan,
        as times: SeriesTimes
    )
        -> String
    {
        switch span.occurrence(on: day, in: times.zone) {
        case .allDay(let first, _): return "EXDATE;VALUE=DATE:" + Self.basic(first)
        case .timed(let start, _): return "EXDATE" + time(start, as: times)
        }
    }

    /// The zone a series repeats in and how its times are written.
    private func times(of event: PlannerEvent) -> SeriesTimes {
        event.timeZone.flatMap { series[$0] } ?? SeriesTimes(zone: zone, times: repeatTimes)
    }

    /// The RRULE value; `month` is the start's, which a yearly rule's day lists fall in.
    private func rule(
        _ rule: RepeatRule,
        allDay: Bool,
        month: Int,
        as times: SeriesTimes
    ) -> String {
        var parts = ["FREQ=" + rule.frequency.rawValue.uppercased()]
        if rule.interval != 1 { parts.append("INTERVAL=\(rule.interval)") }
        switch rule.end {
        case .never: break
        case .until(let date):
            parts.append("UNTIL=" + until(date, allDay: allDay, as: times))
        case .count(let count): parts.append("COUNT=\(count)")
        }
        if rule.frequency == .yearly, rule.hasDayLists { parts.append("BYMONTH=\(month)") }
        if !rule.byMonthDay.isEmpty {
            parts.append("BYMONTHDAY=" + rule.byMonthDay.map(String.init).joined(separator: ","))
        }
        if !rule.byDay.isEmpty {
            parts.append("BYDAY=" + rule.byDay.map(\.description).joined(separator: ","))
        }
        return parts.joined(separator: ";")
    }

    /// The end of the last day: a date for an all-day event, else that day's 23:59:59 local
    /// time, which RFC 5545 §3.3.10 asks in UTC when DTSTART is UTC or has a TZID, and in
    /// floating time when DTSTART floats.
    private func until(_ date: CalendarDate, allDay: Bool, as times: SeriesTimes) -> String {
        guard !allDay else { return Self.basic(date) }
        let end = LocalDateTime(date: date, hour: 23, minute: 59, second: 59)
        return times.times == .floating
            ? Self.basic(end) : Self.utc(times.zone.instant(end))
    }

    /// `:20261128T160000Z`, or for a repeat (`times` given) `;TZID=Europe/Berlin:20261128T170000`
    /// (or UTC, or floating, as its times say): the value with its parameters.
    private func time(_ instant: Int64, as times: SeriesTimes?) -> String {
        guard let times else { return ":" + Self.utc(instant) }
        switch times.times {
        case .zone(let name):
            return ";TZID=" + name + ":" + Self.basic(times.zone.local(instant))
        case .utc: return ":" + Self.utc(instant)
        case .floating: return ":" + Self.basic(times.zone.local(instant))
        }
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
