import HomebookCore
import TerminalUI

/// One recipe with every field in full (the link too, wrapped, never cut); ↑↓ scroll,
/// `e` edits, `m` marks it made today, `d` deletes after y/N, `c` copies the link, `+` `-`
/// scale the ingredients to more or fewer servings and `k` shows them in the recipe's own,
/// metric or US units (docs/manual.md#servings-and-scaling).
struct RecipeViewScreen: Screen {
    let catalog: RecipeCatalog
    let id: Int64
    private var scroll = 0
    /// The delete question and the recipe as it was shown when d was pressed.
    private var pendingDelete: (question: Confirmation, recipe: Recipe)?
    private var note: String?
    /// The recipe as stored when last read; nil once it is gone.
    private var recipe: Recipe?
    /// The servings the ingredients are scaled to; nil: as the recipe is written.
    private(set) var servings: Int?
    /// The units the ingredients are shown in; nil: the recipe's own.
    private(set) var units: IngredientScaling.Units?
    /// The ingredients as the core scaled and converted them; nil: as written.
    private var scaled: RecipeDetails.Scaled?

    /// The servings of the planned meal the recipe was opened from, when it is scaled to them.
    private let mealServings: Int?

    /// The recipe; opened from a planned meal, its ingredients start scaled to the meal's
    /// servings (docs/manual.md#servings-and-scaling).
    init(catalog: RecipeCatalog, id: Int64, meal: PlannerEvent? = nil) {
        self.catalog = catalog
        self.id = id
        mealServings = meal.flatMap { catalog.store.servingsToScale(meal: $0) }
        recipe = catalog.recipe(id)
        if let mealServings { try? show(servings: mealServings, units: nil) }
    }

    /// Reads the recipe again: the book changed (here, by an undo, or in another process).
    mutating func reload() {
        recipe = catalog.recipe(id)
        guard let recipe else { return }
        // Edited meanwhile: servings cleared, or set to the number shown.
        if recipe.servings == nil || recipe.servings == servings { servings = nil }
        if (try? show(servings: servings, units: units)) == nil {
            (servings, units, scaled) = (nil, nil, nil)
        }
    }

    /// Shows the ingredients scaled to `servings` in `units` (nil, nil: as written), through
    /// the core function `recipe show --servings N --units U` uses; nothing changes on error.
    private mutating func show(servings: Int?, units: IngredientScaling.Units?) throws {
        guard servings != nil || units != nil else {
            (self.servings, self.units, scaled) = (nil, nil, nil)
            return
        }
        let (_, lines) = try catalog.store.scaledIngredients(
            of: id,
            servings: servings,
            units: units
        )
        (self.servings, self.units) = (servings, units)
        scaled = RecipeDetails.Scaled(
            servings: servings,
            units: units,
            lines: lines,
            forMeal: servings != nil && servings == mealServings
        )
    }

    /// One serving more or fewer than shown (`step` 1 or -1), within the servings a recipe
    /// may have; a recipe that does not say how many it serves is not scaled.
    private mutating func step(servings step: Int, of recipe: Recipe) {
        guard let written = recipe.servings else {
            note = "this recipe has no servings: set them with e"
            return
        }
        let next = (servings ?? written) + step
        guard Recipe.servingsRange.contains(next) else {
            let bound = step < 0 ? Recipe.servingsRange.lowerBound : Recipe.servingsRange.upperBound
            note = "\(bound) \(bound == 1 ? "serving is the fewest" : "servings is the most")"
            return
        }
        do {
            try show(servings: next == written ? nil : next, units: units)
        } catch {
            note = "\(error)"
        }
    }

    /// The recipe's own units, then metric, then US, then the recipe's own again.
    private mutating func nextUnits() {
        let order: [IngredientScaling.Units?] = [nil, .metric, .us]
        let index = order.firstIndex(of: units) ?? 0
        do {
            try show(servings: servings, units: order[(index + 1) % order.count])
        } catch {
            note = "\(error)"
        }
    }

    var title: String { "Recipe" }
    var quitsOnQ: Bool { pendingDelete == nil }
    var keys: [KeyHint] {
        [
            KeyHint("↑↓", "scroll"), KeyHint("+-", "servings"),
            KeyHint("k", "units: recipe, metric, US"), KeyHint("e", "edit"),
            KeyHint("m", "made today"), KeyHint("d", "delete"), KeyHint("c", "copy the link"),
        ]
    }
    /// What fits in 80 columns with `? help`, `Esc back` and `q quit`; F1 shows them all.
    var statusKeys: [KeyHint] {
        [
            KeyHint("+-", "servings"), KeyHint("k", "units"), KeyHint("e", "edit"),
            KeyHint("m", "made today"), KeyHint("d", "delete"),
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
        case .character("e"): return .push(FormScreen.recipe(catalog, editing: recipe))
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
        case .character("+"): step(servings: 1, of: recipe)
        case .character("-"): step(servings: -1, of: recipe)
        case .character("k"): nextUnits()
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
        let lines = RecipeDetails.lines(
            of: recipe,
            width: body.width,
            wrapping: true,
            scaled: scaled
        )
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
