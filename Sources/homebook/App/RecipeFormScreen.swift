import HomebookCore
import TerminalUI

/// Adds or edits a recipe in a form: name, last made and link on one line each, ingredients
/// and notes edited in place as several lines. The core's problems of the recipe as typed
/// are marked beside their fields on every change (docs/manual.md#forms); Ctrl-S (or Enter
/// on the link) saves with one core call, Esc cancels.
struct RecipeFormScreen: Screen {
    let catalog: RecipeCatalog
    /// The recipe being edited, as the form opened with it, or nil when adding.
    let original: Recipe?
    /// The recipe as the person last saw it stored: the form's, or after a refusal because
    /// it changed elsewhere, the recipe as it is now (a second Ctrl-S saves over it).
    private var shown: Recipe?
    private(set) var form: Form
    private(set) var note: String?
    /// The recipe the save wrote, for the list below once the form closes.
    private(set) var savedID: Int64?

    typealias Field = RecipeDraft.Field

    /// The fields typed in, or all after a save was tried: only their problems are shown.
    private var touched: Set<Field> = []

    init(catalog: RecipeCatalog, editing recipe: Recipe?) {
        self.catalog = catalog
        original = recipe
        shown = recipe
        form = Form([
            Form.Field("Name", text: recipe?.name ?? ""),
            Form.Field("Last made", text: recipe?.lastMade?.description ?? ""),
            Form.Field("Link", text: recipe?.link ?? ""),
            Form.Field("Ingredients", text: recipe?.ingredients ?? "", multiline: true),
            Form.Field("Notes", text: recipe?.notes ?? "", multiline: true),
        ])
        form.maxFieldWidth = 60
    }

    var title: String { original == nil ? "New recipe" : "Edit recipe" }
    var quitsOnQ: Bool { false }
    var keys: [KeyHint] {
        [KeyHint("Tab/↑↓", "field"), KeyHint("Ctrl-S", "save"), KeyHint("Esc", "cancel")]
    }

    /// The text of a field.
    private func text(_ field: Field) -> String { form.fields[field.rawValue].text }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if key == .escape { return .pop }
        switch form.handle(key) {
        case .edited(let index):
            note = nil
            if let field = Field(rawValue: index) { touched.insert(field) }
            showProblems()
        case .submit:
            return save()
        case .moved, .ignored:
            break
        }
        return .handled
    }

    /// The new recipe as typed.
    private var draft: RecipeDraft {
        var draft = RecipeDraft(name: "")
        for field in Field.allCases { draft[field] = text(field) }
        return draft
    }

    /// Only the fields that differ from the stored recipe.
    private func changes(from recipe: Recipe) -> RecipeChanges {
        let stored = RecipeDraft(
            name: recipe.name,
            ingredients: recipe.ingredients,
            lastMade: recipe.lastMade?.description ?? "",
            link: recipe.link ?? "",
            notes: recipe.notes
        )
        var changes = RecipeChanges()
        for field in Field.allCases where text(field) != stored[field] {
            changes[field] = text(field)
        }
        return changes
    }

    /// Marks each touched field with the core's problem for it, and clears the others.
    private mutating func showProblems() {
        let today = CalendarDate.today()
        let problems =
            original.map { RecipeInput.problems(changes(from: $0), today: today) }
            ?? RecipeInput.problems(draft, today: today)
        for field in Field.allCases {
            form.fields[field.rawValue].error =
                touched.contains(field) ? problems[field]?.description : nil
        }
    }

    /// Saves with one core call, or marks what is wrong and saves nothing.
    private mutating func save() -> ScreenAction {
        touched = Set(Field.allCases)
        showProblems()
        guard !form.hasErrors else {
            note = "not saved: fix the marked fields"
            return .handled
        }
        do {
            if let original, let shown {
                let changes = changes(from: original)
                // Nothing changed: nothing to write, and no empty change to undo later.
                if !changes.isEmpty { try catalog.update(shown, with: changes) }
                savedID = shown.id
            } else {
                savedID = try catalog.add(draft)
            }
            return .pop
        } catch RecipeError.changedElsewhere(let id, let deleted) {
            note = AppNotes.changedElsewhere(deleted: deleted)
            if !deleted { shown = catalog.recipe(id) }
            return .handled
        } catch {
            note = "not saved: \(error)"
            return .handled
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        let body = area.inset(top: 1, bottom: 1, left: 2, right: 2)
        // The last two rows are the hint's and the note's.
        form.render(into: &buffer, in: body.inset(bottom: 2))
        let hint = "Dates: YYYY-MM-DD, today, yesterday or empty · Link: https://… or empty"
        buffer.writeLine(hint, in: body, row: body.height - 2, style: .dim)
        if let note {
            buffer.writeLine(
                note,
                in: body,
                row: body.height - 1,
                style: CellStyle(bold: true, foreground: .yellow)
            )
        }
    }
}
