import HomebookCore
import TerminalUI

/// The ledger full-screen (SPEC §10, §4): the totals in the header, every item with its
/// running balance in a list read one window at a time, filters typed live, and the keys
/// that add, edit, delete and open the monthly report.
struct BudgetPage: Screen {
    let model: BudgetModel
    private(set) var list = ListView()
    private var filterBar = BudgetFilterBar()
    /// The filter line as it was when `f` was pressed, restored by Esc.
    private var filterBefore: (bar: BudgetFilterBar, filter: LedgerFilter)?
    /// The delete question and the item it is about.
    private var confirming: (question: Confirmation, item: LedgerItem)?
    /// The model generation the list was last placed for.
    private var seenGeneration: Int
    /// What "today" is for dates typed as `today` or `yesterday`.
    let today: () -> CalendarDate

    init(store: HomebookStore, today: @escaping () -> CalendarDate = CalendarDate.today) {
        model = BudgetModel(store: store)
        self.today = today
        seenGeneration = model.generation
        list.select(model.count - 1, count: model.count, height: Int.max / 2)
    }

    var title: String { "Budget" }
    var quitsOnQ: Bool { filterBefore == nil && confirming == nil }
    var statusKeys: [KeyHint] { Array(keys.prefix(filterBefore == nil ? 5 : 3)) }
    var keys: [KeyHint] {
        if filterBefore != nil {
            return [
                KeyHint("Tab", "next/complete"), KeyHint("Enter", "keep"),
                KeyHint("Esc", "undo filter"),
            ]
        }
        return [
            KeyHint("a", "add"), KeyHint("e", "edit"), KeyHint("d", "delete"),
            KeyHint("f", "filter"), KeyHint("r", "report"), KeyHint("/", "filter (same as f)"),
            KeyHint("x", "clear the filter"), KeyHint("↑↓ PgUp PgDn", "move"),
            KeyHint("Home End", "oldest, newest"), KeyHint("Enter", "edit"),
        ]
    }

    /// The rows the list gets in `area`: the header, the filter line, the headings and the
    /// note take four.
    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 4))
    }

    /// The list placed for the ledger as it is now: at the newest row after the ledger
    /// changed under a new count (an add, a filter), else where it was.
    private func placedList(height: Int) -> ListView {
        var placed = list
        if model.generation != seenGeneration {
            let target = model.newestFirst ? model.count - 1 : list.selection
            placed.select(target, count: model.count, height: height)
        }
        return placed
    }

    /// Reads the totals and the rows again after an undo or redo changed the ledger.
    mutating func reload() {
        model.reload()
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let height = Self.listRect(area).height
        list = placedList(height: height)
        seenGeneration = model.generation
        model.newestFirst = false
        if let confirming { return answer(key, to: confirming) }
        if filterBefore != nil { return handleFilter(key) }
        model.note = nil
        if list.handle(key, count: model.count, height: height) { return .handled }
        switch key {
        case .character("a"):
            return .push(BudgetFormPage(model: model, editing: nil, today: today))
        case .character("e"), .enter:
            guard let entry = model.entry(at: list.selection) else { return .handled }
            return .push(BudgetFormPage(model: model, editing: entry.item, today: today))
        case .character("d"), .delete:
            guard let entry = model.entry(at: list.selection) else { return .handled }
            let name = DisplayText.singleLine(entry.item.name)
            confirming = (Confirmation("Delete “\(name)” of \(entry.item.date)?"), entry.item)
        case .character("f"), .character("/"):
            filterBefore = (filterBar, model.filter)
        case .character("x"):
            filterBar.clear()
            apply(LedgerFilter())
        case .character("r"):
            return .push(BudgetReportPage(model: model))
        default:
            return .ignored
        }
        return .handled
    }

    /// The y/N answer: yes deletes the item in one core call.
    private mutating func answer(
        _ key: Key,
        to confirming: (question: Confirmation, item: LedgerItem)
    ) -> ScreenAction {
        switch confirming.question.answer(key) {
        case .pending: return .handled
        case .no: model.note = "nothing deleted"
        case .yes:
            do {
                let deleted = try model.ledger.delete(confirming.item)
                model.reload()
                model.note = "deleted “\(DisplayText.singleLine(deleted.name))”"
            } catch {
                // Changed elsewhere: the list shows it as it is now.
                model.reload()
                model.note = "not deleted: \(error)"
            }
        }
        self.confirming = nil
        return .handled
    }

    /// Keys while the filter line is typed in: every valid change applies at once.
    private mutating func handleFilter(_ key: Key) -> ScreenAction {
        switch key {
        case .enter:
            filterBefore = nil
        case .escape:
            if let before = filterBefore {
                filterBar = before.bar
                apply(before.filter)
            }
            filterBefore = nil
        default:
            guard filterBar.handle(key, categories: model.categories) else { return .handled }
            let model = model
            if let filter = filterBar.filter(today: today(), categories: { model.categories }) {
                apply(filter)
            }
        }
        return .handled
    }

    /// Shows `filter`, the newest matching row selected.
    private mutating func apply(_ filter: LedgerFilter) {
        model.apply(filter)
        model.newestFirst = true
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let rect = Self.listRect(area)
        model.width = area.width
        let totals = model.totals
        var header =
            " Income \(totals.income.formatted(currency: model.currency))"
            + "   Expenses \(totals.expenses.formatted(currency: model.currency))"
            + "   Savings \(totals.savings.formatted(currency: model.currency))"
        if let shown = model.shownSum {
            // Filtered: the sums of what is shown, and the whole ledger's savings kept in view
            // (docs/manual.md#full-screen-app).
            header =
                " Filtered: in \(shown.income.formatted(currency: model.currency))"
                + "  out \(shown.expenses.formatted(currency: model.currency))"
                + "  net \(shown.net.formatted(currency: model.currency))"
                + "  │ Savings \(totals.savings.formatted(currency: model.currency))"
        }
        buffer.writeLine(header, in: area, row: 0, style: .bold)
        let shown =
            model.filter == LedgerFilter()
            ? CountedNoun.text(Int(totals.count), "item") : "\(model.count) shown"
        // The count goes at the right when it fits beside the totals, which matter more.
        if TextWidth.columns(of: header + shown) + 3 <= area.width {
            buffer.write(
                shown + " ",
                x: area.x + area.width - TextWidth.columns(of: shown) - 1,
                y: area.y,
                style: .dim
            )
        }
        let filtering = filterBefore != nil
        if filtering || !filterBar.isEmpty {
            filterBar.render(
                into: &buffer,
                in: area,
                row: 1,
                active: filtering,
                categories: model.categories
            )
        } else {
            buffer.writeLine(
                " All items · f or / filters by date, kind and category",
                in: area,
                row: 1,
                style: .dim
            )
        }
        if !filtering {
            buffer.writeLine(
                BudgetRowFormat.headings(width: area.width),
                in: area,
                row: 2,
                style: CellStyle(underline: true)
            )
        }
        placedList(height: rect.height).render(model, into: &buffer, in: rect)
        if model.count == 0 {
            let empty =
                model.filter == LedgerFilter()
                ? "No items yet: press a to add one." : "No item matches the filter (x clears it)."
            buffer.writeLine(" " + empty, in: rect, row: 0, style: .dim)
        }
        if let note = model.note {
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
