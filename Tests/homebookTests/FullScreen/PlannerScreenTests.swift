import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Planner screen in-process on a real store, with a fixed "today": keys in, text out.
@Suite struct PlannerScreenTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10) ?? CalendarDate.today()

    /// Runs `body` with the app showing the planner of a fresh database (Home below it).
    func withPlanner(
        _ body: (inout AppState, HomebookStore, String) throws -> Void
    ) throws {
        try withTemporaryStore(named: "app.sqlite") { store, folder throws in
            var state = FullScreenProgram.state(store: store, size: (100, 30))
            try body(&state, store, folder)
        }
    }

    /// Makes the planner, with today fixed, the app's first screen.
    func open(_ store: HomebookStore, _ state: inout AppState) {
        state = FullScreenProgram.state(
            root: PlannerScreen(store: store, today: Self.today),
            store: store,
            size: state.size
        )
    }

    func lines(_ state: AppState) -> [String] {
        screen(state).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func day(_ offset: Int) -> CalendarDate { Self.today.adding(days: offset) }

    func add(_ store: HomebookStore, _ draft: EventDraft) throws {
        _ = try store.planner.add(draft, today: Self.today)
    }

    @Test func theAgendaStartsTodayAndGroupsOccurrencesUnderDayHeadings() throws {
        try withPlanner { state, store, _ throws in
            try add(store, EventDraft(title: "Dentist", start: "2026-03-12 09:00"))
            try add(store, EventDraft(title: "Holiday", start: "2026-03-11"))
            try add(
                store,
                EventDraft(
                    title: "Gym",
                    start: "2026-03-10 07:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 3)
                )
            )
            try add(store, EventDraft(title: "Past", start: "2026-03-01 10:00"))
            open(store, &state)
            let shown = lines(state).map { $0.trimmingCharacters(in: .whitespaces) }
            let expected = [
                "\(day(0).weekdayName) 2026-03-10  today", "07:00–08:00  Gym  ↻",
                "\(day(1).weekdayName) 2026-03-11  tomorrow", "all day      Holiday",
                "07:00–08:00  Gym  ↻", "\(day(2).weekdayName) 2026-03-12", "07:00–08:00  Gym  ↻",
                "09:00–10:00  Dentist",
            ]
            let start = try #require(shown.firstIndex(of: expected[0]))
            #expect(Array(shown[start..<(start + expected.count)]) == expected)
            #expect(!screen(state).contains("Past"))
        }
    }

    @Test func anEmptyTodayStillComesFirstAndPageDownLoadsLaterDays() throws {
        try withPlanner { state, store, _ throws in
            try add(store, EventDraft(title: "Far away", start: "2026-06-20 10:00"))
            open(store, &state)
            #expect(screen(state).contains("nothing planned today"))
            #expect(!screen(state).contains("Far away"))
            type("\u{1B}[6~\u{1B}[6~", into: &state)
            #expect(screen(state).contains("Far away"))
            #expect(screen(state).contains("Agenda Tue 2026-03-10 – Sat 2026-09-05"))
        }
    }

    @Test func theOpeningFrameShowsTodaysHeadingAboveTheFirstEvent() throws {
        try withPlanner { state, store, _ throws in
            try add(store, EventDraft(title: "Lunch", start: "2026-03-11 12:00"))
            // More rows than the window holds, so a careless first selection would scroll.
            try add(
                store,
                EventDraft(
                    title: "Walk",
                    start: "2026-03-12 08:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 30)
                )
            )
            open(store, &state)
            let shown = lines(state).map { $0.trimmingCharacters(in: .whitespaces) }
            // The title bar, a blank line, then today's heading: nothing scrolled away.
            #expect(shown[2] == "\(day(0).weekdayName) 2026-03-10  today", "\(shown)")
            #expect(shown.contains("12:00–13:00  Lunch"))
        }
    }

    @Test func anEventIsAddedThroughTheFormAndTheAgendaShowsIt() throws {
        try withPlanner { state, store, _ throws in
            open(store, &state)
            type("aDinner\t2026-03-11 19:00\t21:30\t\tHome\t\u{13}", into: &state)
            #expect(state.stack.last?.title == "Planner")
            let events = try store.planner.occurrences(from: day(1), to: day(1))
            #expect(events.map(\.title) == ["Dinner"])
            #expect(events.first?.location == "Home")
            #expect(screen(state).contains("19:00–21:30  Dinner  @ Home"))
        }
    }

    @Test func aBadTimeIsExplainedBesideItsFieldAndNothingIsSaved() throws {
        try withPlanner { state, store, _ throws in
            open(store, &state)
            type("aLunch\tnoonish", into: &state)
            #expect(screen(state).contains("✗ \"noonish\" is not a time"))
            type("\u{15}2026-03-11\t09:00", into: &state)
            #expect(!screen(state).contains("noonish"))
            #expect(screen(state).contains("✗ the start and end must both be dates"))
            type("\u{13}", into: &state)
            #expect(screen(state).contains("not saved"))
            #expect(state.stack.last?.title == "New event")
            #expect(try store.planner.count() == 0)
            // `u` in a text field is a letter, not undo.
            type("\t\t\tu", into: &state)
            #expect(!screen(state).contains("Undid"))
        }
    }

    @Test func anUnknownRecipeIsRefusedOnItsFieldBySaving() throws {
        try withPlanner { state, store, _ throws in
            open(store, &state)
            type("aMeal\ttoday 19:00\t\t\t\t\t\tNo such dish\u{13}", into: &state)
            #expect(screen(state).contains("✗ no recipe"))
            #expect(try store.planner.count() == 0)
        }
    }

    @Test func editingChangesOnlyTheRetypedFields() throws {
        try withPlanner { state, store, _ throws in
            try add(store, EventDraft(title: "Call", start: "2026-03-10 16:00", location: "Desk"))
            open(store, &state)
            type("e\u{15}Call mum\u{13}", into: &state)
            let event = try #require(try store.planner.occurrences(from: day(0), to: day(0)).first)
            #expect(event.title == "Call mum")
            #expect(event.location == "Desk")
            guard case .timed(let start, _) = event.span else {
                Issue.record("the event became all-day")
                return
            }
            #expect(store.planner.zone.local(start).clockText == "16:00")
            #expect(screen(state).contains("16:00–17:00  Call mum  @ Desk"))
        }
    }

    @Test func deletingAsksFirstAndNoKeepsTheEvent() throws {
        try withPlanner { state, store, _ throws in
            try add(store, EventDraft(title: "Swim", start: "2026-03-10 18:00"))
            open(store, &state)
            type("d", into: &state)
            #expect(screen(state).contains("Delete “Swim”?  [y/N]"))
            type("n", into: &state)
            #expect(try store.planner.count() == 1)
            type("dy", into: &state)
            #expect(try store.planner.count() == 0)
            #expect(!screen(state).contains("Swim  "))
            #expect(screen(state).contains("deleted “Swim”"))
        }
    }

    @Test func enterShowsTheDetailsOfAnEvent() throws {
        try withPlanner { state, store, _ throws in
            try add(
                store,
                EventDraft(title: "Dentist", start: "2026-03-10 09:00", location: "Clinic")
            )
            open(store, &state)
            type("\r", into: &state)
            #expect(state.stack.last?.title == "Event")
            #expect(screen(state).contains("Location: Clinic"))
        }
    }

    @Test func dOnARepeatDeletesThatOccurrenceWithYAndEveryOneWithA() throws {
        try withPlanner { state, store, _ throws in
            try add(
                store,
                EventDraft(
                    title: "Swim",
                    start: "2026-03-10 18:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 3)
                )
            )
            open(store, &state)
            type("\u{1B}[B\u{1B}[B", into: &state)  // past Wednesday's heading to its swim
            type("d", into: &state)
            #expect(
                screen(state).contains(
                    "Delete “Swim” on Wed 2026-03-11 only? (a: all its repeats)  [y/N]"
                )
            )
            type("y", into: &state)
            #expect(screen(state).contains("deleted “Swim” on 2026-03-11 only (u undoes)"))
            let left = try store.planner.occurrences(from: day(0), to: day(5))
            #expect(left.map { $0.span.firstDay(in: store.planner.zone) } == [day(0), day(2)])
            #expect(lines(state).filter { $0.contains("18:00–19:00  Swim") }.count == 2)
            type("da", into: &state)
            #expect(try store.planner.count() == 0)
            #expect(screen(state).contains("deleted “Swim”, all its repeats (u undoes)"))
            type("u", into: &state)
            #expect(lines(state).filter { $0.contains("18:00–19:00  Swim") }.count == 2)
        }
    }

    @Test func dOnTheDetailsAsksThenDeletesGoesBackAndUUndoes() throws {
        try withPlanner { state, store, _ throws in
            try add(
                store,
                EventDraft(
                    title: "Swim",
                    start: "2026-03-10 18:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 3)
                )
            )
            open(store, &state)
            type("\r", into: &state)
            #expect(state.stack.last?.title == "Event")
            #expect(lines(state).last?.contains("e edit  d delete  u undo") == true)
            type("d", into: &state)
            #expect(
                screen(state).contains(
                    "Delete “Swim” on Tue 2026-03-10 only? (a: all its repeats)  [y/N]"
                )
            )
            // While asking, `u` and `q` are not answers: nothing is undone, the app stays.
            type("uq", into: &state)
            #expect(!state.finished)
            #expect(try store.planner.count() == 1)
            type("n", into: &state)
            #expect(state.stack.last?.title == "Event")
            #expect(screen(state).contains("nothing deleted"))
            #expect(try store.planner.count() == 1)
            type("da", into: &state)
            #expect(try store.planner.count() == 0)
            #expect(state.stack.last?.title == "Planner")
            #expect(!screen(state).contains("Swim"))
            type("u", into: &state)
            #expect(try store.planner.count() == 1)
            #expect(lines(state).last?.contains("Undid: ") == true)
            #expect(lines(state).dropLast().filter { $0.contains("18:00–19:00  Swim") }.count == 3)
            // y on the details deletes only the occurrence opened.
            type("\rdy", into: &state)
            #expect(state.stack.last?.title == "Planner")
            #expect(lines(state).filter { $0.contains("18:00–19:00  Swim") }.count == 2)
        }
    }

    @Test func undoAndRedoKeysRevertTheLastChangeAndTheAgendaFollows() throws {
        try withPlanner { state, store, _ throws in
            open(store, &state)
            type("aPiano\ttoday 17:00\u{13}", into: &state)
            #expect(screen(state).contains("Piano"))
            type("u", into: &state)
            #expect(try store.planner.count() == 0)
            #expect(lines(state).last?.contains("Undid: add event \"Piano\"") == true)
            #expect(!lines(state).dropLast().joined().contains("Piano"))
            type("\u{12}", into: &state)
            #expect(try store.planner.count() == 1)
            #expect(lines(state).last?.contains("Redid: ") == true)
            #expect(screen(state).contains("Piano"))
            type("\u{12}", into: &state)
            #expect(lines(state).last?.contains("nothing to redo") == true)
        }
    }

    @Test func exportWritesANewFileAndRefusesAnExistingOne() throws {
        try withPlanner { state, store, folder throws in
            try add(store, EventDraft(title: "Concert", start: "2026-03-14 20:00"))
            open(store, &state)
            type("x", into: &state)
            #expect(screen(state).contains("~/homebook.ics"))
            type("\u{15}\(folder)/out.ics\r", into: &state)
            #expect(screen(state).contains("exported 1 event"))
            let text = String(decoding: try #require(fileBytes(folder + "/out.ics")), as: UTF8.self)
            #expect(text.contains("SUMMARY:Concert"))
            type("x\u{15}\(folder)/out.ics\r", into: &state)
            #expect(screen(state).contains("not exported"))
            #expect(
                fileBytes(folder + "/out.ics").map { String(decoding: $0, as: UTF8.self) } == text
            )
        }
    }

    @Test func importReadsAnICalendarFileIntoTheAgenda() throws {
        try withPlanner { state, store, folder throws in
            let ics = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT",
                "UID:one@test", "DTSTAMP:20260301T000000Z", "DTSTART;VALUE=DATE:20260311",
                "SUMMARY:Market day", "END:VEVENT", "END:VCALENDAR", "",
            ].joined(separator: "\r\n")
            try Data(ics.utf8).write(to: URL(fileURLWithPath: folder + "/in.ics"))
            open(store, &state)
            type("i\(folder)/in.ics\r", into: &state)
            #expect(screen(state).contains("imported 1 event"))
            #expect(screen(state).contains("Market day"))
            type("i\(folder)/missing.ics\r", into: &state)
            #expect(screen(state).contains("not imported"))
        }
    }

    @Test func importLinksTheNamedRecipeOrSaysItCouldNot() throws {
        try withPlanner { state, store, folder throws in
            _ = try store.recipes.add(RecipeDraft(name: "Soup"), today: Self.today)
            let ics = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN",
                "BEGIN:VEVENT", "UID:one@test", "DTSTART:20260311T120000Z", "SUMMARY:Lunch",
                "X-HOMEBOOK-RECIPE;VALUE=TEXT:Soup", "END:VEVENT",
                "BEGIN:VEVENT", "UID:two@test", "DTSTART:20260311T180000Z", "SUMMARY:Dinner",
                "X-HOMEBOOK-RECIPE:Stew", "END:VEVENT", "END:VCALENDAR", "",
            ].joined(separator: "\r\n")
            try Data(ics.utf8).write(to: URL(fileURLWithPath: folder + "/in.ics"))
            open(store, &state)
            type("i\(folder)/in.ics\r", into: &state)
            #expect(
                screen(state).contains(
                    "imported 2 events (u undoes); \"Dinner\" was imported without its recipe:"
                        + " no recipe is named \"Stew\""
                )
            )
            #expect(screen(state).contains("Lunch  meal: Soup"))
        }
    }

    @Test func aMealWithItsOwnServingsShowsThemInEveryAgenda() throws {
        try withPlanner { state, store, _ throws in
            _ = try store.recipes.add(
                RecipeDraft(name: "Pancakes", servings: "4"),
                today: Self.today
            )
            try add(
                store,
                EventDraft(
                    title: "Brunch",
                    start: "2026-03-10 11:00",
                    recipe: "Pancakes",
                    servings: "6"
                )
            )
            try add(
                store,
                EventDraft(title: "Lunch", start: "2026-03-10 13:00", recipe: "Pancakes")
            )
            open(store, &state)
            // Before, the full-screen agenda, the menu and `plan list` left the servings out.
            #expect(screen(state).contains("Brunch  meal: Pancakes ×6"))
            let shown = lines(state).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(shown.contains("13:00–14:00  Lunch  meal: Pancakes"))
            let events = try store.planner.occurrences(from: Self.today, to: Self.today)
            let text = EventText.agenda(events, zone: store.planner.zone)
            #expect(text.contains("meal: Pancakes ×6"))
            #expect(text.hasSuffix("meal: Pancakes"))
        }
    }

    @Test func homeOpensThePlannerAndUndoesFromHomeToo() throws {
        try withPlanner { state, store, _ throws in
            type("p", into: &state)
            #expect(state.stack.last?.title == "Planner")
            type("\u{1B}", into: &state)
            try store.settings.set(.precision, to: "4")
            type("u", into: &state)
            #expect(state.stack.count == 1)
            #expect(lines(state).last?.contains("Undid: ") == true)
            #expect(try store.settings.value(of: .precision) == SettingKey.precision.defaultValue)
            type("u", into: &state)
            #expect(lines(state).last?.contains("nothing to undo") == true)
        }
    }
}
