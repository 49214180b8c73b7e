import Foundation
import HomebookCore
import TestSupport
import Testing

/// The Food aisles screen and the weather place form in the built binary on a
/// pseudo-terminal, as a person reaches them (docs/manual.md#full-screen-app).
@Suite(.tags(.process), .skippedByTag) struct AislesTerminalTests {
    static let frameEnd = "\u{1B}[?2026l"

    @Test func recipesGListsTheAislesAndTheFormSetsOne() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            #expect(try homebook(database, "recipe", "aisle", "eggs", "Dairy").status == 0)
            let terminal = try PseudoTerminalProcess(["--db", database], environment: [:])
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("r")
            #expect(terminal.waitFor("Recipes"))
            terminal.send("g")
            #expect(terminal.waitFor("Food aisles"))
            #expect(terminal.waitFor("egg"))
            terminal.send("a")
            #expect(terminal.waitFor("Set aisle"))
            terminal.send("milk\tda\t\u{13}")
            #expect(terminal.waitFor("is in the aisle"))
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
            #expect(terminal.waitFor("SAMPLE DATA"))
            terminal.send("l")
            #expect(terminal.waitFor("Change location"))
            terminal.send("Lisbon\u{13}")
            #expect(terminal.waitFor("Save place"))
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
