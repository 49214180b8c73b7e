internal import SQLiteWrapper

extension Ledger {
    /// Sets the monthly target of a category from `from` (`YYYY-MM`; default the month of
    /// `today`) on: one undoable change (docs/manual.md#budget-targets).
    ///
    /// - Throws: ``BudgetTargetError`` for a negative or invalid amount, a bad category or
    ///   month; nothing is saved then.
    @discardableResult
    public func setTarget(
        category: String,
        amount: String,
        from: String? = nil,
        rollover: Bool = false,
        today: CalendarDate
    ) throws -> BudgetTarget {
        let (typedName, money, month) = try Self.checkedTarget(
            category: category,
            amount: amount,
            from: from,
            style: try targetAmountStyle(),
            today: today
        )
        let base = try Currencies(database: database).base()
        return try database.write { db in
            var speller = CategorySpeller()
            let name = try speller.spell(typedName, db) ?? typedName
            try db.execute(
                """
                INSERT INTO budget_targets (category, from_month, amount_cents, rollover)
                VALUES (?, ?, ?, ?)
                ON CONFLICT (category, from_month) DO UPDATE SET
                    amount_cents = excluded.amount_cents, rollover = excluded.rollover
                """,
                [
                    .text(name), .text(month.description), .integer(money.cents),
                    .integer(rollover ? 1 : 0),
                ]
            )
            UndoRecorder.describe(
                "set target \"\(name)\" \(base.map { $0.coded(money.cents) } ?? money.grouped)"
                    + " a month from \(month)"
                    + (rollover ? " with rollover" : ""),
                in: db
            )
            return BudgetTarget(category: name, from: month, amount: money, rollover: rollover)
        }
    }

    /// A target as typed, checked: the category (trimmed), the amount and the first month.
    ///
    /// - Throws: ``BudgetTargetError`` for the first field that breaks its rule.
    static func checkedTarget(
        category: String,
        amount: String,
        from: String?,
        style: AmountStyle,
        today: CalendarDate
    ) throws(BudgetTargetError) -> (String, Money, LedgerMonth) {
        // The one name rule (docs/manual.md#input-rules): trimmed, one line, no NUL.
        guard let name = try? OneLineName.check(category) else {
            throw BudgetTargetError.badCategory(category)
        }
        let trimmed = amount.quicklyTrimmed()
        if trimmed.hasPrefix("-") { throw BudgetTargetError.negative(trimmed) }
        guard case .amount(let money) = AmountParser.parse(trimmed, style: style) else {
            throw BudgetTargetError.invalidAmount(amount)
        }
        var month = LedgerMonth(today)
        if let from, !from.quicklyTrimmed().isEmpty {
            guard let parsed = LedgerMonth(text: from) else {
                throw BudgetTargetError.invalidMonth(from)
            }
            month = parsed
        }
        return (name, money, month)
    }

    /// Removes every target of a category (all months): one undoable change.
    ///
    /// - Throws: ``BudgetTargetError/noTarget(_:)`` when it has none.
    public func removeTarget(category: String) throws {
        let typedName = LedgerRules.category(category) ?? category
        try database.write { db in
            var speller = CategorySpeller()
            let name = try speller.spell(typedName, db) ?? typedName
            try db.execute("DELETE FROM budget_targets WHERE category = ?", [.text(name)])
            guard db.changes > 0 else { throw BudgetTargetError.noTarget(name) }
            UndoRecorder.describe("remove target \"\(name)\"", in: db)
        }
    }

    /// Every stored target, by category then month.
    public func targets() throws -> [BudgetTarget] {
        try database.fetchAll(
            "SELECT category, from_month, amount_cents, rollover FROM budget_targets"
                + " ORDER BY category, from_month"
        ).map { row in
            guard let month = LedgerMonth(text: try row.get(1)) else {
                throw LedgerError.inconsistentTotals
            }
            let rollover: Int64 = try row.get(3)
            return BudgetTarget(
                category: try row.get(0),
                from: month,
                amount: Money(cents: try row.get(2)),
                rollover: rollover == 1
            )
        }
    }

    /// The target that applies to `category` in `month`: its latest one from then or before.
    static func target(
        of category: String,
        in month: LedgerMonth,
        among targets: [BudgetTarget]
    ) -> BudgetTarget? {
        targets.last { $0.category == category && $0.from <= month }
    }

    /// Each category with a target in `month`: target, carried, spent and left, A to Z.
    ///
    /// With rollover, what was left in each earlier month back to the first month of an
    /// unbroken run of rollover targets carries in (negative when overspent); every sum is
    /// checked.
    public func targetStatus(in month: LedgerMonth) throws -> [TargetStatus] {
        try targetStatus(from: month, through: month)
    }

