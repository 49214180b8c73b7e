import HomebookCore
import TerminalUI

/// The recipes as a list (docs/manual.md#full-screen-app, #recipes): the selected recipe's details
/// beside it (wide windows) or below it; `/` searches as you type, `o` switches the order, Enter
/// opens, `a` adds, `e` edits, `m` marks made today, `d` deletes after y/N.
struct RecipesScreen: Screen {
    private(set) var catalog: RecipeCatalog
    /// The search being typed, or nil when the keys move the list.
    private(set) var searchField: LineEditor?
    /// The delete waiting for its y/N answer.
    private var pendingDelete: (question: Confirmation, recipe: Recipe)?
    /// What the last action did, shown above the status line.
    private(set) var note: String?
    /// The recipe a closed form saved, selected once the list reloads.
    private var savedID: Int64?

    init(store: HomebookStore) {
        catalog = RecipeCatalog(store: store)
    }

    var title: String { "Recipes" }
    var quitsOnQ: Bool { searchField == nil && pendingDelete == nil }
    var keys: [KeyHint] {
        if searchField != nil {
            return [
                KeyHint("type", "search"), KeyHint("↑↓", "move"), KeyHint("Enter", "done"),
                KeyHint("Esc", "clear"),
            ]
        }
        return [
            KeyHint("Enter", "open"), KeyHint("/", "search"), KeyHint("a", "add"),
            KeyHint("e", "edit"),
            KeyHint("m", "made today"), KeyHint("d", "delete"),
            KeyHint("o", catalog.sort == .name ? "by last made" : "by name"),
            KeyHint("g", "food aisles"),
            KeyHint("↑↓ PgUp PgDn Home End", "move"),
        ]
    }

    /// Where the search line, the list and the details go in `area`.
    private static func layout(_ area: Rect) -> (header: Rect, list: Rect, details: Rect) {
        let header = area.row(0).inset(left: 1, right: 1)
        let body = area.inset(top: 1, bottom: 1, left: 1, right: 1)
        if area.width >= 120 {
            let listWidth = body.width * 2 / 5
            let list = Rect(x: body.x, y: body.y, width: listWidth, height: body.height)
            let details = body.inset(left: listWidth + 3)
            return (header, list, details)
        }
        let listHeight = max(3, (body.height - 1) / 2)
        let list = Rect(x: body.x, y: body.y, width: body.width, height: listHeight)
        return (header, list, body.inset(top: listHeight + 1))
    }

    /// Reads the list again: the book changed (here, by an undo, or in another process).
    /// The selected recipe stays selected, or the one a form just saved.
    mutating func reload() {
        catalog.reload(selecting: savedID ?? catalog.selected?.id)
        savedID = nil
    }

    /// A closed form names the recipe it saved, selected when the list reloads.
    mutating func resume(from closed: any Screen) {
        savedID = (closed as? FormScreen)?.saved?.id
    }

    /// Loads the visible recipes (the selected one among them) for `area`.
    mutating func layout(in area: Rect) {
        let height = Self.layout(area).list.height
        catalog.listHeight = height
        catalog.list.select(catalog.list.selection, count: catalog.count, height: height)
        catalog.load(catalog.list.window(count: catalog.count, height: height))
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        let height = Self.layout(area).list.height
        if let pending = pendingDelete {
            switch pending.question.answer(key) {
            case .yes:
                pendingDelete = nil
                note = perform {
                    "deleted “\(DisplayText.singleLine(try catalog.delete(pending.recipe).name))”"
                }
            case .no:
                pendingDelete = nil
                note = "nothing deleted"
            case .pending:
                break
            }
            return .handled
        }
        if catalog.list.handle(key, count: catalog.count, height: height) { return .handled }
        if searchField != nil { return handleSearch(key) }
        note = nil
        switch key {
        case .character("/"):
            searchField = LineEditor(catalog.query)
        case .escape where !catalog.query.isEmpty:
            catalog.search("")
        case .character("o"):
            catalog.toggleSort()
        case .character("a"):
            return .push(FormScreen.recipe(catalog, editing: nil))
        case .character("g"):
            return .push(AislesScreen(store: catalog.store))
        case .enter, .character("e"), .character("m"), .character("d"):
            guard let recipe = catalog.selected else {
                note = "no recipe selected: press a to add one"
                return .handled
            }
            return act(on: recipe, key: key)
        default:
            return .ignored
        }
        return .handled
    }

