/// Reading an event's extra occurrences (RDATE, docs/manual.md#planner).
extension ICalendarReader {
    /// The extra dates the RDATE `lines` list (dates, date-times in UTC, a TZID or
    /// floating in `floating`, and periods with an end or a duration), but those an EXDATE
    /// of `exceptionLines` names exactly (RFC 5545 §3.8.5.2: the exceptions are taken from
    /// the whole set), each checked to lie within the times homebook keeps.
    func extraDates(
        _ lines: [ICalendarLine],
        except exceptionLines: [ICalendarLine],
        span: EventSpan,
        floating: LocalZone
    ) throws(ICalendarImportError.Problem) -> [ExtraDate] {
        var dates: [ExtraDate] = []
        for line in lines {
            for value in line.value.split(separator: ",") {
                let date = try extraDate(String(value), of: line, floating: floating)
                try date.span(for: span, in: floating).checkKept(line: line)
                dates.append(date)
            }
        }
        var skipped: Set<Int64> = []
        for line in exceptionLines {
            for value in line.value.split(separator: ",") {
                var single = line
                single.value = String(value)
                switch try ICalendarTime(single, zone: floating, defined: defined) {
                case .date(let day): skipped.insert(ExtraDate.date(day).startAt)
                case .instant(let instant): skipped.insert(instant)
                }
            }
        }
        return Array(Set(dates.filter { !skipped.contains($0.startAt) })).sorted()
    }

    /// One value of an RDATE `line`.
    private func extraDate(
        _ value: String,
        of line: ICalendarLine,
        floating: LocalZone
    ) throws(ICalendarImportError.Problem) -> ExtraDate {
        var single = line
        let type = line.parameters["VALUE"]?.uppercased()
        single.parameters["VALUE"] = type == "DATE" ? "DATE" : nil
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        single.value = String(parts[0])
        let start = try ICalendarTime(single, zone: floating, defined: defined)
        guard parts.count == 2 || type == "PERIOD" else {
            switch start {
            case .date(let day): return .date(day)
            case .instant(let instant): return .time(instant)
            }
        }
        let notPeriod = ICalendarImportError.Problem(
            line: line.number,
            message:
                "RDATE \(ICalendarText.quoted(value)) is not a period (start/end or start/duration)"
        )
        guard parts.count == 2, case .instant(let startAt) = start else { throw notPeriod }
        single.value = String(parts[1])
        let endText = single.value.trimmingWhitespace()
        if endText.hasPrefix("P") || endText.hasPrefix("+") || endText.hasPrefix("-") {
            let (end, overflow) = startAt.addingReportingOverflow(
                try ICalendarTime.duration(single)
            )
            guard !overflow else { throw notPeriod }
            return .period(start: startAt, end: end)
        }
        guard case .instant(let end) = try ICalendarTime(single, zone: floating, defined: defined),
            end >= startAt
        else { throw notPeriod }
        return .period(start: startAt, end: end)
    }
}
