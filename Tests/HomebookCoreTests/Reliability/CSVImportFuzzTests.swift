import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// 100,000 generated CSV rows, imported in batches of 500: valid rows full of awkward text
/// (quotes, commas, CR/LF inside quotes, NUL, ESC, SQL), and broken ones (bad dates, kinds,
/// names and amounts, wrong field counts, stray quotes, bare CRs, invalid UTF-8, an unclosed
/// quote). Each batch is all or nothing: a clean batch is stored exactly as written; a batch
/// with bad rows stores nothing and names exactly its bad lines.
@Suite struct CSVImportFuzzTests {
    /// Four seeded stores of 50 batches × 500 rows (100,000 rows in all), run in parallel.
    static let seeds: [UInt64] = [0, 1, 2, 3]
    static let batchesPerSeed = 50
    static let rowsPerBatch = 500

    @Test(arguments: seeds)
    func eachBatchIsImportedWholeOrRefusedWithItsBadLines(_ seed: UInt64) throws {
        try withTemporaryStore(named: "fuzz.sqlite") { store, folder in
            var random = SeededGenerator(seed: 0xC5_F022 &+ seed)
            var model = LedgerSums()
            var problems: [String] = []
            var refused = 0
            for batch in 0..<Self.batchesPerSeed {
                let label = "seed \(0xC5_F022 &+ seed) batch \(batch)"
                let file = GeneratedCSV(
                    rows: Self.rowsPerBatch,
                    dirty: batch % 2 == 1,
                    using: &random
                )
                let lastID: Int64 =
                    try store.database.fetchOne("SELECT coalesce(max(id), 0) FROM budget_items")?
                    .get(0) ?? 0
                do {
                    let imported: Int
                    if let text = file.text, batch % 4 == 0 {
                        imported = try store.ledger.importCSV(text: text)
                    } else {
                        let path = folder + "/batch.csv"
                        try Data(file.bytes).write(to: URL(fileURLWithPath: path))
                        imported = try store.ledger.importCSV(path: path)
                    }
                    if !file.badLines.isEmpty {
                        problems.append(
                            "\(label): imported although lines \(file.badLines) are bad"
                        )
                    } else if imported != file.items.count {
                        problems.append("\(label): imported \(imported) of \(file.items.count)")
                    } else {
                        let stored = try storedItems(store.database, after: lastID)
                        if stored != file.items {
                            let first = zip(stored, file.items).first { $0 != $1 }
                            problems.append(
                                "\(label): stored differently: \(String(describing: first))"
                            )
                        }
                        model.add(file.items)
                    }
                } catch let error as LedgerImportError {
                    refused += 1
                    if let problem = Self.check(error, against: file.badLines) {
                        problems.append("\(label): \(problem)")
                    }
                } catch {
                    problems.append("\(label): unexpected error \(error)")
                }
                let totals = try store.ledger.totals()
                let fresh = try store.ledger.freshTotals()
                if totals != model.totals || fresh != totals {
                    problems.append("\(label): totals \(totals), expected \(model.totals)")
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(3))")
            #expect(refused == Self.batchesPerSeed / 2)
            #expect(try store.check().isEmpty)
        }
    }

    /// What is wrong with a refusal, compared with the bad lines the generator wrote.
    static func check(_ error: LedgerImportError, against badLines: [Int]) -> String? {
        guard case .badRows(let reported, let total) = error else {
            return "refused with \(error), expected bad lines \(badLines)"
        }
        let limit = LedgerImportError.reportedLimit
        guard total == badLines.count, reported.map(\.line) == Array(badLines.prefix(limit))
        else {
            return "reported lines \(reported.map(\.line)) of \(total), expected \(badLines)"
        }
        let unsafe = reported.first { !AmountParserFuzzTests.isSafeMessage($0.reason) }
        if let unsafe { return "reason \(String(reflecting: unsafe.reason))" }
        if total > limit, !error.description.contains("… and \(total - limit) more") {
            return "the message does not count the lines left out"
        }
        return nil
    }

    /// The items stored after `id`, in insertion order, as the generator describes them.
    func storedItems(_ database: Database, after id: Int64) throws -> [GeneratedItem] {
        try database.fetchAll(
            """
            SELECT kind, name, amount_cents, date, category, note FROM budget_items
            WHERE id > ? ORDER BY id
            """,
            [.integer(id)]
        ).map { row in
            GeneratedItem(
                kind: try row.get(0),
                name: try row.get(1),
                cents: try row.get(2),
                date: try row.get(3),
                category: try row.get(4),
                note: try row.get(5)
            )
        }
    }
}

/// The exact income and expense sums of every item imported so far (the oracle).
struct LedgerSums {
    var income: Int128 = 0
    var expenses: Int128 = 0
    var count: Int64 = 0

    mutating func add(_ items: [GeneratedItem]) {
        for item in items {
            if item.kind == "income" {
                income += Int128(item.cents)
            } else {
                expenses += Int128(item.cents)
            }
        }
        count += Int64(items.count)
    }

    var totals: LedgerTotals {
        LedgerTotals(
            income: Money(cents: Int64(income)),
            expenses: Money(cents: Int64(expenses)),
            count: count
        )
    }
}
