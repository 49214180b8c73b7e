import HomebookCore
import TerminalUI

/// The ledger full-screen (docs/manual.md#full-screen-app, #budget): the totals in the header,
/// every item with its running balance in a list read one window at a time, filters typed live, and
/// the keys that add, edit, delete, move money between accounts and open the monthly report,
/// the repeating items and the rules.
struct BudgetScreen: Screen {
    private(set) var model: BudgetModel
    private(set) var list = ListView()
    private var filterBar = BudgetFilterBar()
    /// The filter line as it was when `f` was pressed, restored by Esc.
    private var filterBefore: (bar: BudgetFilterBar, filter: LedgerFilter)?
    /// The delete question and the item it is about.
    private var confirming: (question: Confirmation, item: LedgerItem)?
    /// The base-currency question, while it is asked (docs/manual.md#currencies).
    private var baseQuestion: BaseCurrencyPrompt?
    /// The rows the next frame shows, loaded by ``layout(in:)``.
    private var visibleRows = LoadedRows()
    /// The amount columns' widths, fitted to the rows shown.
    private var amountColumns = BudgetRowFormat.AmountColumns()
    /// The list's height and the window's width at the last layout.
    private var listHeight = 18
    private var width = 80
    /// Whether the next reload selects the newest row (a form just added an item).
    private var followsNewest = false
    /// A line for the person: what was saved, or a problem.
    private(set) var note: String?
    /// What "today" is for dates typed as `today` or `yesterday`.
    let today: () -> CalendarDate
    /// The store, for the screens opened from here (repeating items, rules).
    private let store: HomebookStore

    init(store: HomebookStore, today: @escaping () -> CalendarDate = CalendarDate.today) {
        self.store = store
        model = BudgetModel(store: store, today: today)
        self.today = today
        list.select(model.count - 1, count: model.count, height: listHeight)
    }

    var title: String { "Budget" }
    var quitsOnQ: Bool { filterBefore == nil && confirming == nil && baseQuestion == nil }
    var statusKeys: [KeyHint] {
        guard filterBefore == nil else { return Array(keys.prefix(3)) }
        return [
            KeyHint("a", "add"), KeyHint("e", "edit"), KeyHint("d", "delete"),
            KeyHint("f", "filter"), KeyHint("r", "report"),
        ]
    }
    var keys: [KeyHint] {
        if filterBefore != nil {
            return [
                KeyHint("Tab", "next/complete"), KeyHint("Enter", "keep"),
                KeyHint("Esc", "undo filter"),
            ]
        }
        return [
            // One line per hint in the help, which must fit a 24-row window with the undo
            // keys: related keys share a line.
            KeyHint("a", "add"), KeyHint("e", "edit (Enter too)"), KeyHint("d", "delete"),
            KeyHint("f", "filter"), KeyHint("r", "report"), KeyHint("c", "categories"),
            KeyHint("s", "repeating items"), KeyHint("R", "categorising rules"),
            KeyHint("o", "accounts"), KeyHint("t", "transfer between accounts"),
            KeyHint("p", "prices"), KeyHint("/ x", "filter (as f), clear the filter"),
            KeyHint("↑↓ PgUp PgDn", "move; Home End: oldest, newest"),
        ]
    }

