import Foundation
import HomebookCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A stop and `fg` on a real pseudo-terminal (docs/manual.md#full-screen-app): the app gives
/// the terminal back when it stops (Ctrl-Z, SIGTSTP) and, once continued, takes raw mode again
/// and draws the whole screen, so keys neither echo nor wait for Enter. The app runs in its own
/// process group in the test's session, as a shell with job control starts it, so it can stop.
@Suite(.tags(.process), .skippedByTag) struct SuspendTests {
    static let enter = "\u{1B}[?1049h"
    static let leave = "\u{1B}[?25h\u{1B}[?1049l"
    static let frameEnd = "\u{1B}[?2026l"

    /// Starts the app, `stop`s it, lets `whileStopped` act as the shell would, continues it,
    /// then checks the terminal is raw again, the whole Home screen redrawn, and `q` (no Enter)
    /// quits with the terminal as it was.
    func stopAndContinue(
        stop: (PseudoTerminalProcess) -> Void,
        whileStopped: (PseudoTerminalProcess, PseudoTerminalProcess.Modes) -> Void
    ) throws {
        try withTemporaryDirectory { folder in
            let terminal = try PseudoTerminalProcess(
                ["--db", folder + "/t.sqlite"],
                stoppable: true
            )
            let before = terminal.modes
            #expect(terminal.waitFor(Self.frameEnd))
            #expect(terminal.isRaw)
            stop(terminal)
            #expect(terminal.waitForStop(), "the app did not stop")
            whileStopped(terminal, before)
            let written = terminal.output.count
            let frames = terminal.text.components(separatedBy: Self.frameEnd).count - 1
            kill(terminal.pid, SIGCONT)
            #expect(terminal.waitFor(Self.frameEnd, count: frames + 1), "no frame after SIGCONT")
            #expect(terminal.isRaw, "the terminal stayed cooked after SIGCONT")
            let redraw = String(decoding: terminal.output[written...], as: UTF8.self)
            #expect(redraw.contains(Self.enter))
            for label in ["Recipes", "Budget", "Calculator", "Converter", "Planner", "Settings"] {
                #expect(redraw.contains(label), "\(label) not redrawn")
            }
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            #expect(terminal.modes == before)
        }
    }

    /// The app gave the terminal back: its settings as before, the main screen shown.
    func expectGivenBack(_ terminal: PseudoTerminalProcess, _ before: PseudoTerminalProcess.Modes) {
        #expect(terminal.modes == before, "the terminal was left raw during the stop")
        #expect(terminal.text.hasSuffix(Self.leave))
    }

    @Test func sigtstpGivesTheTerminalBackAndSigcontTakesItAgainWithAWholeRedraw() throws {
        try stopAndContinue(stop: { kill($0.pid, SIGTSTP) }, whileStopped: expectGivenBack)
    }

    @Test func controlZSuspendsToTheShellAndFgRestoresTheScreen() throws {
        try stopAndContinue(stop: { $0.send("\u{1A}") }, whileStopped: expectGivenBack)
    }

    @Test func afterSigstopTheShellsCookedSettingsAreReplacedByRawModeOnSigcont() throws {
        // SIGSTOP cannot be caught; a shell then puts its own (cooked) settings back.
        try stopAndContinue(
            stop: { kill($0.pid, SIGSTOP) },
            whileStopped: { terminal, before in terminal.setModes(before) }
        )
    }
}
