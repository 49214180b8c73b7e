/// An event read from an iCalendar file, ready to store.
struct ImportedEvent {
    var uid: String?
    /// Whether the file wrote `UID:` with nothing after it.
    var emptyUID = false
    var title: String
    var description: String
    var location: String
    /// The recipe named by `X-HOMEBOOK-RECIPE` (homebook's own exports), if any.
    var recipeName: String?
    var span: EventSpan
    var rule: RepeatRule?
    /// A changed occurrence (RECURRENCE-ID): the UID of its series and the day of the
    /// occurrence it replaces. It is stored as an event of its own, and the series skips
    /// that day.
    var replacing: (uid: String, day: CalendarDate)?
    /// The line of a changed occurrence's RECURRENCE-ID.
    var replacingLine: Int?
    /// Its revision (SEQUENCE; 0 when not written): a change made to an earlier revision
    /// of its series may name an occurrence the series no longer has.
    var sequence = 0
    /// The day a series' rule repeats from (its start's day, as its rule reads it).
    var repeatsFrom: CalendarDate?
    var stamp: Int64?
    var line: Int
    /// The Olson name of the zone a timed series repeats in (its DTSTART's), nil: local.
    var zone: String? = nil

    /// The UID it is stored under: a changed occurrence's own is its series' UID and day
    /// (`…-20260310`), so importing the file again finds it.
    var storedUID: String? {
        guard let replacing else { return uid }
        return replacing.uid + "-" + ICalendarWriter.basic(replacing.day)
    }
}

/// Reads the VEVENTs of an iCalendar stream, refusing what homebook cannot represent.
///
/// Accepts what Google Calendar, Thunderbird, Apple Calendar, khal and calcurse write:
/// SUMMARY, DESCRIPTION, LOCATION, DTSTART/DTEND/DURATION in UTC, floating or TZID time,
/// all-day dates, and an RRULE with FREQ, INTERVAL, UNTIL, COUNT (a BYDAY, BYMONTHDAY or
/// BYMONTH that only repeats the start's own day is accepted), with the occurrences it
/// skips (EXDATE) and the ones changed (a VEVENT with the series' UID and a RECURRENCE-ID,
/// stored as an event of its own while the series skips that day). Alarms, time zone
/// definitions (zones are resolved by Olson name) and X- properties are ignored, except
/// homebook's own `X-HOMEBOOK-RECIPE`, the name of the recipe an event plans, and the
/// calendar's `X-WR-TIMEZONE`, the zone of its floating times.
struct ICalendarReader {
    /// Your zone: floating times are read in it, unless the calendar names its own.
    let zone: LocalZone
    /// The zone the calendar's X-WR-TIMEZONE names (Google's and Apple's default zone of a
    /// calendar), when the system knows it: floating times are read in it instead.
    var calendarZone: LocalZone?
    /// The zones the file defines (VTIMEZONE), by TZID, for names the system does not know.
    var defined: [String: LocalZone] = [:]

