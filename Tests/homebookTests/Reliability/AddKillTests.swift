import Foundation
import HomebookCore
import TestSupport
import Testing

/// A burst of 100 `homebook budget add` processes, each killed with SIGKILL at a random
/// moment of its run: every add that printed its id is present and whole, nothing else
/// appeared, the totals equal a fresh sum and the integrity check passes.
@Suite(.tags(.process, .kill, .slow), .skippedByTag) struct AddKillTests {
    static let processes = 100

    @Test func everyAddThatPrintedItsIdSurvivesAKill() throws {
        try withTemporaryDirectory { folder in
            var random = SeededGenerator(seed: 0xADD_C111)
            let database = folder + "/ledger.sqlite"
            let committed = try addCommittedItems(database, count: 10, using: &random)
            let before = try checkedTotals(database, committed: committed)

            // How long one add runs here and now; kills land anywhere from its start to a
            // little after its usual end, so some adds finish.
            let clock = ContinuousClock()
            var longest = Duration.zero
            for _ in 0..<3 {
                let start = clock.now
                _ = try HomebookProcess.run([
                    "--db", folder + "/probe.sqlite", "budget", "add", "expense", "Probe", "1",
                ])
                longest = max(longest, clock.now - start)
            }

            var amounts: [Int64] = []
            var printed: [Int64: Int] = [:]  // id → burst number
            var killed = 0
            for number in 0..<Self.processes {
                let cents = Int64.random(in: 1...99_999_999, using: &random)
                amounts.append(cents)
                let running = try RunningHomebook(
                    [
                        "--db", database, "budget", "add", number % 3 == 0 ? "income" : "expense",
                        "Burst \(number)", Money(cents: cents).plain, "--note", "burst",
                    ],
                    outputFolder: folder,
                    name: "add-\(number)"
                )
                pause(longest * Double.random(in: 0...1.3, using: &random))
                running.kill()
                let result = running.wait()
                if result.signal == SIGKILL { killed += 1 }
                #expect(result.signal == SIGKILL || result.status == 0, "\(result)")
                if let id = Int64(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    #expect(printed[id] == nil, "id \(id) printed twice")
                    printed[id] = number
                } else {
                    #expect(result.signal == SIGKILL, "exited without an id: \(result)")
                }
            }

            let totals = try checkedTotals(database, committed: committed)
            try withStore(at: database) { store throws in
                let burst = try store.ledger.list().map(\.item).filter { $0.note == "burst" }
                for (id, number) in printed {
                    #expect(burst.contains { $0.id == id && $0.name == "Burst \(number)" })
                }
                // Whatever is present is whole: its own name, amount and kind.
                var sums = (income: Int128(0), expenses: Int128(0))
                for item in burst {
                    let number = try #require(Int(item.name.dropFirst("Burst ".count)))
                    #expect(item.amount.cents == amounts[number])
                    #expect(item.kind == (number % 3 == 0 ? .income : .expense))
                    if item.kind == .income {
                        sums.income += Int128(item.amount.cents)
                    } else {
                        sums.expenses += Int128(item.amount.cents)
                    }
                }
                #expect(Set(burst.map(\.name)).count == burst.count)
                #expect(totals == adding(sums, count: burst.count, to: before))
                print(
                    "AddKillTests: \(Self.processes) adds, \(killed) killed, \(printed.count) printed"
                        + " their id, \(burst.count) present"
                )
                // Without both kinds of ending, the test would prove nothing.
                #expect(killed > 0 && !printed.isEmpty)
            }
        }
    }
}
