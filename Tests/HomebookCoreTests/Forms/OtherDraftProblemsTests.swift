import HomebookCore
import TestSupport
import Testing

/// The recipe, settings and converter form contracts: every problem keyed by its field.
@Suite struct OtherDraftProblemsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    static let recipeCases: [(RecipeDraft.Field, String, Bool)] = [
        (.name, "Soup", false), (.name, "  ", true), (.name, "So\nup", true),
        (.name, "So\u{0}up", true), (.lastMade, "", false), (.lastMade, "yesterday", false),
        (.lastMade, "2026-11-23", true), (.lastMade, "soon", true),
        (.link, "", false), (.link, "https://example.com/soup", false),
        (.link, "ftp://example.com", true), (.ingredients, "a\nb", false),
        (.notes, "x\u{0}y", false), (.servings, "", false), (.servings, "4", false),
        (.servings, "0", true), (.servings, "four", true),
    ]

    @Test(arguments: recipeCases)
    func aRecipesProblemIsKeyedByItsFieldAndTheSaveAgrees(
        field: RecipeDraft.Field,
        text: String,
        refused: Bool
    ) throws {
        var draft = RecipeDraft(name: "Soup")
        draft[field] = text
        let problems = RecipeInput.problems(draft, today: Self.today)
        #expect(problems.fields == (refused ? [field] : []))
        #expect(problems[field]?.field == (refused ? field : nil))
        var changes = RecipeChanges()
        changes[field] = text
        #expect(RecipeInput.problems(changes, today: Self.today).fields == problems.fields)
        try withTemporaryStore { store, _ in
            do {
                _ = try store.recipes.add(draft, today: Self.today)
                #expect(!refused)
            } catch let error as RecipeError {
                #expect(error == problems.first)
            }
        }
    }

    static let settingsCases: [(SettingKey, String, Bool)] = [
        (.precision, "3", false), (.precision, "7", true), (.currency, "€", false),
        (.currency, "dollars", true), (.decimalComma, "on", false), (.decimalComma, "yes", true),
        (.weekStart, "sunday", false), (.weekStart, "friday", true),
        (.defaultCalendar, "Personal", false), (.defaultCalendar, "Work", true),
        (.defaultCalendar, "", false), (.units, "imperial", false), (.units, "furlongs", true),
    ]

    @Test(arguments: settingsCases)
    func aSettingsProblemIsKeyedByItsSettingAndNothingIsSavedThen(
        key: SettingKey,
        text: String,
        refused: Bool
    ) throws {
        try withTemporaryStore { store, _ in
            var draft = try store.settings.draft()
            draft[key] = text
            let problems = try store.settings.problems(draft)
            #expect(problems.fields == (refused ? [key] : []))
            let before = try store.settings.draft()
            do {
                try store.settings.save(draft)
                #expect(!refused)
            } catch let error as SettingsError {
                #expect(error == problems.first)
                #expect(try store.settings.draft() == before)
            }
        }
    }

    @Test func anUntouchedSettingsDraftWritesNothing() throws {
        try withTemporaryStore { store, _ in
            #expect(try store.settings.save(try store.settings.draft()) == false)
            var draft = try store.settings.draft()
            draft[.precision] = "4"
            #expect(try store.settings.save(draft))
            #expect(try store.settings.value(of: .precision) == "4")
        }
    }

    static let conversionCases: [(ConversionDraft, ConversionDraft.Field?)] = [
        (ConversionDraft(value: "1.5", unit: "kg"), nil),
        (ConversionDraft(value: "", unit: "kg"), nil),
        (ConversionDraft(value: "-1", unit: "kg"), .value),
        (ConversionDraft(value: "-40", unit: "°C"), nil),
        (ConversionDraft(value: "-300", unit: "°C"), .value),
        (ConversionDraft(value: "1,5", unit: "kg"), .value),
        (ConversionDraft(value: "1,5", unit: "kg", decimalComma: true), nil),
        (ConversionDraft(value: "11 8", unit: "st"), nil),
        (ConversionDraft(value: "1", unit: "parsec"), .unit),
    ]

    @Test(arguments: conversionCases)
    func aConversionsProblemIsKeyedByItsField(
        draft: ConversionDraft,
        expected: ConversionDraft.Field?
    ) throws {
        let converter = try UnitConverter(precision: 2)
        let problems = converter.problems(draft)
        #expect(problems.fields == (expected.map { [$0] } ?? []))
        if !draft.value.isEmpty {
            #expect((try? converter.convert(draft)) == nil ? expected != nil : expected == nil)
        }
    }
}
