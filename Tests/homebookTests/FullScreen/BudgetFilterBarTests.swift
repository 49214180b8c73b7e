import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Budget filter bar shows what was typed, whole (docs/manual.md#full-screen-app): a
/// field as narrow as its text once scrolled it by one character (`From 026-10-01`).
@Suite struct BudgetFilterBarTests {
    /// The filter bar's row of the screen.
    func bar(_ state: AppState) -> String {
        String(screen(state).split(separator: "\n").first { $0.hasPrefix(" From ") } ?? "")
    }

    @Test func everyFieldShowsItsLongestValueWhole() throws {
        try withTemporaryStore(named: "budget.sqlite") { store, folder throws in
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("bf2026-10-01\tyesterday\texpense\tGroceries", into: &state)
            for shown in [
                "From 2026-10-01 ", "To yesterday ", "Kind expense ", "Category Groceries",
            ] {
                #expect(bar(state).contains(shown), "\(bar(state))")
            }
            // With the focus back on From, every field still shows whole.
            type("\t", into: &state)
            for shown in [
                "From 2026-10-01 ", "To yesterday ", "Kind expense ", "Category Groceries",
            ] {
                #expect(bar(state).contains(shown), "\(bar(state))")
            }
        }
    }

    /// A `food` branch with no item of its own: `food:groceries`, `food:eating out`, `fun`.
    static func seedBranch(_ store: HomebookStore) throws {
        for (name, amount, category) in [
            ("Milk", "2.10", "food:groceries"), ("Pizza", "18.00", "food:eating out"),
            ("Cinema", "12.50", "fun"),
        ] {
            try store.ledger.add(
                LedgerDraft(
                    kind: "expense",
                    name: name,
                    amount: amount,
                    date: "2026-11-10",
                    category: category
                ),
                today: ScreenSnapshot.today
            )
        }
    }

    /// Tab completes the category as a shell does (docs/manual.md#categories): to what every
    /// match shares, the branch `food` first; before, `fo` became `food:eating out`.
    @Test func tabCompletesACategoryToTheBranchBeforeItsChildren() throws {
        try withTemporaryStore(named: "budget.sqlite") { store, _ throws in
            try Self.seedBranch(store)
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("bf\t\t\tfo\t", into: &state)
            #expect(bar(state).hasSuffix("Category food"), "\(bar(state))")
            // The branch filters both its children.
            #expect(screen(state).contains("Milk"), "\(screen(state))")
            #expect(screen(state).contains("Pizza"), "\(screen(state))")
            #expect(!screen(state).contains("Cinema"), "\(screen(state))")
            // Past the branch, the one child `g` starts; any case of A–Z.
            type(":G\t", into: &state)
            #expect(bar(state).hasSuffix("Category food:groceries"), "\(bar(state))")
            #expect(!screen(state).contains("Pizza"), "\(screen(state))")
        }
    }

    /// `f` is both `food` and `fun`: Tab adds nothing they do not share, as a shell does,
    /// and the hint lists the branch with the categories.
    @Test func tabOnAnAmbiguousBeginningAddsNothing() throws {
        try withTemporaryStore(named: "budget.sqlite") { store, _ throws in
            try Self.seedBranch(store)
            var state = FullScreenProgram.state(store: store, size: (120, 40))
            type("bf\t\t\tf", into: &state)
            #expect(
                screen(state).contains("Tab: food · food:eating out · food:groceries · fun"),
                "\(screen(state))"
            )
            type("\t", into: &state)
            #expect(bar(state).hasSuffix("Category f"), "\(bar(state))")
        }
    }
}
