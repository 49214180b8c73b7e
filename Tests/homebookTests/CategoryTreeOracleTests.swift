import Foundation
import HomebookCore
import TestSupport
import Testing

/// The categories tree compared with hledger's account tree on the exported journal, over
/// generated ledgers whose categories nest and are typed in mixed case
/// (docs/manual.md#categories): every branch's sum equals `hledger bal --tree`, and
/// `budget report --by category --depth N` equals `hledger bal --depth N+1` (the journal
/// puts every category under `expenses:` or `income:`). CI installs hledger.
@Suite(.tags(.process), .skippedByTag) struct CategoryTreeOracleTests {
    static let spellings: [String?] = [
        nil, "food", "Food:Groceries", "food:groceries:dairy", "FOOD:eating out", "home:rent",
        "Home:power", "fun", "fun:games:board", "travel:local", "food:GROCERIES",
    ]

    /// Fills a store with items in nested categories, each name typed in some case.
    static func generate(_ store: HomebookStore, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for index in 0..<250 {
            let date = CalendarDate(
                year: 2025,
                month: Int.random(in: 1...12, using: &random),
                day: Int.random(in: 1...28, using: &random)
            )!
            try store.ledger.add(
                NewLedgerItem(
                    kind: Int.random(in: 0..<5, using: &random) == 0 ? .income : .expense,
                    name: "Item \(index)",
                    amount: Money(cents: Int64.random(in: 1...90_000, using: &random)),
                    date: date,
                    category: spellings.randomElement(using: &random) ?? nil
                )
            )
        }
    }

    /// hledger's balance report as account → cents, its run checked.
    static func balance(
        _ hledger: String,
        _ journal: String,
        _ options: [String]
    ) throws
        -> [String: Int64]
    {
        let run = try JournalTools.hledgerBalance(hledger, journal, options)
        #expect(run.status == 0, "\(run.stderr)")
        return run.rows
    }

    @Test(
        .enabled(if: JournalTools.tool("hledger") != nil),
        arguments: [21, 22, 23] as [UInt64]
    )
    func branchSumsAndDepthReportsAgreeWithHledgersTree(seed: UInt64) throws {
        let hledger = try #require(JournalTools.tool("hledger"))
        try withTemporaryDirectory { folder in
            let db = folder + "/t.sqlite"
            let journal = folder + "/export.journal"
            let store = try HomebookStore.open(path: db)
            try Self.generate(store, seed: seed)
            let export = try homebook(
                db,
                ["budget", "export", "--format", "journal", "--output", journal]
            )
            #expect(export.status == 0, "\(export.stderr)")

            // One spelling per name: hledger sees as many accounts as the book has.
            let categories = try store.ledger.categories()
            #expect(Set(categories.map(CategoryPath.key)).count == categories.count)

            // bal --tree: every branch, its children included.
            let tree = try Self.balance(hledger, journal, ["--tree", "--no-elide", "expenses"])
            let overview = try store.ledger.categoryOverview(
                LedgerPeriod(.year, containing: LedgerMonth(text: "2025-06")!)
            )
            #expect(overview.tree.count >= 10)
            for node in overview.tree {
                let name = node.path ?? "uncategorized"
                #expect(tree["expenses:\(name)"] ?? 0 == node.sum.expenses.cents, "\(name)")
                // The same through a filter, as `--category` counts a branch.
                if let path = node.path {
                    let query = try store.ledger.query(
                        LedgerQueryText(categories: [path.uppercased()]),
                        today: CalendarDate(year: 2026, month: 1, day: 1)!
                    )
                    #expect(try store.ledger.sum(query).expenses == node.sum.expenses, "\(path)")
                }
            }

            // bal --depth: the report rolled up N levels deep.
            for depth in 1...3 {
                let flat = try Self.balance(
                    hledger,
                    journal,
                    ["--flat", "--depth", "\(depth + 1)", "expenses"]
                )
                let report = try store.ledger.report(LedgerQuery(), by: .category, depth: depth)
                var seen = 0
                for row in report.rows where row.sum.expenseCount > 0 {
                    let name = row.category ?? "uncategorized"
                    #expect(flat["expenses:\(name)"] == row.sum.expenses.cents, "\(name) \(depth)")
                    seen += 1
                }
                #expect(seen == flat.count - 1, "every account but the total, depth \(depth)")
            }
        }
    }
}
