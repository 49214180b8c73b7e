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
}

extension ICalendarImportError.Problem: Error {}
