/// The dates a repeat rule produces, computed only where asked.
extension RepeatRule {
    /// The start days of the occurrences that begin within `from…to`, in order.
    ///
    /// Days are local wall-calendar days: a weekly 09:00 event stays at 09:00 across a
    /// daylight-saving change because the day, not the instant, is what repeats. Dates that
    /// do not exist (31 April, 29 February in a common year) are skipped and not counted,
    /// as RFC 5545 §3.3.10 says. Daily and weekly rules jump straight to the range.
    public func startDays(
        first: CalendarDate,
        from: CalendarDate,
        to: CalendarDate
    )
        -> [CalendarDate]
    {
        var result: [CalendarDate] = []
        forEachStartDay(first: first, from: from) { index, date in
            guard date <= to else { return false }
            if date >= from { result.append(date) }
            return true
        }
        return result
    }

    /// The start day of the last occurrence, or nil when the rule never ends (or ends
    /// after 9999-12-31).
    public func lastStartDay(first: CalendarDate) -> CalendarDate? {
        switch end {
        case .never:
            return nil
        case .until(let until):
            var last: CalendarDate?
            // Only the final stretch matters: eight years hold a 29 February.
            let from = until.adding(days: -(interval * 366 * 8 + 31))
            forEachStartDay(first: first, from: from) { _, date in
                guard date <= until else { return false }
                last = date
                return true
            }
            return last
        case .count:
            var last: CalendarDate?
            forEachStartDay(first: first, from: first) { _, date in
                last = date
                return true
            }
            return last
        }
    }

    /// Calls `body(index, date)` for each occurrence on or after `from` (and a few before),
    /// with its 0-based occurrence index, until it returns false or the rule ends.
    private func forEachStartDay(
        first: CalendarDate,
        from: CalendarDate,
        _ body: (Int, CalendarDate) -> Bool
    ) {
        let limit: Int
        switch end {
        case .count(let count): limit = count
        default: limit = Int.max
        }
        let until: CalendarDate? = {
            if case .until(let date) = end { return date }
            return nil
        }()
        if hasDayLists {
            forEachListedDay(first: first, from: from, until: until, limit: limit, body)
            return
        }
        switch frequency {
        case .daily, .weekly:
            let step = (frequency == .daily ? 1 : 7) * interval
            let gap = from.dayNumber - first.dayNumber
            var index = gap <= 0 ? 0 : gap / step
            while index < limit {
                // Dates end with 9999-12-31 (adding days clamps there): stop before.
                let number = first.dayNumber + index * step
                if number > CalendarDate.last.dayNumber { return }
                let date = CalendarDate(dayNumber: number)
                if let until, date > until { return }
                guard body(index, date) else { return }
                index += 1
            }
        case .monthly, .yearly:
            let step = (frequency == .monthly ? 1 : 12) * interval
            var index = 0
            var counted = 0
            // Every month step holds the day when it is at most 28, so jump straight there.
            if first.day <= 28 && !(frequency == .yearly && first.month == 2 && first.day == 29) {
                let gap = from.monthNumber - first.monthNumber
                index = gap <= 0 ? 0 : gap / step
                counted = index
            }
            while counted < limit {
                let months = first.monthNumber + index * step
                let year = months / 12
                if year > 9999 { return }
                index += 1
                guard let date = CalendarDate(year: year, month: months % 12 + 1, day: first.day)
                else { continue }
                if let until, date > until { return }
                counted += 1
                if date < from.adding(days: -31) { continue }
                guard body(counted - 1, date) else { return }
            }
        }
    }
}
