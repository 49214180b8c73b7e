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
    private var list = ListView()
    private var listHeight = 18
    /// The delete question and the schedule it is about.
    private var confirming: (question: Confirmation, schedule: LedgerSchedule)?
    /// A line for the person: what was done, or why not.
    private(set) var note: String?
    /// Whether the next reload selects the newest row (a form just added one).
    private var followsNewest = false

    init(store: HomebookStore, today: @escaping () -> CalendarDate = CalendarDate.today) {
        self.store = store
        self.today = today
        reload()
    }

    var title: String { "Repeating items" }
    var quitsOnQ: Bool { confirming == nil }
    var statusKeys: [KeyHint] { Array(keys.prefix(5)) }
    var keys: [KeyHint] {
        [
            KeyHint("a", "add"), KeyHint("e", "edit"), KeyHint("s", "skip next day"),
            KeyHint("p", "post due days"), KeyHint("d", "delete"), KeyHint("Enter", "edit"),
            KeyHint("↑↓ PgUp PgDn", "move"),
        ]
    }

    /// Reads the schedules again: one changed here, by an undo, or elsewhere.
    mutating func reload() {
        do {
            rows = try store.schedules.listing(today: today())
            currency = try store.settings.currency()
            accounts = try store.accounts.all()
        } catch {
            rows = []
            note = "\(error)"
        }
        let target = followsNewest ? rows.count - 1 : list.selection
        followsNewest = false
        list.select(target, count: rows.count, height: listHeight)
    }

    /// A closed form says what it saved; an added schedule is selected.
    mutating func resume(from closed: any Screen) {
        guard let form = closed as? FormScreen, let saved = form.saved else { return }
        note = saved.note
        followsNewest = saved.added
    }

    mutating func layout(in area: Rect) {
        listHeight = Self.listRect(area).height
        list.select(list.selection, count: rows.count, height: listHeight)
    }

    /// The summary, the headings and their rule take three rows; the note the last.
    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 4))
    }

    private var selected: LedgerSchedule? {
        rows.indices.contains(list.selection) ? rows[list.selection].0 : nil
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if let confirming { return answer(key, to: confirming) }
        note = nil
        if list.handle(key, count: rows.count, height: Self.listRect(area).height) {
            return .handled
        }
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
                note = "skipped “\(DisplayText.singleLine(selected.name))” on \(day)"
            } catch {
                note = "not skipped: \(error)"
            }
        case .character("p"):
            do {
                let posting = try store.schedules.postDue(today: today())
                note =
                    posting.map { DisplayText.singleLine($0.announcement) }
                    ?? "nothing is due: every repeating item is posted or skipped up to today"
            } catch {
                note = "not posted: \(error)"
            }
        case .character("d"), .delete:
            guard let selected else { return .handled }
            let name = DisplayText.singleLine(selected.name)
            confirming = (
                Confirmation("Delete repeating “\(name)”? The items it posted stay."), selected
            )
        default:
            return .ignored
        }
        return .handled
    }

    /// The y/N answer: yes removes the schedule in one core call.
    private mutating func answer(
        _ key: Key,
        to confirming: (question: Confirmation, schedule: LedgerSchedule)
    ) -> ScreenAction {
        switch confirming.question.answer(key) {
        case .pending: return .handled
        case .no: note = "nothing deleted"
        case .yes:
            do {
                let removed = try store.schedules.remove(confirming.schedule.id)
                note = "deleted repeating “\(DisplayText.singleLine(removed.name))”"
            } catch {
                note = "not deleted: \(error)"
            }
        }
        self.confirming = nil
        return .handled
    }

    /// The rows as a table fitted to `width`: next day, name, the account while the book
    /// has several, amount (in the account's currency), how often, category.
    private func table(width: Int) -> (header: [String], lines: [String]) {
        let withAccount = accounts.count > 1
        var columns: [TextTable.Column] = [.init("Next"), .init("Name")]
        if withAccount { columns.append(.init("Account")) }
        columns += [.init("Amount", .right), .init("Repeats"), .init("Category")]
        var table = TextTable(columns, maxWidth: max(20, width - 2))
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
        for row in cells { table.measure(row) }
        return (
            table.header().split(separator: "\n").map { " " + $0 },
            cells.map { " " + table.line($0) }
        )
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let due = rows.filter { $0.next.map { $0 < today() } ?? false }.count
        var summary = " " + CountedNoun.text(rows.count, "repeating item")
        if due > 0 { summary += " · \(due) with days due: p posts them" }
        buffer.writeLine(summary, in: area, row: 0, style: .bold)
        let rect = Self.listRect(area)
        if rows.isEmpty {
            buffer.writeLine(
                " No repeating items yet: press a to add one (rent, salary).",
                in: rect,
                row: 0,
                style: .dim
            )
        } else {
            let (header, lines) = table(width: area.width)
            for (offset, line) in header.prefix(2).enumerated() {
                buffer.writeLine(line, in: area, row: 1 + offset, style: .dim)
            }
            list.render(LoadedRows(count: lines.count, texts: lines), into: &buffer, in: rect)
        }
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
