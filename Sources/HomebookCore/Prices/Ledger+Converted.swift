internal import SQLiteWrapper

/// One row of a converted report: a category's income and expenses in the target currency.
public struct ConvertedRow: Equatable, Sendable {
    /// The category; nil for uncategorised items.
    public let category: String?
    /// Income converted, in the target's minor units, rounded once.
    public var income: Int64
    /// Expenses converted, in the target's minor units, rounded once.
    public var expenses: Int64
    /// How many items were converted.
    public var count: Int64
    /// How many of them were income (the rest were expenses).
    public var incomeCount: Int64 = 0

    /// Income minus expenses.
    public var net: Int64 { income &- expenses }
}

/// Items that could not be converted for lack of a price, per currency, category and kind.
public struct UnconvertedAmount: Equatable, Sendable {
    /// The currency they are in (unnamed: the book has no base currency yet).
    public let currency: Currency
    /// Their category; nil for uncategorised.
    public let category: String?
    /// Income or expense.
    public let kind: LedgerKind
    /// Their sum in their currency's minor units.
    public let amount: Int64
    /// How many items.
    public let count: Int64
    /// The first day without a price.
    public let firstDay: CalendarDate
}

/// A report in one currency (docs/manual.md#currencies): each category converted, the
/// total, and what could not be converted, which no figure counts.
public struct ConvertedReport: Equatable, Sendable {
    /// The currency every figure is in.
    public let target: Currency
    /// The day (or each item's day) whose prices were used.
    public let valuation: Valuation
    /// One row per category holding converted items, by name, uncategorised last.
    public let rows: [ConvertedRow]
    /// Everything converted, rounded once from the exact sum.
    public let total: ConvertedRow
    /// What had no price; empty when everything was converted.
    public let unconverted: [UnconvertedAmount]
}

extension Ledger {
    /// The items `query` counts, per category, converted into `code` at `valuation`'s
    /// prices (docs/manual.md#currencies): exact fractions, rounded once per figure, half to
    /// even; an amount with no price is listed in ``ConvertedReport/unconverted``, never
    /// counted at 1.
    ///
    /// - Throws: ``CurrencyError`` for an unknown target, ``PriceError/overflow``.
    public func convertedReport(
        _ query: LedgerQuery,
        into code: String,
        at valuation: Valuation
    ) throws -> ConvertedReport {
        try convertedReport(
            query,
            into: try Currencies(database: database).get(code),
            at: valuation
        )
    }

