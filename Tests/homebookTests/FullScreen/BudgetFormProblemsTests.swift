import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The budget form shows the core's problems of the draft on every change; the 0.00 answer
/// is the draft's flag, and a new amount needs a new answer.
extension BudgetScreenTests {
    @Test func aRetypedAmountAfterTheZeroQuestionNeedsItsOwnAnswer() throws {
        try withBudget(fill: Self.sample) { state, store in
            type("a\tTea\t12,5\r", into: &state)
            #expect(screen(state).contains("press Enter to record 0.00"))
            type("\u{7F}\u{7F}\u{7F}\u{7F}abc\r", into: &state)  // another invalid amount
            #expect(state.stack.last?.title == "Add item")
            #expect(screen(state).contains("\"abc\" is not an amount"))
            #expect(itemCount(store) == 3)
            type("\u{15}2.50\u{13}", into: &state)  // a valid one saves, no question
            #expect(state.stack.last?.title == "Budget")
            #expect(amount(of: "Tea", store) == Money(cents: 250))
        }
    }

    @Test func aCorrectedNameLosesItsMarkAtOnce() throws {
        try withBudget { state, store in
            type("a\tX\u{7F}", into: &state)
            #expect(screen(state).contains("✗ the name is empty"))
            type("Tea", into: &state)
            #expect(!screen(state).contains("✗"))
            type("\t1\u{13}", into: &state)
            #expect(itemCount(store) == 1)
        }
    }
}
