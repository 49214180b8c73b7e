import HomebookCore

/// The Recipes screen (docs/manual.md#menu): add, list, search, view, edit, made today,
/// delete, import, export and the food aisles.
struct RecipesMenu: MenuModule {
    /// The main-menu key.
    let key: Character = "r"
    /// The main-menu label and the screen's title.
    let title = "Recipes"

    func items(_ session: MenuSession) -> [MenuItem] {
        let actions = RecipesMenuActions(session: session)
        return [
            MenuItem(key: "a", label: "Add") { try actions.add() },
            MenuItem(key: "l", label: "List") { try actions.list() },
            MenuItem(key: "s", label: "Search") { try actions.search() },
            MenuItem(key: "v", label: "View") { try actions.view() },
            MenuItem(key: "e", label: "Edit") { try actions.edit() },
            MenuItem(key: "m", label: "Made today") { try actions.madeToday() },
            MenuItem(key: "d", label: "Delete") { try actions.delete() },
            MenuItem(key: "i", label: "Import") { try actions.importFiles() },
            MenuItem(key: "x", label: "Export") { try actions.export() },
            MenuItem(key: "g", label: "Food aisles") {
                try ListsMenuActions(session: session).aisles()
            },
        ]
    }
}
