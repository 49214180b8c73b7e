import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

@Suite struct PlanMenuTests {
    @Test func addListViewEditAndDeleteAnEventFromTheMenu() throws {
        try withTemporaryDirectory { folder in
            let input = [
                "p", "l",
                "a", "Dinner", "next week", "2026-11-28 19:00", "21:00", "", "Home", "", "", "", "",
                "", "l", "v", "1",
                "e", "1", "Late dinner", "", "", "", "-", "", "", "", "", "",
                "d", "1", "n", "d", "1", "y", "l", "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            #expect(
                output.contains("Nothing planned in the next 14 days: choose a to add an event.")
            )
            #expect(output.contains("Error: \"next week\" is not a time"))
            #expect(output.contains("Added event 1."))
            #expect(output.contains("Sat 2026-11-28\n  19:00–21:00  Dinner  #1 [Personal]  @ Home"))
            #expect(output.contains("When: Sat 2026-11-28 19:00–21:00"))
            #expect(
                output.contains(
                    "Event 1: Late dinner\nWhen: Sat 2026-11-28 19:00–21:00\nCalendar: Personal\n"
                )
            )
            #expect(output.contains("Nothing deleted."))
            #expect(output.contains("Deleted event 1."))
            try withStore(at: path) { store throws in
                #expect(try store.planner.count() == 0)
            }
        }
    }

    @Test func viewingAMealShowsItsRecipeAtTheMealsServings() throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/menu.sqlite"
            try withStore(at: path) { store throws in
                let today = CalendarDate(year: 2026, month: 11, day: 28)!
                _ = try store.recipes.add(
                    RecipeDraft(name: "Pancakes", ingredients: "2 eggs", servings: "4"),
                    today: today
                )
                _ = try store.planner.add(
                    EventDraft(
                        title: "Brunch",
                        start: "2026-11-28 11:00",
                        recipe: "Pancakes",
                        servings: "6"
                    ),
                    today: today
                )
            }
            let (output, _) = try runMenu(["p", "v", "1", "b", "q"], in: folder)
            // Before, the menu showed the event only, without the meal's ingredients.
            #expect(
                output.contains(
                    "Ingredients, scaled to 6 servings for the meal (recipe: 4):\n  3 eggs"
                )
            )
        }
    }

    @Test func exportWritesTheCalendarToANewFile() throws {
        try withTemporaryDirectory { folder in
            let file = folder + "/out.ics"
            let input = [
                "p", "a", "Holiday", "2026-12-24", "2026-12-26", "", "", "", "", "", "", "", "x",
                file, "b", "q",
            ]
            let (output, _) = try runMenu(input, in: folder)
            #expect(output.contains("Exported 1 event to \(file)."))
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("DTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261227\r\n"))
        }
    }

    @Test func aRepeatingEventLosesOneDayOrAllItsRepeatsFromTheMenu() throws {
        try withTemporaryDirectory { folder in
            // Weekly on Mondays from 2026-03-02, four times.
            let input = [
                "p", "a", "Swim", "2026-03-02 07:00", "", "", "", "", "", "", "", "weekly count 4",
                "d", "1", "2026-03-03", "y",
                "d", "1", "someday", "2026-03-09", "y",
                "d", "1", "2026-03-09", "y",
                "d", "1", "2026-03-16", "n",
                "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Event 1 repeats. Day of the one occurrence to delete"))
            // A Tuesday has no occurrence; a day already deleted has none either.
            #expect(output.contains("Error: no occurrence of event 1 starts on Tue 2026-03-03"))
            #expect(output.contains("Error: no occurrence of event 1 starts on Mon 2026-03-09"))
            #expect(output.contains("\"someday\""))
            #expect(output.contains("Delete event 1 (Swim) on Mon 2026-03-09 only? [y/N]"))
            #expect(output.contains("Deleted event 1 on 2026-03-09."))
            #expect(output.contains("Nothing deleted."))
            try withStore(at: path) { store throws in
                let march = try #require(CalendarDate(iso: "2026-03-01"))
                let days = try store.planner.occurrences(from: march, to: march.adding(days: 30))
                    .map { $0.span.firstDay(in: store.planner.zone).description }
                #expect(days == ["2026-03-02", "2026-03-16", "2026-03-23"])
            }
        }

        try withTemporaryDirectory { folder in
            let input = [
                "p", "a", "Swim", "2026-03-02 07:00", "", "", "", "", "", "", "", "weekly count 4",
                "d", "1", "", "y", "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Delete event 1 (Swim) and all its repeats? [y/N]"))
            #expect(output.contains("Deleted event 1."))
            try withStore(at: path) { store throws in
                #expect(try store.planner.count() == 0)
            }
        }
    }
}
