import Foundation
import HomebookCore
import Testing

/// A valid ledger CSV of `rows` seeded rows written to `path`, and its exact sums.
///
/// Rows are as short as a row can be (one-letter names, whole amounts below 100): the debug
/// binary's import speed is what bounds the crash tests, and short rows import fastest.
public func writeLedgerCSV(
    _ path: String,
    rows: Int,
    using random: inout SeededGenerator
) throws -> (income: Int128, expenses: Int128) {
    var income: Int128 = 0
    var expenses: Int128 = 0
    var text = "date,kind,name,amount,category,note\n"
    text.reserveCapacity(rows * 32)
    for index in 0..<rows {
        let amount = Int.random(in: 0...99, using: &random)
        let isIncome = Int.random(in: 0..<3, using: &random) == 0
        if isIncome {
            income += Int128(amount * 100)
        } else {
            expenses += Int128(amount * 100)
        }
        let month = Int.random(in: 1...9, using: &random)
        let day = Int.random(in: 10...28, using: &random)
        text +=
            "202\(index % 5)-0\(month)-\(day),\(isIncome ? "income" : "expense"),R,\(amount),,\n"
    }
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return (income, expenses)
}

/// Adds `count` items through HomebookCore, each in its own committed transaction.
public func addCommittedItems(
    _ path: String,
    count: Int,
    using random: inout SeededGenerator
) throws -> [LedgerItem] {
    return try withStore(at: path) { store throws in
        return try (0..<count).map { index in
            try store.ledger.add(
                NewLedgerItem(
                    kind: index % 4 == 0 ? .income : .expense,
                    name: "Committed \(index)",
                    amount: Money(cents: Int64.random(in: 1...99_999_999, using: &random)),
                    date: CalendarDate(year: 2019, month: 1 + index % 12, day: 1 + index % 28)!,
                    category: "before",
                    note: "committed before the test"
                )
            )
        }
    }
}

/// Opens the database and checks what must hold after any interruption: the integrity
/// check passes, the stored totals equal a fresh sum, and every item committed before is
/// exactly as it was. Returns the totals.
public func checkedTotals(
    _ path: String,
    committed: [LedgerItem],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> LedgerTotals {
    return try withStore(at: path) { store throws in
        #expect(try store.check().isEmpty, sourceLocation: sourceLocation)
        let totals = try store.ledger.totals()
        #expect(try store.ledger.freshTotals() == totals, sourceLocation: sourceLocation)
        for item in committed {
            #expect(try store.ledger.get(item.id) == item, sourceLocation: sourceLocation)
        }
        return totals
    }
}

/// The totals after adding `sums` (exact) and `count` items to `totals`.
public func adding(
    _ sums: (income: Int128, expenses: Int128),
    count: Int,
    to totals: LedgerTotals
) -> LedgerTotals {
    LedgerTotals(
        income: Money(cents: Int64(Int128(totals.income.cents) + sums.income)),
        expenses: Money(cents: Int64(Int128(totals.expenses.cents) + sums.expenses)),
        count: totals.count + Int64(count)
    )
}

/// The control characters in `text` that would drive a terminal (newline and tab are text):
/// C0 controls, DEL and the C1 controls, CSI (U+009B) among them.
public func rawControls(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }
}

/// Sleeps for `duration` (which may be zero).
public func pause(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    if microseconds > 0 { usleep(UInt32(clamping: microseconds)) }
}

/// Runs each body on a thread of its own, all at once, and waits for every one to finish.
///
/// Threads, not tasks: the bodies block on child processes, and Swift's cooperative pool
/// has only as many threads as cores.
public func runOnThreads(_ bodies: [@Sendable () -> Void]) {
    let group = DispatchGroup()
    for body in bodies {
        group.enter()
        Thread {
            body()
            group.leave()
        }.start()
    }
    group.wait()
}

/// A value shared between threads, guarded by a lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value under the lock.
    public func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
