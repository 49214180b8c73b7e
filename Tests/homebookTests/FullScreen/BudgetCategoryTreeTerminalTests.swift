import Foundation
import HomebookCore
import TestSupport
import Testing

/// The categories tree in the built binary on a pseudo-terminal: ← closes a branch, → opens
/// it, `t` sets the branch's target through the form and the bar shows it
/// (docs/manual.md#categories).
@Suite(.tags(.process), .skippedByTag) struct BudgetCategoryTreeTerminalTests {
    static let frameEnd = "\u{1B}[?2026l"

    @Test func arrowsFoldTheTreeAndTSetsTheBranchsTarget() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            for (name, amount, category) in [
                ("Milk", "60", "food:groceries"), ("Pizza", "30", "FOOD:eating out"),
            ] {
                let added = try homebook(
                    database,
                    ["budget", "add", "expense", name, amount, "--category", category]
                )
                #expect(added.status == 0, "\(added.stderr)")
            }
            let terminal = try PseudoTerminalProcess(
                ["--db", database],
                environment: ["NO_COLOR": "1"]
            )
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("b")
            #expect(terminal.waitFor("Savings"))
            terminal.send("c")
            #expect(terminal.waitFor("▾ food"))
            #expect(terminal.waitFor("eating out"))
            terminal.send("\u{1B}[D")
            // The renderer redraws only the cells that change: the mark alone.
            #expect(terminal.waitFor("▸"))
            terminal.send("\u{1B}[C")
            #expect(terminal.waitFor("▾", count: 2))
            terminal.send("t")
            #expect(terminal.waitFor("Rollover"))
            terminal.send("\u{1B}[B100\u{13}")
            #expect(terminal.waitFor("$100.00"))
            #expect(terminal.waitFor("[#"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            let targets = try homebook(database, ["budget", "targets", "--json"])
            #expect(targets.stdout.contains("\"category\":\"food\""), "\(targets.stdout)")
            #expect(targets.stdout.contains("\"spent\":\"90.00\""), "\(targets.stdout)")
        }
    }
}
