import Foundation
import TestSupport
import Testing

/// The menu end to end: the built binary reading a script from a pipe-like standard input.
@Suite(.tags(.process), .skippedByTag) struct RecipeMenuPipeTests {
    @Test func recipeAddedFromTheMenuSurvivesARestartWithEveryField() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            let script = [
                "r", "a", "Crème Brûlée", "2024-02-29", "https://example.com/cb?x=1#y", "",
                "cream", "  sugar", "", "Bake \"slowly\" \\ chill", "", "b", "q",
            ]
            let menu = try HomebookProcess.run(
                ["--db", db],
                input: script.joined(separator: "\n") + "\n"
            )
            #expect(menu.status == 0)
            #expect(menu.stderr == "")
            #expect(menu.stdout.contains("Saved recipe 1: Crème Brûlée."))
            let original =
                #"{"id":1,"name":"Crème Brûlée","ingredients":"cream\n  sugar","lastMade":"2024-02-29","link":"https://example.com/cb?x=1#y","notes":"Bake \"slowly\" \\ chill"}"#
            #expect(try recipeJSONLines(db) == [original])

            let edit = ["r", "e", "1", "", "", "", "", "", "Serve cold", "", "b", "q"]
            let edited = try HomebookProcess.run(
                ["--db", db],
                input: edit.joined(separator: "\n") + "\n"
            )
            #expect(edited.status == 0)
            #expect(
                try recipeJSONLines(db) == [
                    original.replacingOccurrences(
                        of: #"Bake \"slowly\" \\ chill"#,
                        with: "Serve cold"
                    )
                ]
            )
        }
    }

    @Test func endOfInputInThePipeSavesNothingAndExitsCleanly() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            let result = try HomebookProcess.run(
                ["--db", db],
                input: "r\na\nSoup\ntoday\n\n\nwater\n"
            )
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(try recipeJSONLines(db) == [])
        }
    }

    @Test func windowsLineEndingsAreNotStored() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            let input = ["r", "a", "Soup", "", "", "", "salt", "", "hot", "", "b", "q"]
            let result = try HomebookProcess.run(
                ["--db", db],
                input: input.joined(separator: "\r\n") + "\r\n"
            )
            #expect(result.status == 0)
            #expect(
                try recipeJSONLines(db) == [
                    #"{"id":1,"name":"Soup","ingredients":"salt","lastMade":null,"link":null,"notes":"hot"}"#
                ]
            )
        }
    }
}
