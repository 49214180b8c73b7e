import Foundation
import HomebookCore
import TestSupport
import Testing

/// Reports and targets compared with hledger on the exported journal, over generated ledgers
/// with many categories, months and edge dates (docs/manual.md#interchange): `bal -M` must
/// equal `budget report --by category,month` and `bal --budget -M` the targets' budget and
/// spent, for every category and month. CI installs hledger.
@Suite struct JournalBudgetOracleTests {
    static let categories: [String?] = [nil, "food", "rent", "fun", "car", "gifts", "travel"]
    static let first = LedgerMonth(text: "2024-01")!
    static let last = LedgerMonth(text: "2025-12")!

    /// Fills a store with items on month edges and leap days, and targets with a history.
    static func generate(_ store: HomebookStore, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for index in 0..<300 {
            let month = first.adding(months: Int.random(in: 0..<24, using: &random))
            let lastDay = month.last.day
            let dayNumber =
                [1, lastDay, 15, Int.random(in: 1...lastDay, using: &random)]
                .randomElement(using: &random) ?? 1
            let date = CalendarDate(year: month.year, month: month.month, day: dayNumber)!
            try store.ledger.add(
                NewLedgerItem(
                    kind: Int.random(in: 0..<4, using: &random) == 0 ? .income : .expense,
                    name: "Item \(index)",
                    amount: Money(cents: Int64.random(in: 1...250_000, using: &random)),
                    date: date,
                    category: categories.randomElement(using: &random) ?? nil
                )
            )
        }
        let today = CalendarDate(year: 2026, month: 1, day: 1)!
        for category in ["food", "rent", "fun", "holidays"] {
            let start = first.adding(months: Int.random(in: 0..<6, using: &random))
            try store.ledger.setTarget(
                category: category,
                amount:
                    "\(Int.random(in: 0...3000, using: &random)).\(Int.random(in: 10...99, using: &random))",
                from: start.description,
                today: today
            )
            let change = start.adding(months: Int.random(in: 1..<12, using: &random))
            try store.ledger.setTarget(
                category: category,
                amount: "\(Int.random(in: 0...3000, using: &random))",
                from: change.description,
                today: today
            )
        }
    }

    @Test(
        .enabled(if: JournalTools.tool("hledger") != nil),
        arguments: [11, 12, 13] as [UInt64]
    )
    func hledgerAgreesWithEveryReportAndTarget(seed: UInt64) throws {
        let hledger = try #require(JournalTools.tool("hledger"))
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            let journal = folder + "/export.journal"
            let store = try HomebookStore.open(path: db)
            try Self.generate(store, seed: seed)
            let export = try homebook(
                db,
                ["budget", "export", "--format", "journal", "--output", journal]
            )
            #expect(export.status == 0, "\(export.stderr)")
            let period = ["-M", "-O", "csv", "-b", "2024-01-01", "-e", "2026-01-01"]
            let months = (0..<24).map { Self.first.adding(months: $0) }

            // ledger reads the periodic transactions too.
            if let ledger = JournalTools.tool("ledger") {
                let read = try HomebookProcess.run(["-f", journal, "bal"], executable: ledger)
                #expect(read.status == 0 && read.stderr == "", "\(read.stderr)")
            }

            // bal -M: every category's expenses and income per month.
            let balance = try HomebookProcess.run(
                ["-f", journal, "bal"] + period,
                executable: hledger
            )
            #expect(balance.status == 0, "\(balance.stderr)")
            let actual = JournalTools.csv(balance.stdout).rows
            #expect(actual.count >= Self.categories.count + 1)
            let report = try store.ledger.report(LedgerQuery(), by: .categoryByMonth)
            #expect(report.months == months)
            for row in report.rows {
                let name = row.category ?? "uncategorized"
                let expenses = row.cells.map(\.expenses.cents)
                let income = row.cells.map { -$0.income.cents }
                #expect(
                    actual["expenses:\(name)"] ?? Array(repeating: 0, count: 24) == expenses,
                    "\(name)"
                )
                #expect(
                    actual["income:\(name)"] ?? Array(repeating: 0, count: 24) == income,
                    "\(name)"
                )
            }
            #expect(actual["assets:homebook"] == report.monthTotals.map(\.net.cents))

            // bal --budget -M: for each month, the target and what was spent.
            let budget = try HomebookProcess.run(
                ["-f", journal, "bal", "--budget", "expenses"] + period,
                executable: hledger
            )
            #expect(budget.status == 0, "\(budget.stderr)")
            let budgeted = JournalTools.csv(budget.stdout).rows
            #expect(
                ["food", "rent", "fun", "holidays"].allSatisfy { budgeted["expenses:\($0)"] != nil }
            )
            for (index, month) in months.enumerated() {
                for status in try store.ledger.targetStatus(in: month) {
                    let columns = budgeted["expenses:\(status.category)"] ?? []
                    let spent = columns.count > 2 * index ? columns[2 * index] : 0
                    let target = columns.count > 2 * index + 1 ? columns[2 * index + 1] : 0
                    #expect(spent == status.spent.cents, "\(status.category) \(month)")
                    #expect(target == status.target.cents, "\(status.category) \(month)")
                    #expect(target - spent == status.left.cents)
                }
            }
        }
    }
}
