import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Budget screen's header under a filter (docs/manual.md#full-screen-app): the sums of
/// what is shown, said to be filtered, with the whole ledger's savings still in view.
@Suite struct BudgetHeaderTests {
    /// The screen's second line: the header under the title.
    func header(_ state: AppState) -> String {
        screen(state).split(separator: "\n").dropFirst().first.map(String.init) ?? ""
    }

    @Test(arguments: [80, 120])
    func aFilteredHeaderSumsWhatIsShownAndKeepsTheSavings(width: Int) throws {
        try BudgetScreenTests().withBudget(
            width: width,
            height: width == 80 ? 24 : 40,
            fill: BudgetScreenTests.sample
        ) {
            state,
            store in
            #expect(
                header(state).hasPrefix(" Income $1,000.00   Expenses $402.50   Savings $597.50")
            )
            type("f\t\texpense", into: &state)
            let expected = try store.ledger.sum(LedgerQuery(kind: .expense))
            #expect(expected.expenses.cents == 40_250)
            #expect(
                header(state).hasPrefix(
                    " Filtered: in $0.00  out $402.50  net -$402.50  │ Savings $597.50"
                )
            )
            #expect(header(state).hasSuffix("2 shown"))
            type("\r", into: &state)
            type("x", into: &state)
            #expect(header(state).hasPrefix(" Income $1,000.00"))
        }
    }
}