    /// Enter, `e`, `m` or `d` on the selected recipe.
    private mutating func act(on recipe: Recipe, key: Key) -> ScreenAction {
        switch key {
        case .enter: return .push(RecipeViewScreen(catalog: catalog, id: recipe.id))
        case .character("e"): return .push(FormScreen.recipe(catalog, editing: recipe))
        case .character("m"):
            note = perform {
                let saved = try catalog.markMadeToday(recipe.id)
                return
                    "“\(DisplayText.singleLine(saved.name))” made today (\(saved.lastMade?.description ?? ""))"
            }
        default:
            let question =
                (try? catalog.store.recipes.deletionQuestion(recipe))
                ?? "Delete “\(DisplayText.singleLine(recipe.name))”?"
            pendingDelete = (Confirmation(question), recipe)
        }
        return .handled
    }

    /// A key while the search is typed: every edit searches again at once.
    private mutating func handleSearch(_ key: Key) -> ScreenAction {
        switch key {
        case .escape:
            searchField = nil
            catalog.search("")
        case .enter, .tab:
            searchField = nil
        default:
            guard var field = searchField, field.handle(key) else { return .handled }
            searchField = field
            if field.text != catalog.query { catalog.search(field.text) }
        }
        return .handled
    }

    /// Runs a write, returning its message or the core's complaint.
    private func perform(_ write: () throws -> String) -> String {
        do {
            return try write()
        } catch {
            return "not saved: \(error)"
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let (header, list, details) = Self.layout(area)
        let count = catalog.count
        let order = catalog.sort == .name ? "by name" : "by last made"
        if let searchField {
            let label = "Search: "
            buffer.write(label, x: header.x, y: header.y, style: .bold)
            let field = Rect(
                x: header.x + 8,
                y: header.y,
                width: min(40, header.width - 30),
                height: 1
            )
            searchField.render(
                into: &buffer,
                in: field,
                style: CellStyle(underline: true),
                focused: true
            )
            buffer.writeLine("\(count) found, \(order)", in: header.inset(left: field.width + 10))
        } else if !catalog.query.isEmpty {
            buffer.writeLine(
                "Search “\(DisplayText.singleLine(catalog.query))”: \(count) found, \(order) · Esc shows all",
                in: header,
                style: .bold
            )
        } else {
            buffer.writeLine(
                "\(CountedNoun.text(count, "recipe")), \(order)",
                in: header,
                style: .bold
            )
        }
        if let problem = catalog.problem {
            buffer.writeLine("✗ " + problem, in: list, style: CellStyle(foreground: .red))
        } else if count == 0 {
            let empty =
                catalog.query.isEmpty ? "No recipes yet: press a to add one." : "No recipe matches."
            buffer.writeLine(empty, in: list, style: .dim)
        } else {
            let window = catalog.list.window(count: count, height: list.height)
            catalog.list.render(catalog.rows(in: window), into: &buffer, in: list)
        }
        if area.width >= 120 {
            for row in list.y..<list.bottom {
                buffer.write("│", x: list.x + list.width + 1, y: row, style: .dim)
            }
        } else {
            buffer.writeLine(
                String(repeating: "─", count: details.width),
                in: details.row(-1),
                style: .dim
            )
        }
        if let recipe = catalog.selected {
            RecipeDetails.draw(
                RecipeDetails.lines(of: recipe, width: details.width, wrapping: false),
                into: &buffer,
                in: details
            )
        }
        if let note {
            buffer.writeLine(
                note,
                in: area.row(area.height - 1).inset(left: 1, right: 1),
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        pendingDelete?.question.render(into: &buffer, in: area)
    }
}
