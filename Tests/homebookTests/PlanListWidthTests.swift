import HomebookCore
import TerminalUI
import TestSupport
import Testing

/// `plan list` on a terminal fits each line to its width as the full-screen agenda does
/// (docs/manual.md#input-rules): the place, then the title are cut with `…`, never the time,
/// the id or a meal's `×N`; output to a pipe is never cut.
@Suite(.tags(.process), .skippedByTag) struct PlanListWidthTests {
    static let title = "Sunday lunch with the whole family and the neighbours from next door"
    static let place = "The community hall on the far side of the river, second floor"

    /// A book with one long planned meal on 2026-12-06.
    func seeded(_ folder: String) throws -> String {
        let db = folder + "/w.sqlite"
        let recipe = try homebook(db, ["recipe", "add", "Pancakes", "--ingredients", "2 eggs"])
        try #require(recipe.status == 0, "\(recipe.stderr)")
        let added = try homebook(
            db,
            [
                "plan", "add", Self.title, "--start", "2026-12-06 12:30", "--location",
                Self.place, "--recipe", "Pancakes", "--servings", "6",
            ]
        )
        try #require(added.status == 0, "\(added.stderr)")
        return db
    }

    @Test func onATerminalEachLineFitsItsWidthKeepingTheTimeIdAndServings() throws {
        try withTemporaryDirectory { folder in
            let db = try seeded(folder)
            let terminal = try PseudoTerminalProcess(
                ["--db", db, "plan", "list", "--from", "2026-12-06", "--to", "2026-12-06"],
                columns: 80
            )
            #expect(terminal.waitForExit() == 0)
            let lines = terminal.text.split(whereSeparator: \.isNewline).map(String.init)
            for line in lines { #expect(TextWidth.columns(of: line) <= 80, "\(line)") }
            let event = try #require(lines.first { $0.contains("12:30–13:30") }, "\(lines)")
            #expect(event.contains("#1 ["), "\(event)")
            #expect(event.contains("meal: Pancakes ×6"), "\(event)")
            #expect(event.contains("…"), "\(event)")
            #expect(!event.contains(Self.place), "\(event)")
        }
    }

    @Test func toAPipeTheLineIsWhole() throws {
        try withTemporaryDirectory { folder in
            let db = try seeded(folder)
            let listed = try HomebookProcess.run(
                ["--db", db, "plan", "list", "--from", "2026-12-06", "--to", "2026-12-06"],
                environment: ["COLUMNS": "40"]
            )
            #expect(listed.status == 0)
            #expect(listed.stdout.contains("  \(Self.title)  #1 ["), "\(listed.stdout)")
            #expect(listed.stdout.contains("meal: Pancakes ×6  @ \(Self.place)"))
            #expect(!listed.stdout.contains("…"))
        }
    }
}
