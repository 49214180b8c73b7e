import Foundation
import HomebookCore
import TestSupport
import Testing

/// The Planner's moving keys in the built binary on a pseudo-terminal, on the real today:
/// ↑ into the past, `g` to a day, `m` the month grid, `t` back (docs/manual.md#planner).
@Suite struct PlannerTerminalTests {
    @Test func thePastAGoneToDayAndTheMonthGridOnTheRealTerminal() throws {
        try withTemporaryDirectory { folder in
            let today = CalendarDate.today()
            let past = today.adding(days: -10)
            let later = today.adding(days: 400)
            let store = try HomebookStore.open(path: folder + "/t.sqlite")
            _ = try store.planner.add(
                EventDraft(title: "Past lunch", start: "\(past) 12:00"),
                today: today
            )
            _ = try store.planner.add(
                EventDraft(title: "Far party", start: "\(later) 20:00"),
                today: today
            )
            _ = try store.recipes.add(RecipeDraft(name: "Soup"), today: today)
            try store.close()
            let terminal = try PseudoTerminalProcess(["--db", folder + "/t.sqlite"])
            #expect(terminal.waitFor("Weather"))
            terminal.send("p")
            #expect(terminal.waitFor("Agenda \(today.weekdayName) \(today)"))
            #expect(!terminal.text.contains("Past lunch"))
            terminal.send("\u{1B}[A")
            // The frame is drawn as changes, word by word: single words are looked for.
            #expect(terminal.waitFor("lunch"))
            #expect(terminal.waitFor("(today"))
            terminal.send("g\(later)\r")
            #expect(terminal.waitFor("party"))
            terminal.send("m")
            let grid = MonthGrid(containing: later, weekStart: 1)
            #expect(terminal.waitFor(grid.title))
            // Esc leaves the grid for the agenda at the day gone to; `t` comes back to today,
            // whose empty line is drawn again (once on opening, once after ↑).
            let frameEnd = "\u{1B}[?2026l"
            let frames = terminal.text.components(separatedBy: frameEnd).count - 1
            terminal.send("\u{1B}")
            // Esc alone, not Esc t (Alt-t): the next key waits for its frame.
            #expect(terminal.waitFor(frameEnd, count: frames + 1))
            terminal.send("t")
            #expect(terminal.waitFor("nothing", count: 3))
            // The form's recipe field completes from the book: "So", Tab, Ctrl-S.
            terminal.send("aDinner\ttoday 19:00\t\t\t\t\t\tSo")
            #expect(terminal.waitFor("completes:"))
            terminal.send("\t\u{13}")
            #expect(terminal.waitFor("Dinner", count: 2))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            let reopened = try HomebookStore.open(path: folder + "/t.sqlite")
            defer { try? reopened.close() }
            let meals = try reopened.planner.occurrences(from: today, to: today)
            #expect(meals.map(\.title) == ["Dinner"])
            #expect(meals.first?.recipe?.name == "Soup")
        }
    }

    @Test func eThenTEditsOneOccurrenceOfARepeatOnTheRealTerminal() throws {
        try withTemporaryDirectory { folder in
            let today = CalendarDate.today()
            let store = try HomebookStore.open(path: folder + "/t.sqlite")
            _ = try store.planner.add(
                EventDraft(
                    title: "Stretch",
                    start: "\(today) 23:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 3)
                ),
                today: today
            )
            try store.close()
            let terminal = try PseudoTerminalProcess(["--db", folder + "/t.sqlite"])
            #expect(terminal.waitFor("Weather"))
            terminal.send("p")
            #expect(terminal.waitFor("Stretch", count: 3))
            terminal.send("e")
            #expect(terminal.waitFor("occurrence"))
            terminal.send("t")
            #expect(terminal.waitFor("only"))
            terminal.send("\u{15}Yoga\u{13}")
            #expect(terminal.waitFor("Yoga"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            let reopened = try HomebookStore.open(path: folder + "/t.sqlite")
            defer { try? reopened.close() }
            let listed = try reopened.planner.occurrences(from: today, to: today.adding(days: 2))
            #expect(listed.map(\.title) == ["Yoga", "Stretch", "Stretch"])
        }
    }
}
