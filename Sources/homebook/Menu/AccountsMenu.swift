import HomebookCore

/// The line menu's Accounts screen, Budget `o` (docs/manual.md#budget-accounts): the accounts
/// with their balances and currencies; add and rename through the core's forms; close.
struct AccountsMenu: MenuModule {
    let key: Character = "o"
    let title = "Accounts"

    func items(_ session: MenuSession) -> [MenuItem] {
        let actions = AccountsMenuActions(session: session)
        return [
            MenuItem(key: "l", label: "List") { try actions.list() },
            MenuItem(key: "a", label: "Add") { try actions.add() },
            MenuItem(key: "r", label: "Rename") { try actions.rename() },
            MenuItem(key: "c", label: "Close") { try actions.close() },
        ]
    }
}

/// What each key of the Accounts screen does: ask, call one ``Accounts`` method, print.
struct AccountsMenuActions {
    /// The menu session: terminal, store and today's date.
    let session: MenuSession

    /// `l`: each account with its currency, balance, items and state; the savings per
    /// currency under them.
    func list() throws {
        let comma = try session.store.settings.decimalComma()
        session.say(
            LedgerAccountText.table(try session.store.accounts.list(), decimalComma: comma)
        )
        session.say(
            session.style.bold(
                try BudgetListCommand.savingsLine(
                    session.store,
                    currency: try session.store.settings.currency()
                )
            )
        )
    }

    /// `a`: opens an account through the core's form.
    func add() throws {
        var form = FormSession(AccountForm(store: session.store, today: session.today()))
        guard let saved = try FormAsker(session: session).ask(&form, new: true) else { return }
        session.say(saved.note)
    }

    /// `r`: renames an account through the core's form.
    func rename() throws {
        var form = FormSession(AccountRenameForm(store: session.store))
        guard let saved = try FormAsker(session: session).ask(&form) else { return }
        session.say(saved.note)
    }

    /// `c`: closes an account after a yes; it keeps its items and balance.
    func close() throws {
        let name = try session.ask("Account to close (Enter goes back):").trimmingWhitespace()
        guard !name.isEmpty else { return }
        let account = try session.store.accounts.get(name)
        let question = "Close \"\(DisplayText.singleLine(account.name))\"? It keeps its items."
        guard try session.confirm(question) else {
            session.say("Nothing changed.")
            return
        }
        let closed = try session.store.accounts.close(account.name)
        session.say("Closed \"\(DisplayText.singleLine(closed.name))\".")
    }
}
