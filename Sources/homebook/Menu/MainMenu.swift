import HomebookCore

/// The top-level menu: one entry per module screen, undo and redo, then `q) Quit`.
struct MainMenu {
    /// The module screens, in menu order. Modules add theirs here as they land.
    static let screens: [any MenuModule] = [
        RecipesMenu(),
        BudgetMenu(),
        CalculatorMenu(),
        ConverterMenu(),
        PlannerMenu(),
        SettingsMenu(),
    ]

    let session: MenuSession
    var screens: [any MenuModule] = MainMenu.screens

    /// Runs until `q` or the end of input; both end the program with status 0.
    func run() {
        if session.terminal.isInteractive {
            // Say which file is in use, so a first `swift run homebook` shows where data goes.
            session.say(
                session.style.bold("homebook \(HomebookVersion.current)")
                    + "  database: \(DisplayText.singleLine(session.store.path))"
            )
        }
        let items = screens.map { screen in
            MenuItem(key: screen.key, label: screen.title, aliases: screen.aliases) {
                try screen.run(session)
            }
        }
        let loop = MenuLoop(
            session: session,
            title: "Main menu",
            items: items + MenuItem.syncConflicts(session) + MenuItem.undoAndRedo(session),
            exitKey: "q",
            exitLabel: "Quit"
        )
        do {
            try loop.run()
        } catch {
            // End of input at any prompt: leave cleanly on a fresh line.
            if !error.quit { session.say() }
        }
    }
}
