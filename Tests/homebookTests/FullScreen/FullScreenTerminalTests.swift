import Foundation
import HomebookCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built binary on a pseudo-terminal: the full-screen app opens on the alternate screen
/// and gives the terminal back on every way out.
@Suite(.tags(.process, .binaryBoundary), .skippedByTag) struct FullScreenTerminalTests {
    static let enter = "\u{1B}[?1049h"
    static let leave = "\u{1B}[?1049l"
    static let frameEnd = "\u{1B}[?2026l"

    /// Runs `homebook` on a fresh terminal, waits for its first frame, then `finish`es it.
    func run(
        arguments: [String] = [],
        environment: [String: String] = [:],
        finish: (PseudoTerminalProcess) -> Void
    ) throws -> (
        terminal: PseudoTerminalProcess, status: Int32, before: PseudoTerminalProcess.Modes
    ) {
        try withTemporaryDirectory { folder in
            let terminal = try PseudoTerminalProcess(
                ["--db", folder + "/t.sqlite"] + arguments,
                environment: environment
            )
            let before = terminal.modes
            #expect(terminal.waitFor(Self.frameEnd))
            #expect(terminal.isRaw)
            finish(terminal)
            let status = terminal.waitForExit()
            return (terminal, status, before)
        }
    }

    /// The alternate screen was entered, then left after the last frame.
    func expectLeftCleanly(_ text: String) {
        let entered = text.range(of: Self.enter)
        let left = text.range(of: Self.leave, options: .backwards)
        #expect(entered != nil)
        #expect(left != nil)
        if let entered, let left { #expect(entered.upperBound <= left.lowerBound) }
        #expect(text.hasSuffix("\u{1B}[?25h" + Self.leave))
    }

    @Test func quittingWithQRestoresTheTerminal() throws {
        let (terminal, status, before) = try run { $0.send("q") }
        #expect(status == 0)
        expectLeftCleanly(terminal.text)
        #expect(terminal.modes == before)
        #expect(terminal.text.contains("Converter"))
    }

    @Test func controlCRestoresTheTerminalAndEndsAsInterrupted() throws {
        let (terminal, status, before) = try run { terminal in
            terminal.send("v1")
            #expect(terminal.waitFor("Value"))
            terminal.send("\u{3}")
        }
        // docs/manual.md#exit-codes: 130, ended by Ctrl-C, as a shell reports SIGINT.
        #expect(status == -SIGINT)
        expectLeftCleanly(terminal.text)
        #expect(terminal.modes == before)
    }

    @Test func sigtermRestoresTheTerminalAndStillEndsByTheSignal() throws {
        let (terminal, status, before) = try run { kill($0.pid, SIGTERM) }
        #expect(status == -SIGTERM)
        expectLeftCleanly(terminal.text)
        #expect(terminal.modes == before)
    }

    @Test func sighupRestoresTheTerminal() throws {
        let (terminal, status, before) = try run { kill($0.pid, SIGHUP) }
        #expect(status == -SIGHUP)
        expectLeftCleanly(terminal.text)
        #expect(terminal.modes == before)
    }

    @Test func plainOpensTheLineMenuInATerminal() throws {
        try withTemporaryDirectory { folder in
            let terminal = try PseudoTerminalProcess(["--plain", "--db", folder + "/t.sqlite"])
            #expect(terminal.waitFor("Quit"))
            terminal.send("q\n")
            #expect(terminal.waitForExit() == 0)
            #expect(!terminal.text.contains(Self.enter))
        }
    }

    @Test func aDumbTerminalGetsTheLineMenu() throws {
        try withTemporaryDirectory { folder in
            let terminal = try PseudoTerminalProcess(
                ["--db", folder + "/t.sqlite"],
                environment: ["TERM": "dumb"]
            )
            #expect(terminal.waitFor("Quit"))
            terminal.send("q\n")
            #expect(terminal.waitForExit() == 0)
            #expect(!terminal.text.contains(Self.enter))
        }
    }

    @Test func theRecipesScreenSearchesDeletesAndMarksMadeThroughARealTerminal() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/t.sqlite"
            #expect(try homebook(db, "recipe", "add", "Tomato soup").status == 0)
            #expect(try homebook(db, "recipe", "add", "Apple pie").status == 0)
            let terminal = try PseudoTerminalProcess(["--db", db])
            #expect(terminal.waitFor(Self.frameEnd))
            /// Sends a key and waits for the frame it causes (the renderer sends only changes,
            /// so the screen's text is checked in the database afterwards, not in the stream).
            func key(_ bytes: String) {
                let frames = terminal.text.components(separatedBy: Self.frameEnd).count - 1
                terminal.send(bytes)
                #expect(
                    terminal.waitFor(Self.frameEnd, count: frames + 1),
                    "no frame after \(bytes.debugDescription)"
                )
            }
            // Recipes, search "app", done, delete it (y), clear the search, mark the other made.
            for bytes in ["r", "/", "a", "p", "p", "\r", "d", "y", "\u{1B}", "m"] {
                key(bytes)
            }
            terminal.send("q")  // q quits from any screen
            #expect(terminal.waitForExit() == 0)
            expectLeftCleanly(terminal.text)
            let list = try homebook(db, "recipe", "list", "--json").stdout
            #expect(!list.contains("Apple pie"))
            #expect(list.contains("Tomato soup"))
            #expect(list.contains("\"\(CalendarDate.today())\""))
        }
    }

    @Test func cOnARecipeSendsItsLinkToTheTerminalsClipboard() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/t.sqlite"
            let link = "https://example.org/soup?x=1&y=2"
            #expect(try homebook(db, "recipe", "add", "Soup", "--link", link).status == 0)
            let terminal = try PseudoTerminalProcess(["--db", db])
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("r")
            #expect(terminal.waitFor(Self.frameEnd, count: 2))
            terminal.send("\r")
            #expect(terminal.waitFor(Self.frameEnd, count: 3))
            terminal.send("c")
            // OSC 52 with the link in base64, as xterm's control sequences define it.
            let encoded = Data(link.utf8).base64EncodedString()
            #expect(terminal.waitFor("\u{1B}]52;c;" + encoded + "\u{1B}\\"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }
}
