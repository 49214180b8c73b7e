import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Tab in a form field with a list completes as a shell does (docs/manual.md#forms): to
/// what every name starting with the text shares, A–Z in any case; before, it went straight
/// to the first name, so `pa` among `Pan pizza` and `Pancakes` became `Pan pizza`.
@Suite struct FormCompletionTests {
    /// The event form on its Recipe field, in a book of `Pancakes`, `Pan pizza` and `Soup`.
    func withRecipeField(_ body: (inout AppState) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ in
            let today = PlannerScreenTests.today
            for name in ["Pancakes", "Pan pizza", "Soup"] {
                _ = try store.recipes.add(RecipeDraft(name: name), today: today)
            }
            var state = AppState(
                root: PlannerScreen(store: store, today: today),
                appName: "homebook",
                size: (80, 24)
            )
            // Title, start, then Tab over end, all day, location, description and calendar.
            type("aSupper\ttoday 19:00\t\t\t\t\t\t", into: &state)
            #expect(hint(state).contains("Pan pizza · Pancakes · Soup"))
            try body(&state)
        }
    }

    /// The line under the form.
    func hint(_ state: AppState) -> String {
        screen(state).split(separator: "\n").dropLast().last.map(String.init) ?? ""
    }

    /// The field labelled `label` as shown.
    func field(_ label: String, _ state: AppState) -> String? {
        screen(state).split(separator: "\n").first { $0.hasPrefix("  \(label) ") }
            .map { String($0.dropFirst(2 + label.count)).trimmingWhitespace() }
    }

    /// The Recipe field as shown.
    func recipe(_ state: AppState) -> String? { field("Recipe", state) }

    @Test func tabCompletesWhatTheNamesShareThenOneName() throws {
        try withRecipeField { state in
            type("pa", into: &state)
            // The hint says what Tab will do: "Pan", not the first name.
            #expect(hint(state).contains("Tab completes to \"Pan\": Pan pizza · Pancakes"))
            type("\t", into: &state)
            #expect(recipe(state) == "Pan")
            // The matches part after "Pan": Tab adds nothing, and the hint does not offer it.
            #expect(!hint(state).contains("Tab completes"))
            #expect(hint(state).contains("Pan pizza · Pancakes"))
            type("cak", into: &state)
            #expect(hint(state).contains("Tab completes: Pancakes"))
            type("\t", into: &state)
            #expect(recipe(state) == "Pancakes")
        }
    }

    @Test func aSingleMatchCompletesWhole() throws {
        try withRecipeField { state in
            type("s\t", into: &state)
            #expect(recipe(state) == "Soup")
        }
    }

    @Test func noMatchLeavesTheTextAndTheHintSaysSo() throws {
        try withRecipeField { state in
            type("x", into: &state)
            #expect(hint(state).contains("no recipe starts with \"x\""))
            type("\t", into: &state)
            #expect(recipe(state) == "x")
        }
    }

    @Test func caseIsIgnored() throws {
        try withRecipeField { state in
            type("PA\t", into: &state)
            #expect(recipe(state) == "Pan")
            type("C\t", into: &state)
            #expect(recipe(state) == "Pancakes")
        }
    }

    /// A category completes to its branch before any of its children, as the Budget filter
    /// does: the form offers the branches too.
    @Test func aCategoryCompletesToItsBranchFirst() throws {
        try withTemporaryStore(named: "budget.sqlite") { store, _ throws in
            let today = BudgetFormCategoriesTests.today
            for category in ["food:groceries", "food:eating out", "fun"] {
                try store.ledger.add(
                    LedgerDraft(
                        kind: "expense",
                        name: "x",
                        amount: "1",
                        date: "2024-06-01",
                        category: category
                    ),
                    today: today
                )
            }
            var state = FullScreenProgram.state(
                root: BudgetScreen(store: store, today: { today }),
                store: store,
                size: (80, 24)
            )
            // Kind, name, amount, date, then the category.
            type("a\tLunch\t12\t\t", into: &state)
            type("fo", into: &state)
            #expect(
                hint(state).contains(
                    "Tab completes to \"food\": food · food:eating out · food:groceries"
                )
            )
            type("\t", into: &state)
            #expect(field("Category", state) == "food")
            type(":g\t", into: &state)
            #expect(field("Category", state) == "food:groceries")
        }
    }
}
