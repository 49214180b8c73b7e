import HomebookCore
import TerminalUI

/// The categories screen (docs/manual.md#the-categories-screen), `c` on the Budget screen:
/// each category's income, expenses and net in a month, quarter or year beside its target,
/// and the period's totals; ← → step the period, `p` changes the step, Enter shows the
/// category's items of the period. Like hledger-ui's accounts screen.
struct BudgetCategoriesScreen: Screen {
    private(set) var model: BudgetCategoriesModel
    private(set) var list = ListView()
    /// The Budget list's model, which Enter opens filtered to a category and the period.
    let budget: BudgetModel
    /// What "today" is: the period the screen opens on, and `t`.
    let today: () -> CalendarDate
    /// The list's height at the last layout.
    private var listHeight = 18

    init(budget: BudgetModel, today: @escaping () -> CalendarDate = CalendarDate.today) {
        self.budget = budget
        self.today = today
        model = BudgetCategoriesModel(
            ledger: budget.ledger,
            currency: budget.currency,
            period: LedgerPeriod(.month, containing: LedgerMonth(today())),
            decimalComma: budget.amountStyle.decimalComma
        )
    }

    var title: String { "Categories" }
    var statusKeys: [KeyHint] {
        [
            KeyHint("→ ←", "open, close"), KeyHint("[ ]", "period"),
            KeyHint("t", "target"), KeyHint("r", "rename"), KeyHint("Enter", "items"),
        ]
    }
    var keys: [KeyHint] {
        let step = model.period.step
        return [
            KeyHint("→", "open the branch (its categories under it)"),
            KeyHint("←", "close the branch, or go to the branch above"),
            KeyHint("[ ]", "the \(step.rawValue) before, after"),
            KeyHint("p", "by \(step.next.rawValue) (month → quarter → year)"),
            KeyHint("T", "back to this \(step.rawValue)"),
            KeyHint("t", "set the target of the category (or branch)"),
            KeyHint("r", "rename the category or branch (onto an existing name: merge)"),
            KeyHint("Enter", "the items of the category and its branch in the \(step.rawValue)"),
            KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Home End", "first, last category"),
            KeyHint(
                UnpricedText.mark + " on a net",
                "no price that day: counted nowhere (p on Budget: prices)"
            ),
        ]
    }

    /// What the last form saved, shown at the foot until the next key.
    private(set) var note: String?

