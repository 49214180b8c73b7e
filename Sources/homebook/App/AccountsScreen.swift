import HomebookCore
import TerminalUI

/// The accounts (`o` on the Budget screen; docs/manual.md#budget-accounts): each account with
/// its currency, balance, items and state, the savings per currency under them, and the keys
/// that add one, rename the selected one and close it after asking, each through the core.
struct AccountsScreen: Screen {
    let store: HomebookStore
    private var accounts: [AccountBalance] = []
    /// `Total savings: …`, per currency once several are in use.
    private var savings = ""
    private var decimalComma = false
    private var parts = ListScreenParts<Account>(spareRows: 1)

    init(store: HomebookStore) {
        self.store = store
        reload()
    }

    var title: String { "Accounts" }
    var quitsOnQ: Bool { !parts.isAsking }
    var keys: [KeyHint] {
        [
            KeyHint("a", "add"), KeyHint("r", "rename"), KeyHint("c", "close"),
            KeyHint("↑↓ PgUp PgDn", "move"),
        ]
    }
    /// A line for the person: what was done, or why not.
    var note: String? { parts.note }

    /// Reads the accounts and their balances again.
    mutating func reload() {
        do {
            accounts = try store.accounts.list()
            decimalComma = try store.settings.decimalComma()
            savings = try BudgetListCommand.savingsLine(
                store,
                currency: try store.settings.currency()
            )
        } catch {
            accounts = []
            parts.note = "\(error)"
        }
        parts.select(count: accounts.count)
    }

    mutating func resume(from closed: any Screen) { parts.noteSave(from: closed) }

    mutating func layout(in area: Rect) { parts.layout(in: area, count: accounts.count) }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if parts.isAsking {
            return parts.answer(key, declined: "nothing changed", failed: "nothing changed") {
                account in
                let closed = try store.accounts.close(account.name)
                return "closed “\(DisplayText.singleLine(closed.name))”"
            }
        }
        if parts.move(key, count: accounts.count, in: area) { return .handled }
        let selected = parts.selected(in: accounts)
        switch key {
        case .character("a"):
            return .push(FormScreen(FormSession(AccountForm(store: store, today: .today()))))
        case .character("r"):
            guard let selected else { return .handled }
            return .push(
                FormScreen(
                    FormSession(AccountRenameForm(store: store, account: selected.account.name))
                )
            )
        case .character("c"):
            guard let selected else { return .handled }
            let name = DisplayText.singleLine(selected.account.name)
            guard !selected.account.closed else {
                parts.note = "“\(name)” is closed already"
                return .handled
            }
            parts.ask("Close “\(name)”? It keeps its items.", about: selected.account)
        default:
            return .ignored
        }
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let format = { (entry: AccountBalance) in
            MoneyFormat(entry.account.currency, decimalComma: decimalComma)(entry.balance)
        }
        let table = ListScreenParts<Account>.table(
            [
                .init("Account"), .init("Currency"), .init("Balance", .right),
                .init("Items", .right), .init("State"),
            ],
            accounts.map { entry in
                let currency = entry.account.currency
                return [
                    entry.account.name, currency.isUnnamed ? "-" : currency.code, format(entry),
                    "\(entry.count)", entry.account.closed ? "closed" : "open",
                ]
            },
            width: area.width
        )
        parts.render(
            summary: CountedNoun.text(accounts.count, "account") + " · " + savings,
            table: table,
            into: &buffer,
            in: area
        )
    }
}
