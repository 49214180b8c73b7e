/// The dates of a rule with day lists (``RepeatRule/byDay``, ``RepeatRule/byMonthDay``), by
/// RFC 5545 §3.3.10: each period (a day, a week from Monday, a month, the start's month of
/// a year) in turn, every N-th one, gives its listed days in order.
extension RepeatRule {
    /// Whether the rule names its days in lists, rather than repeating its start's day.
    var hasDayLists: Bool { !byDay.isEmpty || !byMonthDay.isEmpty }

    /// Calls `body(index, date)` for the start (always the first occurrence, as RFC 5545
    /// §3.8.5.3 counts it) and each listed day after it, until `body` returns false or the
    /// rule ends. Without a count (and for a weekly one, whose weeks all hold the same
    /// number of days) it starts at the period holding `from`; else it walks from the start.
    func forEachListedDay(
        first: CalendarDate,
        from: CalendarDate,
        until: CalendarDate?,
        limit: Int,
        _ body: (Int, CalendarDate) -> Bool
    ) {
        if let until, first > until { return }
        guard body(0, first) else { return }
        var counted = 1
        let weekStart = first.dayNumber - (first.weekday + 6) % 7
        let step: Int
        let origin: Int
        switch frequency {
        case .daily: (step, origin) = (interval, first.dayNumber)
        case .weekly: (step, origin) = (7 * interval, weekStart)
        case .monthly: (step, origin) = (interval, first.monthNumber)
        case .yearly: (step, origin) = (12 * interval, first.monthNumber)
        }
        // Weekdays are a set: `MO` and a stray `1MO` are one day of the week.
        let offsets = Set(byDay.map { ($0.weekday + 6) % 7 }).sorted()
        var period = 0
        // Without a count nothing before the asked days matters: start at their period.
        if limit == Int.max {
            let target =
                frequency == .daily || frequency == .weekly
                ? from.dayNumber : from.monthNumber
            period = max(0, (target - origin) / step)
        } else if frequency == .weekly, from.dayNumber - origin >= step {
            // Every week after the first holds each listed day: count them without a walk.
            let weeks = (from.dayNumber - origin) / step
            let inFirst = offsets.count { origin + $0 > first.dayNumber }
            let before = 1 + inFirst + (weeks - 1) * offsets.count
            if before >= limit { return }
            (period, counted) = (weeks, before)
        }
        while counted < limit {
            let start = origin + period * step
            period += 1
            let days: [CalendarDate]
            switch frequency {
            case .daily:
                if start > CalendarDate.last.dayNumber { return }
                let day = CalendarDate(dayNumber: start)
                days = listed(year: day.year, month: day.month).contains(day.day) ? [day] : []
            case .weekly:
                if start > CalendarDate.last.dayNumber { return }
                days = offsets.compactMap { offset in
                    start + offset > CalendarDate.last.dayNumber
                        ? nil : CalendarDate(dayNumber: start + offset)
                }
            case .monthly, .yearly:
                let year = start / 12
                if year > 9999 { return }
                let month = start % 12 + 1
                days = listed(year: year, month: month).compactMap {
                    CalendarDate(year: year, month: month, day: $0)
                }
            }
            for day in days where day > first {
                if let until, day > until { return }
                guard counted < limit else { return }
                counted += 1
                guard body(counted - 1, day) else { return }
            }
        }
    }

    /// Whether `day` is one the lists name (RFC 5545's "synchronized" start): one of a
    /// weekly rule's weekdays, or a day its month's lists give.
    func listsName(_ day: CalendarDate) -> Bool {
        frequency == .weekly
            ? byDay.contains { $0.weekday == day.weekday }
            : listed(year: day.year, month: day.month).contains(day.day)
    }

    /// The days of `year`-`month` the lists name, in order: the listed weekdays, the
    /// listed month days (a day the month lacks is none), or those in both when both are
    /// given.
    private func listed(year: Int, month: Int) -> [Int] {
        let length = CalendarDate.daysIn(month: month, year: year)
        var days: Set<Int>?
        if !byDay.isEmpty {
            days = Set(byDay.flatMap { $0.days(year: year, month: month) })
        }
        if !byMonthDay.isEmpty {
            let named = Set(
                byMonthDay.map { $0 > 0 ? $0 : length + 1 + $0 }.filter {
                    (1...length).contains($0)
                }
            )
            days = days.map { $0.intersection(named) } ?? named
        }
        return (days ?? []).sorted()
    }
}
