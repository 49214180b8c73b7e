/// Reading one VEVENT's properties.
extension ICalendarReader {
    /// The event in `lines` (its BEGIN line first), or its problems.
    func event(from lines: [ICalendarLine]) throws(ICalendarImportError) -> ImportedEvent {
        let begin = lines.first?.number ?? 0
        var problems: [ICalendarImportError.Problem] = []
        func problem(_ line: ICalendarLine, _ message: String) {
            problems.append(.init(line: line.number, message: message))
        }
        var uid: String?
        var emptyUID = false
        var title: String?
        var description = ""
        var location = ""
        var recipeName: String?
        var start: (value: ICalendarTime, line: ICalendarLine)?
        var end: (value: ICalendarTime, line: ICalendarLine)?
        var endLine: ICalendarLine?
        var duration: (value: Int64, line: ICalendarLine)?
        var ruleLine: ICalendarLine?
        var exceptionLines: [ICalendarLine] = []
        var extraLines: [ICalendarLine] = []
        var replacedLine: ICalendarLine?
        var stamp: Int64?
        var sequence = 0
        var depth = 0
        var sawStart = false
        let floating = calendarZone ?? zone
        for line in lines.dropFirst() {
            // Nested components (VALARM) are skipped whole.
            if line.name == "BEGIN" { depth += 1 }
            if line.name == "END" { depth -= 1 }
            if depth > 0 || line.name == "END" { continue }
            do throws(ICalendarImportError.Problem) {
                switch line.name {
                // An empty UID is no UID: the event is given a new one, and the import
                // says so (docs/manual.md#planner).
                case "UID":
                    let value = line.value.trimmingWhitespace()
                    uid = value.isEmpty ? nil : value
                    emptyUID = value.isEmpty
                case "SUMMARY":
                    // An empty SUMMARY is no title: shown as "(no title)", as calendar apps do.
                    let text = ICalendarText.unescape(line.value)
                    title = text.trimmingWhitespace().isEmpty ? "" : try? Planner.title(text)
                    if title == nil { problem(line, "SUMMARY must be one line of text") }
                case "DESCRIPTION": description = ICalendarText.unescape(line.value)
                case "LOCATION": location = ICalendarText.unescape(line.value)
                case "X-HOMEBOOK-RECIPE":
                    let name = ICalendarText.unescape(line.value).trimmingWhitespace()
                    recipeName = name.isEmpty ? nil : name
                case "DTSTART":
                    sawStart = true
                    start = (try ICalendarTime(line, zone: floating, defined: defined), line)
                // Read once the start is known: a floating end takes the start's zone.
                case "DTEND": endLine = line
                case "DURATION": duration = (try ICalendarTime.duration(line), line)
                // Two rules make one series of both rules' days; homebook keeps one rule.
                case "RRULE":
                    if ruleLine != nil {
                        problem(line, "a second RRULE cannot be represented (one rule per event)")
                    }
                    ruleLine = line
                case "DTSTAMP":
                    if case .instant(let value) = try ICalendarTime(
                        line,
                        zone: floating,
                        defined: defined
                    ) {
                        stamp = value
                    }
                // Read once the start's zone is known: they name days in it.
                case "EXDATE": exceptionLines.append(line)
                case "SEQUENCE": sequence = Int(line.value.trimmingWhitespace()) ?? 0
                case "RECURRENCE-ID":
                    if line.parameters["RANGE"]?.uppercased() == "THISANDFUTURE" {
                        problem(line, "RECURRENCE-ID;RANGE=THISANDFUTURE cannot be represented")
                    }
                    replacedLine = line
                // Read once the span is known: a date or time lasts as long as the event.
                case "RDATE": extraLines.append(line)
                case "EXRULE":
                    problem(line, "EXRULE cannot be represented (only plain repeats can)")
                default: break
                }
            } catch {
                problems.append(error)
            }
        }
        guard let start else {
            if !sawStart {
                problems.append(.init(line: begin, message: "the event has no DTSTART"))
            }
            throw ICalendarImportError(problems: problems)
        }
        if let endLine {
            do throws(ICalendarImportError.Problem) {
                end = (
                    try ICalendarTime(inZoneOf: start.line, endLine, floating, defined: defined),
                    endLine
                )
            } catch {
                problems.append(error)
            }
        }
        // An event without a SUMMARY comes in untitled (docs/manual.md#planner).
        if title == nil && !problems.contains(where: { $0.message.hasPrefix("SUMMARY") }) {
            title = ""
        }
        var span: EventSpan?
        do throws(ICalendarImportError.Problem) {
            span = try ICalendarTime.span(start: start, end: end, duration: duration)
            try span?.checkKept(line: start.line)
        } catch {
            problems.append(error)
        }
        // The zone the start is written in: the series repeats in it, and its skipped and
        // changed occurrences name days in it (docs/manual.md#planner).
        // A floating time in a calendar with X-WR-TIMEZONE is in that zone, and repeats there.
        let timedFloating = span?.isAllDay == false && start.line.parameters["TZID"] == nil
        var seriesZone = writtenZone(of: start.line) ?? floating
        var storedZone =
            writtenZone(of: start.line)?.name ?? (timedFloating ? calendarZone?.name : nil)
        // A series in a zone only the file defines repeats in a named zone with its clock;
        // a changed occurrence names its day in the zone its series would.
        if ruleLine != nil || replacedLine != nil, storedZone == nil, let span {
            do throws(ICalendarImportError.Problem) {
                if let named = try namedZone(of: start.line, span: span, rule: ruleLine) {
                    seriesZone = named
                    storedZone = named.name
                }
            } catch {
                if replacedLine == nil { problems.append(error) }
            }
        }
        var exceptions: [CalendarDate] = []
        var replaced: CalendarDate?
        // An all-day series' days are named as written, whatever zone a time names them in
        // (Exchange writes `RECURRENCE-ID;TZID=GMT Standard Time:20200416T000000`).
        let asWritten = span?.isAllDay ?? false
        do throws(ICalendarImportError.Problem) {
            for line in exceptionLines {
                exceptions += try days(
                    in: line,
                    zone: seriesZone,
                    asWritten: asWritten,
                    startingAs: asWritten ? nil : start.line
                )
            }
            if let replacedLine {
                replaced = try days(in: replacedLine, zone: seriesZone, asWritten: asWritten).first
            }
        } catch {
            problems.append(error)
        }
        // A changed occurrence is one event: some apps copy the series' RRULE into it,
        // which would otherwise repeat the change as a second series.
        if replaced != nil && uid != nil { ruleLine = nil }
        var rule: RepeatRule?
        var repeatsFrom: CalendarDate?
        if let ruleLine, let span {
            do throws(ICalendarImportError.Problem) {
                // BYDAY and friends name the start's day as written (in its own zone).
                let written =
                    start.line.value.hasSuffix("Z")
                    ? nil : ICalendarTime.date(String(start.line.value.prefix(8)))
                let firstDay = written ?? span.firstDay(in: seriesZone)
                rule = try ICalendarRule.parse(
                    ruleLine,
                    firstDay: firstDay,
                    span: span,
                    zone: seriesZone
                )
                rule?.exceptions = Array(Set(exceptions)).sorted()
                repeatsFrom = firstDay
            } catch {
                problems.append(error)
            }
        }
        var extraDates: [ExtraDate] = []
        if let span, !extraLines.isEmpty {
            do throws(ICalendarImportError.Problem) {
                extraDates = try self.extraDates(
                    extraLines,
                    except: exceptionLines,
                    span: span,
                    floating: seriesZone
                )
            } catch {
                problems.append(error)
            }
        }
        // An event without a repeat whose own start an EXDATE excludes (Mozilla's "faked
        // master" repeats its start as RDATE and EXDATE): its first extra date left becomes
        // its start, and with none it has no occurrence (as recurring-ical-events reads it).
        if ruleLine == nil, replacedLine == nil, let current = span,
            exceptions.contains(current.firstDay(in: seriesZone))
        {
            extraDates.sort()
            if extraDates.isEmpty {
                problems.append(
                    .init(
                        line: start.line.number,
                        message: "an EXDATE excludes the event's only date: it has no occurrence"
                    )
                )
            } else {
                span = extraDates.removeFirst().span(for: current, in: seriesZone)
            }
        }
        guard problems.isEmpty, let title, let span else {
            throw ICalendarImportError(problems: problems)
        }
        return ImportedEvent(
            uid: uid,
            emptyUID: emptyUID,
            title: title,
            description: description,
            location: location,
            recipeName: recipeName,
            span: span,
            rule: rule,
            replacing: uid.flatMap { uid in replaced.map { (uid, $0) } },
            replacingLine: replacedLine?.number,
            replacingInstant: replacedLine.flatMap {
                guard !span.isAllDay,
                    case .instant(let at) = try? ICalendarTime(
                        $0,
                        zone: seriesZone,
                        defined: defined
                    )
                else { return nil }
                return at
            },
            sequence: sequence,
            repeatsFrom: repeatsFrom,
            stamp: stamp,
            line: begin,
            zone: rule != nil && !span.isAllDay ? storedZone : nil,
            extraDates: extraDates
        )
    }

    /// The local days of an EXDATE or RECURRENCE-ID: each value of the list (dates, or
    /// date-times in UTC, a TZID or floating) is the start of an occurrence, named by the day
    /// it starts on here, as repeats are expanded; with `asWritten`, a time in a zone (a
    /// TZID, or floating) or midnight UTC names the day written in it. With `start` (a timed
    /// series' DTSTART), a time at another clock than the start's names no occurrence and no
    /// day: RFC 5545 §3.8.5.1 skips only an occurrence starting exactly then
    /// (docs/manual.md#planner).
    private func days(
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
    private func sameClock(
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
    fileprivate func namedZone(
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
    fileprivate init(
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

extension ICalendarImportError.Problem: Error {}
