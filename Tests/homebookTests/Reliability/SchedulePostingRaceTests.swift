import Foundation
import HomebookCore
import TestSupport
import Testing

/// Posting repeating items exactly once (docs/manual.md#schedules): two processes opening
/// the same file at once post once, and a posting killed with SIGKILL leaves all its items
/// or none.
@Suite(.tags(.process, .kill, .slow), .skippedByTag) struct SchedulePostingRaceTests {
    /// A file holding one weekly schedule from `from`, nothing posted; returns its path and
    /// how many days are due today.
    func fileWithDueSchedule(
        _ folder: String,
        _ name: String,
        from: String
    ) throws -> (
        String, Int
    ) {
        let path = folder + "/" + name
        let today = CalendarDate.today()
        let due = try withStore(at: path) { store in
            let schedule = try store.schedules.add(
                LedgerScheduleDraft(
                    kind: "expense",
                    name: "Weekly",
                    amount: "1.25",
                    category: "bills",
                    frequency: .weekly,
                    from: from
                ),
                today: today
            )
            return schedule.dates(from: schedule.from, to: today).count
        }
        return (path, due)
    }

    /// What must hold after any run: the items equal the posted days, the totals a fresh
    /// sum, the integrity check passes. Returns how many items were posted.
    func postedCount(_ path: String) throws -> Int {
        try withStore(at: path) { store in
            #expect(try store.check().isEmpty)
            #expect(try store.ledger.totals() == (try store.ledger.freshTotals()))
            let items = try store.ledger.totals().count
            let handled = try store.schedules.handled(1)
            #expect(handled.allSatisfy { $0.isPosted })
            #expect(Int64(handled.count) == items)
            #expect(Set(handled.compactMap(\.itemID)).count == handled.count)
            return Int(items)
        }
    }

    @Test func twoProcessesOpeningAtOncePostOnce() throws {
        try withTemporaryDirectory { folder in
            for round in 0..<4 {
                let (path, due) = try fileWithDueSchedule(
                    folder,
                    "race\(round).sqlite",
                    from: "2000-01-03"
                )
                let results = Locked<[ProcessResult]>([])
                runOnThreads(
                    (0..<2).map { number in
                        {
                            let running = try? RunningHomebook(
                                ["--db", path, "budget", "total", "--json"],
                                outputFolder: folder,
                                name: "race\(round)-\(number)"
                            )
                            if let result = running?.wait() {
                                results.withValue { $0.append(result) }
                            }
                        }
                    }
                )
                let ended = results.withValue { $0 }
                #expect(ended.count == 2 && ended.allSatisfy { $0.status == 0 }, "\(ended)")
                // Exactly one of them posted, and said so; the totals both print are whole.
                #expect(
                    ended.filter { $0.stderr.contains("Posted \(due) repeating items") }.count == 1
                )
                #expect(try postedCount(path) == due)
                let entries = try withStore(at: path) { try $0.undoLog.entries() }
                #expect(entries.filter { $0.description.hasPrefix("post ") }.count == 1)
            }
        }
    }

    @Test func aKilledPostingLeavesAllOrNone() throws {
        try withTemporaryDirectory { folder in
            var random = SeededGenerator(seed: 0x5C4E_D111)
            // How long an opening that posts some 6,500 items runs here and now.
            let (probe, _) = try fileWithDueSchedule(folder, "probe.sqlite", from: "1901-01-07")
            let clock = ContinuousClock()
            let start = clock.now
            _ = try HomebookProcess.run(["--db", probe, "budget", "total"])
            let longest = clock.now - start
            var killed = 0
            var outcomes: Set<Int> = []
            for round in 0..<12 {
                let (path, due) = try fileWithDueSchedule(
                    folder,
                    "kill\(round).sqlite",
                    from: "1901-01-07"
                )
                let running = try RunningHomebook(
                    ["--db", path, "budget", "total"],
                    outputFolder: folder,
                    name: "kill-\(round)"
                )
                pause(longest * Double.random(in: 0...1.2, using: &random))
                running.kill()
                let result = running.wait()
                if result.signal == SIGKILL { killed += 1 }
                let posted = try postedCount(path)
                #expect(posted == 0 || posted == due, "round \(round): \(posted) of \(due)")
                outcomes.insert(posted == 0 ? 0 : 1)
                // Whatever was left undone is posted whole by the next open.
                _ = try HomebookProcess.run(["--db", path, "budget", "total"])
                #expect(try postedCount(path) == due)
            }
            print("SchedulePostingRaceTests: 12 postings, \(killed) killed, outcomes \(outcomes)")
            #expect(killed > 0)
        }
    }
}
