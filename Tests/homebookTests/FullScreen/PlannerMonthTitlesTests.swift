import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The month grid's cells on a wide window (docs/manual.md#planner): from 100 columns each
/// day lists the first titles of its events under its number, cut with `…`, `+n more` past
/// what fits; below 100 only the counts.
@Suite struct PlannerMonthTitlesTests {
    static let today = PlannerScreenTests.today  // Tuesday 10 March 2026

    /// The month grid of a Planner at `size` over a store with three events on Thursday
    /// 12 March and one with a long title on Friday 13 March, as lines of the screen.
    func monthLines(size: (Int, Int)) throws -> [String] {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            for (title, start) in [
                ("Gym", "2026-03-12 07:00"),
                ("Dentist", "2026-03-12 09:00"),
                ("Lunch with Ana", "2026-03-12 12:00"),
                ("Parents' evening at the school", "2026-03-13 18:00"),
            ] {
                _ = try store.planner.add(EventDraft(title: title, start: start), today: Self.today)
            }
            var state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: size
            )
            type("m", into: &state)
            return screen(state).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
    }

    /// The text of the cell at `column` (0 Monday) of `line`, `width` columns a cell.
    func cell(_ line: String, column: Int, width: Int) -> String {
        let characters = Array(line)
        let start = 1 + column * width
        guard start < characters.count else { return "" }
        return String(characters[start..<min(characters.count, start + width)])
            .trimmingCharacters(in: .whitespaces)
    }

    @Test func at100ColumnsEachDayShowsItsFirstTitleAndHowManyMore() throws {
        let lines = try monthLines(size: (100, 30))
        let week = try #require(lines.firstIndex { $0.contains("12•3") })
        // 98 columns of area, a seventh each; two title lines under the number at 30 rows.
        #expect(cell(lines[week + 1], column: 3, width: 14) == "Gym")
        #expect(cell(lines[week + 2], column: 3, width: 14) == "+2 more")
        #expect(cell(lines[week + 1], column: 4, width: 14) == "Parents' eve…")
        #expect(lines[week + 3].contains("16"))
    }

    @Test func at120ColumnsThreeTitlesFitUnderTheNumber() throws {
        let lines = try monthLines(size: (120, 40))
        let week = try #require(lines.firstIndex { $0.contains("12•3") })
        #expect(cell(lines[week + 1], column: 3, width: 16) == "Gym")
        #expect(cell(lines[week + 2], column: 3, width: 16) == "Dentist")
        #expect(cell(lines[week + 3], column: 3, width: 16) == "Lunch with Ana")
        #expect(cell(lines[week + 1], column: 4, width: 16) == "Parents' eveni…")
        // The selected day's agenda (the agenda's selection, the 12th) is below the grid.
        let grid = try #require(lines.firstIndex { $0.contains("March 2026") })
        let agenda = try #require(lines.firstIndex { $0.contains("Thu 2026-03-12") })
        #expect(agenda > week + 3 && agenda > grid)
    }

    @Test func below100ColumnsTheCellsKeepOnlyTheirCounts() throws {
        let text = try monthLines(size: (80, 24)).joined(separator: "\n")
        #expect(text.contains("12•3"))
        // Gym is on the selected day, in the agenda below; Friday's title is nowhere.
        #expect(!text.contains("Parents"))
    }

    @Test func aTitleIsShownThroughDisplayText() throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            _ = try store.planner.add(
                EventDraft(title: "Bell\u{07}\u{1B}[2J", start: "2026-03-12 07:00"),
                today: Self.today
            )
            var state = AppState(
                root: PlannerScreen(store: store, today: Self.today),
                appName: "homebook",
                size: (120, 40)
            )
            type("m", into: &state)
            let text = screen(state)
            #expect(text.contains("Bell"))
            #expect(!text.contains("\u{1B}"))
            #expect(!text.contains("\u{07}"))
        }
    }
}
