import HomebookCore
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts the full-screen app (docs/manual.md#full-screen-app) when both ends are a terminal.
enum FullScreenProgram {
    /// Whether `homebook` with no subcommand opens full-screen: standard input and output are
    /// terminals, `TERM` is set and not `dumb`, and `--plain` was not given.
    static func isAvailable(plain: Bool) -> Bool {
        guard !plain, isatty(0) == 1, isatty(1) == 1 else { return false }
        let term = DatabaseLocation.processEnvironment("TERM") ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// Whether colours are on: the NO_COLOR convention (any non-empty value) turns them off.
    static var colors: Bool {
        (DatabaseLocation.processEnvironment("NO_COLOR") ?? "").isEmpty
    }

    /// Opens the store, then runs the app on the terminal until the person quits; Ctrl-C ends
    /// the process as SIGINT would, once the store is closed.
    static func run(storeOptions: StoreOptions) throws {
        var interrupted = false
        try storeOptions.withStore { store in
            interrupted = try run(
                root: HomePage(store: store),
                commands: UndoKeys.commands(store: store)
            )
        }
        if interrupted { SystemIO.endAsInterrupted() }
    }

    /// The app at Home on `store`, with the undo keys, at `size`.
    static func state(store: HomebookStore, size: (width: Int, height: Int)) -> AppState {
        var state = AppState(root: HomePage(store: store), appName: "homebook", size: size)
        state.commands = UndoKeys.commands(store: store)
        return state
    }

    /// Runs `root` full-screen; the terminal is restored however this returns or throws.
    /// Returns whether the person left with Ctrl-C (the caller then ends as interrupted).
    static func run(root: any Screen, commands: [AppCommand] = []) throws -> Bool {
        let terminal = try RawTerminal()
        defer { terminal.leave() }
        var state = AppState(root: root, appName: "homebook", size: terminal.size())
        state.commands = commands
        TerminalApp.run(&state, on: terminal, colors: colors)
        return state.interrupted
    }
}
