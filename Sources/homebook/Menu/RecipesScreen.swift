import HomebookCore

/// The Recipes screen (docs/manual.md#menu): add, list, search, view, edit, made today, delete.
struct RecipesScreen: MenuScreen {
    /// The main-menu key.
    let key: Character = "r"
    /// The main-menu label and the screen's title.
    let title = "Recipes"

    /// Runs the recipes menu until `b` (back) or the end of input.
    func run(_ session: MenuSession) throws(EndOfInput) {
        let actions = RecipesMenuActions(session: session)
        let loop = MenuLoop(
            session: session,
            title: title,
            items: [
                MenuItem(key: "a", label: "Add") { try actions.add() },
                MenuItem(key: "l", label: "List") { try actions.list() },
                MenuItem(key: "s", label: "Search") { try actions.search() },
                MenuItem(key: "v", label: "View") { try actions.view() },
                MenuItem(key: "e", label: "Edit") { try actions.edit() },
                MenuItem(key: "m", label: "Made today") { try actions.madeToday() },
                MenuItem(key: "d", label: "Delete") { try actions.delete() },
            ],
            exitKey: "b",
            exitLabel: "Back"
        )
        try loop.run()
    }
}
