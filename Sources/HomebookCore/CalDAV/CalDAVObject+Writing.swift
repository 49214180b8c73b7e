/// Writing planner events back as one calendar object, keeping what homebook does not model.
extension CalDAVObject {
    /// Properties the planner models: written from the events. Every other property of the
    /// server's copy (alarms, attendees, categories, SEQUENCE, X- properties) is sent back
    /// unchanged.
    static let modelled: Set<String> = [
        "UID", "DTSTAMP", "DTSTART", "DTEND", "DURATION", "SUMMARY", "DESCRIPTION", "LOCATION",
        "RRULE", "RDATE", "EXDATE", "RECURRENCE-ID", "X-HOMEBOOK-RECIPE",
    ]

    /// The object's text for `events` (a series or single event, and its changed occurrences,
    /// whose stored UIDs are the series' and a day), keeping from `original` every property
    /// and component homebook does not model.
    static func text(
        for events: [PlannerEvent],
        seriesUID: String,
        original: String?,
        writer: ICalendarWriter,
        timeZones: [String]
    ) -> String {
        let kept = original.map(KeptParts.init) ?? KeptParts()
        var occurrences: [(day: CalendarDate, event: PlannerEvent)] = []
        var series: PlannerEvent?
        for event in events {
            if event.uid != seriesUID, let (uid, day) = occurrence(of: event.uid), uid == seriesUID
            {
                occurrences.append((day, event))
            } else if series == nil {
                series = event
            }
        }
        var body = ""
        if var series {
            // A changed occurrence is written as a RECURRENCE-ID, not as a skipped day.
            let changedDays = Set(occurrences.map(\.day))
            series.repeatRule?.exceptions.removeAll { changedDays.contains($0) }
            body += writer.event(series, extra: kept.eventLines["", default: []])
            for (day, event) in occurrences.sorted(by: { $0.day < $1.day }) {
                body += writer.event(
                    event,
                    uid: seriesUID,
                    recurrenceID: writer.recurrenceID(on: day, of: series),
                    extra: kept.eventLines[ICalendarWriter.basic(day), default: []]
                )
            }
        } else {
            for (_, event) in occurrences { body += writer.event(event, uid: seriesUID) }
        }
        var text = writer.header(calendarName: nil)
        text += kept.calendarLines.map(ICalendarText.fold).joined()
        var defined: Set<String> = []
        for component in timeZones {
            guard let tzid = Self.tzid(of: component), body.contains(";TZID=" + tzid + ":")
            else { continue }
            defined.insert(tzid)
            text += component
        }
        for component in kept.components {
            if let first = component.first, first.uppercased() == "BEGIN:VTIMEZONE",
                let tzid = component.first(where: { $0.uppercased().hasPrefix("TZID:") })?
                    .dropFirst(5),
                defined.contains(String(tzid))
            {
                continue
            }
            text += component.map(ICalendarText.fold).joined()
        }
        return text + body + writer.footer
    }

    /// The TZID a VTIMEZONE's text defines.
    private static func tzid(of component: String) -> String? {
        for line in component.split(whereSeparator: \.isNewline) where line.hasPrefix("TZID:") {
            return String(line.dropFirst(5))
        }
        return nil
    }
}

/// What a server's copy holds that the planner does not model, by where it goes back.
private struct KeptParts {
    /// VCALENDAR properties other than VERSION, PRODID, CALSCALE and METHOD.
    var calendarLines: [String] = []
    /// Components other than VEVENT (VTIMEZONE and anything else), line by line.
    var components: [[String]] = []
    /// Each VEVENT's unmodelled lines (nested VALARMs whole): "" for the series, else the
    /// RECURRENCE-ID's day (`20260310`).
    var eventLines: [String: [String]] = [:]

    init() {}

    init(_ text: String) {
        var stack: [String] = []
        var component: [String] = []
        var event: [String] = []
        var eventKey = ""
        for line in Self.unfold(text) {
            let name = Self.name(of: line)
            let value = String(line.drop { $0 != ":" }.dropFirst()).uppercased()
            let inEvent = stack.count >= 2 && stack[1] == "VEVENT"
            if name == "BEGIN" {
                stack.append(value)
                if stack.count == 2 {
                    if value == "VEVENT" {
                        (event, eventKey) = ([], "")
                    } else {
                        component = [line]
                    }
                } else if stack.count > 2 {
                    if inEvent { event.append(line) } else { component.append(line) }
                }
                continue
            }
            if name == "END" {
                if stack.count == 2 {
                    if inEvent {
                        eventLines[eventKey, default: []] += event
                    } else {
                        components.append(component + [line])
                    }
                } else if stack.count > 2 {
                    if inEvent { event.append(line) } else { component.append(line) }
                }
                if !stack.isEmpty { stack.removeLast() }
                continue
            }
            switch stack.count {
            case 1:
                if !["VERSION", "PRODID", "CALSCALE", "METHOD"].contains(name) {
                    calendarLines.append(line)
                }
            case 2 where inEvent:
                if name == "RECURRENCE-ID" {
                    eventKey = String(value.prefix(8))
                } else if !CalDAVObject.modelled.contains(name) {
                    event.append(line)
                }
            case 2...:
                if inEvent { event.append(line) } else { component.append(line) }
            default:
                break
            }
        }
    }

    /// The property name of an unfolded line, upper-cased.
    static func name(of line: String) -> String {
        String(line.prefix { $0 != ";" && $0 != ":" }).uppercased()
    }

    /// Content lines with RFC 5545 §3.1 folding undone.
    static func unfold(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.split(
            omittingEmptySubsequences: true,
            whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ) {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += line.dropFirst()
            } else if !line.isEmpty {
                lines.append(line)
            }
        }
        return lines
    }
}
