import HomebookCore

/// The Recipes screen (SPEC §9): add, list, search, view, edit, made today, delete.
struct RecipesScreen: MenuScreen {
    let key: Character = "r"
    let title = "Recipes"

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

/// An answer the menu itself refuses, with the reason to show before asking again.
struct MenuAnswerError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
