internal import SQLiteWrapper

/// What a category figure could not count for lack of a price, in one currency
/// (docs/manual.md#the-categories-screen): never counted at 1, shown beside the figure.
public struct UnpricedSum: Equatable, Sendable {
    /// The currency the amounts are in.
    public let currency: Currency
    /// Income not counted, in its minor units.
    public var income: Int64
    /// Expenses not counted, in its minor units.
    public var expenses: Int64
    /// How many items.
    public var count: Int64

    /// Income − expenses not counted (each part fits 64 bits, so the difference does).
    public var net: Int64 { income &- expenses }

    /// Adds `amounts` to `list`, one entry per currency, in the order first met.
    ///
    /// - Throws: ``PriceError/overflow`` when a sum leaves 64 bits.
    static func merge(
        _ amounts: [UnpricedSum],
        into list: inout [UnpricedSum]
    ) throws(PriceError) {
        for amount in amounts {
            guard let index = list.firstIndex(where: { $0.currency == amount.currency }) else {
                list.append(amount)
                continue
            }
            let (income, o1) = list[index].income.addingReportingOverflow(amount.income)
            let (expenses, o2) = list[index].expenses.addingReportingOverflow(amount.expenses)
            guard !o1, !o2 else { throw .overflow }
            list[index].income = income
            list[index].expenses = expenses
            list[index].count += amount.count
        }
    }

    /// The unconverted amounts of a converted report as per-currency sums.
    static func sums(_ amounts: [UnconvertedAmount]) throws(PriceError) -> [UnpricedSum] {
        var list: [UnpricedSum] = []
        for amount in amounts {
            let income = amount.kind == .income ? amount.amount : 0
            try merge(
                [
                    UnpricedSum(
                        currency: amount.currency,
                        income: income,
                        expenses: amount.kind == .income ? 0 : amount.amount,
                        count: amount.count
                    )
                ],
                into: &list
            )
        }
        return list
    }
}

extension Ledger {
    /// The currency category sums and targets are in when they must convert
    /// (docs/manual.md#the-categories-screen): the base currency (the book's unnamed one
    /// while none is named), once an account in another currency holds an item. Nil
    /// otherwise: every figure is then read as before currencies, from the stored totals.
    public func categoryCurrency() throws -> Currency? {
        let base = try Currencies(database: database).base()
        let other: Int64? = try database.fetchOne(
            """
            SELECT 1 FROM accounts a
            WHERE a.currency IS NOT ?
              AND EXISTS (SELECT 1 FROM budget_items i WHERE i.account_id = a.id)
            LIMIT 1
            """,
            [base.map { .text($0.code) } ?? .null]
        )?.get(0)
        guard other != nil else { return nil }
        return try base ?? Currency.unnamed(symbol: Settings(database: database).currency())
    }

    /// The currency category figures and targets are shown in (docs/manual.md#currencies):
    /// the one they are converted into, else the base currency once named (a book all in
    /// yen shows ¥30,000, not $30,000.00); nil for a book in its unnamed currency.
    public func targetCurrency() throws -> Currency? {
        try categoryCurrency() ?? Currencies(database: database).base()
    }

    /// The sums of `query` per category converted into `currency`, each item at the price
    /// of its own day (the one conversion, ``convertedReport(_:into:at:)`` with `then`),
    /// and what had no price per category; amounts without a price are in no sum.
    func convertedCategorySums(
        _ query: LedgerQuery,
        into currency: Currency
    ) throws -> (sums: [String?: LedgerSum], unpriced: [String?: [UnpricedSum]], total: LedgerSum) {
        let report = try convertedReport(query, into: currency, at: .then)
        func sum(_ row: ConvertedRow) -> LedgerSum {
            LedgerSum(
                income: Money(cents: row.income),
                expenses: Money(cents: row.expenses),
                incomeCount: row.incomeCount,
                expenseCount: row.count - row.incomeCount
            )
        }
        var sums: [String?: LedgerSum] = [:]
        for row in report.rows { sums[row.category] = sum(row) }
        var unpriced: [String?: [UnpricedSum]] = [:]
        for amount in report.unconverted {
            var list = unpriced[amount.category] ?? []
            try UnpricedSum.merge(try UnpricedSum.sums([amount]), into: &list)
            unpriced[amount.category] = list
        }
        return (sums, unpriced, sum(report.total))
    }

    /// A category's expenses in each month from `first` through `last` converted into
    /// `currency` (each month rounded once), and what had no price over those months.
    func convertedSpending(
        of category: String,
        from first: LedgerMonth,
        through last: LedgerMonth,
        into currency: Currency
    ) throws -> (byMonth: [LedgerMonth: Money], unpriced: [UnpricedSum]) {
        var byMonth: [LedgerMonth: Money] = [:]
        var unpriced: [UnpricedSum] = []
        var month = first
        while month <= last {
            let report = try convertedReport(
                LedgerQuery(
                    from: month.first,
                    to: month.last,
                    kind: .expense,
                    categories: [category]
                ),
                into: currency,
                at: .then
            )
            byMonth[month] = Money(cents: report.total.expenses)
            try UnpricedSum.merge(try UnpricedSum.sums(report.unconverted), into: &unpriced)
            guard month.adding(months: 1) > month else { break }
            month = month.adding(months: 1)
        }
        return (byMonth, unpriced)
    }
}
