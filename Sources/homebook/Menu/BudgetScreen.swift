import HomebookCore

/// The budget screen (docs/manual.md#menu): add, list, total, report, edit and delete ledger items.
struct BudgetScreen: MenuScreen {
    let key: Character = "b"
    let title = "Budget"

    /// How many items the list shows: the newest ones, so the screen stays readable and
    /// the list never scans the whole ledger.
    static let listLimit = 20

    /// Runs the budget menu until `b` goes back.
    func run(_ session: MenuSession) throws(EndOfInput) {
        let items = [
            MenuItem(key: "a", label: "Add") { try add(session) },
            MenuItem(key: "l", label: "List") { try list(session) },
            MenuItem(key: "t", label: "Total") { try total(session) },
            MenuItem(key: "r", label: "Report") { try report(session) },
            MenuItem(key: "e", label: "Edit") { try edit(session) },
            MenuItem(key: "d", label: "Delete") { try delete(session) },
        ]
        try MenuLoop(session: session, title: title, items: items, exitKey: "b", exitLabel: "Back")
            .run()
    }

    /// Asks for an item by id, name or search word; nil when the answer is empty (back).
    func askItem(_ session: MenuSession) throws -> LedgerItem? {
        let currency = try currency(session)
        return try session.choose(
            "Item id, name or word (Enter goes back):",
            lookup: { try session.store.ledger.lookup($0) },
            describe: { LedgerText.summary($0, currency: currency) }
        )
    }

    /// The currency symbol shown with amounts.
    func currency(_ session: MenuSession) throws -> String {
        try session.store.settings.currency()
    }
}
