internal import SQLiteWrapper

/// What one write does to the stored per-month, per-category totals
/// (`budget_category_totals`, docs/manual.md#budget): signed changes gathered per cell, then
/// saved in the write's own transaction with checked arithmetic.
struct CategoryTotalsChange {
    /// One cell of the table: a month (`YYYY-MM`), a category ("" for none) and an account
    /// (a cell adds amounts of one currency only).
    struct Cell: Hashable {
        let month: String
        let category: String
        let account: Int64
    }

    /// Signed changes of one cell.
    struct Amounts: Equatable {
        var income: Int64 = 0
        var expenses: Int64 = 0
        var incomeCount: Int64 = 0
        var expenseCount: Int64 = 0

        /// Adds `other`, every part checked (a failure leaves the write to be rolled back).
        mutating func add(_ other: Amounts) throws(LedgerError) {
            income = try CategoryTotalsChange.checked(income, other.income)
            expenses = try CategoryTotalsChange.checked(expenses, other.expenses)
            incomeCount = try CategoryTotalsChange.checked(incomeCount, other.incomeCount)
            expenseCount = try CategoryTotalsChange.checked(expenseCount, other.expenseCount)
        }

        /// The same amounts with the opposite sign.
        var negated: Amounts {
            Amounts(
                income: -income,
                expenses: -expenses,
                incomeCount: -incomeCount,
                expenseCount: -expenseCount
            )
        }
    }

    private(set) var cells: [Cell: Amounts] = [:]
    /// Imports add many rows per month: the month's text is made once per distinct month.
    private var monthTexts: [Int: String] = [:]

    /// Nothing changed yet.
    init() {}

    /// Counts an item in (`adding`) or out of its cell.
    mutating func record(
        _ kind: LedgerKind,
        _ amount: Money,
        on date: CalendarDate,
        category: String?,
        account: Int64,
        adding: Bool
    ) throws(LedgerError) {
        let monthNumber = date.year * 12 + date.month
        let month: String
        if let known = monthTexts[monthNumber] {
            month = known
        } else {
            month = date.monthKey
            monthTexts[monthNumber] = month
        }
        let sign: Int64 = adding ? 1 : -1
        var amounts = Amounts()
        if kind == .income {
            amounts.income = sign * amount.cents
            amounts.incomeCount = sign
        } else {
            amounts.expenses = sign * amount.cents
            amounts.expenseCount = sign
        }
        try move(Cell(month: month, category: category ?? "", account: account), by: amounts)
    }

    /// Counts a stored item in or out of its cell.
    mutating func record(_ item: LedgerItem, adding: Bool) throws(LedgerError) {
        try record(
            item.kind,
            item.amount,
            on: item.date,
            category: item.category,
            account: item.accountID,
            adding: adding
        )
    }

    /// Adds signed amounts to a cell's change.
    mutating func move(_ cell: Cell, by amounts: Amounts) throws(LedgerError) {
        // Changed in place: one hash look-up per imported row.
        try cells[cell, default: Amounts()].add(amounts)
    }

    /// Applies the changes to the stored cells; a cell left with no item is deleted.
    ///
    /// - Throws: ``LedgerError/totalOverflow(_:)`` when a cell would exceed 64-bit cents,
    ///   ``LedgerError/inconsistentTotals`` when a cell would go negative.
    func save(_ db: Database) throws {
        guard !cells.isEmpty else { return }
        let read = try db.cachedStatement(
            "SELECT income_cents, expense_cents, income_count, expense_count"
                + " FROM budget_category_totals"
                + " WHERE month = ? AND category = ? AND account_id = ?"
        )
        let write = try db.cachedStatement(
            """
            INSERT INTO budget_category_totals
                (month, category, account_id,
                 income_cents, expense_cents, income_count, expense_count)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (month, category, account_id) DO UPDATE SET
                income_cents = excluded.income_cents, expense_cents = excluded.expense_cents,
                income_count = excluded.income_count, expense_count = excluded.expense_count
            """
        )
        let delete = try db.cachedStatement(
            "DELETE FROM budget_category_totals"
                + " WHERE month = ? AND category = ? AND account_id = ?"
        )
        for (cell, change) in cells where change != Amounts() {
            let key: [DatabaseValue] = [
                .text(cell.month), .text(cell.category), .integer(cell.account),
            ]
            var stored = Amounts()
            if let row = try read.fetchOne(key) {
                stored = try Amounts(row: row)
            }
            let (income, o1) = stored.income.addingReportingOverflow(change.income)
            guard !o1 else { throw LedgerError.totalOverflow(.income) }
            let (expenses, o2) = stored.expenses.addingReportingOverflow(change.expenses)
            guard !o2 else { throw LedgerError.totalOverflow(.expense) }
            let incomeCount = try Self.checked(stored.incomeCount, change.incomeCount)
            let expenseCount = try Self.checked(stored.expenseCount, change.expenseCount)
            guard income >= 0, expenses >= 0, incomeCount >= 0, expenseCount >= 0,
                incomeCount > 0 || income == 0, expenseCount > 0 || expenses == 0
            else { throw LedgerError.inconsistentTotals }
            if incomeCount == 0, expenseCount == 0 {
                try delete.execute(key)
            } else {
                try write.execute(
                    key + [
                        .integer(income), .integer(expenses), .integer(incomeCount),
                        .integer(expenseCount),
                    ]
                )
            }
        }
    }

    /// A partial sum; bounded by the stored totals, so an overflow means damaged data.
    fileprivate static func checked(_ lhs: Int64, _ rhs: Int64) throws(LedgerError) -> Int64 {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        guard !overflow else { throw .inconsistentTotals }
        return sum
    }
}

extension CategoryTotalsChange.Amounts {
    /// Reads income, expenses and the two counts from four columns starting at `first`.
    init(row: some ColumnReading, from first: Int = 0) throws {
        self.init(
            income: try row.get(first),
            expenses: try row.get(first + 1),
            incomeCount: try row.get(first + 2),
            expenseCount: try row.get(first + 3)
        )
    }
}
