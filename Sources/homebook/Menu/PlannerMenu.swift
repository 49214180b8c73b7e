import HomebookCore

/// The Planner screen (docs/manual.md#planner): upcoming events, add, view, edit, delete,
/// import, export, sync with calendar servers, resolve conflicts, the calendar accounts, the
/// shopping list.
struct PlannerMenu: MenuModule {
    /// The main-menu key.
    let key: Character = "p"
    /// The main-menu label and the screen's title.
    let title = "Planner"

    func items(_ session: MenuSession) -> [MenuItem] {
        let actions = PlannerMenuActions(session: session)
        return [
            MenuItem(key: "l", label: "Upcoming") { try actions.upcoming() },
            MenuItem(key: "a", label: "Add") { try actions.add() },
            MenuItem(key: "v", label: "View") { try actions.view() },
            MenuItem(key: "e", label: "Edit") { try actions.edit() },
            MenuItem(key: "d", label: "Delete") { try actions.delete() },
            MenuItem(key: "i", label: "Import") { try actions.importFile() },
            MenuItem(key: "x", label: "Export") { try actions.export() },
            MenuItem(key: "s", label: "Sync") { try actions.sync() },
            MenuItem(key: "c", label: "Conflicts") { try actions.conflicts() },
            MenuItem(key: "o", label: "Calendar accounts") { try actions.accounts() },
            MenuItem(key: "g", label: "Shopping list") { try actions.shopping() },
        ]
    }
}
