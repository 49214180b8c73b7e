/// The recipe form (docs/manual.md#recipes): adding a recipe, or editing a stored one, with
/// its servings. An edit changes only the fields retyped.
public struct RecipeForm: DescribedForm {
    public typealias Field = RecipeDraft.Field

    let book: RecipeBook
    let today: CalendarDate
    /// The recipe as the form opened with it, or nil when adding.
    public let original: Recipe?
    /// The recipe as the person last saw it stored (after a refusal, as it is now).
    private var shown: Recipe?
    /// The form as typed.
    public private(set) var draft: RecipeDraft

    /// A form adding a recipe (`editing` nil) or editing `editing`.
    public init(book: RecipeBook, editing recipe: Recipe?, today: CalendarDate) {
        self.book = book
        self.today = today
        original = recipe
        shown = recipe
        draft = recipe.map(Self.draft(of:)) ?? RecipeDraft(name: "")
    }

    /// A stored recipe as its form shows it.
    static func draft(of recipe: Recipe) -> RecipeDraft {
        RecipeDraft(
            name: recipe.name,
            ingredients: recipe.ingredients,
            lastMade: recipe.lastMade?.description ?? "",
            link: recipe.link ?? "",
            notes: recipe.notes,
            servings: recipe.servings.map(String.init) ?? ""
        )
    }

    public var title: String { original == nil ? "New recipe" : "Edit recipe" }

    public static func describe(_ field: Field) -> FormField {
        switch field {
        case .name: FormField("name", "Name", hint: "the recipe's name, on one line")
        case .lastMade:
            FormField(
                "last-made",
                "Last made",
                kind: .date,
                hint: "YYYY-MM-DD, today, yesterday or empty"
            )
        case .link: FormField("link", "Link", hint: "https://… or empty")
        case .servings:
            FormField("servings", "Servings", kind: .number, hint: "how many it feeds, or empty")
        case .ingredients:
            FormField("ingredients", "Ingredients", kind: .multiline, hint: "one per line")
        case .notes: FormField("notes", "Notes", kind: .multiline, hint: "the method, tips")
        }
    }

    public subscript(field: Field) -> String {
        get { draft[field] }
        set { draft[field] = newValue }
    }

    public func problems() -> FormProblems<Field, RecipeError> {
        original.map { RecipeInput.problems(changes(from: $0), today: today) }
            ?? RecipeInput.problems(draft, today: today)
    }

    public mutating func save() throws -> FormSaved {
        guard let original, let shown else {
            let id = try book.add(draft, today: today)
            return FormSaved("added “\(DisplayText.singleLine(draft.name))”", id: id, added: true)
        }
        let changes = changes(from: original)
        // Nothing changed: nothing to write, and no empty change to undo later.
        if changes.isEmpty { return FormSaved("nothing changed", id: shown.id) }
        do {
            let recipe = try book.update(shown.id, with: changes, today: today, shown: shown)
            return FormSaved("saved “\(DisplayText.singleLine(recipe.name))”", id: recipe.id)
        } catch RecipeError.changedElsewhere(let id, let deleted) {
            if !deleted { self.shown = (try? book.find(id)) ?? nil }
            throw FormSaveError.changedElsewhere(deleted: deleted)
        }
    }

    /// Only the fields that differ from the stored recipe.
    private func changes(from recipe: Recipe) -> RecipeChanges {
        let stored = Self.draft(of: recipe)
        var changes = RecipeChanges()
        for field in Field.allCases where draft[field] != stored[field] {
            changes[field] = draft[field]
        }
        return changes
    }
}
