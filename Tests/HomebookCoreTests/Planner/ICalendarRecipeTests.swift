import HomebookCore
import TestSupport
import Testing

/// An event's recipe travels in `X-HOMEBOOK-RECIPE` and comes back by exact name.
@Suite struct ICalendarRecipeTests {
    static let name = "Risotto; mushroom, \\wild"

    /// A store with the recipes `names` and, when `plan` is given, a dinner planning it.
    func withStore(
        recipes names: [String],
        plan: String? = nil,
        _ body: (_ planner: Planner) throws -> Void
    ) throws {
        try withTemporaryStore(named: "planner.sqlite") { store, _ in
            for name in names {
                _ = try store.recipes.add(RecipeDraft(name: name), today: plannerToday)
            }
            let planner = store.planner(in: berlin)
            if let plan {
                let id = try planner.add(
                    EventDraft(
                        title: "Dinner",
                        start: "2026-11-28 19:00",
                        description: "with Ana",
                        recipe: plan
                    ),
                    today: plannerToday
                )
                #expect(try planner.get(id).recipe?.name == plan)
            }
            try body(planner)
        }
    }

    @Test func theRecipeIsAnEscapedPropertyAndTheDescriptionStaysAsItIs() throws {
        try withStore(recipes: [Self.name], plan: Self.name) { planner in
            _ = try planner.add(EventDraft(title: "Walk", start: "2026-11-29"), today: plannerToday)
            let text = try ICalendarTests.export(planner)
            #expect(
                text.contains("X-HOMEBOOK-RECIPE;VALUE=TEXT:Risotto\\; mushroom\\, \\\\wild\r\n")
            )
            #expect(text.contains("DESCRIPTION:with Ana\r\n"))
            // Only the dinner plans a recipe.
            let lines = text.split(separator: "\r\n")
            #expect(lines.filter { $0.hasPrefix("X-HOMEBOOK-RECIPE;") }.count == 1)
        }
    }

    @Test func theLinkComesBackWhereExactlyOneRecipeHasThatName() throws {
        try withStore(recipes: [Self.name], plan: Self.name) { first in
            let exported = try ICalendarTests.export(first)
            // Another store, where a recipe differing only in case must not be taken.
            try withStore(recipes: ["RISOTTO; MUSHROOM, \\WILD", "Soup", Self.name]) { second in
                let report = try second.importICalendar(exported)
                #expect(report == ICalendarImportReport(imported: 1, skipped: 0, unlinked: []))
                let event = try #require(
                    try second.occurrences(from: day("2026-11-28"), to: day("2026-11-28")).first
                )
                #expect(event.recipe == PlannedRecipe(id: 3, name: Self.name))
                #expect(event.description == "with Ana")
                #expect(try ICalendarTests.export(second) == exported)
            }
        }
    }

    @Test(arguments: [
        ([String](), 0, "no recipe is named \"Risotto; mushroom, \\wild\""),
        (
            [ICalendarRecipeTests.name, ICalendarRecipeTests.name], 2,
            "2 recipes are named \"Risotto; mushroom, \\wild\""
        ),
    ])
    func withoutExactlyOneSuchRecipeTheEventComesWithoutALinkAndTheReportSaysSo(
        recipes: [String],
        matches: Int,
        reason: String
    ) throws {
        try withStore(recipes: [Self.name], plan: Self.name) { first in
            let exported = try ICalendarTests.export(first)
            try withStore(recipes: recipes) { second in
                let report = try second.importICalendar(exported)
                #expect(report.imported == 1)
                #expect(
                    report.unlinked == [
                        UnlinkedRecipe(title: "Dinner", recipeName: Self.name, matches: matches)
                    ]
                )
                #expect(
                    report.unlinked.first?.description
                        == "\"Dinner\" was imported without its recipe: " + reason
                )
                let event = try #require(
                    try second.occurrences(from: day("2026-11-28"), to: day("2026-11-28")).first
                )
                #expect(event.recipe == nil)
                #expect(event.description == "with Ana")
            }
        }
    }
}
