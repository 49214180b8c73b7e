/// A month, a quarter or a year of the ledger: what the categories screen sums and steps
/// through (docs/manual.md#the-categories-screen).
public struct LedgerPeriod: Hashable, Sendable, CustomStringConvertible {
    /// How long a period is, and how far ← and → step.
    public enum Step: String, CaseIterable, Sendable {
        /// One calendar month.
        case month
        /// Three months: January–March, April–June, July–September, October–December.
        case quarter
        /// One calendar year.
        case year

        /// How many months a period of this step holds.
        public var months: Int {
            switch self {
            case .month: return 1
            case .quarter: return 3
            case .year: return 12
            }
        }

        /// The step after this one, month → quarter → year → month.
        public var next: Step {
            switch self {
            case .month: return .quarter
            case .quarter: return .year
            case .year: return .month
            }
        }
    }

    /// How long the period is.
    public let step: Step
    /// Its first month.
    public let firstMonth: LedgerMonth

    /// The period of `step` that holds `month`.
    public init(_ step: Step, containing month: LedgerMonth) {
        self.step = step
        let startMonth = (month.month - 1) / step.months * step.months + 1
        firstMonth =
            LedgerMonth(text: Self.monthText(year: month.year, month: startMonth)) ?? month
    }

    /// Its last month.
    public var lastMonth: LedgerMonth {
        firstMonth.adding(months: step.months - 1)
    }

    /// Its first day.
    public var first: CalendarDate { firstMonth.first }

    /// Its last day.
    public var last: CalendarDate { lastMonth.last }

    /// Its months, first to last.
    public var months: [LedgerMonth] {
        (0..<step.months).map { firstMonth.adding(months: $0) }
    }

    /// The period `count` steps later (earlier when negative); it stays within years 1…9999.
    public func adding(_ count: Int) -> LedgerPeriod {
        LedgerPeriod(step, containing: firstMonth.adding(months: count * step.months))
    }

    /// The period of `step` that holds this one's first month.
    public func with(step: Step) -> LedgerPeriod {
        LedgerPeriod(step, containing: firstMonth)
    }

    /// Every item of the period, as a query.
    public var query: LedgerQuery {
        LedgerQuery(from: first, to: last)
    }

    /// `2026-11`, `2026 Q4` or `2026`.
    public var description: String {
        switch step {
        case .month: return firstMonth.description
        case .quarter: return "\(Self.year(firstMonth.year)) Q\((firstMonth.month - 1) / 3 + 1)"
        case .year: return Self.year(firstMonth.year)
        }
    }

    /// The days it covers, `2026-10-01 – 2026-12-31`.
    public var days: String {
        "\(first) – \(last)"
    }

    private static func year(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func monthText(year: Int, month: Int) -> String {
        Self.year(year) + (month < 10 ? "-0" : "-") + String(month)
    }
}