    /// The rows the list gets in `area`: the header, the filter line, the headings and the
    /// note take four.
    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 4))
    }

    /// Reads the totals and the rows again: the ledger changed (here, by an undo, or in
    /// another process). The selection stays on its row number, or on the newest row when
    /// it was there or a form just added an item.
    mutating func reload() {
        let wasNewest = list.selection >= model.count - 1
        model.reload()
        let target = followsNewest || wasNewest ? model.count - 1 : list.selection
        followsNewest = false
        list.select(target, count: model.count, height: listHeight)
    }

    /// A closed form says what it saved; an added item is selected once the list reloads.
    mutating func resume(from closed: any Screen) {
        guard let form = closed as? FormScreen, let saved = form.saved else { return }
        note = saved.note
        followsNewest = saved.added
    }

    /// Loads the visible rows for `area`.
    mutating func layout(in area: Rect) {
        listHeight = Self.listRect(area).height
        width = area.width
        list.select(list.selection, count: model.count, height: listHeight)
        let window = list.window(count: model.count, height: listHeight)
        model.load(window)
        let entries = model.entries(in: window)
        let columns = BudgetRowFormat.AmountColumns(fitting: entries, money: model.money)
        amountColumns = columns
        visibleRows = LoadedRows(
            count: model.count,
            first: window.lowerBound,
            texts: entries.map {
                BudgetRowFormat.line($0, money: model.money, width: area.width, columns: columns)
            }
        )
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let height = Self.listRect(area).height
        if let confirming { return answer(key, to: confirming) }
        if baseQuestion != nil { return answerBase(key) }
        if filterBefore != nil { return handleFilter(key) }
        note = nil
        if list.handle(key, count: model.count, height: height) { return .handled }
        switch key {
        case .character("a"):
            return .push(FormScreen.budgetItem(model, editing: nil, today: today()))
        case .character("e"), .enter:
            guard let entry = model.entry(at: list.selection) else { return .handled }
            return .push(FormScreen.budgetItem(model, editing: entry.item, today: today()))
        case .character("d"), .delete:
            guard let entry = model.entry(at: list.selection) else { return .handled }
            let name = DisplayText.singleLine(entry.item.name)
            confirming = (Confirmation("Delete “\(name)” of \(entry.item.date)?"), entry.item)
        case .character("f"), .character("/"):
            model.loadCategories()
            filterBefore = (filterBar, model.filter)
        case .character("x"):
            filterBar.clear()
            apply(LedgerFilter())
        case .character("r"):
            return .push(BudgetReportScreen(model: model))
        case .character("c"):
            return .push(BudgetCategoriesScreen(budget: model, today: today))
        case .character("s"):
            return .push(SchedulesScreen(store: store, today: today))
        case .character("R"):
            return .push(RulesScreen(store: store))
        case .character("o"):
            return .push(AccountsScreen(store: store))
        case .character("t"):
            // Money between accounts (docs/manual.md#transfers): no item, no total changes.
            return .push(FormScreen.transfer(store, today: today()))
        case .character("p"):
            return .push(PricesScreen(store: store, today: today))
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
        case .no: note = "nothing deleted"
        case .yes:
            // Either way the app reloads the list (the data's stamp changed, or it changed
            // elsewhere and the list shows it as it is now).
            do {
                let deleted = try model.ledger.delete(confirming.item)
                note = "deleted “\(DisplayText.singleLine(deleted.name))”"
            } catch {
                note = "not deleted: \(error)"
                reload()
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
        list.select(model.count - 1, count: model.count, height: listHeight)
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let rect = Self.listRect(area)
        renderHeader(into: &buffer, in: area)
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
                model.upcoming.isEmpty
                    ? " All items · f or / filters by date, kind and category"
                    : " All items · f filters · "
                        + ScheduleText.upcoming(model.upcoming, currency: model.currency),
                in: area,
                row: 1,
                style: .dim
            )
        }
        if !filtering {
            buffer.writeLine(
                BudgetRowFormat.headings(
                    width: area.width,
                    columns: amountColumns,
                    balance: model.money.balance != nil
                ),
                in: area,
                row: 2,
                style: CellStyle(underline: true)
            )
        }
        list.render(visibleRows, into: &buffer, in: rect)
        if model.count == 0 {
            let empty =
                model.filter == LedgerFilter()
                ? "No items yet: press a to add one." : "No item matches the filter (x clears it)."
            buffer.writeLine(" " + empty, in: rect, row: 0, style: .dim)
        }
        if let note = note ?? model.problem {
            buffer.writeLine(
                " " + note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        if let confirming { confirming.question.render(into: &buffer, in: area) }
        baseQuestion?.render(into: &buffer, in: area)
    }

    /// Asks the base-currency question when it is due (Home asks once a run); whether it is.
    mutating func askBaseCurrency() -> Bool {
        guard let question = try? store.currencies.baseQuestion() else { return false }
        baseQuestion = BaseCurrencyPrompt(question)
        return true
    }

    /// A key while the base-currency question is asked.
    private mutating func answerBase(_ key: Key) -> ScreenAction {
        guard var prompt = baseQuestion else { return .handled }
        let outcome = prompt.handle(key, store: store)
        // Answered or declined: never asked again, in this run or a later one.
        if outcome != .editing { try? store.settings.markBaseCurrencyAsked() }
        switch outcome {
        case .named(let code):
            note = "the book is in \(code) (settings base-currency)"
            baseQuestion = nil
        case .notNow:
            note = "not now: the Settings screen names it (Base currency)"
            baseQuestion = nil
        case .editing:
            baseQuestion = prompt
        }
        return .handled
    }
}
