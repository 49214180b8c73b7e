import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The menu's Repeat question reads the core's repeat grammar, and each answer is asked again
/// while the core finds a problem with it.
extension PlanMenuTests {
    @Test func theRepeatQuestionTakesAWholeRepeatAndAsksAgainWhenItIsWrong() throws {
        try withTemporaryDirectory { folder in
            let input = [
                "p", "a", "Swim", "someday", "2026-03-02 07:00", "", "", "", "", "", "", "",
                "weekly every", "monthly every 2 until 2026-07-31", "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Error: \"someday\" is not a time"))
            #expect(output.contains("Error: write a repeat as e.g. weekly, daily count 10"))
            // A repeat with an end is complete: no "How many times" question follows.
            #expect(!output.contains("How many times"))
            #expect(output.contains("Added event 1."))
            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            let rule = try #require(try store.planner.get(1).repeatRule)
            #expect(RepeatInput.text(rule) == "monthly every 2 until 2026-07-31")
        }
    }

    @Test func aMealAddedInTheMenuKeepsItsOwnServings() throws {
        try withTemporaryDirectory { folder in
            let input = [
                "r", "a", "Soup", "", "", "4", "", "", "b",
                "p", "a", "Lunch", "2026-11-28 12:00", "", "", "", "", "", "Soup", "six", "6", "",
                "b", "q",
            ]
            let (output, path) = try runMenu(input, in: folder)
            #expect(output.contains("Servings:"))
            #expect(output.contains("Error: "))
            #expect(output.contains("Added event 1."))
            let store = try HomebookStore.open(path: path)
            defer { try? store.close() }
            let event = try store.planner.get(1)
            #expect(event.recipe?.name == "Soup")
            #expect(event.servings == 6)
        }
    }
}
