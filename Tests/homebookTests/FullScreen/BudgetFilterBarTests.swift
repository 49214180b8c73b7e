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
}
