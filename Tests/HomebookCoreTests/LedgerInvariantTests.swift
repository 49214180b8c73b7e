import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// The stored totals and every running balance agree with a brute-force Int128 sum, after
/// thousands of random adds, edits, deletes and imports.
@Suite struct LedgerInvariantTests {
    /// The ledger as the test believes it is: the oracle.
    struct Model {
        var items: [Int64: LedgerItem] = [:]
        /// The largest id ever given: ids are never reused (AUTOINCREMENT), so an import's
        /// rows follow it even when that item was deleted since.
        var highestID: Int64 = 0

        mutating func insert(_ item: LedgerItem) {
            items[item.id] = item
            highestID = max(highestID, item.id)
        }

        var chronological: [LedgerItem] {
            items.values.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        }

        /// Savings after each item, summed exactly in 128 bits.
        var balances: [Int64: Int128] {
            var running: Int128 = 0
            var result: [Int64: Int128] = [:]
            for item in chronological {
                running += Int128(item.signedCents)
                result[item.id] = running
            }
            return result
        }

        var totals: (income: Int128, expenses: Int128) {
            items.values.reduce(into: (Int128(0), Int128(0))) { sums, item in
                if item.kind == .income {
                    sums.0 += Int128(item.amount.cents)
                } else {
                    sums.1 += Int128(item.amount.cents)
                }
            }
        }
    }

    static let categories = ["Food", "Home", "Work", "Fun", nil]

    static func randomItem(_ random: inout SeededGenerator) -> NewLedgerItem {
        // Expenses outnumber income, so savings go negative along the way.
        let kind: LedgerKind = Int.random(in: 0..<10, using: &random) < 3 ? .income : .expense
        let cents =
            Int.random(in: 0..<20, using: &random) == 0
            ? Int64.random(in: 0...1_000_000_000_000, using: &random)
            : Int64.random(in: 0...500_000, using: &random)
        return NewLedgerItem(
            kind: kind,
            name: "Item \(Int.random(in: 0..<1000, using: &random))",
            amount: Money(cents: cents),
            date: day(
                Int.random(in: 2020...2024, using: &random),
                Int.random(in: 1...12, using: &random),
                Int.random(in: 1...28, using: &random)
            ),
            category: categories.randomElement(using: &random) ?? nil
        )
    }

    @Test func totalsAndBalancesMatchABruteForceSumAfterRandomChanges() throws {
        try withTemporaryStore { store, _ in
            let ledger = store.ledger
            var random = SeededGenerator(seed: 20_261_122)
            var model = Model()
            // Seeding inside one transaction keeps the test fast; each add nests as a savepoint.
            try store.database.write { _ in
                for _ in 0..<3_000 {
                    model.insert(try ledger.add(Self.randomItem(&random)))
                }
            }
            try check(ledger, against: model, random: &random)
            for round in 0..<600 {
                // Sorted: a dictionary's order differs from run to run, the seed's does not.
                let ids = model.items.keys.sorted()
                switch round % 3 {
                case 0 where round % 30 == 0:
                    try importRandomItems(into: ledger, model: &model, random: &random)
                case 0:
                    model.insert(try ledger.add(Self.randomItem(&random)))
                case 1:
                    guard let id = ids.randomElement(using: &random) else { continue }
                    let other = Self.randomItem(&random)
                    let changes = LedgerItemChanges(
                        kind: Bool.random(using: &random) ? other.kind : nil,
                        amount: Bool.random(using: &random) ? other.amount : nil,
                        date: Bool.random(using: &random) ? other.date : nil,
                        category: Bool.random(using: &random) ? .some(other.category) : nil
                    )
                    model.items[id] = try ledger.update(id, applying: changes)
                default:
                    guard let id = ids.randomElement(using: &random) else { continue }
                    try ledger.delete(id)
                    model.items[id] = nil
                }
                if round % 200 == 199 {
                    try check(ledger, against: model, random: &random)
                }
            }
        }
    }

    /// Imports 25 random items as CSV and records them in the model: new rows get the ids
    /// after the largest ever given, in file order.
    private func importRandomItems(
        into ledger: Ledger,
        model: inout Model,
        random: inout SeededGenerator
    ) throws {
        let items = (0..<25).map { _ in Self.randomItem(&random) }
        var csv = "date,kind,name,amount,category,note\n"
        for item in items {
            let cents = item.amount.cents
            let amount = "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
            csv +=
                "\(item.date),\(item.kind.rawValue),\(item.name),\(amount),\(item.category ?? ""),\n"
        }
        #expect(try ledger.importCSV(text: csv) == items.count)
        var id = model.highestID + 1
        for item in items {
            model.insert(
                LedgerItem(
                    id: id,
                    kind: item.kind,
                    name: item.name,
                    amount: item.amount,
                    date: item.date,
                    category: item.category,
                    note: nil
                )
            )
            id += 1
        }
    }

    private func check(_ ledger: Ledger, against model: Model, random: inout SeededGenerator) throws
    {
        let expected = model.totals
        let totals = try ledger.totals()
        #expect(Int128(totals.income.cents) == expected.income)
        #expect(Int128(totals.expenses.cents) == expected.expenses)
        #expect(Int128(totals.savings.cents) == expected.income - expected.expenses)
        #expect(totals.count == Int64(model.items.count))
        #expect(try ledger.freshTotals() == totals)

        let balances = model.balances
        let all = try ledger.list()
        #expect(all.map(\.item) == model.chronological)
        #expect(all.allSatisfy { Int128($0.balance.cents) == balances[$0.item.id] })
        #expect(all.contains { $0.balance.isNegative })
        #expect(try ledger.list(limit: 20) == Array(all.suffix(20)))

        // Filtered lists, with and without a limit: same rows as filtering the full list.
        for _ in 0..<6 {
            let first = day(
                Int.random(in: 2020...2024, using: &random),
                Int.random(in: 1...12, using: &random),
                1
            )
            let filter = LedgerFilter(
                from: Bool.random(using: &random) ? first : nil,
                to: Bool.random(using: &random) ? day(first.year + 1, first.month, 15) : nil,
                kind: Bool.random(using: &random)
                    ? LedgerKind.allCases.randomElement(using: &random) : nil,
                category: Bool.random(using: &random) ? "Food" : nil
            )
            let expectedRows = all.filter { entry in
                let item = entry.item
                return (filter.from.map { item.date >= $0 } ?? true)
                    && (filter.to.map { item.date <= $0 } ?? true)
                    && (filter.kind.map { item.kind == $0 } ?? true)
                    && (filter.category.map { item.category == $0 } ?? true)
            }
            #expect(try ledger.list(filter) == expectedRows)
            let limit = Int.random(in: 1...30, using: &random)
            #expect(try ledger.list(filter, limit: limit) == Array(expectedRows.suffix(limit)))
        }
    }
}
