/// Reading an RRULE's BYDAY, BYMONTHDAY and BYMONTH into a ``RepeatRule``'s day lists.
extension ICalendarRule {
    /// The day lists of `parts` (taken out of it), or why they cannot be represented. A list
    /// naming only what the start already repeats (weekly on its own weekday, monthly on its
    /// own day, yearly in its own month) adds nothing and gives empty lists.
    static func dayLists(
        _ parts: inout [String: String],
        frequency: RepeatFrequency,
        first: CalendarDate,
        fail: (String) -> Problem
    ) throws(Problem) -> ([RepeatWeekday], [Int]) {
        var byDay: [RepeatWeekday] = []
        var byMonthDay: [Int] = []
        if let text = parts.removeValue(forKey: "BYDAY") {
            // Some Microsoft exports write a space after each comma (`MO, TU, WE`).
            for code in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let day = RepeatWeekday(code: String(code).trimmingWhitespace()) else {
                    throw fail("BYDAY=\(text) is not a list of weekdays such as MO or 1SA")
                }
                byDay.append(day)
            }
            // An ordinal counts within the month; within a year (yearly without BYMONTH) or
            // in a week or day it is not kept.
            let ordinalsFit =
                frequency == .monthly || (frequency == .yearly && parts["BYMONTH"] != nil)
            if byDay.contains(where: { $0.ordinal != 0 }), !ordinalsFit {
                throw fail(
                    "BYDAY=\(text) cannot be represented (a numbered weekday counts within a month)"
                )
            }
        }
        if let text = parts.removeValue(forKey: "BYMONTHDAY") {
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let day = Int(part), day != 0, (-31...31).contains(day) else {
                    throw fail("BYMONTHDAY=\(text) is not a list of days 1 to 31 or -1 to -31")
                }
                byMonthDay.append(day)
            }
            guard frequency != .weekly else {
                throw fail("BYMONTHDAY=\(text) cannot be represented in a weekly rule")
            }
        }
        // Apps often spell out the start's own day; that adds nothing and stays plain.
        let own = RepeatWeekday(weekday: first.weekday)
        if byMonthDay.isEmpty, frequency == .weekly, byDay == [own] { byDay = [] }
        if byDay.isEmpty, frequency != .daily, frequency != .weekly, byMonthDay == [first.day] {
            byMonthDay = []
        }
        if let month = parts.removeValue(forKey: "BYMONTH") {
            guard frequency == .yearly, Int(month) == first.month else {
                throw fail("BYMONTH=\(month) cannot be represented (only the start's own month)")
            }
        } else if frequency == .yearly, !byDay.isEmpty || !byMonthDay.isEmpty {
            // Yearly lists without a month fall in every month (or count in the year).
            throw fail("yearly BYDAY or BYMONTHDAY cannot be represented without BYMONTH")
        }
        return (byDay, byMonthDay)
    }
}
