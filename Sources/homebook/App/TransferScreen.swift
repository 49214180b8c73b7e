import HomebookCore
import TerminalUI

/// Import and export (docs/manual.md#interchange) from the full-screen app: pick what, type a path,
/// see the core's result. An import shows "Importing…" in a frame of its own before the blocking
/// call (the core reports no progress), then the count. Home opens it with `t`; the Budget
/// and Recipes screens may push it too. In a book with several open accounts, `a` chooses the
/// account bank statements go into, named on their rows.
struct TransferScreen: Screen {
    let store: HomebookStore
    private(set) var actions: [TransferAction]
    private var list = ListView()
    private var prompt: PathPrompt?
    /// The action and path waiting for the next frame to be drawn.
    private var pending: (action: TransferAction, path: String)?
    private(set) var note: String?
    /// The open accounts a statement can go into, the default account first.
    private(set) var accounts: [String] = []
    private var accountIndex = 0

    init(store: HomebookStore) {
        self.store = store
        actions = TransferAction.all(mappings: (try? store.ledger.savedMappingNames()) ?? [])
        accounts = Self.openAccounts(store)
    }

    /// The account bank imports go into, nil while the book has one open account.
    var importAccount: String? {
        accounts.count > 1 ? accounts[accountIndex] : nil
    }

    private static func openAccounts(_ store: HomebookStore) -> [String] {
        ((try? store.accounts.list()) ?? []).filter { !$0.account.closed }.map(\.account.name)
    }

    var title: String { "Import & export" }
    var quitsOnQ: Bool { prompt == nil }
    var keys: [KeyHint] {
        prompt == nil
            ? statusKeys
            : statusKeys + [
                KeyHint("Tab", "complete a file or folder name"),
                KeyHint("← →", "keep the suggested path to edit it"), KeyHint("~/", "home folder"),
            ]
    }
    /// The status line's keys; F1 lists ``keys``, the path keys among them.
    var statusKeys: [KeyHint] {
        prompt == nil
            ? [KeyHint("↑↓", "choose"), KeyHint("Enter", "open"), KeyHint("u", "undo")]
                + (accounts.count > 1 ? [KeyHint("a", "statement's account")] : [])
            : [KeyHint("Enter", "go"), KeyHint("Esc", "cancel")]
    }
    var hasPendingWork: Bool { pending != nil }

    /// Reads the saved mappings again (an undo may have removed one).
    mutating func reload() {
        actions = TransferAction.all(mappings: (try? store.ledger.savedMappingNames()) ?? [])
        let chosen = importAccount
        accounts = Self.openAccounts(store)
        accountIndex = chosen.flatMap { accounts.firstIndex(of: $0) } ?? 0
        list.select(list.selection, count: actions.count, height: 1)
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if var current = prompt {
            switch current.handle(key) {
            case .editing: prompt = current
            case .cancelled: prompt = nil
            case .submitted(let path):
                prompt = nil
                let action = actions[list.selection]
                pending = (action, path)
                note =
                    (action.imports ? "Importing " : "Exporting to ")
                    + DisplayText.singleLine(path) + "…"
            }
            return .handled
        }
        if list.handle(key, count: actions.count, height: area.height) { return .handled }
        if key == .character("a"), accounts.count > 1 {
            accountIndex = (accountIndex + 1) % accounts.count
            note = "Bank statements go into " + DisplayText.singleLine(accounts[accountIndex]) + "."
            return .handled
        }
        guard key == .enter else { return .ignored }
        note = nil
        let action = actions[list.selection]
        prompt = PathPrompt(
            action.imports
                ? (action == .importRecipes
                    ? "Files to import (space between them)" : "File to import")
                : "New file to write (an existing one is never overwritten)",
            text: action.suggestedPath
        )
        return .handled
    }

    mutating func runPendingWork() {
        guard let (action, path) = pending else { return }
        pending = nil
        note = action.run(path, store: store, account: importAccount)
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 2, right: 2)
        let rows = TransferRows(labels: actions.map { $0.label(account: importAccount) })
        list.render(
            rows,
            into: &buffer,
            in: Rect(
                x: body.x,
                y: body.y,
                width: body.width,
                height: min(rows.count, body.height - 2)
            )
        )
        if let note {
            // Below the list, wrapped over the free rows; what does not fit ends in `…`.
            let free = body.inset(top: min(rows.count, body.height - 2) + 1)
            let lines = TextWrap.lines(note, width: free.width, maxLines: free.height)
            for (offset, line) in lines.enumerated() {
                buffer.writeLine(
                    line,
                    in: free,
                    row: free.height - lines.count + offset,
                    style: CellStyle(bold: true, foreground: .yellow)
                )
            }
        }
        if let prompt { prompt.render(into: &buffer, in: area) }
    }
}

/// The action labels as list rows.
private struct TransferRows: ListDataSource {
    let labels: [String]
    var count: Int { labels.count }
    func rows(in range: Range<Int>) -> [String] { Array(labels[range]) }
}