    /// The rows the list gets in `area`: the period, the hint and the headings above, the
    /// totals and the note below.
    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 5))
    }

    mutating func reload() {
        let selected = selectedCategory
        model.reload()
        reselect(selected)
    }

    mutating func layout(in area: Rect) {
        listHeight = Self.listRect(area).height
        list.select(list.selection, count: model.rows.count, height: listHeight)
    }

    /// The selected row's category (nil in the outer optional: no row).
    private var selectedCategory: String?? {
        selectedRow.map { .some($0.path) } ?? nil
    }

    /// The selected row, if any.
    private var selectedRow: CategoryTreeNode? {
        model.rows.indices.contains(list.selection) ? model.rows[list.selection] : nil
    }

    /// Selects the row of `category` when the period has it, else keeps the row number.
    private mutating func reselect(_ category: String??) {
        let rows = model.rows
        let row = category.flatMap { wanted in
            rows.firstIndex { $0.path.map(CategoryPath.key) == wanted.map(CategoryPath.key) }
        }
        list.select(row ?? list.selection, count: rows.count, height: listHeight)
    }

    /// A closed form says what it saved.
    mutating func resume(from closed: any Screen) {
        guard let form = closed as? FormScreen, let saved = form.saved else { return }
        note = saved.note
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        note = nil
        let height = Self.listRect(area).height
        if list.handle(key, count: model.rows.count, height: height) { return .handled }
        var selected = selectedCategory
        switch key {
        case .right:
            guard let path = selectedRow?.path, selectedRow?.hasChildren == true else {
                return .handled
            }
            _ = model.setOpen(path, true)
        case .left:
            guard let path = selectedRow?.path else { return .handled }
            // An open branch closes; anything else goes up to its branch.
            if selectedRow?.hasChildren != true || !model.setOpen(path, false) {
                selected = CategoryPath.parent(path).map { .some($0) } ?? selected
            }
        case .character("["): model.show(model.period.adding(-1))
        case .character("]"): model.show(model.period.adding(1))
        case .character("p"): model.show(model.period.with(step: model.period.step.next))
        case .character("T"):
            model.show(LedgerPeriod(model.period.step, containing: LedgerMonth(today())))
        case .character("t"):
            let form = BudgetTargetForm(
                ledger: model.ledger,
                category: selectedRow?.path ?? "",
                today: today()
            )
            return .push(FormScreen(FormSession(form)))
        case .character("r"):
            guard let path = selectedRow?.path else { return .handled }
            return .push(
                FormScreen(FormSession(CategoryRenameForm(ledger: model.ledger, category: path)))
            )
        case .enter:
            guard let row = selectedRow else { return .handled }
            return .push(
                BudgetCategoryItemsScreen(
                    budget: budget,
                    filter: model.filter(for: row),
                    heading: BudgetCategoriesModel.name(row.path) + " in "
                        + model.period.description,
                    today: today
                )
            )
        default:
            return .ignored
        }
        reselect(selected)
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let period = model.period
        let count = CountedNoun.text(model.rows.count, "category", "categories")
        let header = " \(period) · \(period.step.rawValue) · \(period.days)"
        buffer.writeLine(header, in: area, row: 0, style: .bold)
        buffer.writeRightNote(count, besideColumns: TextWidth.columns(of: header), in: area)
        buffer.writeLine(
            " [ ]: the \(period.step.rawValue) before, after · p: by \(period.step.next.rawValue)"
                + " · → ←: open, close · t: target",
            in: area,
            row: 1,
            style: .dim
        )
        let rows = model.rows
        let format = model.format
        // A mark column only when something had no price: one-currency books read as before.
        let marks = model.hasUnpriced
        let cells = rows.map { row in
            CategoryCell.cells(
                sum: row.sum,
                budget: row.target?.available,
                left: row.target?.left,
                format: format,
                unpriced: marks ? !row.unpriced.isEmpty : nil
            )
        }
        let totals = CategoryCell.cells(
            sum: model.overview?.total ?? .zero,
            budget: model.overview?.targetTotal?.available,
            left: model.overview?.targetLeft,
            format: format,
            unpriced: marks ? true : nil
        )
        let layout = CategoryLayout(
            cells: cells + [totals],
            width: area.width,
            bars: rows.contains { $0.target != nil }
        )
        drawRow(
            "Category",
            CategoryLayout.headings.map { CategoryCell(text: $0, color: nil) },
            layout,
            into: &buffer,
            in: area.row(2),
            style: CellStyle(underline: true)
        )
        let rect = Self.listRect(area)
        let window = list.window(count: rows.count, height: rect.height)
        for (offset, index) in window.enumerated() {
            drawRow(
                model.label(rows[index]),
                cells[index],
                layout,
                into: &buffer,
                in: rect.row(offset),
                style: index == list.selection ? .reverse : .plain,
                bar: rows[index].target
            )
        }
        if rows.isEmpty {
            buffer.writeLine(
                " Nothing in \(period): [ ] to step, p for a longer period.",
                in: rect,
                row: 0,
                style: .dim
            )
        }
        // The totals sit under the last row shown, or at the foot when the list is full.
        drawRow(
            "Total",
            totals,
            layout,
            into: &buffer,
            in: area.row(3 + max(1, window.count)),
            style: .bold
        )
        if let note {
            buffer.writeLine(" " + note, in: area, row: area.height - 1, style: .dim)
        } else if let unpriced = model.overview.flatMap({
            UnpricedText.line($0.unpriced, decimalComma: model.decimalComma)
        }) {
            // What no figure counts, and where to add the price it needs.
            buffer.writeLine(
                " \(unpriced) · \(UnpricedText.screenHint)",
                in: area,
                row: area.height - 1,
                style: CellStyle(foreground: .yellow)
            )
        }
        if let problem = model.problem {
            buffer.writeLine(
                " " + problem,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
    }

    /// Draws a name and its amount cells on one row of `rect`, each amount in its colour; a
    /// table wider than the window ends in `…` at its edge rather than being cut silently.
    private func drawRow(
        _ name: String,
        _ cells: [CategoryCell],
        _ layout: CategoryLayout,
        into buffer: inout ScreenBuffer,
        in rect: Rect,
        style: CellStyle,
        bar: TargetStatus? = nil
    ) {
        guard rect.height > 0 else { return }
        buffer.fill(rect, style: style)
        let right = rect.x + rect.width
        buffer.write(
            TextWidth.truncated(name, toColumns: layout.nameWidth),
            x: rect.x + layout.start(of: 0),
            y: rect.y,
            style: style,
            maxWidth: max(0, right - rect.x - 1)
        )
        for (index, cell) in cells.enumerated() {
            let end = rect.x + layout.start(of: index + 2)
            let x = end - TextWidth.columns(of: cell.text)
            var cellStyle = style
            cellStyle.foreground = cell.color
            buffer.write(cell.text, x: x, y: rect.y, style: cellStyle, maxWidth: max(0, right - x))
        }
        if let bar, layout.barCells > 0 {
            // Spending against the target, as `budget targets` draws it; over: red.
            let x = rect.x + layout.start(of: CategoryLayout.headings.count + 1) + 2
            var barStyle = style
            barStyle.foreground = bar.isOver ? .red : nil
            buffer.write(
                TargetText.bar(bar, width: layout.barCells),
                x: x,
                y: rect.y,
                style: barStyle,
                maxWidth: max(0, right - x)
            )
        }
        if layout.width > rect.width, rect.width > 0 {
            buffer.write("…", x: right - 1, y: rect.y, style: style)
        }
    }
}
