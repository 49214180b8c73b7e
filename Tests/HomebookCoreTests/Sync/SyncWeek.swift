import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// A week of a household on two machines (anna's laptop, ben's desktop), and from Friday a
/// third (carol's) that joins after a compaction: recipes, ledger items, a weekly repeat
/// posted on both machines, planner meals, shopping ticks, concurrent edits, a delete undone
/// by a later edit, undo. The clock moves: each day is its own `today`. A `carrier` moves the
/// files between the machines' copies of the shared folder (a no-op when they share one),
/// and after each day every machine must hold the same rows and totals.
struct SyncWeek {
    /// Anna, Ben, and Carol once she has joined.
    var machines: [SyncMachine]
    /// Where carol's database goes, and the folder copy she joins.
    let root: String
    let carolFolder: String
    /// Brings the machines' folder copies together (waits for a sync engine).
    let carry: () throws -> Void
    /// How many rounds of sync and carry may be needed before the machines agree.
    let rounds: Int
    /// What was seen on the way, for the test to check and the report to tell.
    var conflicts = 0
    var revived = 0
    var compacted = 0
    var snapshotRows: Int?

    static let monday = day(2026, 11, 2)

    /// Lives the seven days; after each, every machine agrees (or the error says which
    /// day and how they differ).
    mutating func live() throws {
        for index in 0..<7 {
            let today = Self.monday.adding(days: index)
            try act(day: index, today: today)
            for machine in machines {
                _ = try machine.with { try $0.schedules.postDue(today: today) }
            }
            try converge(day: index)
            try checkConsistent(day: index)
            if index == 3 {
                // Thursday evening anna compacts; carol joins on Friday morning.
                compacted += try machines[0].sync(snapshot: true).compacted
                try converge(day: index)
                compacted += try machines[0].sync().compacted
            }
        }
    }

    /// What each person does on day `index`.
    mutating func act(day index: Int, today: CalendarDate) throws {
        let anna = machines[0]
        let ben = machines[1]
        switch index {
        case 0:
            try anna.with { store in
                _ = try store.recipes.add(
                    RecipeDraft(
                        name: "Pea soup",
                        ingredients: "peas\n2 onions\nstock",
                        notes: "Soak the peas.\nChop.\nFry the onions.\nSimmer.\nSalt at the end."
                    ),
                    today: today
                )
                _ = try store.recipes.add(
                    RecipeDraft(name: "Toast", ingredients: "bread"),
                    today: today
                )
                _ = try store.schedules.add(
                    LedgerScheduleDraft(
                        kind: "expense",
                        name: "Cleaner",
                        amount: "40.00",
                        category: "home",
                        frequency: .weekly,
                        from: "2026-11-03"
                    ),
                    today: today
                )
                _ = try store.planner.add(
                    EventDraft(title: "Dinner", start: "2026-11-02 19:00", recipe: "pea soup"),
                    today: today
                )
            }
            try ben.with { store in
                _ = try store.ledger.add(
                    .expense,
                    "Groceries",
                    cents: 4217,
                    on: today,
                    category: "food"
                )
                _ = try store.recipes.add(
                    RecipeDraft(name: "Pancakes", ingredients: "3 eggs\nflour\nmilk"),
                    today: today
                )
                _ = try store.ledger.add(
                    .income,
                    "Salary",
                    cents: 310_000,
                    on: today,
                    category: "work"
                )
            }
        case 1:
            // Both change the groceries' amount before seeing the other's: a conflict.
            try anna.with { try Self.setAmount(of: "Groceries", to: 4317, $0) }
            try ben.with { store in
                try Self.setAmount(of: "Groceries", to: 4117, store)
                _ = try store.planner.add(
                    EventDraft(title: "Brunch", start: "2026-11-04 10:00", recipe: "pancakes"),
                    today: today
                )
            }
        case 2:
            // Different lines of one recipe's notes: both edits stay.
            try anna.with {
                try Self.setNotes(
                    of: "Pea soup",
                    line: 0,
                    to: "Soak the peas overnight.",
                    today,
                    $0
                )
            }
            try ben.with {
                try Self.setNotes(of: "Pea soup", line: 4, to: "Salt and pepper.", today, $0)
            }
            try anna.with {
                try $0.planner.checkShopping(
                    "peas",
                    from: Self.monday,
                    to: Self.monday.adding(days: 6)
                )
            }
            try ben.with { store in
                try store.planner.checkShopping(
                    "eggs",
                    from: Self.monday,
                    to: Self.monday.adding(days: 6)
                )
                _ = try store.ledger.add(
                    .expense,
                    "Cinema",
                    cents: 2400,
                    on: today,
                    category: "fun"
                )
                // Added by mistake: undone, and the undo travels as a delete.
                _ = try store.undoLog.undo()
            }
        case 3:
            // Anna deletes Toast; Ben, not having seen it, edits it later: it comes back.
            try anna.with { store in
                _ = try store.recipes.delete(try Self.recipe("Toast", store))
            }
            try ben.with { store in
                _ = try store.recipes.update(
                    try Self.recipe("Toast", store),
                    with: RecipeChanges(notes: "Butter both sides."),
                    today: today
                )
            }
        case 4:
            // Carol joins after the compaction and starts from anna's snapshot.
            let carol = try SyncMachine.joined("carol", in: root, folder: carolFolder)
            let report = try carol.sync()
            snapshotRows = report.snapshotLoaded?.rows
            machines.append(carol)
            try carol.with {
                _ = try $0.ledger.add(.expense, "Pizza", cents: 1850, on: today, category: "food")
            }
            try anna.with {
                _ = try $0.ledger.add(.expense, "Bakery", cents: 640, on: today, category: "food")
            }
        case 5:
            try ben.with { try Self.setAmount(of: "Salary", to: 312_000, $0) }
            try ben.with { _ = try $0.undoLog.undo() }
            try anna.with {
                try $0.planner.checkShopping(
                    "peas",
                    from: Self.monday,
                    to: Self.monday.adding(days: 6),
                    checked: false
                )
            }
        default:
            for (number, machine) in machines.enumerated() {
                try machine.with {
                    _ = try $0.ledger.add(
                        .expense,
                        "Sunday \(number)",
                        cents: 500 + Int64(number),
                        on: today,
                        category: "fun"
                    )
                }
            }
        }
    }

