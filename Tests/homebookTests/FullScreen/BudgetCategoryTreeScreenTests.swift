import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The categories screen as a tree (docs/manual.md#categories): → opens and ← closes a
/// branch, a branch sums what it holds, `t` sets the row's target through the form and its
/// bar shows, `r` renames a branch, F1 names the keys.
@Suite struct BudgetCategoryTreeScreenTests {
    static let today = ScreenSnapshot.today

    /// A ledger with a `food` branch of two children and a top-level `fun`.
    static func seed(_ store: HomebookStore) throws {
        let ledger = store.ledger
        try ledger.add(
            .expense,
            "Milk",
            cents: 6_000,
            on: day(2026, 11, 3),
            category: "food:groceries"
        )
        try ledger.add(
            .expense,
            "Pizza",
            cents: 3_000,
            on: day(2026, 11, 4),
            category: "Food:eating out"
        )
        try ledger.add(.expense, "Cinema", cents: 1_250, on: day(2026, 11, 5), category: "fun")
    }

    func withTree(
        width: Int = 80,
        height: Int = 24,
        _ body: (inout AppState, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore(named: "tree.sqlite") { store, _ throws in
            try Self.seed(store)
            var state = FullScreenProgram.state(
                root: FixedTodayHome(store: store, today: Self.today),
                store: store,
                size: (width, height)
            )
            type("bc", into: &state)
            try body(&state, store)
        }
    }

    /// The lines of the list, trimmed, from the headings to the total.
    func rows(_ state: AppState) -> [String] {
        let lines = screen(state).split(separator: "\n").map { $0.trimmingWhitespace() }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Category") }),
            let end = lines.firstIndex(where: { $0.hasPrefix("Total") })
        else { return [] }
        return Array(lines[(start + 1)..<end])
    }

    @Test func arrowsOpenAndCloseABranchAndItSumsItsChildren() throws {
        try withTree { state, _ in
            #expect(
                rows(state).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
                    == [
                        "▾ food -$90.00", "eating out -$30.00", "groceries -$60.00 -$60.00",
                        "fun -$12.50 -$12.50",
                    ]
            )
            type("\u{1B}[D", into: &state)  // on food: closes it
            #expect(rows(state).count == 2)
            #expect(rows(state).first?.hasPrefix("▸ food") == true)
            type("\u{1B}[C\u{1B}[B\u{1B}[B\u{1B}[D", into: &state)  // open, groceries, ← up
            #expect(rows(state).count == 4)
            #expect(screen(state).contains("▾ food"))
            // ← on a child goes to its branch: the next ← closes it.
            type("\u{1B}[D", into: &state)
            #expect(rows(state).count == 2)
        }
    }

    @Test func tSetsTheRowsTargetThroughTheFormAndTheBarShowsIt() throws {
        try withTree(width: 120, height: 40) { state, store throws in
            type("t", into: &state)
            #expect(state.stack.last?.title == "Set target")
            #expect(screen(state).contains("food"))
            type("\u{1B}[B100\u{13}", into: &state)  // the amount, then Ctrl-S
            #expect(state.stack.last?.title == "Categories")
            let target = try #require(try store.ledger.targets().first)
            #expect(target.category == "food")
            #expect(target.amount.cents == 10_000)
            // The branch's spending (90.00 of 100.00) against it, as a bar.
            let food = rows(state).first ?? ""
            #expect(food.contains("$100.00"))
            #expect(food.contains("$10.00"))
            #expect(food.contains("[##################..]"))
        }
    }

    @Test func rRenamesTheBranchAsOneUndoableChange() throws {
        try withTree { state, store throws in
            type("r", into: &state)
            #expect(state.stack.last?.title == "Rename category")
            // The new name is the second field: down to it, clear it, type.
            type("\u{1B}[B", into: &state)
            type(String(repeating: "\u{7F}", count: 4) + "meals\u{13}", into: &state)
            #expect(
                try store.ledger.categories() == ["fun", "meals:eating out", "meals:groceries"]
            )
            #expect(screen(state).contains("▾ meals"))
            type("u", into: &state)
            #expect(try store.ledger.categories() == ["food:eating out", "food:groceries", "fun"])
        }
    }

    @Test func f1ListsTheTreeKeys() throws {
        try withTree { state, _ in
            type("\u{1B}OP", into: &state)
            let help = screen(state)
            #expect(help.contains("open the branch"))
            #expect(help.contains("close the branch, or go to the branch above"))
            #expect(help.contains("set the target of the category (or branch)"))
            #expect(help.contains("rename the category or branch"))
        }
    }
}
