import HomebookCore
import TerminalUI

/// Adds or edits a recipe in a form: name, last made and link on one line each, ingredients
/// and notes edited in place as several lines. Each field is checked by the core's rule as
/// it is typed; Ctrl-S (or Enter on the link) saves with one core call, Esc cancels.
struct RecipeFormPage: Screen {
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

    private enum Field: Int, CaseIterable {
        case name, lastMade, link, ingredients, notes
    }

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

    /// The core's complaint about a field's text, or nil when the rule accepts it.
    private func problem(_ field: Field) -> String? {
        do {
            switch field {
            case .name: _ = try RecipeInput.name(text(.name))
            case .lastMade:
                _ = try RecipeInput.lastMade(text(.lastMade), today: CalendarDate.today())
            case .link: _ = try RecipeInput.link(text(.link))
            case .ingredients, .notes: return nil
            }
            return nil
        } catch {
            return error.description
        }
    }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        if key == .escape { return .pop }
        switch form.handle(key) {
        case .edited(let index):
            note = nil
            if let field = Field(rawValue: index) { form.fields[index].error = problem(field) }
        case .submit:
            return save()
        case .moved, .ignored:
            break
        }
        return .handled
    }

    /// Saves with one core call, or marks what is wrong and saves nothing.
    private mutating func save() -> ScreenAction {
        for field in Field.allCases { form.fields[field.rawValue].error = problem(field) }
        guard !form.hasErrors else {
            note = "not saved: fix the marked fields"
            return .handled
        }
        do {
            if let original, let shown {
                let changes = RecipeChanges(
                    name: changed(text(.name), original.name),
                    ingredients: changed(text(.ingredients), original.ingredients),
                    lastMade: changed(text(.lastMade), original.lastMade?.description ?? ""),
                    link: changed(text(.link), original.link ?? ""),
                    notes: changed(text(.notes), original.notes)
                )
                // Nothing changed: nothing to write, and no empty change to undo later.
                if !changes.isEmpty { try catalog.update(shown, with: changes) }
                savedID = shown.id
            } else {
                savedID = try catalog.add(
                    RecipeDraft(
                        name: text(.name),
                        ingredients: text(.ingredients),
                        lastMade: text(.lastMade),
                        link: text(.link),
                        notes: text(.notes)
                    )
                )
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

    /// `text` when it differs from `stored`, else nil (keep).
    private func changed(_ text: String, _ stored: String) -> String? {
        text == stored ? nil : text
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
