import HomebookCore
import TerminalUI

/// One category's items in a period, opened with Enter on the categories screen
/// (docs/manual.md#the-categories-screen): the Budget list with the category and the
/// period's days as its filter, each row with the running total of those items; Enter edits
/// an item, Esc goes back to the categories at the same row.
struct BudgetCategoryItemsScreen: Screen {
    private(set) var model: BudgetModel
    private(set) var list = ListView()
    /// What the list shows, e.g. "food in 2026-11".
    let heading: String
    let today: () -> CalendarDate
    /// The rows the next frame shows, loaded by ``layout(in:)``.
    private var visibleRows = LoadedRows()
    /// The amount columns' widths, fitted to the rows shown.
    private var amountColumns = BudgetRowFormat.AmountColumns()
    private var listHeight = 18
    /// What the last form saved.
    private var note: String?
    /// Why the running totals could not be read, if they could not.
    private var problem: String?

    init(
        budget: BudgetModel,
        filter: LedgerFilter,
        heading: String,
        today: @escaping () -> CalendarDate
    ) {
        model = budget
        model.apply(filter)
        self.heading = heading
        self.today = today
        list.select(model.count - 1, count: model.count, height: listHeight)
    }

    var title: String { "Items" }
    var keys: [KeyHint] { statusKeys + [KeyHint("e", "edit")] }
    /// The status line's keys; F1 lists ``keys``, `e` among them.
    var statusKeys: [KeyHint] {
        [
            KeyHint("Enter", "edit"), KeyHint("↑↓ PgUp PgDn", "move"),
            KeyHint("Home End", "oldest, newest"),
        ]
    }

    /// The list below the heading, the hint and the column headings, above the note.
    private static func listRect(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(1, area.height - 4))
    }

    mutating func reload() {
        model.reload()
        list.select(list.selection, count: model.count, height: listHeight)
    }

    mutating func resume(from closed: any Screen) {
        guard let form = closed as? FormScreen, let saved = form.saved else { return }
        note = saved.note
    }

    mutating func layout(in area: Rect) {
        listHeight = Self.listRect(area).height
        list.select(list.selection, count: model.count, height: listHeight)
        let window = list.window(count: model.count, height: listHeight)
        model.load(window)
        var entries = model.entries(in: window)
        // The Balance column is the running total of the items shown (the core sums what
        // comes before the window), as hledger-ui's register shows an account's.
        do {
            let totals = try model.ledger.runningTotals(of: entries, matching: model.filter)
            entries = zip(entries, totals).map { LedgerEntry(item: $0.item, balance: $1) }
            problem = nil
        } catch {
            problem = "could not sum the items: \(error)"
        }
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
        note = nil
        if list.handle(key, count: model.count, height: Self.listRect(area).height) {
            return .handled
        }
        switch key {
        case .enter, .character("e"):
            guard let entry = model.entry(at: list.selection) else { return .handled }
            return .push(FormScreen.budgetItem(model, editing: entry.item, today: today()))
        default:
            return .ignored
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let currency = model.currency
        let sum = model.shownSum ?? .zero
        var header =
            " \(heading): in \(sum.income.formatted(currency: currency))"
            + "  out \(sum.expenses.formatted(currency: currency))"
            + "  net \(sum.net.formatted(currency: currency))"
        if let perCurrency = model.shownPerCurrency {
            // Several currencies: the net of each apart, never one sum across them.
            header =
                " \(heading): net "
                + perCurrency.map { $0.currency.coded($0.savings) }.joined(separator: " · ")
        }
        buffer.writeLine(header, in: area, row: 0, style: .bold)
        let count = CountedNoun.text(model.count, "item")
        buffer.writeRightNote(count, besideColumns: TextWidth.columns(of: header), in: area)
        buffer.writeLine(
            " Balance: the running total of these items (income − expenses) · Esc: back",
            in: area,
            row: 1,
            style: .dim
        )
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
        let rect = Self.listRect(area)
        list.render(visibleRows, into: &buffer, in: rect)
        if model.count == 0 {
            buffer.writeLine(" No items here.", in: rect, row: 0, style: .dim)
        }
        if let note = note ?? problem ?? model.problem {
            buffer.writeLine(
                " " + note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
    }
}