    /// The events of the file's bytes that can be represented, and the components left
    /// out with their reasons; with `strict`, any component left out refuses the file.
    ///
    /// A file whose structure is broken (no VCALENDAR, unbalanced BEGIN and END, bytes that
    /// are not UTF-8) is refused whole either way: nothing in it can be trusted.
    func read(_ bytes: [UInt8], strict: Bool) throws(ICalendarImportError) -> ICalendarReading {
        let lines = try ICalendarLine.lines(of: bytes)
        var problems: [ICalendarImportError.Problem] = []
        var reading = ICalendarReading()
        var stack: [String] = []
        var current: [ICalendarLine] = []
        var sawCalendar = false
        // Events are read once every VTIMEZONE is known: a file may define one after use.
        var pending: [[ICalendarLine]] = []
        var reader = self
        func skip(_ component: String, _ line: Int, _ problems: [ICalendarImportError.Problem]) {
            let title = current.first { $0.name == "SUMMARY" }.map {
                ICalendarText.unescape($0.value)
            }
            reading.skipped.append(
                ICalendarSkipped(line: line, component: component, title: title, problems: problems)
            )
        }
        for line in lines {
            switch line.name {
            case "BEGIN":
                let component = line.value.uppercased()
                if stack.isEmpty && component != "VCALENDAR" {
                    problems.append(.init(line: line.number, message: "expected BEGIN:VCALENDAR"))
                }
                if stack == ["VCALENDAR"] {
                    sawCalendar = true
                    if ["VTODO", "VJOURNAL", "VFREEBUSY"].contains(component) {
                        current = []
                        skip(
                            component,
                            line.number,
                            [
                                .init(
                                    line: line.number,
                                    message: "a \(component) cannot be imported"
                                        + " (the planner holds events only)"
                                )
                            ]
                        )
                    }
                }
                stack.append(component)
                if stack == ["VCALENDAR", "VEVENT"] || stack == ["VCALENDAR", "VTIMEZONE"] {
                    current = [line]
                } else if stack.count > 2 && stack[1] == "VTIMEZONE" {
                    current.append(line)
                }
            case "END":
                guard stack.last == line.value.uppercased() else {
                    problems.append(
                        .init(
                            line: line.number,
                            message: "END:\(line.value) does not close"
                                + " \(stack.last.map { "BEGIN:" + $0 } ?? "anything")"
                        )
                    )
                    continue
                }
                if stack == ["VCALENDAR", "VEVENT"] { pending.append(current) }
                if stack.count > 2 && stack[1] == "VTIMEZONE" { current.append(line) }
                if stack == ["VCALENDAR", "VTIMEZONE"],
                    let (tzid, zone) = ICalendarZoneDefinition.zone(from: current + [line])
                {
                    reader.defined[tzid] = zone
                    // TZID is text: Exchange escapes its comma (`Tijuana\, Mexico`), which the
                    // TZID parameter of a time writes plainly, quoted.
                    reader.defined[ICalendarText.unescape(tzid), default: zone] = zone
                }
                stack.removeLast()
            default:
                if stack == ["VCALENDAR", "VEVENT"]
                    || (stack.count >= 2 && stack[1] == "VTIMEZONE")
                {
                    current.append(line)
                } else if stack == ["VCALENDAR"], line.name == "X-WR-TIMEZONE" {
                    reader.calendarZone = ICalendarTime.zone(
                        named: ICalendarText.unescape(line.value).trimmingWhitespace()
                    )
                } else if stack == ["VCALENDAR"], line.name == "CALSCALE",
                    line.value.uppercased() != "GREGORIAN"
                {
                    problems.append(
                        .init(
                            line: line.number,
                            message: "only the Gregorian calendar is supported"
                        )
                    )
                }
            }
        }
        for lines in pending {
            do throws(ICalendarImportError) {
                reading.events.append(try reader.event(from: lines))
            } catch {
                current = lines
                skip("VEVENT", lines.first?.number ?? 1, error.problems)
            }
        }
        if !stack.isEmpty {
            problems.append(
                .init(
                    line: lines.last?.number ?? 1,
                    message: "the file ends inside BEGIN:\(stack.last ?? "")"
                )
            )
        }
        if !sawCalendar && lines.isEmpty {
            problems.append(
                .init(line: 1, message: "this is not an iCalendar file (no BEGIN:VCALENDAR)")
            )
        }
        guard problems.isEmpty else {
            throw ICalendarImportError(problems: problems.sorted { $0.line < $1.line })
        }
        reading.dropRepeatedUIDs()
        reading.dropChangesOfMissingOccurrences()
        if strict && !reading.skipped.isEmpty {
            let all = reading.skipped.flatMap(\.problems)
            throw ICalendarImportError(problems: all.sorted { $0.line < $1.line })
        }
        return reading
    }
}

/// What a reader found: the events to store, and the components it left out.
struct ICalendarReading {
    var events: [ImportedEvent] = []
    var skipped: [ICalendarSkipped] = []

    /// Leaves out an event whose UID (or changed occurrence) an earlier one in the file
    /// already has: the first wins, as when the file is imported again.
    mutating func dropRepeatedUIDs() {
        var seen: [String: Int] = [:]
        var kept: [ImportedEvent] = []
        for event in events {
            guard let uid = event.storedUID else {
                kept.append(event)
                continue
            }
            if let first = seen[uid] {
                let message =
                    event.replacing == nil
                    ? "repeats the UID of the event on line \(first)"
                    : "changes the same occurrence as the event on line \(first)"
                skipped.append(
                    ICalendarSkipped(
                        line: event.line,
                        component: "VEVENT",
                        title: event.title,
                        problems: [.init(line: event.line, message: message)]
                    )
                )
            } else {
                seen[uid] = event.line
                kept.append(event)
            }
        }
        events = kept
        skipped.sort { $0.line < $1.line }
    }
}
