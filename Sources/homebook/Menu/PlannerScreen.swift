import HomebookCore

/// The Planner screen (SPEC §11): upcoming events, add, view, edit, delete, export.
struct PlannerScreen: MenuScreen {
    /// The main-menu key.
    let key: Character = "p"
    /// The main-menu label and the screen's title.
    let title = "Planner"

    /// Runs the planner menu until `b` (back) or the end of input.
    func run(_ session: MenuSession) throws(EndOfInput) {
        let actions = PlannerMenuActions(session: session)
        let loop = MenuLoop(
            session: session,
            title: title,
            items: [
                MenuItem(key: "l", label: "Upcoming") { try actions.upcoming() },
                MenuItem(key: "a", label: "Add") { try actions.add() },
                MenuItem(key: "v", label: "View") { try actions.view() },
                MenuItem(key: "e", label: "Edit") { try actions.edit() },
                MenuItem(key: "d", label: "Delete") { try actions.delete() },
                MenuItem(key: "x", label: "Export") { try actions.export() },
            ],
            exitKey: "b",
            exitLabel: "Back"
        )
        try loop.run()
    }
}
