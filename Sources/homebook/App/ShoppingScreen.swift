import HomebookCore
import TerminalUI

/// The shopping list of a week of planned meals (docs/manual.md#shopping): each food once,
/// summed; Space or Enter ticks the selected food off (or back on) and moves to the next
/// row, the ticked ones dim and last; `x` clears the ticks; ← → step a week, `o` groups by
/// aisle (or back by food), `A` sets the selected food's aisle, `g` opens every food's aisle.
struct ShoppingScreen: Screen {
    let store: HomebookStore
    /// The first day of the range shown.
    private(set) var from: CalendarDate
    private(set) var list: ShoppingList?
    private var view = ListView()
    private var note: String?
    /// By food or grouped by aisle.
    private(set) var order = ShoppingOrder.food
    /// The aisle being typed for a food (`A`); nil when not asked.
    private var aislePrompt: (food: ShoppingItem, editor: LineEditor)?

    /// The list of the 7 days from `from` (today unless a test picks a day).
    init(store: HomebookStore, from: CalendarDate = .today()) {
        self.store = store
        self.from = from
        load()
    }

    var title: String { "Shopping list" }
    var quitsOnQ: Bool { aislePrompt == nil }
    var keys: [KeyHint] {
        guard aislePrompt == nil else {
            return [KeyHint("Enter", "set (empty: remove)"), KeyHint("Esc", "cancel")]
        }
        return [
            KeyHint("Space", "tick"), KeyHint("x", "clear ticked"), KeyHint("←→", "week"),
            KeyHint("o", order == .food ? "by aisle" : "by food"), KeyHint("A", "aisle"),
            KeyHint("g", "food aisles"), KeyHint("u", "undo"),
        ]
    }

    /// The status line's share at 80 columns: the daily keys, so `u undo` and `? help` stay
    /// in view; the aisle keys are in the help (`?`).
    var statusKeys: [KeyHint] {
        guard aislePrompt == nil else { return keys }
        return [
            KeyHint("Space", "tick"), KeyHint("x", "clear"), KeyHint("←→", "week"),
            KeyHint("o", order == .food ? "by aisle" : "by food"), KeyHint("u", "undo"),
        ]
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
        if aislePrompt != nil { return handlePrompt(key) }
        let rows = ShoppingRows(list: list, order: order)
        if view.handle(key, count: rows.count, height: max(1, area.height - 4)) {
            return .handled
        }
        note = nil
        switch key {
        case .left, .right:
            from = from.adding(days: key == .left ? -7 : 7)
            load()
            view.select(
                0,
                count: ShoppingRows(list: list, order: order).count,
                height: area.height - 4
            )
        case .character("o"):
            let selected = rows.item(at: view.selection)?.key
            order = order == .food ? .aisle : .food
            let reordered = ShoppingRows(list: list, order: order)
            let row = selected.flatMap(reordered.row(of:)) ?? 0
            view.select(row, count: reordered.count, height: area.height - 4)
        case .character("g"):
            return .push(AislesScreen(store: store))
        case .character("A"):
            guard let item = rows.item(at: view.selection) else {
                note = "select a food to set its aisle"
                return .handled
            }
            aislePrompt = (item, LineEditor(item.aisle ?? ""))
        case .character(" "), .enter:
            guard let item = rows.item(at: view.selection) else { return .handled }
            // The row below follows the selection: a ticked food moves to the end.
            let next = rows.item(at: view.selection + 1)?.key
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
            let reordered = ShoppingRows(list: list, order: order)
            let row =
                next.flatMap(reordered.row(of:)) ?? min(view.selection + 1, reordered.count - 1)
            view.select(row, count: reordered.count, height: area.height - 4)
        case .character("x"):
            do {
                let cleared = try store.planner.clearShoppingTicks(from: from, to: to)
                note = cleared == 0 ? "nothing is ticked" : "\(cleared) ticks cleared (u undoes)"
            } catch {
                note = "\(error)"
            }
            load()
        default: return .ignored
        }
        return .handled
    }

    /// A key while the aisle is typed: Enter sets it (an empty one removes the food's
    /// aisle), Esc cancels; one core call, one undoable change.
    private mutating func handlePrompt(_ key: Key) -> ScreenAction {
        guard var prompt = aislePrompt else { return .ignored }
        switch key {
        case .escape:
            aislePrompt = nil
            note = "no aisle changed"
        case .enter:
            let typed = prompt.editor.text
            let food = prompt.food
            do {
                if typed.trimmingWhitespace().isEmpty {
                    if food.aisle != nil {
                        _ = try store.planner.removeAisle(of: food.food)
                        note = "\"\(DisplayText.singleLine(food.food))\" has no aisle now"
                    }
                } else {
                    let set = try store.planner.setAisle(typed, of: food.food)
                    note =
                        "\"\(DisplayText.singleLine(food.food))\" is in the aisle"
                        + " \"\(DisplayText.singleLine(set.aisle))\""
                }
                aislePrompt = nil
                load()
            } catch {
                note = "\(error)"
            }
        default:
            _ = prompt.editor.handle(key)
            aislePrompt = prompt
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
        let rows = ShoppingRows(list: list, order: order)
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
        if let prompt = aislePrompt {
            let row = area.row(area.height - 1).inset(left: 1, right: 1)
            let label = "Aisle of \(DisplayText.singleLine(prompt.food.food)): "
            buffer.writeLine(label, in: row, style: .bold)
            let used = min(TextWidth.columns(of: label), row.width)
            prompt.editor.render(
                into: &buffer,
                in: Rect(x: row.x + used, y: row.y, width: row.width - used, height: 1),
                style: CellStyle(underline: true),
                focused: true
            )
        } else if let note {
            buffer.writeLine(
                note,
                in: area,
                row: area.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
    }
}
