import Foundation
import HomebookCore
import TestSupport
import Testing

/// Four writers adding 200 items each to one database at once, one `homebook budget add`
/// process per item, while a reader runs `homebook budget total --json` in a loop: every add
/// succeeds (busy timeout + `BEGIN IMMEDIATE`: no "database is locked"), the ledger ends
/// with exactly 800 items and the expected totals, and the reader only ever sees totals
/// grow.
@Suite(.tags(.process, .slow), .skippedByTag) struct ConcurrentWritersTests {
    static let writers = 4
    static let addsPerWriter = 200

    /// One add: who made it, and what it saved.
    struct Add: Sendable {
        var writer: Int
        var number: Int
        var isIncome: Bool
        var cents: Int64
    }

    /// What an add's process left behind (nil when it could not be started).
    struct Outcome: Sendable {
        var add: Add
        var result: ProcessResult?
    }

    @Test func fourWritersAndAReaderNeverSeeALockError() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/shared.sqlite"
            #expect(try HomebookProcess.run(["--db", database, "check"]).stdout == "ok\n")
            var random = SeededGenerator(seed: 0xC0_4C44)
            let plans: [[Add]] = (0..<Self.writers).map { writer in
                (0..<Self.addsPerWriter).map { number in
                    Add(
                        writer: writer,
                        number: number,
                        isIncome: Int.random(in: 0..<3, using: &random) == 0,
                        cents: Int64.random(in: 0...100_000_000, using: &random)
                    )
                }
            }
            let outcomes = Locked<[Outcome]>([])
            let readings = Locked<[ProcessResult?]>([])
            let writing = Locked(Self.writers)

            let writerBodies: [@Sendable () -> Void] = plans.map { plan in
                {
                    for add in plan {
                        let result = try? HomebookProcess.run([
                            "--db", database, "budget", "add", add.isIncome ? "income" : "expense",
                            "Writer \(add.writer) #\(add.number)", Money(cents: add.cents).plain,
                        ])
                        outcomes.withValue { $0.append(Outcome(add: add, result: result)) }
                    }
                    writing.withValue { $0 -= 1 }
                }
            }
            let reader: @Sendable () -> Void = {
                // At least one reading, then as many as fit while the writers run.
                repeat {
                    let result = try? HomebookProcess.run([
                        "--db", database, "budget", "total", "--json",
                    ])
                    readings.withValue { $0.append(result) }
                } while writing.withValue({ $0 > 0 })
            }
            runOnThreads(writerBodies + [reader])

            let results = outcomes.withValue { $0 }
            #expect(results.count == Self.writers * Self.addsPerWriter)
            var names: [Int64: String] = [:]
            for outcome in results {
                let result = try #require(outcome.result)
                #expect(result.status == 0, "\(result)")
                #expect(result.stderr.isEmpty, "\(result.stderr)")
                if let id = Int64(result.stdout.dropLast()) {
                    names[id] = "Writer \(outcome.add.writer) #\(outcome.add.number)"
                }
            }
            #expect(names.count == Self.writers * Self.addsPerWriter, "ids printed twice")

            try withStore(at: database) { store throws in
                #expect(try store.check().isEmpty)
                let adds = plans.joined()
                let expected = LedgerTotals(
                    income: Money(cents: adds.filter(\.isIncome).reduce(0) { $0 + $1.cents }),
                    expenses: Money(
                        cents: adds.filter { !$0.isIncome }.reduce(0) { $0 + $1.cents }
                    ),
                    count: Int64(adds.count)
                )
                #expect(try store.ledger.totals() == expected)
                #expect(try store.ledger.freshTotals() == expected)
                for (id, name) in names {
                    #expect(try store.ledger.get(id).name == name)
                }

                // Each reading is a whole state of the ledger: totals only ever grow.
                let seen = readings.withValue { $0 }
                var previous = (count: -1, income: Int64(-1), expenses: Int64(-1))
                for reading in seen {
                    let reading = try #require(reading)
                    #expect(reading.status == 0 && reading.stderr.isEmpty, "\(reading)")
                    guard let totals = Self.totals(reading.stdout) else {
                        Issue.record("unreadable total: \(reading.stdout)")
                        continue
                    }
                    #expect(totals.count >= previous.count && totals.income >= previous.income)
                    #expect(totals.expenses >= previous.expenses)
                    previous = totals
                }
                print(
                    "ConcurrentWritersTests: 800 adds by 4 writers; the reader read \(seen.count) totals"
                )
            }
        }
    }

    /// The count and the amounts in cents of `budget total --json`.
    static func totals(_ json: String) -> (count: Int, income: Int64, expenses: Int64)? {
        guard
            let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let count = object["count"] as? Int,
            let income = object["income"] as? String,
            let expenses = object["expenses"] as? String,
            case .amount(let incomeMoney) = AmountParser.parse(income),
            case .amount(let expenseMoney) = AmountParser.parse(expenses)
        else { return nil }
        return (count, incomeMoney.cents, expenseMoney.cents)
    }
}
