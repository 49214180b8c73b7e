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
    private var list = ListView()
    private var listHeight = 18
    /// The close question and the account it is about.
    private var confirming: (question: Confirmation, account: Account)?
    /// A line for the person: what was done, or why not.
    private(set) var note: String?

    init(store: HomebookStore) {
        self.store = store
        reload()
    }

    var title: String { "Accounts" }
    var quitsOnQ: Bool { confirming == nil }
    var keys: [KeyHint] {
        [
            KeyHint("a", "add"), KeyHint("r", "rename"), KeyHint("c", "close"),
            KeyHint("↑↓ PgUp PgDn", "move"),
        ]
    }

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
            note = "\(error)"
        }
        list.select(list.selection, count: accounts.count, height: listHeight)
    }

    mutating func resume(from closed: any Screen) {
        guard let form = closed as? FormScreen, let saved = form.saved else { return }
        note = saved.note
    }

    mutating func layout(in area: Rect) {
        listHeight = Self.listRect(area).height
        list.select(list.selection, count: accounts.count, height: listHeight)
    }

    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 5))
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if let confirming { return answer(key, to: confirming) }
        note = nil
        if list.handle(key, count: accounts.count, height: Self.listRect(area).height) {
            return .handled
        }
        let selected = accounts.indices.contains(list.selection) ? accounts[list.selection] : nil
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
            guard !selected.account.closed else {
                note = "“\(DisplayText.singleLine(selected.account.name))” is closed already"
                return .handled
            }
            let name = DisplayText.singleLine(selected.account.name)
            confirming = (Confirmation("Close “\(name)”? It keeps its items."), selected.account)
        default:
            return .ignored
        }
        return .handled
    }

    /// The y/N answer: yes closes the account in one core call.
    private mutating func answer(
        _ key: Key,
        to confirming: (question: Confirmation, account: Account)
    ) -> ScreenAction {
        switch confirming.question.answer(key) {
        case .pending: return .handled
        case .no: note = "nothing changed"
        case .yes:
            do {
                let closed = try store.accounts.close(confirming.account.name)
                note = "closed “\(DisplayText.singleLine(closed.name))”"
            } catch {
                note = "nothing changed: \(error)"
            }
        }
        self.confirming = nil
        return .handled
    }

    /// The accounts as a table fitted to `width`.
    private func table(width: Int) -> (header: [String], lines: [String]) {
        var table = TextTable(
            [
                .init("Account"), .init("Currency"), .init("Balance", .right),
                .init("Items", .right), .init("State"),
            ],
            maxWidth: max(20, width - 2)
        )
        let cells = accounts.map { entry in
            let currency = entry.account.currency
            return [
                entry.account.name, currency.isUnnamed ? "-" : currency.code,
                MoneyFormat(currency, decimalComma: decimalComma)(entry.balance),
                "\(entry.count)", entry.account.closed ? "closed" : "open",
            ]
        }
        for row in cells { table.measure(row) }
        return (
            table.header().split(separator: "\n").map { " " + $0 },
            cells.map { " " + table.line($0) }
        )
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.writeLine(
            " " + CountedNoun.text(accounts.count, "account") + " · " + savings,
            in: area,
            row: 0,
            style: .bold
        )
        let (header, lines) = table(width: area.width)
        for (offset, line) in header.prefix(2).enumerated() {
            buffer.writeLine(line, in: area, row: 1 + offset, style: .dim)
        }
        list.render(
            LoadedRows(count: lines.count, texts: lines),
            into: &buffer,
            in: Self.listRect(area)
        )
        if let note {
            buffer.writeLine(
                " " + note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        if let confirming { confirming.question.render(into: &buffer, in: area) }
    }
}
