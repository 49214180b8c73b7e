import HomebookCore
import TestSupport
import Testing

/// The core's described forms: each driven by index as every front drives it, its check
/// keyed by field, and its one save (docs/manual.md#forms).
@Suite struct DescribedFormsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test func theRecipeFormHasServingsAndSavesThem() throws {
        try withTemporaryStore { store, _ throws in
            var form = FormSession(RecipeForm(book: store.recipes, editing: nil, today: Self.today))
            let servings = try #require(form.index(of: "servings"))
            #expect(form.fields[servings].kind == .number)
            form.set(try #require(form.index(of: "name")), "Soup")
            form.set(servings, "none")
            #expect(form.problems()[servings] != nil)
            form.set(servings, "4")
            #expect(form.problems().isEmpty)
            let saved = try form.save()
            let recipe = try store.recipes.get(try #require(saved.id))
            #expect(recipe.servings == 4)

            // Editing changes only the fields retyped: emptying servings clears them.
            var edit = FormSession(
                RecipeForm(book: store.recipes, editing: recipe, today: Self.today)
            )
            #expect(edit.text(servings) == "4")
            #expect(!edit.isChanged)
            edit.set(servings, "")
            #expect(edit.isChanged)
            _ = try edit.save()
            #expect(try store.recipes.get(recipe.id).servings == nil)
        }
    }

    @Test func theEventFormKeysAMealsServingsToTheirOwnField() throws {
        try withTemporaryStore { store, _ throws in
            _ = try store.recipes.add(RecipeDraft(name: "Pancakes"), today: Self.today)
            var form = FormSession(EventForm(store: store, today: Self.today))
            let servings = try #require(form.index(of: "servings"))
            let recipe = try #require(form.index(of: "recipe"))
            form.set(try #require(form.index(of: "title")), "Supper")
            form.set(try #require(form.index(of: "start")), "today 19:00")
            form.set(recipe, "Pan")
            #expect(form.completions(recipe) == ["Pancakes"])
            form.set(recipe, "Pancakes")
            form.set(servings, "lots")
            #expect(Set(form.problems().keys) == [servings])
            form.set(servings, "6")
            let saved = try form.save()
            #expect(try store.planner.get(try #require(saved.id)).servings == 6)
        }
    }

    @Test func aNewBudgetItemAsksTheZeroQuestionBeforeSaving() throws {
        try withTemporaryStore { store, _ throws in
            var form = FormSession(
                BudgetItemForm(ledger: store.ledger, editing: nil, today: Self.today)
            )
            form.set(try #require(form.index(of: "name")), "Rent")
            form.set(try #require(form.index(of: "amount")), "12.5.0")
            #expect(form.question == LedgerDraft.zeroQuestion)
            #expect(throws: LedgerError.self) { _ = try form.save() }
            #expect(try store.ledger.count() == 0)
            form.confirm()
            #expect(form.question == nil)
            let saved = try form.save()
            #expect(saved.added)
            #expect(try store.ledger.get(try #require(saved.id)).amount == Money(cents: 0))
        }
    }

    @Test func theSettingsFormTogglesAndSavesOnlyWhatChanged() throws {
        try withTemporaryStore { store, _ throws in
            var form = FormSession(SettingsForm(store: store))
            let comma = try #require(form.index(of: "decimal-comma"))
            #expect(form.fields[comma].kind == .toggle(on: "on", off: "off"))
            form.set(comma, "maybe")
            #expect(form.problems()[comma] == "expected on or off")
            form.set(comma, "on")
            #expect(try form.save().note == "saved")
            #expect(try store.settings.value(of: .decimalComma) == "on")
            var again = FormSession(SettingsForm(store: store))
            #expect(try again.save().note == "nothing changed")
        }
    }

    @Test func schedulesReturnEveryProblemKeyedByItsField() throws {
        try withTemporaryStore { store, _ throws in
            let draft = LedgerScheduleDraft(
                kind: "e",
                name: " ",
                amount: "-5",
                frequency: .monthly,
                until: "someday"
            )
            let problems = try store.schedules.problems(draft, today: Self.today)
            #expect(problems.fields == [.name, .amount, .until])
            #expect(throws: LedgerScheduleError.self) {
                _ = try store.schedules.add(draft, today: Self.today)
            }
        }
    }
}
