/// Turning typed start and end values into a span.
extension EventSpan {
    /// The span of a start and an optional end as typed.
    ///
    /// A date start (or `allDay`) makes an all-day event ending the same day unless an end
    /// day is given; a timed start without an end lasts one hour; an end given as a time
    /// alone (`19:30`) is on the start's day.
    public static func resolve(
        start: TimeValue,
        end: TimeValue?,
        allDay: Bool,
        today: CalendarDate,
        zone: LocalZone
    ) throws(PlannerError) -> EventSpan {
        switch start {
        case .date(let first):
            var last = first
            switch end {
            case nil: break
            case .date(let day): last = day
            case .dateTime, .clock: throw allDay ? .allDayWithTime : .mixedAllDayAndTimed
            }
            guard last >= first else { throw .endBeforeStart }
            return .allDay(first: first, last: last)
        case .dateTime, .clock:
            if allDay { throw .allDayWithTime }
            let reading = start.reading(on: today)
            let startAt = zone.instant(reading)
            var endAt = startAt + 3_600
            switch end {
            case nil: break
            case .date: throw .mixedAllDayAndTimed
            case .dateTime, .clock?:
                endAt = zone.instant(end?.reading(on: reading.date) ?? reading)
            }
            guard endAt >= startAt else { throw .endBeforeStart }
            return .timed(start: startAt, end: endAt)
        }
    }

    /// The same span moved so that it starts at `start`, keeping its length.
    func moved(
        to start: TimeValue,
        today: CalendarDate,
        zone: LocalZone
    ) throws(PlannerError)
        -> EventSpan
    {
        switch (self, start) {
        case (.allDay(let first, let last), .date(let newFirst)):
            return .allDay(
                first: newFirst,
                last: newFirst.adding(days: last.dayNumber - first.dayNumber)
            )
        case (.timed(let oldStart, let oldEnd), .dateTime),
            (.timed(let oldStart, let oldEnd), .clock):
            let startAt = zone.instant(start.reading(on: today))
            return .timed(start: startAt, end: startAt + (oldEnd - oldStart))
        default:
            return try Self.resolve(start: start, end: nil, allDay: false, today: today, zone: zone)
        }
    }
}

extension TimeValue {
    /// The wall-clock reading, with `day` for a time alone.
    func reading(on day: CalendarDate) -> LocalDateTime {
        switch self {
        case .dateTime(let reading): return reading
        case .date(let date): return LocalDateTime(date: date, hour: 0, minute: 0)
        case .clock(let hour, let minute):
            return LocalDateTime(date: day, hour: hour, minute: minute)
        }
    }
}
