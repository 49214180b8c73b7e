import HomebookCore
import TerminalUI

/// One recipe with every field in full (the link too, wrapped, never cut); ↑↓ scroll,
/// `e` edits, `m` marks it made today, `d` deletes after y/N, `c` copies the link.
struct RecipeViewScreen: Screen {
    let catalog: RecipeCatalog
    let id: Int64
    private var scroll = 0
    /// The delete question and the recipe as it was shown when d was pressed.
    private var pendingDelete: (question: Confirmation, recipe: Recipe)?
    private var note: String?
    /// The recipe as stored when last read; nil once it is gone.
    private var recipe: Recipe?

    init(catalog: RecipeCatalog, id: Int64) {
        self.catalog = catalog
        self.id = id
        recipe = catalog.recipe(id)
    }

    /// Reads the recipe again: the book changed (here, by an undo, or in another process).
    mutating func reload() {
        recipe = catalog.recipe(id)
    }

    var title: String { "Recipe" }
    var quitsOnQ: Bool { pendingDelete == nil }
    var keys: [KeyHint] {
        [
            KeyHint("↑↓", "scroll"), KeyHint("e", "edit"), KeyHint("m", "made today"),
            KeyHint("d", "delete"), KeyHint("c", "copy the link"),
        ]
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if let pending = pendingDelete {
            switch pending.question.answer(key) {
            case .yes:
                do {
                    _ = try catalog.delete(pending.recipe)
                    return .pop
                } catch {
                    note = "not deleted: \(error)"
                }
                pendingDelete = nil
            case .no:
                pendingDelete = nil
                note = "nothing deleted"
            case .pending:
                break
            }
            return .handled
        }
        guard let recipe = catalog.recipe(id) else { return key == .escape ? .pop : .ignored }
        note = nil
        switch key {
        case .up, .pageUp: scroll = max(0, scroll - (key == .up ? 1 : area.height - 2))
        case .down, .pageDown: scroll += key == .down ? 1 : area.height - 2
        case .home: scroll = 0
        case .character("e"): return .push(RecipeFormScreen(catalog: catalog, editing: recipe))
        case .character("m"):
            do {
                let saved = try catalog.markMadeToday(id)
                note = "made today (\(saved.lastMade?.description ?? ""))"
            } catch {
                note = "not saved: \(error)"
            }
        case .character("d"):
            let question =
                (try? catalog.store.recipes.deletionQuestion(recipe))
                ?? "Delete “\(DisplayText.singleLine(recipe.name))”?"
            pendingDelete = (Confirmation(question), recipe)
        case .character("c"):
            guard let link = recipe.link else {
                note = "this recipe has no link"
                return .handled
            }
            note = "link copied to the clipboard"
            return .copy(link)
        default:
            return .ignored
        }
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, bottom: 1, left: 2, right: 2)
        guard let recipe else {
            buffer.writeLine("This recipe was deleted.", in: body, style: .dim)
            return
        }
        let lines = RecipeDetails.lines(of: recipe, width: body.width, wrapping: true)
        let first = max(0, min(scroll, lines.count - body.height))
        RecipeDetails.draw(lines, from: first, into: &buffer, in: body)
        if let note {
            buffer.writeLine(
                note,
                in: area.row(area.height - 1).inset(left: 2, right: 2),
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
        pendingDelete?.question.render(into: &buffer, in: area)
    }
}
