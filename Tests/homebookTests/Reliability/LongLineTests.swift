import Foundation
import HomebookCore
import TestSupport
import Testing

/// 1 MB lines at every kind of menu prompt, through standard input: menu choices, the
/// converter's category and "value unit" (a 1 MB unit name, whose nearest-spelling search
/// once took minutes), recipe search, a recipe and a budget item with 1 MB fields, a 1 MB
/// amount, dates and links. The menu answers each and exits cleanly at the end of input;
/// the 1 MB texts are stored whole. (`MenuInputFuzzTests` sends one to the calculator.)
@Suite(.tags(.process, .slow), .skippedByTag) struct LongLineTests {
    @Test func megabyteLinesAtEveryPromptAreAnsweredAndStoredWhole() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/long.sqlite"
            let big = String(repeating: "x", count: 1_000_000)
            let lines = [
                big,  // main menu choice
                "u", big, "c", big, "w", "1 " + big, "", "b",  // converter
                "r", "s", big,  // recipe search
                // recipe add, in the form's order: name, last made (refused, then empty),
                // link (refused, then empty), servings, ingredients and notes (lines)
                "a", big, big, "", big, "", "", big, "", big, "", "b",
                // budget add (kind, name, amount refused then 0.00, date, category, note)
                "b", "a", "e", big, String(repeating: "7", count: 1_000_000), "", "", big, big, "",
                "l", "b",  // and list
                "s", big, "q",  // settings
            ]
            let menu = try RunningHomebook(
                ["--db", database],
                outputFolder: folder,
                name: "menu",
                inputBytes: Array((lines.joined(separator: "\n") + "\n").utf8)
            )
            let result = try #require(menu.waitOrKill(after: 300), "the menu hung on a 1 MB line")
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            for answer in [
                "Unknown choice \"xxx", "Unknown category \"xxx", "Error: unknown unit 'xxx",
                "No recipe matches \"xxx", "is not a date", "is not a link", "Saved recipe 1",
                "is larger than 92,233,720,368,547,758.07", "Added: 1",
            ] {
                #expect(result.stdout.contains(answer), "no \(answer)")
            }

            try withStore(at: database) { store throws in
                let recipe = try store.recipes.get(1)
                #expect(recipe.name == big && recipe.notes == big && recipe.ingredients == big)
                let item = try store.ledger.get(1)
                #expect(item.name == big && item.category == big && item.note == big)
                #expect(item.amount == .zero)
                #expect(try store.check().isEmpty)
            }
        }
    }
}

/// An endless line (`/dev/zero`) at the menu and in an import stops with a clear error and
/// exit 1, its buffer bounded by the line limit (docs/manual.md#storage); `timeout` turns the old
/// unbounded growth into a failure instead of a hung suite.
@Suite(.tags(.process, .slow), .skippedByTag) struct EndlessLineTests {
    /// Runs `homebook` through a shell with `redirect` appended (e.g. `< /dev/zero`).
    func run(_ arguments: [String], redirect: String = "") throws -> ProcessResult {
        try HomebookProcess.run(
            ["-c", "exec timeout 120 \"$@\" \(redirect)", "sh", HomebookProcess.binaryPath]
                + arguments,
            executable: "/bin/sh"
        )
    }

    @Test func theMenuFedZeroBytesStopsWithAClearError() throws {
        try withTemporaryDirectory { folder in
            let result = try run(["--db", folder + "/h.sqlite"], redirect: "< /dev/zero")
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr == "Error: standard input: line 1 is longer than 4 MiB\n")
        }
    }

    @Test func importingZeroBytesStopsWithAClearErrorAndSavesNothing() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/h.sqlite"
            let result = try run(["--db", database, "budget", "import", "/dev/zero"])
            #expect(result.status == 1, "\(result.stderr)")
            #expect(
                result.stderrAfterCreation
                    == "Error: cannot read /dev/zero: line 1 is longer than 4 MiB; nothing was saved\n"
            )
            let total = try HomebookProcess.run(["--db", database, "budget", "total", "--json"])
            #expect(total.stdout.contains("\"count\":0"), "\(total.stdout)")
        }
    }
}
