import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// `budget list` without `--limit` streams its table (two passes over the ledger) and
/// prints exactly the table a list held in memory would give.
@Suite(.tags(.process), .skippedByTag) struct BudgetListStreamTests {
    @Test func theStreamedTableEqualsTheTableOfTheWholeList() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/big.sqlite"
            var random = SeededGenerator(seed: 0x4C15_7000)
            var csv = "date,kind,name,amount,category,note\n"
            for index in 0..<3_000 {
                let day = 1 + Int(random.next() % 28)
                let kind = random.next() % 3 == 0 ? "income" : "expense"
                let cents = random.next() % 1_000_000
                let name = String(repeating: "n", count: 1 + Int(random.next() % 30))
                csv += "2024-03-\(day < 10 ? "0" : "")\(day),\(kind),\(name) \(index),"
                csv +=
                    "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100),c\(index % 7),\n"
            }
            let expected = try withStore(at: db) { store throws in
                _ = try store.ledger.importCSV(text: csv)
                return LedgerText.table(try store.ledger.list(), currency: "$", style: .plain)
                    + "\n"
                    + LedgerText.savingsLine(try store.ledger.totals(), currency: "$") + "\n"
            }
            let result = try HomebookProcess.run(["--db", db, "budget", "list"])
            #expect(result.status == 0)
            #expect(result.stdout == expected)
            let filtered = try HomebookProcess.run([
                "--db", db, "budget", "list", "--kind", "income", "--from", "2024-03-10",
            ])
            #expect(filtered.stdout.split(separator: "\n").allSatisfy { !$0.contains("expense") })
            let none = try HomebookProcess.run([
                "--db", db, "budget", "list", "--from", "2030-01-01",
            ])
            #expect(none.stdout.hasPrefix("No budget items to show.\n"))
        }
    }
}
