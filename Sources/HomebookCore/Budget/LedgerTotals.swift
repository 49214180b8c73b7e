/// Income, expenses and the number of items, exact; savings is their difference.
public struct LedgerTotals: Equatable, Sendable {
    /// The sum of every income amount (never beyond 64-bit cents: such a change is refused).
    public let income: Money
    /// The sum of every expense amount (never beyond 64-bit cents).
    public let expenses: Money
    /// The number of items.
    public let count: Int64

    /// Creates totals from their parts.
    public init(income: Money, expenses: Money, count: Int64) {
        self.income = income
        self.expenses = expenses
        self.count = count
    }

    /// Nothing saved yet.
    public static let empty = LedgerTotals(income: .zero, expenses: .zero, count: 0)

    /// Total savings: income − expenses.
    public var savings: Money {
        // Both totals lie in 0...Int64.max, so their difference always fits in 64 bits.
        Money(cents: income.cents - expenses.cents)
    }

    /// The totals after removing `old` (an item being edited or deleted) and adding an item
    /// of `kind` and `amount`; either may be nil.
    ///
    /// - Throws: ``LedgerError/totalOverflow(_:)`` when a total would exceed 64-bit cents,
    ///   ``LedgerError/inconsistentTotals`` when removing leaves a negative total.
    func replacing(
        _ old: (kind: LedgerKind, amount: Money)?,
        with new: (kind: LedgerKind, amount: Money)?
    ) throws(LedgerError) -> LedgerTotals {
        var income = income.cents
        var expenses = expenses.cents
        var count = count
        if let old {
            // Subtracting a non-negative amount from a non-negative total cannot overflow.
            if old.kind == .income {
                income -= old.amount.cents
            } else {
                expenses -= old.amount.cents
            }
            count -= 1
            guard income >= 0, expenses >= 0, count >= 0 else { throw .inconsistentTotals }
        }
        if let new {
            if new.kind == .income {
                let (sum, overflow) = income.addingReportingOverflow(new.amount.cents)
                guard !overflow else { throw .totalOverflow(.income) }
                income = sum
            } else {
                let (sum, overflow) = expenses.addingReportingOverflow(new.amount.cents)
                guard !overflow else { throw .totalOverflow(.expense) }
                expenses = sum
            }
            count += 1
        }
        return LedgerTotals(
            income: Money(cents: income),
            expenses: Money(cents: expenses),
            count: count
        )
    }
}

/// One month of the report: what came in, what went out, and the difference.
public struct MonthlyTotals: Equatable, Sendable {
    /// The month, `YYYY-MM`.
    public let month: String
    /// Income in that month.
    public let income: Money
    /// Expenses in that month.
    public let expenses: Money

    /// Creates a month's totals.
    public init(month: String, income: Money, expenses: Money) {
        self.month = month
        self.income = income
        self.expenses = expenses
    }

    /// Income − expenses (both non-negative, so the difference always fits).
    public var net: Money {
        Money(cents: income.cents - expenses.cents)
    }
}