    /// Syncs every machine and carries the files until all agree, at most `rounds` times.
    mutating func converge(day index: Int) throws {
        var last: [String] = []
        for _ in 0..<rounds {
            for machine in machines {
                let report = try machine.sync()
                conflicts += report.conflicts
                revived += report.revived
                compacted += report.compacted
            }
            try carry()
            last = try machines.map { try $0.everything() }
            if Set(last).count == 1 { return }
        }
        throw SyncSimulationTests.Diverged(
            description: "day \(index): the machines still differ after \(rounds) rounds:\n"
                + last.joined(separator: "\n---\n")
        )
    }

    /// `homebook check` passes, totals are the items' sums, and the weekly cleaner was posted
    /// once per Tuesday however many machines posted it.
    func checkConsistent(day index: Int) throws {
        for machine in machines {
            try machine.with { store in
                let cleaners: Int64? = try store.database.fetchOne(
                    "SELECT count(*) FROM budget_items WHERE name = 'Cleaner'"
                )?.get(0)
                guard try store.check() == [],
                    try store.ledger.totals() == store.ledger.freshTotals(),
                    cleaners == (index >= 1 ? 1 : 0)
                else {
                    throw SyncSimulationTests.Diverged(
                        description: "day \(index): \(machine.name) is not consistent"
                    )
                }
            }
        }
    }

    static func setAmount(of name: String, to cents: Int64, _ store: HomebookStore) throws {
        let id: Int64 = try #require(
            try store.database.fetchOne(
                "SELECT id FROM budget_items WHERE name = ?",
                [.text(name)]
            )?
            .get(0)
        )
        _ = try store.ledger.update(id, applying: LedgerItemChanges(amount: Money(cents: cents)))
    }

    static func recipe(_ name: String, _ store: HomebookStore) throws -> Int64 {
        try #require(
            try store.database.fetchOne("SELECT id FROM recipes WHERE name = ?", [.text(name)])?
                .get(0)
        )
    }

    static func setNotes(
        of name: String,
        line: Int,
        to text: String,
        _ today: CalendarDate,
        _ store: HomebookStore
    ) throws {
        let id = try recipe(name, store)
        let notes: String = try #require(
            try store.database.fetchOne("SELECT notes FROM recipes WHERE id = ?", [.integer(id)])?
                .get(0)
        )
        var lines = notes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line] = text
        _ = try store.recipes.update(
            id,
            with: RecipeChanges(notes: lines.joined(separator: "\n")),
            today: today
        )
    }
}
