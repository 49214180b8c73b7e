internal import SQLiteWrapper

/// How often a recurring item falls (docs/manual.md#schedules).
public enum ScheduleFrequency: String, CaseIterable, Sendable {
    /// Every week, on the weekday of its first day.
    case weekly
    /// Every month, on a day of the month (a month without that day is skipped, as the
    /// planner's monthly repeats do) or on the last day.
    case monthly
    /// Every year, on the day and month of its first day (29 February only in leap years).
    case yearly

    /// How often as typed: `weekly`, `monthly`, `yearly` or their first letters.
    public static func parse(_ text: String) throws(LedgerScheduleError) -> ScheduleFrequency {
        switch text.quicklyTrimmed().lowercased() {
        case "w", "weekly": return .weekly
        case "m", "monthly": return .monthly
        case "y", "yearly": return .yearly
        default: throw .invalidFrequency(text)
        }
    }
}

/// A recurring ledger item: what to post and when (docs/manual.md#schedules).
///
/// Its days come from the planner's own repeat rule (``RepeatRule``), so a monthly item on
/// the 31st falls exactly where a monthly event on the 31st does.
public struct LedgerSchedule: Equatable, Sendable {
    /// The schedule's id, shown by `budget repeat list`.
    public let id: Int64
    /// Income or expense.
    public var kind: LedgerKind
    /// The name each posted item gets.
    public var name: String
    /// The amount each posted item gets: more than zero.
    public var amount: Money
    /// The category each posted item gets, if any.
    public var category: String?
    /// The note each posted item gets, if any.
    public var note: String?
    /// How often it falls.
    public var frequency: ScheduleFrequency
    /// For a monthly schedule, the day of the month (1…31) or -1 for the last day; nil: the
    /// day of ``from``.
    public var monthDay: Int?
    /// The first day it may fall on.
    public var from: CalendarDate
    /// The last day it may fall on, if it ends.
    public var until: CalendarDate?
    /// The account each posted item goes into; its amount is in the account's currency.
    public var accountID: Int64

    /// Creates a schedule as stored.
    public init(
        id: Int64,
        kind: LedgerKind,
        name: String,
        amount: Money,
        category: String?,
        note: String?,
        frequency: ScheduleFrequency,
        monthDay: Int?,
        from: CalendarDate,
        until: CalendarDate?,
        accountID: Int64 = Account.defaultID
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.amount = amount
        self.category = category
        self.note = note
        self.frequency = frequency
        self.monthDay = frequency == .monthly ? monthDay : nil
        self.from = from
        self.until = until
        self.accountID = accountID
    }

    /// The day of its first occurrence: ``from`` itself, or for a monthly schedule on a
    /// named day the first such day on or after it. Nil when that lies after ``until``.
    public var firstDate: CalendarDate? {
        var first = from
        if frequency == .monthly, let monthDay {
            var found: CalendarDate?
            // Within two months there is always a 31st; a year is ample for any day.
            for step in 0..<12 where found == nil {
                let months = from.year * 12 + (from.month - 1) + step
                let (year, month) = (months / 12, months % 12 + 1)
                let length = CalendarDate.daysIn(month: month, year: year)
                let day = monthDay == -1 ? length : monthDay
                if let date = CalendarDate(year: year, month: month, day: day), date >= from {
                    found = date
                }
            }
            guard let found else { return nil }
            first = found
        }
        if let until, first > until { return nil }
        return first
    }

    /// The planner's repeat rule for these days.
    var repeatRule: RepeatRule {
        let frequency: RepeatFrequency
        switch self.frequency {
        case .weekly: frequency = .weekly
        case .monthly: frequency = .monthly
        case .yearly: frequency = .yearly
        }
        return RepeatRule(
            frequency: frequency,
            end: until.map { .until($0) } ?? .never,
            byMonthDay: monthDay.map { [$0] } ?? []
        )
    }

    /// The days it falls on within `start…end`, in order.
    public func dates(from start: CalendarDate, to end: CalendarDate) -> [CalendarDate] {
        guard let first = firstDate, start <= end else { return [] }
        return repeatRule.startDays(first: first, from: start, to: end)
    }

    /// The first day it falls on at or after `day`, or nil when it has ended by then.
    public func next(onOrAfter day: CalendarDate) -> CalendarDate? {
        // A yearly 29 February waits at most eight years.
        dates(from: day, to: day.adding(days: 366 * 8 + 1)).first
    }

    /// The rule in words, with `until 2027-06-30` when it ends.
    public var ruleSummary: String {
        rule + (until.map { " until \($0)" } ?? "")
    }

    /// The rule in words: `monthly on day 1`, `weekly on Monday`, `yearly on 03-15`.
    public var rule: String {
        let text: String
        switch frequency {
        case .weekly:
            text = "weekly on " + (firstDate ?? from).weekdayName
        case .monthly:
            let day = monthDay ?? from.day
            text = "monthly on " + (day == -1 ? "the last day" : "day \(day)")
        case .yearly:
            let description = from.description
            text = "yearly on " + description.suffix(5)
        }
        return text
    }

    /// The columns every schedule query selects, in the order ``init(row:)`` reads them.
    static let columns =
        "id, kind, name, amount_cents, category, note, frequency, month_day, from_date, until_date,"
        + " account_id"

    /// Decodes a row selected with ``columns``.
    ///
    /// - Throws: ``LedgerScheduleError/damaged(id:)`` when a stored value breaks the rules.
    init(row: some ColumnReading) throws {
        let id: Int64 = try row.get(0)
        let cents: Int64 = try row.get(3)
        let untilText: String? = try row.get(9)
        guard let kind = LedgerKind(rawValue: try row.get(1)),
            let frequency = ScheduleFrequency(rawValue: try row.get(6)),
            let from = CalendarDate(iso: try row.get(8)),
            cents > 0
        else { throw LedgerScheduleError.damaged(id: id) }
        var until: CalendarDate?
        if let untilText {
            guard let date = CalendarDate(iso: untilText) else {
                throw LedgerScheduleError.damaged(id: id)
            }
            until = date
        }
        let monthDay: Int64? = try row.get(7)
        self.init(
            id: id,
            kind: kind,
            name: try row.get(2),
            amount: Money(cents: cents),
            category: try row.get(4),
            note: try row.get(5),
            frequency: frequency,
            monthDay: monthDay.map { Int($0) },
            from: from,
            until: until,
            accountID: try row.get(10)
        )
    }
}