    /// ``convertedReport(_:into:at:)`` into a currency already found, the book's unnamed
    /// one included: then only its own items count, and every other is unconverted
    /// (docs/manual.md#the-categories-screen).
    public func convertedReport(
        _ query: LedgerQuery,
        into target: Currency,
        at valuation: Valuation
    ) throws -> ConvertedReport {
        // At one day's prices the sums per category and account are all a conversion needs:
        // they come from the stored cells (a few rows a month), not from every item.
        let stored = valuation == .then ? nil : try convertedInputs(query)
        return try database.read { db in
            let book = try PriceBook(db)
            var currencies: [String: Currency] = [:]
            func currency(_ code: String?) throws -> Currency {
                guard let code else { return Currency(code: "", decimals: 2) }
                if let known = currencies[code] { return known }
                let found = try Currencies.find(code, db) ?? Currency(code: code, decimals: 2)
                currencies[code] = found
                return found
            }
            var sums:
                [String: (income: ExactSum, expenses: ExactSum, count: Int64, incomes: Int64)] =
                    [:]
            var total = (
                income: ExactSum(), expenses: ExactSum(), count: Int64(0), incomes: Int64(0)
            )
            var missing: [UnconvertedAmount] = []
            func take(_ input: ConvertedInput) throws {
                let category = input.category
                let from = try currency(input.currency)
                let kind = input.kind
                let amount = input.amount
                let count = input.count
                let priceDay: CalendarDate
                switch valuation {
                case .then:
                    guard let day = input.day else { return }
                    priceDay = day
                case .on(let fixed): priceDay = fixed
                }
                guard let factor = try book.factor(from: from, to: target, on: priceDay) else {
                    try Self.merge(
                        UnconvertedAmount(
                            currency: from,
                            category: category.isEmpty ? nil : category,
                            kind: kind,
                            amount: amount,
                            count: count,
                            firstDay: priceDay
                        ),
                        into: &missing
                    )
                    return
                }
                var entry = sums[category] ?? (ExactSum(), ExactSum(), 0, 0)
                if kind == .income {
                    try entry.income.add(amount, times: factor)
                    try total.income.add(amount, times: factor)
                    entry.incomes += count
                    total.incomes += count
                } else {
                    try entry.expenses.add(amount, times: factor)
                    try total.expenses.add(amount, times: factor)
                }
                entry.count += count
                total.count += count
                sums[category] = entry
            }
            if let stored {
                for input in stored { try take(input) }
            } else {
                // Each item's own day's price: the sums per day, from the items.
                let (conditions, arguments) = Self.convertedConditions(query)
                let sql = """
                    SELECT coalesce(i.category, ''), a.currency, i.kind, sum(i.amount_cents),
                           count(*), i.date
                    FROM budget_items i JOIN accounts a ON a.id = i.account_id
                    WHERE \(conditions)
                    GROUP BY 1, 2, 3, 6
                    ORDER BY 1, 2, 3, 6
                    """
                try db.cachedStatement(sql).forEachRow(arguments) { row in
                    guard let day = CalendarDate(iso: try row.get(5)) else { return }
                    try take(
                        ConvertedInput(
                            category: try row.get(0),
                            currency: try row.get(1),
                            kind: (try row.get(2) as String) == "income" ? .income : .expense,
                            amount: try row.get(3),
                            count: try row.get(4),
                            day: day
                        )
                    )
                }
            }
            let rows = try sums.map { category, sum in
                ConvertedRow(
                    category: category.isEmpty ? nil : category,
                    income: try sum.income.rounded(),
                    expenses: try sum.expenses.rounded(),
                    count: sum.count,
                    incomeCount: sum.incomes
                )
            }.sorted { left, right in
                // Uncategorised last, the rest by name.
                switch (left.category, right.category) {
                case (nil, _): return false
                case (_, nil): return true
                case (let l?, let r?): return l < r
                }
            }
            return ConvertedReport(
                target: target,
                valuation: valuation,
                rows: rows,
                total: ConvertedRow(
                    category: nil,
                    income: try total.income.rounded(),
                    expenses: try total.expenses.rounded(),
                    count: total.count,
                    incomeCount: total.incomes
                ),
                unconverted: missing
            )
        }
    }

    /// Adds an unconverted amount to the list, summed with its currency, category and kind.
    private static func merge(
        _ amount: UnconvertedAmount,
        into list: inout [UnconvertedAmount]
    ) throws(PriceError) {
        guard
            let index = list.firstIndex(where: {
                $0.currency == amount.currency && $0.category == amount.category
                    && $0.kind == amount.kind
            })
        else {
            list.append(amount)
            return
        }
        let old = list[index]
        let (sum, overflow) = old.amount.addingReportingOverflow(amount.amount)
        guard !overflow else { throw .overflow }
        list[index] = UnconvertedAmount(
            currency: old.currency,
            category: old.category,
            kind: old.kind,
            amount: sum,
            count: old.count + amount.count,
            firstDay: min(old.firstDay, amount.firstDay)
        )
    }

    /// The WHERE clause (over `budget_items i`) of what `query` counts, and its arguments.
    static func convertedConditions(_ query: LedgerQuery) -> (String, [DatabaseValue]) {
        var conditions = ["i.kind IN ('income', 'expense')"]
        var arguments: [DatabaseValue] = []
        if let from = query.from {
            conditions.append("i.date >= ?")
            arguments.append(.text(from.description))
        }
        if let to = query.to {
            conditions.append("i.date <= ?")
            arguments.append(.text(to.description))
        }
        if let kind = query.kind {
            conditions.append("i.kind = ?")
            arguments.append(.text(kind.rawValue))
        }
        if let categories = query.categories {
            // Each category with its branch, as every report counts them.
            let (condition, values) = CategoryPath.branchCondition("i.category", categories)
            conditions.append(condition)
            arguments += values
        }
        if let search = query.search {
            conditions.append(
                "(instr(lower(i.name), lower(?)) > 0"
                    + " OR instr(lower(coalesce(i.note, '')), lower(?)) > 0)"
            )
            arguments += [.text(search), .text(search)]
        }
        if let account = query.account {
            conditions.append("i.account_id = ?")
            arguments.append(.integer(account))
        }
        return (conditions.joinedText(" AND "), arguments)
    }
}
