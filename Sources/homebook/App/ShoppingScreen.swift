import HomebookCore
import TerminalUI

/// The shopping list of a week of planned meals (docs/manual.md#shopping): each food once,
/// summed; Space or Enter checks the selected food off (or back on), ← → step a week.
struct ShoppingScreen: Screen {
    let store: HomebookStore
    /// The first day of the range shown.
    private(set) var from: CalendarDate
    private(set) var list: ShoppingList?
    private var view = ListView()
    private var note: String?

    /// The list of the 7 days from `from` (today unless a test picks a day).
    init(store: HomebookStore, from: CalendarDate = .today()) {
        self.store = store
        self.from = from
        load()
    }

    var title: String { "Shopping list" }
    var keys: [KeyHint] {
        [KeyHint("Space", "check"), KeyHint("←→", "week"), KeyHint("u", "undo")]
    }

    /// The last day of the range: a week.
    var to: CalendarDate { from.adding(days: 6) }

    /// Reads the list again (after an undo, or another week).
    mutating func reload() { load() }

    private mutating func load() {
        do {
            list = try store.planner.shoppingList(from: from, to: to)
        } catch {
            list = nil
            note = "\(error)"
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let rows = ShoppingRows(list: list)
        if view.handle(key, count: rows.count, height: max(1, area.height - 4)) {
            return .handled
        }
        note = nil
        switch key {
        case .left, .right:
            from = from.adding(days: key == .left ? -7 : 7)
            load()
            view.select(0, count: ShoppingRows(list: list).count, height: area.height - 4)
        case .character(" "), .enter:
            guard let item = list?.items[safe: view.selection] else { return .handled }
            do {
                try store.planner.checkShopping(
                    item.food,
                    from: from,
                    to: to,
                    checked: !item.checked
                )
            } catch {
                note = "\(error)"
            }
            load()
        default: return .ignored
        }
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, left: 1, right: 1)
        let left = list?.uncheckedCount ?? 0
        buffer.writeLine(
            "‹ \(from) – \(to) ›  \(left) to buy",
            in: body,
            style: .bold
        )
        let rows = ShoppingRows(list: list)
        let listRect = Rect(x: body.x, y: body.y + 2, width: body.width, height: area.height - 4)
        view.render(rows, into: &buffer, in: listRect)
        if rows.count == 0 {
            buffer.writeLine(
                "No planned meals this week: add one with a recipe in the Planner.",
                in: body,
                row: 2,
                style: .dim
            )
        }
        if let note {
            buffer.writeLine(
                note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
    }
}

/// The list's rows: `[x] 12 eggs  · Pancakes ×3, Risotto`, then deleted recipes.
struct ShoppingRows: ListDataSource {
    let list: ShoppingList?

    var count: Int { (list?.items.count ?? 0) + (list?.deletedRecipes.count ?? 0) }

    func rows(in range: Range<Int>) -> [String] {
        let items = list?.items ?? []
        return range.map { index in
            guard index < items.count else {
                return "! "
                    + DisplayText.singleLine(list?.deletedRecipes[index - items.count] ?? "")
            }
            let item = items[index]
            return (item.checked ? "[x] " : "[ ] ") + DisplayText.singleLine(item.text) + "  · "
                + DisplayText.singleLine(item.mealsText)
        }
    }
}

extension Array {
    /// The element at `index`, or nil when it is out of range.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
