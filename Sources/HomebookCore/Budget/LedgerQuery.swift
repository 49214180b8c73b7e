/// Which items a sum or a report counts (docs/manual.md#budget); every field left nil counts
/// all of them.
public struct LedgerQuery: Equatable, Sendable {
    /// The first day counted, inclusive.
    public var from: CalendarDate?
    /// The last day counted, inclusive.
    public var to: CalendarDate?
    /// Only this kind.
    public var kind: LedgerKind?
    /// Only these categories, each with its branch (`food` counts `food:groceries`), case
    /// ignored for A–Z; nil in the list stands for uncategorised items. Nil counts every
    /// category.
    public var categories: [String?]?
    /// Only items whose name or note holds this text (case ignored for ASCII letters).
    public var search: String?
    /// Only the items of this account (its id); nil counts every account
    /// (docs/manual.md#budget-accounts).
    public var account: Int64?

    /// Creates a query.
    public init(
        from: CalendarDate? = nil,
        to: CalendarDate? = nil,
        kind: LedgerKind? = nil,
        categories: [String?]? = nil,
        search: String? = nil,
        account: Int64? = nil
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.categories = categories
        self.search = search
        self.account = account
    }

    /// The query counting what a list filter shows.
    public init(_ filter: LedgerFilter) {
        self.init(
            from: filter.from,
            to: filter.to,
            kind: filter.kind,
            categories: filter.category.map { [$0 == LedgerFilter.uncategorised ? nil : $0] }
        )
    }

    /// Whether it counts every item.
    public var isEverything: Bool {
        self == LedgerQuery()
    }

    /// The days of one month, `from` its first to `to` its last.
    public static func month(_ month: LedgerMonth) -> LedgerQuery {
        LedgerQuery(from: month.first, to: month.last)
    }
}

/// Income, expenses and how many items of each: the sum a query asks for.
public struct LedgerSum: Equatable, Sendable {
    /// What came in.
    public var income: Money
    /// What went out.
    public var expenses: Money
    /// How many income items.
    public var incomeCount: Int64
    /// How many expense items.
    public var expenseCount: Int64

    /// Creates a sum.
    public init(
        income: Money = .zero,
        expenses: Money = .zero,
        incomeCount: Int64 = 0,
        expenseCount: Int64 = 0
    ) {
        self.income = income
        self.expenses = expenses
        self.incomeCount = incomeCount
        self.expenseCount = expenseCount
    }

    /// Nothing counted.
    public static let zero = LedgerSum()

    /// Income − expenses: both lie in 0...Int64.max, so the difference always fits.
    public var net: Money {
        Money(cents: income.cents - expenses.cents)
    }

    /// How many items were counted.
    public var count: Int64 {
        incomeCount + expenseCount
    }

    /// This sum and `other` together.
    ///
    /// - Throws: ``LedgerError/totalOverflow(_:)`` when a sum would pass 64-bit cents.
    func adding(_ other: LedgerSum) throws(LedgerError) -> LedgerSum {
        let (income, o1) = income.cents.addingReportingOverflow(other.income.cents)
        guard !o1 else { throw .totalOverflow(.income) }
        let (expenses, o2) = expenses.cents.addingReportingOverflow(other.expenses.cents)
        guard !o2 else { throw .totalOverflow(.expense) }
        return LedgerSum(
            income: Money(cents: income),
            expenses: Money(cents: expenses),
            // Counts are bounded by the number of rows a file can hold.
            incomeCount: incomeCount + other.incomeCount,
            expenseCount: expenseCount + other.expenseCount
        )
    }

    /// Only the income side, or only the expense side.
    func only(_ kind: LedgerKind?) -> LedgerSum {
        switch kind {
        case nil: return self
        case .income: return LedgerSum(income: income, incomeCount: incomeCount)
        case .expense: return LedgerSum(expenses: expenses, expenseCount: expenseCount)
        }
    }
}

/// A calendar month, `YYYY-MM`.
public struct LedgerMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int

    /// The month a day falls in.
    public init(_ date: CalendarDate) {
        self.year = date.year
        self.month = date.month
    }

    /// Parses `YYYY-MM`, or returns nil.
    public init?(text: String) {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.utf8.count == 7, let date = CalendarDate(iso: trimmed + "-01") else {
            return nil
        }
        self.init(date)
    }

    /// Parses a month as typed: `YYYY-MM`, `this` (or `t`) for the month of `today`, `last`
    /// for the one before.
    ///
    /// - Throws: ``LedgerQueryError/invalidMonth(_:)`` for anything else.
    public static func parse(
        _ text: String,
        today: CalendarDate
    ) throws(LedgerQueryError) -> LedgerMonth {
        switch text.trimmingWhitespace().lowercased() {
        case "this", "t": return LedgerMonth(today)
        case "last": return LedgerMonth(today).adding(months: -1)
        default:
            guard let month = LedgerMonth(text: text) else { throw .invalidMonth(text) }
            return month
        }
    }

    /// Its first day.
    public var first: CalendarDate {
        CalendarDate(year: year, month: month, day: 1) ?? .epoch
    }

    /// Its last day.
    public var last: CalendarDate {
        let days = CalendarDate.daysIn(month: month, year: year)
        return CalendarDate(year: year, month: month, day: days) ?? .epoch
    }

    /// The month `count` months later (earlier when negative), kept within years 1…9999.
    public func adding(months count: Int) -> LedgerMonth {
        let index = min(max(year * 12 + (month - 1) + count, 12), 9999 * 12 + 11)
        return LedgerMonth(CalendarDate(year: index / 12, month: index % 12 + 1, day: 1) ?? .epoch)
    }

    /// `YYYY-MM`.
    public var description: String {
        first.monthKey
    }

    /// Orders months chronologically.
    public static func < (lhs: LedgerMonth, rhs: LedgerMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
