import HomebookCore
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen Planner's `S` (docs/manual.md#sync): every account syncs in the
/// background (``BackgroundWork``, on a connection of its own, never the screen's store)
/// while a spinner says so and keys are still answered; Esc cancels, and the result is one
/// line, the offline notice included.
struct PlannerSync {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let work: BackgroundWork<String>
    /// Turns with each tick.
    private var frame = 0

    /// Starts syncing the database at `path`; a password comes from the account's command or
    /// `~/.netrc` (the screen owns the terminal, so none is asked).
    init(databaseAt path: String) {
        work = BackgroundWork { isCancelled in
            CalDAVSync.syncAll(
                databaseAt: path,
                timeoutSeconds: 60,
                environment: { getenv($0).map { String(cString: $0) } },
                isCancelled: isCancelled
            )
        }
    }

    /// The line shown while the sync runs.
    var line: String {
        Self.frames[frame % Self.frames.count]
            + (work.isCancelled
                ? " cancelling the sync…" : " syncing the calendar accounts… (Esc cancels)")
    }

    /// Turns the spinner; the result line once the sync has ended, else nil.
    mutating func poll() -> String? {
        frame += 1
        return work.result
    }

    /// Asks the sync to stop: its transaction rolls back, so nothing is applied. The screen
    /// still waits for the result, which says whether the stop came in time.
    func cancel() { work.cancel() }
}
