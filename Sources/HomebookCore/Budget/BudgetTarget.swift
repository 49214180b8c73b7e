/// A monthly spending target of one category from a month on (docs/manual.md#budget-targets).
public struct BudgetTarget: Equatable, Sendable {
    /// The category.
    public let category: String
    /// The first month it applies to; it lasts until a later target of the same category.
    public let from: LedgerMonth
    /// What may be spent each month.
    public let amount: Money
    /// Whether what is left (or overspent) in a month carries into the next.
    public let rollover: Bool

    /// Creates a target.
    public init(category: String, from: LedgerMonth, amount: Money, rollover: Bool) {
        self.category = category
        self.from = from
        self.amount = amount
        self.rollover = rollover
    }
}

/// One category's target in one month: what may be spent, what was, and what is left.
public struct TargetStatus: Equatable, Sendable {
    /// The category.
    public let category: String
    /// The month.
    public let month: LedgerMonth
    /// The monthly target that applies in that month.
    public let target: Money
    /// What the months before carried in (rollover only; negative when they overspent).
    public let carried: Money
    /// The category's expenses in the month (its income is not counted against it).
    public let spent: Money
    /// Whether the target rolls over.
    public let rollover: Bool
    /// Spending in another currency that had no price on its day, so is not in ``spent``
    /// (docs/manual.md#the-categories-screen); empty in a book of one currency.
    public var unpriced: [UnpricedSum] = []

    /// Creates a month's status.
    public init(
        category: String,
        month: LedgerMonth,
        target: Money,
        carried: Money,
        spent: Money,
        rollover: Bool,
        unpriced: [UnpricedSum] = []
    ) {
        self.unpriced = unpriced
        self.category = category
        self.month = month
        self.target = target
        self.carried = carried
        self.spent = spent
        self.rollover = rollover
    }

    /// The target plus what was carried in (computed with checked arithmetic when built).
    public var available: Money {
        Money(cents: target.cents &+ carried.cents)
    }

    /// What is left: available − spent; negative when over budget.
    public var left: Money {
        Money(cents: available.cents &- spent.cents)
    }

    /// Whether more was spent than was available.
    public var isOver: Bool {
        left.cents < 0
    }
}

/// Why a target was refused, phrased for the person at the keyboard.
public enum BudgetTargetError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The amount is negative.
    case negative(String)
    /// The amount is missing or not an amount.
    case invalidAmount(String)
    /// The category is empty or spread over lines.
    case badCategory(String)
    /// The category has no target to remove.
    case noTarget(String)
    /// The month is not `YYYY-MM`.
    case invalidMonth(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .negative(let text):
            return "a target cannot be negative (\"\(DisplayText.singleLine(text))\");"
                + " nothing was saved"
        case .invalidAmount(let text):
            return "\"\(DisplayText.singleLine(text))\" is not an amount; nothing was saved"
        case .badCategory(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a category: it must be one"
                + " line, not empty; nothing was saved"
        case .noTarget(let text):
            return "the category \"\(DisplayText.singleLine(text))\" has no target;"
                + " nothing was changed"
        case .invalidMonth(let text):
            return "\"\(DisplayText.singleLine(text))\" is not a month: use YYYY-MM;"
                + " nothing was saved"
        }
    }
}
