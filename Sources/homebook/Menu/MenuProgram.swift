import HomebookCore

/// Starts the interactive menu on the real terminal.
enum MenuProgram {
    /// Opens the store (a database problem is an `Error:` and exit 1), then runs the menu.
    static func run(storeOptions: StoreOptions) throws {
        try storeOptions.withStore { store in
            let session = MenuSession(terminal: StandardTerminal(), store: store)
            MainMenu(session: session).run()
        }
    }
}
