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
    /// The instant its RECURRENCE-ID names, for a timed one: it replaces the occurrence
    /// starting exactly then, not any occurrence of that day.
    var replacingInstant: Int64?
    /// Its revision (SEQUENCE; 0 when not written): a change made to an earlier revision
    /// of its series may name an occurrence the series no longer has.
    var sequence = 0
    /// The day a series' rule repeats from (its start's day, as its rule reads it).
    var repeatsFrom: CalendarDate?
    var stamp: Int64?
    var line: Int
    /// The Olson name of the zone a timed series repeats in (its DTSTART's), nil: local.
    var zone: String? = nil
    /// Its extra occurrences (RDATE), but those an EXDATE names.
    var extraDates: [ExtraDate] = []

    /// The UID it is stored under: a changed occurrence's own is its series' UID and day
    /// (`…-20260310`), so importing the file again finds it.
    var storedUID: String? {
        guard let replacing else { return uid }
        return replacing.uid + "-" + ICalendarWriter.basic(replacing.day)
    }
}

/// Reads the VEVENTs of an iCalendar stream, refusing what homebook cannot represent.
///
/// A file is read in passes, a line at a time, so its size does not set the memory it
/// takes: its structure and zones first, then each event to decide which come in
/// (``ICalendarChoice``), then, for a file imported from disk, each event again to store it.
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
        do {
            let source = ICalendarSource.bytes(bytes)
            return try prepared(source).choose(source, strict: strict, keepingEvents: true)
        } catch let error as ICalendarImportError {
            throw error
        } catch {
            // Bytes in memory fail to read no other way.
            throw ICalendarImportError(problems: [.init(line: 1, message: "\(error)")])
        }
    }

    /// The reader for a file once its structure is checked and its zones are known (the
    /// first pass): VTIMEZONEs may come after their use, and X-WR-TIMEZONE anywhere.
    ///
    /// - Throws: ``ICalendarImportError`` for a file that is not UTF-8, has a line too long,
    ///   or whose structure is broken.
    func prepared(_ source: ICalendarSource) throws -> ICalendarReader {
        var problems: [ICalendarImportError.Problem] = []
        var stack: [String] = []
        var zoneLines: [ICalendarLine] = []
        var sawCalendar = false
        var lastNumber: Int?
        var reader = self
        try source.forEachLine { line in
            lastNumber = line.number
            switch line.name {
            case "BEGIN":
                let component = line.value.uppercased()
                if stack.isEmpty && component != "VCALENDAR" {
                    problems.append(.init(line: line.number, message: "expected BEGIN:VCALENDAR"))
                }
                if stack == ["VCALENDAR"] { sawCalendar = true }
                stack.append(component)
                if stack == ["VCALENDAR", "VTIMEZONE"] {
                    zoneLines = [line]
                } else if stack.count > 2 && stack[1] == "VTIMEZONE" {
                    zoneLines.append(line)
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
                    return
                }
                if stack.count > 2 && stack[1] == "VTIMEZONE" { zoneLines.append(line) }
                if stack == ["VCALENDAR", "VTIMEZONE"],
                    let (tzid, zone) = ICalendarZoneDefinition.zone(from: zoneLines + [line])
                {
                    reader.defined[tzid] = zone
                    // TZID is text: Exchange escapes its comma (`Tijuana\, Mexico`), which the
                    // TZID parameter of a time writes plainly, quoted.
                    reader.defined[ICalendarText.unescape(tzid), default: zone] = zone
                }
                stack.removeLast()
            default:
                if stack.count >= 2 && stack[1] == "VTIMEZONE" {
                    zoneLines.append(line)
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
        if !stack.isEmpty {
            problems.append(
                .init(
                    line: lastNumber ?? 1,
                    message: "the file ends inside BEGIN:\(stack.last ?? "")"
                )
            )
        }
        if !sawCalendar && lastNumber == nil {
            problems.append(
                .init(line: 1, message: "this is not an iCalendar file (no BEGIN:VCALENDAR)")
            )
        }
        guard problems.isEmpty else {
            throw ICalendarImportError(problems: problems.sorted { $0.line < $1.line })
        }
        return reader
    }
}

/// What a reader found: the events to store (when it keeps them), the components it left
/// out, and the lines of the events it read and left out.
struct ICalendarReading {
    var events: [ImportedEvent] = []
    var skipped: [ICalendarSkipped] = []
    var dropped: Set<Int> = []
}
