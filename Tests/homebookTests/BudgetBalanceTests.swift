import Foundation
import HomebookCore
import TestSupport
import Testing

/// `budget total --json` and every listed `balance` agree with a brute-force Int128 sum,
/// on thousands of random items imported, then changed through the command line.
@Suite(.tags(.process, .slow), .skippedByTag) struct BudgetBalanceTests {
    struct Row {
        var id: Int64
        var income: Bool
        var cents: Int64
        var date: String
    }

    /// The plain money form of an exact sum: `-1234.05`.
    static func plain(_ cents: Int128) -> String {
        let magnitude = cents.magnitude
        let fraction = Int(magnitude % 100)
        return (cents < 0 ? "-" : "") + "\(magnitude / 100)." + (fraction < 10 ? "0" : "")
            + "\(fraction)"
    }

    static func randomDate(_ random: inout SeededGenerator) -> String {
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...28, using: &random)
        return
            "20\(Int.random(in: 20...24, using: &random))-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    @Test func totalsAndBalancesFromTheBinaryMatchABruteForceSum() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            var random = SeededGenerator(seed: 8_675_309)
            var rows: [Int64: Row] = [:]
            var csv = "date,kind,name,amount,category,note\n"
            for id in Int64(1)...3_000 {
                // Mostly expenses, so the running savings go negative.
                let row = Row(
                    id: id,
                    income: Int.random(in: 0..<4, using: &random) == 0,
                    cents: Int64.random(in: 0...900_000, using: &random),
                    date: Self.randomDate(&random)
                )
                rows[id] = row
                let amount = Self.plain(Int128(row.cents))
                csv += "\(row.date),\(row.income ? "income" : "expense"),Item \(id),\(amount),,\n"
            }
            let file = folder + "/seed.csv"
            try csv.write(toFile: file, atomically: true, encoding: .utf8)
            let run = { (arguments: [String]) throws -> ProcessResult in
                try HomebookProcess.run(["--db", db] + arguments)
            }
            #expect(try run(["budget", "import", file]).stdout == "Imported 3000 budget items.\n")
            for step in 0..<24 {
                switch step % 3 {
                case 0:
                    let cents = Int64.random(in: 0...50_000_000, using: &random)
                    let date = Self.randomDate(&random)
                    let added = try run([
                        "budget", "add", "income", "Bonus", Self.plain(Int128(cents)), "--date",
                        date,
                    ])
                    let id = try #require(
                        Int64(added.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
                    )
                    rows[id] = Row(id: id, income: true, cents: cents, date: date)
                case 1:
                    let id = try #require(rows.keys.randomElement(using: &random))
                    let cents = Int64.random(in: 0...2_000_000, using: &random)
                    let date = Self.randomDate(&random)
                    let edit = try run([
                        "budget", "edit", "\(id)", "--kind", "expense", "--amount",
                        Self.plain(Int128(cents)), "--date", date,
                    ])
                    #expect(edit.status == 0)
                    rows[id] = Row(id: id, income: false, cents: cents, date: date)
                default:
                    let id = try #require(rows.keys.randomElement(using: &random))
                    #expect(try run(["budget", "delete", "\(id)"]).status == 0)
                    rows[id] = nil
                }
            }

            let ordered = rows.values.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
            var running: Int128 = 0
            var balances: [String] = []
            var income: Int128 = 0
            var expenses: Int128 = 0
            for row in ordered {
                running += row.income ? Int128(row.cents) : -Int128(row.cents)
                balances.append(Self.plain(running))
                if row.income { income += Int128(row.cents) } else { expenses += Int128(row.cents) }
            }
            #expect(running < 0)

            let total = try run(["budget", "total", "--json"]).stdout
            #expect(
                total
                    == #"{"income":"\#(Self.plain(income))","expenses":"\#(Self.plain(expenses))","#
                    + #""savings":"\#(Self.plain(income - expenses))","count":\#(rows.count)}"#
                    + "\n"
            )
            let listed = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(run(["budget", "list", "--json"]).stdout.utf8)
                )
                    as? [[String: Any]]
            )
            #expect(listed.map { $0["balance"] as? String ?? "" } == balances)
            #expect(listed.map { ($0["id"] as? NSNumber)?.int64Value ?? 0 } == ordered.map(\.id))
            let newest = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(run(["budget", "list", "--limit", "20", "--json"]).stdout.utf8)
                ) as? [[String: Any]]
            )
            #expect(newest.map { $0["balance"] as? String ?? "" } == Array(balances.suffix(20)))
        }
    }
}
