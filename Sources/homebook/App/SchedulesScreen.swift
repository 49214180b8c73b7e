import HomebookCore
import TerminalUI

/// The repeating items (`s` on the Budget screen; docs/manual.md#full-screen-app,
/// #schedules): each with its next day (`due since D` when one is left unposted), and the
/// keys that add, edit, skip the next day, post what is due and delete, each one core call.
struct SchedulesScreen: Screen {
    let store: HomebookStore
    /// What "today" is for due days and dates typed as `today`.
    let today: () -> CalendarDate
    private var rows: [(LedgerSchedule, next: CalendarDate?)] = []
    private var currency = ""
    /// The book's accounts: an Account column while there are several.
    private var accounts: [Account] = []
    private var parts = ListScreenParts<LedgerSchedule>()
    /// Whether the next reload selects the newest row (a form just added one).
    private var followsNewest = false

    init(store: HomebookStore, today: @escaping () -> CalendarDate = CalendarDate.today) {
        self.store = store
        self.today = today
        reload()
    }

    var title: String { "Repeating items" }
    var quitsOnQ: Bool { !parts.isAsking }
    var statusKeys: [KeyHint] { Array(keys.prefix(5)) }
    var keys: [KeyHint] {
        [
            KeyHint("a", "add"), KeyHint("e", "edit"), KeyHint("s", "skip next day"),
            KeyHint("p", "post due days"), KeyHint("d", "delete"), KeyHint("Enter", "edit"),
            KeyHint("↑↓ PgUp PgDn", "move"),
        ]
    }
    /// A line for the person: what was done, or why not.
    var note: String? { parts.note }

    /// Reads the schedules again: one changed here, by an undo, or elsewhere.
    mutating func reload() {
        do {
            rows = try store.schedules.listing(today: today())
            currency = try store.settings.currency()
            accounts = try store.accounts.all()
        } catch {
            rows = []
            parts.note = "\(error)"
        }
        parts.select(followsNewest ? rows.count - 1 : nil, count: rows.count)
        followsNewest = false
    }

    /// A closed form says what it saved; an added schedule is selected.
    mutating func resume(from closed: any Screen) {
        followsNewest = parts.noteSave(from: closed)?.added ?? false
    }

    mutating func layout(in area: Rect) { parts.layout(in: area, count: rows.count) }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if parts.isAsking {
            return parts.answer(key, declined: "nothing deleted", failed: "not deleted") {
                schedule in
                let removed = try store.schedules.remove(schedule.id)
                return "deleted repeating “\(DisplayText.singleLine(removed.name))”"
            }
        }
        if parts.move(key, count: rows.count, in: area) { return .handled }
        let selected = parts.selected(in: rows)?.0
        switch key {
        case .character("a"):
            return .push(FormScreen.schedule(store, editing: nil, today: today()))
        case .character("e"), .enter:
            guard let selected else { return .handled }
            return .push(FormScreen.schedule(store, editing: selected, today: today()))
        case .character("s"):
            guard let selected else { return .handled }
            do {
                let day = try store.schedules.skipNext(selected.id, today: today())
                parts.note = "skipped “\(DisplayText.singleLine(selected.name))” on \(day)"
            } catch {
                parts.note = "not skipped: \(error)"
            }
        case .character("p"):
            do {
                let posting = try store.schedules.postDue(today: today())
                parts.note =
                    posting.map { DisplayText.singleLine($0.announcement) }
                    ?? "nothing is due: every repeating item is posted or skipped up to today"
            } catch {
                parts.note = "not posted: \(error)"
            }
        case .character("d"), .delete:
            guard let selected else { return .handled }
            let name = DisplayText.singleLine(selected.name)
            parts.ask("Delete repeating “\(name)”? The items it posted stay.", about: selected)
        default:
            return .ignored
        }
        return .handled
    }

    /// The rows as a table fitted to `width`: next day, name, the account while the book
    /// has several, amount (in the account's currency), how often, category.
    private func table(width: Int) -> (header: [String], lines: [String]) {
        let withAccount = accounts.count > 1
        var columns: [TextTable.Column] = [.init("Next"), .init("Name")]
        if withAccount { columns.append(.init("Account")) }
        columns += [.init("Amount", .right), .init("Repeats"), .init("Category")]
        let today = today()
        let cells = rows.map { schedule, next in
            let sign = schedule.kind == .income ? "+" : "-"
            let account = accounts.first { $0.id == schedule.accountID }
            var row = [LedgerSchedule.nextText(next, today: today), schedule.name]
            if withAccount { row.append(account?.name ?? "") }
            row += [
                sign + ScheduleText.amount(schedule, currency: currency, account: account),
                schedule.ruleSummary, schedule.category ?? "",
            ]
            return row
        }
        return ListScreenParts<LedgerSchedule>.table(columns, cells, width: width)
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let due = rows.filter { $0.next.map { $0 < today() } ?? false }.count
        var summary = CountedNoun.text(rows.count, "repeating item")
        if due > 0 { summary += " · \(due) with days due: p posts them" }
        parts.render(
            summary: summary,
            table: table(width: area.width),
            empty: "No repeating items yet: press a to add one (rent, salary).",
            into: &buffer,
            in: area
        )
    }
}
