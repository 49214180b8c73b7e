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
                "a", "Dinner", "next week", "2026-11-28 19:00", "21:00", "Home", "", "", "",
                "l", "v", "1",
                "e", "1", "Late dinner", "", "", "-", "", "",
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
            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            #expect(try store.planner.count() == 0)
        }
    }

    @Test func exportWritesTheCalendarToANewFile() throws {
        try withTemporaryDirectory { folder in
            let file = folder + "/out.ics"
            let input = [
                "p", "a", "Holiday", "2026-12-24", "2026-12-26", "", "", "", "", "x", file, "b",
                "q",
            ]
            let (output, _) = try runMenu(input, in: folder)
            #expect(output.contains("Exported 1 event to \(file)."))
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("DTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261227\r\n"))
        }
    }
}
