/// One occurrence of a repeating span, on a given day.
extension EventSpan {
    /// The span of the occurrence starting on `day`: the same wall-clock time that day
    /// (so 09:00 stays 09:00 across daylight-saving changes) and the same length.
    /// `startReading` is this span's start read in `zone`, when the caller has it already.
    func occurrence(
        on day: CalendarDate,
        in zone: LocalZone,
        startReading: LocalDateTime? = nil
    ) -> EventSpan {
        switch self {
        case .allDay(let first, let last):
            return .allDay(first: day, last: day.adding(days: last.dayNumber - first.dayNumber))
        case .timed(let start, let end):
            var reading = startReading ?? zone.local(start)
            reading.date = day
            let startAt = zone.instant(reading)
            return .timed(start: startAt, end: startAt + (end - start))
        }
    }
}
