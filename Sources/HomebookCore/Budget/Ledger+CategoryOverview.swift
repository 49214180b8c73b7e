/// One row of the categories screen: a category's income, expenses and net in a period, and
/// its target for the period when it has one (docs/manual.md#the-categories-screen).
public struct CategoryOverviewRow: Equatable, Sendable {
    /// The category; nil for the uncategorised items.
    public let category: String?
    /// Its sums in the period.
    public let sum: LedgerSum
    /// Its target over the period (the months' targets added up), spent and left; nil
    /// when no month of the period has one.
    public let target: TargetStatus?
    /// Its items in another currency that had no price on their day: in no sum.
    public let unpriced: [UnpricedSum]

    /// Creates a row.
    public init(
        category: String?,
        sum: LedgerSum,
        target: TargetStatus?,
        unpriced: [UnpricedSum] = []
    ) {
        self.category = category
        self.sum = sum
        self.target = target
        self.unpriced = unpriced
    }
}

/// Every category of a period with its sums and targets, and the totals of the period.
public struct CategoryOverview: Equatable, Sendable {
    /// The period summed.
    public let period: LedgerPeriod
    /// Categories with an item or a target in the period, A to Z, uncategorised last.
    public let rows: [CategoryOverviewRow]
    /// The sum of every item of the period.
    public let total: LedgerSum
    /// The targets of the period added up (with what carried in), and what the categories
    /// with a target spent; nil when no category has one.
    public let targetTotal: (available: Money, spent: Money)?
    /// The currency every figure is in once the book converts (the base currency, see
    /// ``Ledger/categoryCurrency()``); nil in a book of one currency.
    public let currency: Currency?
    /// What had no price, per currency, over the whole period: in no figure.
    public let unpriced: [UnpricedSum]

    /// Creates an overview.
    public init(
        period: LedgerPeriod,
        rows: [CategoryOverviewRow],
        total: LedgerSum,
        targetTotal: (available: Money, spent: Money)?,
        currency: Currency? = nil,
        unpriced: [UnpricedSum] = []
    ) {
        self.currency = currency
        self.unpriced = unpriced
        self.period = period
        self.rows = rows
        self.total = total
        self.targetTotal = targetTotal
    }

    /// What is left of all the targets: available − spent (negative when over).
    public var targetLeft: Money? {
        targetTotal.map { Money(cents: $0.available.cents &- $0.spent.cents) }
    }

    /// Compares periods, rows and totals.
    public static func == (lhs: CategoryOverview, rhs: CategoryOverview) -> Bool {
        lhs.period == rhs.period && lhs.rows == rhs.rows && lhs.total == rhs.total
            && lhs.targetTotal?.available == rhs.targetTotal?.available
            && lhs.targetTotal?.spent == rhs.targetTotal?.spent
            && lhs.currency == rhs.currency && lhs.unpriced == rhs.unpriced
    }
}

extension Ledger {
    /// The categories of `period` with income, expenses and net, each beside its target
    /// (docs/manual.md#the-categories-screen).
    ///
    /// The sums are read from the stored per-month, per-category totals (the period is
    /// whole months), so the cost follows the number of categories, not of items.
    ///
    /// - Throws: ``LedgerError/totalOverflow(_:)`` when a sum would pass 64-bit cents.
    ///
    /// In a book of several currencies with a base currency, every figure is in the base
    /// currency, each item at the price of its own day; an item with no price is in no
    /// figure and is listed in its row's ``CategoryOverviewRow/unpriced``.
    public func categoryOverview(_ period: LedgerPeriod) throws -> CategoryOverview {
        let converting = try categoryCurrency()
        var sums: [String?: LedgerSum] = [:]
        var unpriced: [String?: [UnpricedSum]] = [:]
        let total: LedgerSum
        if let converting {
            (sums, unpriced, total) = try convertedCategorySums(period.query, into: converting)
        } else {
            let report = try report(period.query, by: .category)
            for row in report.rows { sums[row.category] = row.sum }
            total = report.total
        }
        let statuses = try targetStatus(from: period.firstMonth, through: period.lastMonth)
        var targets: [String: TargetStatus] = [:]
        for status in statuses { targets[status.category] = status }
        let categories = Set(sums.keys).union(targets.keys.map { Optional($0) })
            .union(unpriced.keys)
        let rows = categories.sorted(by: Self.categoryOrder).map { category in
            CategoryOverviewRow(
                category: category,
                sum: sums[category] ?? .zero,
                target: category.flatMap { targets[$0] },
                unpriced: unpriced[category] ?? []
            )
        }
        var unpricedTotal: [UnpricedSum] = []
        for category in unpriced.keys.sorted(by: Self.categoryOrder) {
            try UnpricedSum.merge(unpriced[category] ?? [], into: &unpricedTotal)
        }
        var targetTotal: (available: Money, spent: Money)?
        if !statuses.isEmpty {
            var available: Int64 = 0
            var spent: Int64 = 0
            for status in statuses {
                let (newAvailable, o1) = available.addingReportingOverflow(status.available.cents)
                let (newSpent, o2) = spent.addingReportingOverflow(status.spent.cents)
                let (_, o3) = newAvailable.subtractingReportingOverflow(newSpent)
                guard !o1, !o2, !o3 else { throw LedgerError.totalOverflow(.expense) }
                (available, spent) = (newAvailable, newSpent)
            }
            targetTotal = (Money(cents: available), Money(cents: spent))
        }
        return CategoryOverview(
            period: period,
            rows: rows,
            total: total,
            targetTotal: targetTotal,
            currency: converting,
            unpriced: unpricedTotal
        )
    }
}
