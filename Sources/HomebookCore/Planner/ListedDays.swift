/// The local days a listing asks for, with the instants where they begin and end.
struct ListedDays {
    /// The first and last day.
    let from: CalendarDate
    let to: CalendarDate
    /// The zone they are read in.
    let zone: LocalZone
    /// Local midnight starting `from`, and the one ending `to` (UTC seconds).
    let start: Int64
    let end: Int64

    /// The days `from…to` in `zone`; `start`, when given, is where `from` begins (known).
    init(from: CalendarDate, to: CalendarDate, zone: LocalZone, start: Int64? = nil) {
        self.from = from
        self.to = to
        self.zone = zone
        self.start = start ?? zone.instant(LocalDateTime(date: from, hour: 0, minute: 0))
        if to < CalendarDate.last {
            end = zone.instant(LocalDateTime(date: to.adding(days: 1), hour: 0, minute: 0))
        } else {
            // The day after 9999-12-31 has no date: its midnight is the last second's next.
            end = zone.instant(LocalDateTime(date: to, hour: 23, minute: 59, second: 59)) + 1
        }
    }

    /// Whether a span touches any of the days.
    func overlap(_ span: EventSpan) -> Bool {
        switch span {
        case .allDay(let first, let last):
            return first <= to && last >= from
        case .timed(let start, let end):
            // An event of no length at the first instant still counts.
            return start < self.end && (end > self.start || start == self.start)
        }
    }
}
