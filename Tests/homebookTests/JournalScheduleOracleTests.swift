import Foundation
import HomebookCore
import TestSupport
import Testing

/// Posted repeating items are ordinary transactions in the exported journal
/// (docs/manual.md#schedules, #interchange): hledger's `bal --budget -M` on it agrees with
/// homebook's targets, spent and left for every month, rent posted by a schedule included.
/// CI installs hledger.
@Suite(.tags(.process), .skippedByTag) struct JournalScheduleOracleTests {
    @Test(.enabled(if: InterchangeJournalTests.tool("hledger") != nil))
    func hledgerBudgetCountsThePostedItems() throws {
        let hledger = try #require(InterchangeJournalTests.tool("hledger"))
        try withTemporaryDirectory { folder in
            let db = folder + "/s.sqlite"
            let journal = folder + "/export.journal"
            let today = CalendarDate(year: 2026, month: 7, day: 1)!
            try withStore(at: db) { store in
                try store.ledger.setTarget(
                    category: "rent",
                    amount: "1000",
                    from: "2026-01",
                    today: today
                )
                try store.ledger.setTarget(
                    category: "fun",
                    amount: "50",
                    from: "2026-01",
                    today: today
                )
                for (kind, name, amount, category, day) in [
                    ("expense", "Rent", "950", "rent", "1"),
                    ("expense", "Streaming", "12.99", "fun", "last"),
                    ("income", "Salary", "2500", "", "last"),
                ] {
                    try store.schedules.add(
                        LedgerScheduleDraft(
                            kind: kind,
                            name: name,
                            amount: amount,
                            category: category,
                            frequency: .monthly,
                            day: day,
                            from: "2026-01-01",
                            until: "2026-06-30"
                        ),
                        today: today
                    )
                }
                try store.ledger.add(
                    .expense,
                    "Plumber",
                    cents: 12_000,
                    on: today.adding(days: -60),
                    category: "rent"
                )
                try store.ledger.add(
                    .expense,
                    "Cinema",
                    cents: 4_500,
                    on: today.adding(days: -20),
                    category: "fun"
                )
                // March's rent is skipped ahead: it is in neither the ledger nor the journal.
                try store.schedules.skip(1, on: day(2026, 3, 1))
                let posting = try #require(try store.schedules.postDue(today: today))
                #expect(posting.items.count == 17)
            }
            let export = try homebook(
                db,
                ["budget", "export", "--format", "journal", "--output", journal]
            )
            #expect(export.status == 0, "\(export.stderr)")
            let text = try String(contentsOfFile: journal, encoding: .utf8)
            #expect(text.contains("Rent"))
            let budget = try HomebookProcess.run(
                [
                    "-f", journal, "bal", "--budget", "expenses", "-M", "-O", "csv", "-b",
                    "2026-01-01", "-e", "2026-07-01",
                ],
                executable: hledger
            )
            #expect(budget.status == 0, "\(budget.stderr)")
            let rows = JournalTools.csv(budget.stdout).rows
            try withStore(at: db) { store in
                var rentSpent: [Int64] = []
                for index in 0..<6 {
                    let month = LedgerMonth(text: "2026-0\(index + 1)")!
                    for status in try store.ledger.targetStatus(in: month) {
                        let columns = rows["expenses:\(status.category)"] ?? []
                        let spent = columns.count > 2 * index ? columns[2 * index] : 0
                        let target = columns.count > 2 * index + 1 ? columns[2 * index + 1] : 0
                        #expect(spent == status.spent.cents, "\(status.category) \(month)")
                        #expect(target == status.target.cents, "\(status.category) \(month)")
                        #expect(target - spent == status.left.cents)
                        if status.category == "rent" { rentSpent.append(spent) }
                    }
                }
                // The posted rent, the plumber in May, and the skipped March.
                #expect(rentSpent == [95_000, 95_000, 0, 95_000, 95_000 + 12_000, 95_000])
            }
        }
    }
}
