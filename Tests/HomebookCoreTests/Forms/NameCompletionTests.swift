import HomebookCore
import TestSupport
import Testing

/// The one completion rule of every field with a list (docs/manual.md#forms): Tab adds what
/// every name starting with the text shares, A–Z in any case; categories add their branches.
@Suite struct NameCompletionTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test func tabAddsWhatEveryMatchShares() {
        let names = ["Pancakes", "Pan pizza", "Soup"]
        #expect(NameCompletion.complete("pa", in: names) == "Pan")
        #expect(NameCompletion.complete("PAN", in: names) == nil)
        #expect(NameCompletion.complete("panc", in: names) == "Pancakes")
        #expect(NameCompletion.complete(" s ", in: names) == "Soup")
        #expect(NameCompletion.complete("soup", in: names) == nil)
        #expect(NameCompletion.complete("x", in: names) == nil)
        #expect(NameCompletion.complete("", in: names) == nil)
        #expect(NameCompletion.matches("PA", in: names) == ["Pancakes", "Pan pizza"])
        #expect(NameCompletion.matches("", in: names, limit: 2) == ["Pancakes", "Pan pizza"])
    }

    /// A recipe field completes over every recipe starting so, not the first 8 the hint
    /// shows: the first 8 of `p` share `Pan `, all of them only `Pa`.
    @Test func aRecipeCompletesOverEveryMatchNotTheFirstFew() throws {
        try withTemporaryStore { store, _ throws in
            for name in (1...8).map({ "Pan \($0)" }) + ["pasta", "Soup"] {
                _ = try store.recipes.add(RecipeDraft(name: name), today: Self.today)
            }
            #expect(try store.recipes.nameCompletion("p") == "Pa")
            #expect(try store.recipes.nameCompletion("PAN") == "Pan ")
            // Completed to the shared space, Tab adds nothing more.
            #expect(try store.recipes.nameCompletion("Pan ") == nil)
            #expect(try store.recipes.nameCompletion("pas") == "pasta")
            #expect(try store.recipes.nameCompletion("pasta") == nil)
            #expect(try store.recipes.nameCompletion("x") == nil)
            var form = FormSession(EventForm(store: store, today: Self.today))
            let recipe = try #require(form.index(of: "recipe"))
            form.set(recipe, "p")
            #expect(form.completions(recipe).count == 8)
            #expect(form.completion(recipe) == "Pa")
        }
    }

    /// A category field offers the branches as the Budget filter does, so Tab stops at the
    /// branch `food` before its children.
    @Test func aCategoryFieldCompletesToTheBranchFirst() throws {
        try withTemporaryStore { store, _ throws in
            for category in ["food:groceries", "food:eating out", "fun"] {
                try store.ledger.add(
                    LedgerDraft(
                        kind: "expense",
                        name: "x",
                        amount: "1",
                        date: "2026-11-01",
                        category: category
                    ),
                    today: Self.today
                )
            }
            var form = FormSession(
                BudgetItemForm(ledger: store.ledger, editing: nil, today: Self.today)
            )
            let field = try #require(form.index(of: "category"))
            form.set(field, "fo")
            #expect(form.completions(field) == ["food", "food:eating out", "food:groceries"])
            #expect(form.completion(field) == "food")
            form.set(field, "food:")
            #expect(form.completion(field) == nil)
            form.set(field, "f")
            #expect(form.completion(field) == nil)
        }
    }
}
