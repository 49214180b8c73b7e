import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct PlannerStoreTests {
    @Test func anEventIsStoredWithEveryFieldAndListedInItsRange() throws {
        try withPlanner { planner, _ in
            let id = try planner.add(
                EventDraft(
                    title: "  Dinner ",
                    start: "saturday 19:00",
                    end: "21:30",
                    description: "with\nfriends",
                    location: "Home"
                ),
                today: plannerToday
            )
            let event = try planner.get(id)
            #expect(event.title == "Dinner")
            #expect(event.calendar == "Personal")
            #expect(event.description == "with\nfriends")
            #expect(
                event.isoTimes(in: berlin) == (
                    "2026-11-28T19:00:00+01:00", "2026-11-28T21:30:00+01:00"
                )
            )
            #expect(
                starts(try planner.occurrences(from: day("2026-11-28"), to: day("2026-11-28"))) == [
                    "2026-11-28 19:00"
                ]
            )
            #expect(try planner.occurrences(from: day("2026-11-29"), to: day("2026-12-31")).isEmpty)
        }
    }

    @Test func badInputIsRefusedWithAClearErrorAndNothingIsStored() throws {
        try withPlanner { planner, _ in
            #expect(throws: PlannerError.endBeforeStart) {
                try planner.add(
                    EventDraft(title: "A", start: "today 18:00", end: "17:00"),
                    today: plannerToday
                )
            }
            #expect(throws: PlannerError.unknownCalendar("Work")) {
                try planner.add(
                    EventDraft(title: "A", start: "today 18:00", calendar: "Work"),
                    today: plannerToday
                )
            }
            #expect(throws: PlannerError.allDayWithTime) {
                try planner.add(
                    EventDraft(title: "A", start: "today 18:00", allDay: true),
                    today: plannerToday
                )
            }
            #expect(throws: PlannerError.invalidName(field: "title")) {
                try planner.add(
                    EventDraft(title: "two\nlines", start: "today"),
                    today: plannerToday
                )
            }
            #expect(throws: PlannerError.self) {
                try planner.add(
                    EventDraft(
                        title: "A",
                        start: "today",
                        repeatRule: RepeatInput(frequency: "weekly", until: "2027-01-01", count: 3)
                    ),
                    today: plannerToday
                )
            }
            let count = try planner.count()
            #expect(count == 0)
        }
    }

    @Test func aWeeklyNineOClockStaysAtNineAcrossTheAutumnChange() throws {
        try withPlanner { planner, _ in
            _ = try planner.add(
                EventDraft(
                    title: "Standup",
                    start: "2026-10-12 09:00",
                    repeatRule: RepeatInput(frequency: "weekly")
                ),
                today: plannerToday
            )
            let list = try planner.occurrences(from: day("2026-10-12"), to: day("2026-11-02"))
            #expect(
                starts(list) == [
                    "2026-10-12 09:00", "2026-10-19 09:00", "2026-10-26 09:00", "2026-11-02 09:00",
                ]
            )
            #expect(
                list.map { $0.isoTimes(in: berlin).start.suffix(6) } == [
                    "+02:00", "+02:00", "+01:00", "+01:00",
                ]
            )
        }
    }

    @Test func allDayEventsAreFloatingDaysWithAnInclusiveEnd() throws {
        try withPlanner { planner, _ in
            let id = try planner.add(
                EventDraft(title: "Holiday", start: "2026-12-24", end: "2026-12-26"),
                today: plannerToday
            )
            #expect(
                try planner.get(id).span
                    == .allDay(first: day("2026-12-24"), last: day("2026-12-26"))
            )
            #expect(
                try planner.occurrences(from: day("2026-12-26"), to: day("2026-12-31")).map(\.id)
                    == [id]
            )
            #expect(try planner.occurrences(from: day("2026-12-27"), to: day("2026-12-31")).isEmpty)
        }
    }

    @Test func editingTheStartKeepsTheLengthAndTheOtherFields() throws {
        try withPlanner { planner, _ in
            let id = try planner.add(
                EventDraft(
                    title: "Call",
                    start: "2026-11-25 10:00",
                    end: "10:45",
                    location: "Phone"
                ),
                today: plannerToday
            )
            let moved = try planner.update(
                id,
                with: EventChanges(start: "2026-11-26 15:00"),
                today: plannerToday
            )
            #expect(
                moved.isoTimes(in: berlin) == (
                    "2026-11-26T15:00:00+01:00", "2026-11-26T15:45:00+01:00"
                )
            )
            #expect(moved.location == "Phone")
            #expect(throws: PlannerError.endBeforeStart) {
                try planner.update(id, with: EventChanges(end: "14:00"), today: plannerToday)
            }
            #expect(try planner.get(id) == moved)
        }
    }

    @Test func aMealLinksARecipeByIdOrNameAndSaysWhenTheRecipeWasDeleted() throws {
        try withPlanner { planner, store in
            let risotto = try store.recipes.add(
                RecipeDraft(name: "Mushroom risotto", ingredients: "Rice\n2 onions"),
                today: plannerToday
            )
            _ = try store.recipes.add(
                RecipeDraft(name: "Pea soup", ingredients: "peas\n2 Onions "),
                today: plannerToday
            )
            _ = try store.recipes.add(RecipeDraft(name: "Pea salad"), today: plannerToday)
            let dinner = try planner.add(
                EventDraft(title: "Dinner", start: "saturday 19:00", recipe: "risotto"),
                today: plannerToday
            )
            let lunch = try planner.add(
                EventDraft(title: "Lunch", start: "monday 12:00", recipe: "pea soup"),
                today: plannerToday
            )
            #expect(
                try planner.get(dinner).recipe
                    == PlannedRecipe(id: risotto, name: "Mushroom risotto")
            )
            #expect(throws: PlannerError.self) {
                try planner.add(
                    EventDraft(title: "X", start: "today", recipe: "pea"),
                    today: plannerToday
                )
            }
            let list = try planner.shoppingList(from: day("2026-11-22"), to: day("2026-11-30"))
            #expect(list.items.map(\.text) == ["4 onions", "peas", "Rice"])
            #expect(list.items.first?.mealsText == "Mushroom risotto, Pea soup")
            try store.recipes.delete(risotto)
            let orphan = try planner.get(dinner)
            #expect(orphan.recipe == nil)
            #expect(orphan.deletedRecipeName == "Mushroom risotto")
            #expect(try planner.get(lunch).deletedRecipeName == nil)
        }
    }

    @Test func calendarsCanBeAddedRenamedAndDeletedOnlyWhenEmpty() throws {
        try withPlanner { planner, _ in
            _ = try planner.addCalendar("Work")
            #expect(throws: PlannerError.calendarExists("work")) { try planner.addCalendar("work") }
            let id = try planner.add(
                EventDraft(title: "Review", start: "today 10:00", calendar: "WORK"),
                today: plannerToday
            )
            try planner.renameCalendar("Work", to: "Office")
            #expect(try planner.get(id).calendar == "Office")
            #expect(throws: PlannerError.calendarNotEmpty("Office", events: 1)) {
                try planner.deleteCalendar("office")
            }
            try planner.delete(id)
            try planner.deleteCalendar("Office")
            #expect(throws: PlannerError.lastCalendar("Personal")) {
                try planner.deleteCalendar("Personal")
            }
            #expect(try planner.calendars().map(\.name) == ["Personal"])
        }
    }

    @Test func theSchemaRefusesWhatTheRulesForbid() throws {
        try withPlanner { _, store in
            #expect(throws: SQLiteError.self) {
                try store.database.execute(
                    "INSERT INTO planner_events (calendar_id, uid, title, all_day, start_at, end_at, stamp) VALUES (1, 'u', 'T', 0, 10, 5, 0)"
                )
            }
            #expect(throws: SQLiteError.self) {
                try store.database.execute(
                    "INSERT INTO planner_events (calendar_id, uid, title, all_day, start_at, end_at, stamp, repeat_count) VALUES (1, 'u', 'T', 0, 1, 5, 0, 3)"
                )
            }
        }
    }
}
