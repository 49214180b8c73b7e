import HomebookCore

/// The budget screen (docs/manual.md#menu): add, list, transfer between accounts, total,
/// report, categories, targets, repeating items, categorising rules, edit, delete, import and
/// export ledger items.
struct BudgetMenu: MenuModule {
    let key: Character = "b"
    let title = "Budget"

    func items(_ session: MenuSession) -> [MenuItem] {
        let actions = BudgetMenuActions(session: session)
        return [
            MenuItem(key: "a", label: "Add") { try actions.add() },
            MenuItem(key: "l", label: "List") { try actions.list() },
            MenuItem(key: "f", label: "Transfer between accounts") { try actions.transfer() },
            MenuItem(key: "t", label: "Total") { try actions.total() },
            MenuItem(key: "r", label: "Report") { try actions.report() },
            MenuItem(key: "c", label: "By category") { try actions.categories() },
            MenuItem(key: "g", label: "Targets") { try actions.targets() },
            MenuItem(key: "n", label: "Set a target") { try actions.setTarget() },
            MenuItem(key: "m", label: "Rename a category") { try actions.renameCategory() },
            MenuItem(key: "s", label: "Repeating items") { try actions.schedules() },
            MenuItem(key: "k", label: "Categorising rules") { try actions.rules() },
            MenuItem(key: "p", label: "Prices") { try actions.prices() },
            MenuItem(key: "e", label: "Edit") { try actions.edit() },
            MenuItem(key: "d", label: "Delete") { try actions.delete() },
            MenuItem(key: "i", label: "Import") { try actions.importFile() },
            MenuItem(key: "x", label: "Export") { try actions.export() },
            MenuItem(key: "o", label: "Accounts") { try AccountsMenu().run(session) },
        ]
    }

    /// Asks the base-currency question when it is due (once a session), then shows the entries.
    func run(_ session: MenuSession) throws(EndOfInput) {
        try BudgetMenuActions(session: session).askBaseCurrencyOnce()
        try MenuLoop(
            session: session,
            title: title,
            items: items(session) + MenuItem.undoAndRedo(session),
            exitKey: "b",
            exitLabel: "Back"
        ).run()
    }
}

/// What each key of the Budget screen does: ask, call one ``Ledger`` method, print.
///
/// Nothing is written until every answer is in, so input that ends half-way (``EndOfInput``)
/// saves nothing. Errors other than the end of input are shown by ``MenuLoop``.
struct BudgetMenuActions {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession

    /// How many items the list shows: the newest ones, so the screen stays readable and
    /// the list never scans the whole ledger.
    static let listLimit = 20

    /// Asks for an item by id, name or search word; nil when the answer is empty (back).
    func askItem() throws -> LedgerItem? {
        let currency = try self.currency()
        return try session.choose(
            "Item id, name or word (Enter goes back):",
            lookup: { try session.store.ledger.lookup($0) },
            describe: { LedgerText.summary($0, currency: currency) }
        )
    }

    /// The currency symbol shown with amounts.
    func currency() throws -> String {
        try session.store.settings.currency()
    }
}
