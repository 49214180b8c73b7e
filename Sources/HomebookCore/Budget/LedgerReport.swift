/// How a report groups its sums (`budget report --by`, docs/manual.md#budget).
public enum LedgerReportGrouping: String, CaseIterable, Sendable {
    /// One row per category.
    case category
    /// One row per month.
    case month
    /// One row per category, one column per month.
    case categoryByMonth = "category,month"

    /// Parses `category`, `month` or `category,month` (spaces and case ignored).
    ///
    /// - Throws: ``LedgerQueryError/invalidGrouping(_:)`` for anything else.
    public static func parse(_ text: String) throws(LedgerQueryError) -> LedgerReportGrouping {
        let key = text.lowercased().filter { $0 != " " }
        if let grouping = LedgerReportGrouping(rawValue: key) { return grouping }
        if key == "month,category" { return .categoryByMonth }
        throw .invalidGrouping(text)
    }
}

/// One row of a report: a category, a month, or a category with one sum per month column.
public struct LedgerReportRow: Equatable, Sendable {
    /// The category (nil: uncategorised items); nil too when grouped by month.
    public let category: String?
    /// The month, when grouped by month.
    public let month: LedgerMonth?
    /// The row's sum over every column.
    public let sum: LedgerSum
    /// One sum per column of ``LedgerReport/months`` (grouped by category and month only).
    public let cells: [LedgerSum]

    /// Creates a row.
    public init(category: String?, month: LedgerMonth?, sum: LedgerSum, cells: [LedgerSum]) {
        self.category = category
        self.month = month
        self.sum = sum
        self.cells = cells
    }
}

/// Sums of a query grouped by category, by month, or both.
public struct LedgerReport: Equatable, Sendable {
    /// How the rows are grouped.
    public let grouping: LedgerReportGrouping
    /// The rows: categories A to Z with uncategorised last, or months oldest first.
    public let rows: [LedgerReportRow]
    /// The month columns (category by month): every month from the first to the last one
    /// holding a counted item, empty months included, as hledger's `bal -M` shows them.
    public let months: [LedgerMonth]
    /// The sum of every row.
    public let total: LedgerSum
    /// The sum of each month column, in the order of ``months``.
    public let monthTotals: [LedgerSum]
}

extension Ledger {
    /// The sums of `query` grouped as asked (docs/manual.md#budget); with a `depth`, each
    /// category is rolled up into its branch at that depth (`food:groceries` into `food` at
    /// 1), as hledger's `bal --depth` does (docs/manual.md#categories).
    public func report(
        _ query: LedgerQuery,
        by grouping: LedgerReportGrouping,
        depth: Int? = nil
    ) throws
        -> LedgerReport
    {
        try Self.report(of: try cellSums(query), by: grouping, depth: depth)
    }

    /// The report of summed cells (one query's, or several accounts' added together).
    static func report(
        of cells: [ReportCell: LedgerSum],
        by grouping: LedgerReportGrouping,
        depth: Int?
    ) throws -> LedgerReport {
        var total = LedgerSum.zero
        for sum in cells.values { total = try total.adding(sum) }
        var byMonth: [LedgerMonth: LedgerSum] = [:]
        for (cell, sum) in cells {
            byMonth[cell.month] = try (byMonth[cell.month] ?? .zero).adding(sum)
        }
        switch grouping {
        case .month:
            let rows = byMonth.keys.sorted().map { month in
                LedgerReportRow(
                    category: nil,
                    month: month,
                    sum: byMonth[month] ?? .zero,
                    cells: []
                )
            }
            return LedgerReport(
                grouping: grouping,
                rows: rows,
                months: [],
                total: total,
                monthTotals: []
            )
        case .category, .categoryByMonth:
            let months = grouping == .category ? [] : Self.columns(byMonth.keys)
            let column = Dictionary(uniqueKeysWithValues: months.enumerated().map { ($1, $0) })
            var rows: [String?: (sum: LedgerSum, cells: [LedgerSum])] = [:]
            for (cell, sum) in cells {
                let category = cell.category.map { CategoryPath.truncated($0, depth: depth ?? 0) }
                var row =
                    rows[category] ?? (.zero, Array(repeating: .zero, count: months.count))
                row.sum = try row.sum.adding(sum)
                if let index = column[cell.month] {
                    row.cells[index] = try row.cells[index].adding(sum)
                }
                rows[category] = row
            }
            let ordered = rows.keys.sorted(by: Self.categoryOrder).map { category in
                LedgerReportRow(
                    category: category,
                    month: nil,
                    sum: rows[category]?.sum ?? .zero,
                    cells: rows[category]?.cells ?? []
                )
            }
            return LedgerReport(
                grouping: grouping,
                rows: ordered,
                months: months,
                total: total,
                monthTotals: months.map { byMonth[$0] ?? .zero }
            )
        }
    }

    /// Every month from the first to the last of `months`.
    private static func columns(_ months: some Collection<LedgerMonth>) -> [LedgerMonth] {
        guard let first = months.min(), let last = months.max() else { return [] }
        var result = [first]
        while let month = result.last, month < last { result.append(month.adding(months: 1)) }
        return result
    }

    /// Categories A to Z (by their text), uncategorised last.
    static func categoryOrder(_ lhs: String?, _ rhs: String?) -> Bool {
        switch (lhs, rhs) {
        case (let left?, let right?): return left < right
        case (.some, nil): return true
        default: return false
        }
    }
}
