import HomebookCore
import TerminalUI

/// The food aisles (docs/manual.md#shopping): every food's aisle, by aisle; `a` sets a
/// food's aisle in the aisle form (adding the food or moving it), Enter or `e` changes the
/// selected food's, `d` removes it after y/N. Each change is one undoable change.
struct AislesScreen: Screen {
    let store: HomebookStore
    private(set) var aisles: [FoodAisle] = []
    private var view = ListView()
    private(set) var note: String?
    private var pendingRemoval: (question: Confirmation, aisle: FoodAisle)?
    /// The food a form just saved, selected when the list reloads.
    private var savedFood: String?

    /// The aisles of `store`.
    init(store: HomebookStore) {
        self.store = store
        load()
    }

    var title: String { "Food aisles" }
    var keys: [KeyHint] { statusKeys + [KeyHint("↑↓ PgUp PgDn Home End", "move")] }
    /// What fits in 80 columns with `? help`, `Esc back` and `q quit`; F1 shows them all.
    var statusKeys: [KeyHint] {
        [
            KeyHint("a", "add/assign"), KeyHint("Enter/e", "change"), KeyHint("d", "remove"),
            KeyHint("u", "undo"),
        ]
    }

    /// Reads the aisles again, keeping the selection on its food (or the one just saved).
    mutating func reload() {
        let selected = savedFood ?? selected?.food
        savedFood = nil
        load()
        if let selected, let row = aisles.firstIndex(where: { $0.food == selected }) {
            view.select(row, count: aisles.count, height: 1_000)
        }
    }

    /// A closed aisle form says what it set; its food is selected.
    mutating func resume(from closed: any Screen) {
        guard let saved = (closed as? FormScreen)?.saved else { return }
        note = saved.note + " (u undoes)"
        if let form = closed as? FormScreen, let index = form.session.index(of: "food") {
            savedFood = AisleForm.foodKey(form.session.text(index))
        }
        reload()
    }

    private var selected: FoodAisle? {
        aisles.indices.contains(view.selection) ? aisles[view.selection] : nil
    }

    private mutating func load() {
        do {
            aisles = try store.planner.aisles()
        } catch {
            aisles = []
            note = "\(error)"
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if let pending = pendingRemoval {
            switch pending.question.answer(key) {
            case .yes:
                pendingRemoval = nil
                do {
                    let removed = try store.planner.removeAisle(of: pending.aisle.food)
                    note =
                        "“\(DisplayText.singleLine(removed.food))” has no aisle now (u undoes)"
                } catch {
                    note = "not removed: \(error)"
                }
                load()
            case .no:
                pendingRemoval = nil
                note = "nothing removed"
            case .pending:
                break
            }
            return .handled
        }
        if view.handle(key, count: aisles.count, height: Self.listHeight(area)) {
            return .handled
        }
        note = nil
        switch key {
        case .character("a"):
            return .push(FormScreen.aisle(store))
        case .enter, .character("e"), .character("d"):
            guard let aisle = selected else {
                note = "no food has an aisle yet: press a to set one"
                return .handled
            }
            if key == .character("d") {
                let question =
                    "Remove the aisle “\(DisplayText.singleLine(aisle.aisle))” of "
                    + "“\(DisplayText.singleLine(aisle.food))”?"
                pendingRemoval = (Confirmation(question), aisle)
                return .handled
            }
            return .push(FormScreen.aisle(store, food: aisle.food, aisle: aisle.aisle))
        default:
            return .ignored
        }
    }

    /// The rows the list has in `area`: all but the header and the note.
    private static func listHeight(_ area: Rect) -> Int { max(1, area.height - 3) }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(left: 1, right: 1)
        let foods = aisles.count == 1 ? "food" : "foods"
        buffer.writeLine(
            "\(aisles.count) \(foods) with an aisle · the shopping list groups by them (o)",
            in: body.row(0),
            style: .bold
        )
        let list = Rect(x: body.x, y: body.y + 2, width: body.width, height: body.height - 3)
        if aisles.isEmpty {
            buffer.writeLine(
                "No aisles yet: press a to set the aisle a food is bought in.",
                in: list,
                style: .dim
            )
        } else {
            let width = min(
                30,
                max(8, aisles.map { DisplayText.singleLine($0.aisle).count }.max() ?? 8)
            )
            let rows = LoadedRows(
                count: aisles.count,
                first: 0,
                texts: aisles.map {
                    let name = DisplayText.singleLine($0.aisle)
                    let padded =
                        name.count >= width
                        ? String(name.prefix(width))
                        : name + String(repeating: " ", count: width - name.count)
                    return padded + "  " + DisplayText.singleLine($0.food)
                }
            )
            view.render(rows, into: &buffer, in: list)
        }
        if let note {
            buffer.writeLine(
                note,
                in: area.row(area.height - 1).inset(left: 1, right: 1),
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        pendingRemoval?.question.render(into: &buffer, in: area)
    }
}
