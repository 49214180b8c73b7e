import Foundation
import HomebookCore
import TestSupport
import Testing

/// The Food aisles screen and the weather place form in the built binary on a
/// pseudo-terminal, as a person reaches them (docs/manual.md#full-screen-app).
@Suite(.tags(.process), .skippedByTag) struct AislesTerminalTests {
    static let frameEnd = "\u{1B}[?2026l"
    // Markers are single words: a frame writes only the cells that changed, so a space that
    // was already on the screen is skipped with a cursor move.

    @Test func recipesGListsTheAislesAndTheFormSetsOne() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            #expect(try homebook(database, "recipe", "aisle", "eggs", "Dairy").status == 0)
            let terminal = try PseudoTerminalProcess(["--db", database], environment: [:])
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("r")
            #expect(terminal.waitFor("Recipes"))
            terminal.send("g")
            #expect(terminal.waitFor("aisles"))
            #expect(terminal.waitFor("Dairy"))
            terminal.send("a")
            #expect(terminal.waitFor("ingredient"))
            terminal.send("milk\tda\t\u{13}")
            #expect(terminal.waitFor("undoes"))
            // Esc alone is told from a key sequence by the pause after it.
            for key in ["\u{1B}", "\u{1B}", "q"] {
                terminal.send(key)
                usleep(300_000)
            }
            #expect(terminal.waitForExit() == 0)
            let listed = try homebook(database, "recipe", "aisles")
            #expect(listed.stdout.contains("Dairy  milk"), "\(listed.stdout)")
        }
    }

    @Test func theLocationFormSavesAPlaceWithCtrlS() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            let terminal = try PseudoTerminalProcess(["--db", database], environment: [:])
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("w")
            #expect(terminal.waitFor("SAMPLE"))
            terminal.send("l")
            #expect(terminal.waitFor("Ctrl-S"))
            terminal.send("Lisbon\u{13}")
            #expect(terminal.waitFor("Country"))
            terminal.send("\tPT\u{13}")
            #expect(terminal.waitFor("(saved)"))
            for key in ["\u{1B}", "q"] {
                terminal.send(key)
                usleep(300_000)
            }
            #expect(terminal.waitForExit() == 0)
            let listed = try homebook(database, "weather", "place", "list")
            #expect(listed.stdout.contains("Lisbon, PT"), "\(listed.stdout)")
        }
    }
}
