import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// A long meal row in the Planner's agenda (docs/manual.md#servings-and-scaling): the title,
/// place and recipe's name are cut with `…`, never the meal's `×N` or the marks after it.
@Suite struct PlannerAgendaFitTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10)!

    func agendaRow(size: (Int, Int), location: String = "") throws -> String {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            _ = try store.recipes.add(
                RecipeDraft(
                    name: "Pancakes with blueberries, maple syrup and whipped cream",
                    servings: "4"
                ),
                today: Self.today
            )
            _ = try store.planner.add(
                EventDraft(
                    title: "Sunday brunch with the whole family",
                    start: "2026-03-10 11:00",
                    location: location,
                    recipe: "Pancakes with blueberries, maple syrup and whipped cream",
                    repeatRule: RepeatInput(frequency: "weekly", count: 2),
                    servings: "6"
                ),
                today: Self.today
            )
            let state = FullScreenProgram.state(
                root: PlannerScreen(store: store, today: Self.today),
                store: store,
                size: size
            )
            let lines = screen(state).split(separator: "\n").map(String.init)
            return try #require(lines.first { $0.contains("11:00–12:00") })
        }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func aLongMealKeepsItsServingsAndMarks(size: (Int, Int)) throws {
        for location in ["", "The old farmhouse on the hill"] {
            let row = try agendaRow(size: size, location: location)
            // Before, at 80 columns the row ended inside the recipe's name: no ×6, no ↻.
            #expect(row.hasSuffix(" ×6  ↻"), "\(row)")
            #expect(TextWidth.columns(of: row) <= size.0)
            #expect(row.contains("meal: Pancakes"))
            #expect(row.contains("…"), "\(row)")
        }
    }

    @Test func aShortRowIsShownWhole() {
        let event = PlannerEvent(
            id: 1,
            uid: "u",
            calendar: "Home",
            title: "Brunch",
            span: .allDay(first: Self.today, last: Self.today),
            recipe: PlannedRecipe(id: 1, name: "Pancakes and syrup"),
            servings: 6
        )
        var agenda = PlannerAgenda(events: [event], today: Self.today, zone: .current)
        agenda.width = 80
        #expect(agenda.rows(in: 1..<2) == ["    all day      Brunch  meal: Pancakes and syrup ×6"])
        agenda.width = 42
        let row = agenda.rows(in: 1..<2)[0]
        #expect(row == "    all day      Brunch  meal: Pancake… ×6", "\(row)")
    }
}
