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

    /// Opens the store at `path` (already resolved by the command layer), then runs the app
    /// on the terminal until the person quits; Ctrl-C ends the process as SIGINT would, once
    /// the store is closed. A new file is announced as every command does (it stays on the
    /// main screen, seen after the app ends) and Home names the file in use.
    static func run(databasePath path: String) throws {
        let store = try FrontStore.open(path: path, postsSchedules: false)
        let sync = AppHouseholdSync(store: store, clock: { Int(time(nil)) })
        // What opening posted is said in the status line, where the person looks.
        let interrupted = try run(
            root: HomeScreen(store: store, sync: sync),
            commands: UndoKeys.commands(store: store),
            // The app looks at its data whenever it is idle: the household sync's turn too
            // (it runs in the background; a finished run moves the stamp, so Home redraws).
            dataStamp: {
                sync.poll()
                return AnyHashable([AnyHashable(store.changeStamp()), AnyHashable(sync.generation)])
            },
            message: FrontStore.postDue(store)
        )
        try store.close()
        if interrupted { SystemIO.endAsInterrupted() }
    }

    /// The app at Home on `store`, with the undo keys, at `size`.
    static func state(store: HomebookStore, size: (width: Int, height: Int)) -> AppState {
        state(root: HomeScreen(store: store), store: store, size: size)
    }

    /// The app showing `root` on `store` at `size`: the undo keys, and every open screen
    /// reloaded when the store's data changes (here or in another process).
    static func state(
        root: any Screen,
        store: HomebookStore,
        size: (width: Int, height: Int)
    ) -> AppState {
        var state = AppState(root: root, appName: "homebook", size: size)
        state.commands = UndoKeys.commands(store: store)
        state.dataStamp = { AnyHashable(store.changeStamp()) }
        return state
    }

    /// Runs `root` full-screen; the terminal is restored however this returns or throws.
    /// Returns whether the person left with Ctrl-C (the caller then ends as interrupted).
    /// `dataStamp` tells the app the data changed (docs/manual.md#full-screen-app): every
    /// open screen then reads it again, also when another process changed it. `message` is
    /// shown in the status line of the first frame.
    static func run(
        root: any Screen,
        commands: [AppCommand] = [],
        dataStamp: (() -> AnyHashable)? = nil,
        message: String? = nil
    ) throws -> Bool {
        let terminal = try RawTerminal()
        defer { terminal.leave() }
        var state = AppState(root: root, appName: "homebook", size: terminal.size())
        state.commands = commands
        state.dataStamp = dataStamp
        if let message { state.show(message: message) }
        TerminalApp.run(&state, on: terminal, colors: colors)
        return state.interrupted
    }
}
