import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// At 80×24 every error and message is read in full, or visibly cut (docs/manual.md#full-screen-app).
@Suite struct ReadableMessagesTests {
    func withApp(
        width: Int = 80,
        height: Int = 24,
        _ body: (inout AppState, HomebookStore, String) throws -> Void
    ) throws {
        try withTemporaryStore { store, folder in
            var state = FullScreenProgram.state(store: store, size: (width, height))
            try body(&state, store, folder)
        }
    }

    /// The screen's text with its lines joined, so a wrapped message reads as one.
    func flowing(_ state: AppState) -> String {
        screen(state).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }

    @Test func theCalculatorsOverflowMessageIsWrappedNotCut() throws {
        try withApp { state, _, _ in
            type("c9223372036854775807*2", into: &state)
            #expect(
                flowing(state).contains(
                    "9223372036854775807 * 2 does not fit in a 64-bit integer at column 20"
                )
            )
        }
    }

    @Test func anImportErrorShowsItsLinesAsLines() throws {
        try withApp { state, _, folder in
            let path = folder + "/bad.csv"
            try Data(
                "date,kind,name,amount,category,note\nbad,expense,x,1,,\n2024-01-01,foo,y,2,,\n"
                    .utf8
            ).write(to: URL(fileURLWithPath: path))
            type("t\r\u{15}\(path)\r", into: &state)
            state.runPendingWork()
            let lines = screen(state).split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            #expect(!screen(state).contains("\\n"))
            #expect(lines.contains { $0.hasPrefix("line 2: \"bad\" is not a date") })
            #expect(lines.contains { $0.hasPrefix("line 3: \"foo\" is not a kind") })
        }
    }

    @Test func theRecipePreviewSaysHowManyLinesItHides() throws {
        try withApp { state, store, _ in
            let ingredients = (1...12).map { "item \($0)" }.joined(separator: "\n")
            _ = try store.recipes.add(
                RecipeDraft(name: "Pancakes", ingredients: ingredients),
                today: CalendarDate.today()
            )
            type("r", into: &state)
            #expect(screen(state).contains("more lines"))
            #expect(!screen(state).contains("item 12"))
        }
    }

    @Test func theIngredientsFieldGrowsIntoATallWindowAndOpensAtItsTop() throws {
        try withApp(width: 120, height: 40) { state, store, _ in
            let ingredients = (1...12).map { "item \($0)" }.joined(separator: "\n")
            _ = try store.recipes.add(
                RecipeDraft(name: "Pancakes", ingredients: ingredients),
                today: CalendarDate.today()
            )
            type("re", into: &state)
            #expect(state.stack.last?.title == "Edit recipe")
            #expect(screen(state).contains("Ingredients  item 1\n"))
            #expect(screen(state).contains("item 12"))
        }
        try withApp { state, store, _ in
            let ingredients = (1...12).map { "item \($0)" }.joined(separator: "\n")
            _ = try store.recipes.add(
                RecipeDraft(name: "Pancakes", ingredients: ingredients),
                today: CalendarDate.today()
            )
            type("re", into: &state)
            // At 80×24 it opens at its first line and marks the hidden ones.
            #expect(screen(state).contains("Ingredients  item 1\n"))
            #expect(screen(state).contains("↓"))
        }
    }
}
