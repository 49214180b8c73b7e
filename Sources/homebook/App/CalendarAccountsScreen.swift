import HomebookCore
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The calendar accounts (`A` on the Planner; docs/manual.md#full-screen-app,
/// docs/manual.md#accounts): each account with its address, user and last sync, and under it
/// each calendar found on its server with the planner calendar it syncs with. `a` adds an
/// account (the form asks the server for its calendars), `m` maps the chosen calendar (or
/// leaves it out), `s` skips it or takes it back, `d` removes the account after y/N.
struct CalendarAccountsScreen: Screen {
    /// One row: an account, or one of its calendars.
    enum Row {
        case account(CalDAVAccount)
        case calendar(CalDAVAccount, CalDAVCalendarLink)

        /// The account the row belongs to.
        var account: CalDAVAccount {
            switch self {
            case .account(let account), .calendar(let account, _): account
            }
        }
    }

    let store: HomebookStore
    /// The time "last sync 5 min ago" counts from (injected so tests are repeatable).
    let now: () -> Int64
    private var rows: [Row] = []
    /// The list, its note and the question `d` asks about an account.
    private var parts = ListScreenParts<CalDAVAccount>(headings: false)

    init(store: HomebookStore, now: @escaping () -> Int64 = { Int64(time(nil)) }) {
        self.store = store
        self.now = now
        reload()
    }

    var title: String { "Calendar accounts" }
    var quitsOnQ: Bool { !parts.isAsking }
    var keys: [KeyHint] {
        [
            KeyHint("a", "add"), KeyHint("m", "map"), KeyHint("s", "skip/sync"),
            KeyHint("d", "remove"), KeyHint("u", "undo"), KeyHint("↑↓ PgUp PgDn", "move"),
        ]
    }
    /// A line for the person: what was done, or why not.
    var note: String? { parts.note }

    /// Reads the accounts again: a form, a sync or an undo changed them.
    mutating func reload() {
        do {
            rows = try store.calDAVAccounts.list().flatMap { account in
                [Row.account(account)] + account.calendars.map { .calendar(account, $0) }
            }
        } catch {
            rows = []
            parts.note = "\(error)"
        }
        parts.select(count: rows.count)
    }

    /// After the add form: the new account's first calendar is chosen, so `m` and `s` act
    /// on the calendars just found.
    mutating func resume(from closed: any Screen) {
        guard (closed as? FormScreen)?.saved != nil else { return }
        reload()
        guard let saved = parts.noteSave(from: closed), saved.added, let id = saved.id else {
            return
        }
        if let index = rows.firstIndex(where: {
            if case .calendar(let account, _) = $0 { account.id == id } else { false }
        }) {
            parts.select(index, count: rows.count)
            parts.note = saved.note + " · m maps one, s skips one"
        }
    }

    mutating func layout(in area: Rect) { parts.layout(in: area, count: rows.count) }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if parts.isAsking { return answer(key) }
        if parts.move(key, count: rows.count, in: area) { return .handled }
        let row = parts.selected(in: rows)
        switch key {
        case .character("a"):
            return .push(FormScreen(FormSession(CalDAVAccountForm(accounts: store.calDAVAccounts))))
        case .character("m"), .enter, .character("s"):
            guard case .calendar(let account, let link) = row else {
                parts.note =
                    rows.isEmpty
                    ? "no accounts: press a to add one" : "choose one of the account's calendars"
                return .handled
            }
            if key == .character("s") { return toggle(link, of: account) }
            let form = CalDAVLinkForm(
                accounts: store.calDAVAccounts,
                account: account.name,
                link: link
            )
            return .push(FormScreen(FormSession(form)))
        case .character("d"), .delete:
            guard let account = row?.account else { return .handled }
            let name = DisplayText.singleLine(account.name)
            parts.ask(
                "Remove account “\(name)”? Its events stay in the planner, no longer synced.",
                about: account
            )
        default:
            return .ignored
        }
        return .handled
    }

    /// `s`: leaves the calendar out of syncs, or takes it back in, keeping its mapping.
    private mutating func toggle(
        _ link: CalDAVCalendarLink,
        of account: CalDAVAccount
    )
        -> ScreenAction
    {
        do {
            try store.calDAVAccounts.skip(
                account: account.name,
                remote: link.path,
                skipped: !link.skipped
            )
            let name = DisplayText.singleLine(link.name)
            parts.note = link.skipped ? "“\(name)” syncs again" : "“\(name)” is left out of syncs"
        } catch {
            parts.note = "nothing changed: \(error)"
        }
        reload()
        return .handled
    }

    /// The y/N answer: yes removes the account in one core call (one undo).
    private mutating func answer(_ key: Key) -> ScreenAction {
        let action = parts.answer(key, declined: "nothing removed", failed: "nothing removed") {
            account in
            try store.calDAVAccounts.remove(account.name)
            return "removed account “\(DisplayText.singleLine(account.name))” (u brings it back)"
        }
        if !parts.isAsking { reload() }
        return action
    }

    /// `dav  alice at https://dav.example.com/  never synced`, then
    /// `    Work (/alice/work/) → Work` or `→ skipped` under it.
    private func text(_ row: Row) -> String {
        switch row {
        case .account(let account):
            return " \(DisplayText.singleLine(account.name))  "
                + "\(DisplayText.singleLine(account.user)) at \(DisplayText.singleLine(account.url))"
                + "  · \(account.lastSyncLine(now: now()))"
        case .calendar(_, let link):
            let target =
                link.skipped
                ? "skipped (not synced)" : "→ \(DisplayText.singleLine(link.localCalendar))"
            return "     \(DisplayText.singleLine(link.name))  \(target)"
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let accounts = rows.filter { if case .account = $0 { true } else { false } }.count
        parts.render(
            summary: CountedNoun.text(accounts, "account") + " · passwords are never stored",
            table: (header: [], lines: rows.map(text)),
            empty: "No calendar accounts yet: press a to add one (a CalDAV server's address).",
            into: &buffer,
            in: area
        )
    }
}