    /// Each category with a target in some month from `first` through `last`, A to Z: the
    /// targets of those months added up, what carried into `first` (rollover), and what
    /// was spent over the months (docs/manual.md#the-categories-screen). A status's
    /// ``TargetStatus/month`` is `first`.
    ///
    /// Its `left` is then what is left at the end of `last`, as the month-by-month statuses
    /// would carry it when every month rolls over. Every sum is checked.
    public func targetStatus(
        from first: LedgerMonth,
        through last: LedgerMonth
    ) throws -> [TargetStatus] {
        guard first <= last else { return [] }
        let targets = try targets()
        let categories = Set(targets.map(\.category)).sorted()
        let converting = categories.isEmpty ? nil : try categoryCurrency()
        var months = [first]
        while let month = months.last, month < last { months.append(month.adding(months: 1)) }
        return try categories.compactMap { category in
            let applying = months.compactMap { Self.target(of: category, in: $0, among: targets) }
            guard let latest = applying.last else { return nil }
            var start = first
            if let target = Self.target(of: category, in: first, among: targets), target.rollover {
                while let before = Self.target(
                    of: category,
                    in: start.adding(months: -1),
                    among: targets
                ), before.rollover, start.adding(months: -1) < start {
                    start = start.adding(months: -1)
                }
            }
            var spentBy: [LedgerMonth: Money] = [:]
            var unpriced: [UnpricedSum] = []
            if let converting {
                // Targets are in the base currency: other currencies count at their day's
                // price, and what has none is kept apart (docs/manual.md#budget-targets).
                (spentBy, unpriced) = try convertedSpending(
                    of: category,
                    from: start,
                    through: last,
                    into: converting
                )
            } else {
                let report = try self.report(
                    LedgerQuery(
                        from: start.first,
                        to: last.last,
                        kind: .expense,
                        categories: [category]
                    ),
                    by: .month
                )
                for row in report.rows {
                    if let key = row.month { spentBy[key] = row.sum.expenses }
                }
            }
            var carried: Int64 = 0
            var current = start
            while current < first {
                let amount =
                    Self.target(of: category, in: current, among: targets)?.amount.cents ?? 0
                let spent = spentBy[current]?.cents ?? 0
                let (plus, o1) = carried.addingReportingOverflow(amount)
                let (minus, o2) = plus.subtractingReportingOverflow(spent)
                guard !o1, !o2 else { throw LedgerError.totalOverflow(.expense) }
                carried = minus
                current = current.adding(months: 1)
            }
            var spent: Int64 = 0
            var target: Int64 = 0
            for month in months {
                let (newSpent, o1) = spent.addingReportingOverflow(spentBy[month]?.cents ?? 0)
                let amount = Self.target(of: category, in: month, among: targets)?.amount.cents
                let (newTarget, o2) = target.addingReportingOverflow(amount ?? 0)
                guard !o1, !o2 else { throw LedgerError.totalOverflow(.expense) }
                (spent, target) = (newSpent, newTarget)
            }
            // `available` and `left` must fit too: checked once here.
            let (available, o3) = target.addingReportingOverflow(carried)
            let (_, o4) = available.subtractingReportingOverflow(spent)
            guard !o3, !o4 else { throw LedgerError.totalOverflow(.expense) }
            return TargetStatus(
                category: category,
                month: first,
                target: Money(cents: target),
                carried: Money(cents: carried),
                spent: Money(cents: spent),
                rollover: latest.rollover,
                unpriced: unpriced
            )
        }
    }
}

extension Ledger {
    /// The month's spending against its targets, for Home's "this month: spent / budget"
    /// line: the expenses of the categories with a target, and what was available to them
    /// (targets plus rollover), each branch once: a category under another targeted one is
    /// counted in that one's; nil when no category has a target that month.
    ///
    /// In a book of several currencies the figures are in the base currency, and
    /// `unpriced` holds the spending that had no price (docs/manual.md#budget-targets).
    public func targetSummary(
        in month: LedgerMonth
    ) throws -> (spent: Money, budget: Money, unpriced: [UnpricedSum])? {
        let statuses = try targetStatus(in: month)
        guard !statuses.isEmpty else { return nil }
        var spent: Int64 = 0
        var budget: Int64 = 0
        var unpriced: [UnpricedSum] = []
        for status in statuses {
            // A category inside another one's branch that also has a target: its spending is
            // in that branch's already, and its envelope inside the branch's; counting both
            // counted it twice (docs/manual.md#budget-targets).
            let inner = statuses.contains { other in
                CategoryPath.key(other.category) != CategoryPath.key(status.category)
                    && CategoryPath.isInBranch(status.category, other.category)
            }
            if inner { continue }
            let (newSpent, o1) = spent.addingReportingOverflow(status.spent.cents)
            let (newBudget, o2) = budget.addingReportingOverflow(status.available.cents)
            guard !o1, !o2 else { throw LedgerError.totalOverflow(.expense) }
            (spent, budget) = (newSpent, newBudget)
            try UnpricedSum.merge(status.unpriced, into: &unpriced)
        }
        return (Money(cents: spent), Money(cents: budget), unpriced)
    }
}
