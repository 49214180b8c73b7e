import HomebookCore

/// Starts the interactive menu on the real terminal.
enum MenuProgram {
    /// Opens the store at `path` (a database problem is an `Error:` and exit 1), then runs
    /// the menu until `q` or the end of input.
    static func run(databasePath path: String) throws {
        let store = try FrontStore.open(path: path, announcesCreation: false)
        let session = MenuSession(terminal: StandardTerminal(), store: store)
        MainMenu(session: session).run()
        try store.close()
    }
}
