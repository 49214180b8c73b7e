/// The recipe form contract: every problem of a draft or an edit, keyed by its field, which
/// the command line, the line menu and the full-screen form all ask for
/// (docs/manual.md#forms).
extension RecipeInput {
    /// Every problem of a new recipe's draft, keyed by field.
    public static func problems(
        _ draft: RecipeDraft,
        today: CalendarDate
    ) -> FormProblems<RecipeDraft.Field, RecipeError> {
        checked(draft, today: today).problems
    }

    /// A whole draft checked: the recipe to save when every field passes, and the problems.
    /// ``RecipeBook/add(_:today:)`` saves what this returns, so a rule cannot be checked one
    /// way and saved another (docs/manual.md#forms).
    static func checked(
        _ draft: RecipeDraft,
        today: CalendarDate
    ) -> (recipe: CheckedRecipe?, problems: FormProblems<RecipeDraft.Field, RecipeError>) {
        var problems = FormProblems<RecipeDraft.Field, RecipeError>()
        var name: String?
        var lastMade: CalendarDate??
        var link: String??
        var servings: Int??
        problems.check(.name) { () throws(RecipeError) in name = try self.name(draft.name) }
        problems.check(.lastMade) { () throws(RecipeError) in
            lastMade = .some(try self.lastMade(draft.lastMade, today: today))
        }
        problems.check(.link) { () throws(RecipeError) in link = .some(try self.link(draft.link)) }
        problems.check(.servings) { () throws(RecipeError) in
            servings = .some(try self.servings(draft.servings))
        }
        guard let name, let lastMade, let link, let servings else { return (nil, problems) }
        let recipe = CheckedRecipe(
            name: name,
            ingredients: draft.ingredients,
            lastMade: lastMade,
            link: link,
            notes: draft.notes,
            servings: servings
        )
        return (recipe, problems)
    }

    /// Every problem of an edit, keyed by field; a field kept (nil) has none.
    public static func problems(
        _ changes: RecipeChanges,
        today: CalendarDate
    ) -> FormProblems<RecipeDraft.Field, RecipeError> {
        var problems = FormProblems<RecipeDraft.Field, RecipeError>()
        for field in RecipeDraft.Field.allCases {
            guard let text = changes[field] else { continue }
            problems.check(field) { () throws(RecipeError) in
                try check(field, text, today: today)
            }
        }
        return problems
    }

    /// One field's rule.
    private static func check(
        _ field: RecipeDraft.Field,
        _ text: String,
        today: CalendarDate
    ) throws(RecipeError) {
        switch field {
        case .name: _ = try name(text)
        case .lastMade: _ = try lastMade(text, today: today)
        case .link: _ = try link(text)
        case .servings: _ = try servings(text)
        case .ingredients, .notes: break
        }
    }
}

extension RecipeDraft {
    /// The fields of a recipe, in the order forms show them.
    public enum Field: Int, CaseIterable, Hashable, Sendable {
        case name, lastMade, link, servings, ingredients, notes

        /// Where the field is kept in a draft and in an edit.
        var inDraft: WritableKeyPath<RecipeDraft, String> { Self.paths[rawValue].draft }
        var inChanges: WritableKeyPath<RecipeChanges, String?> { Self.paths[rawValue].changes }

        // Computed: key paths are not Sendable, so they cannot be stored in a static.
        private static var paths:
            [(
                draft: WritableKeyPath<RecipeDraft, String>,
                changes: WritableKeyPath<RecipeChanges, String?>
            )]
        {
            [
                (\.name, \.name), (\.lastMade, \.lastMade), (\.link, \.link),
                (\.servings, \.servings), (\.ingredients, \.ingredients), (\.notes, \.notes),
            ]
        }
    }

    /// The text of one field, so a form can be filled and read field by field.
    public subscript(field: Field) -> String {
        get { self[keyPath: field.inDraft] }
        set { self[keyPath: field.inDraft] = newValue }
    }
}

extension RecipeChanges {
    /// The new text of one field, or nil to keep it.
    public subscript(field: RecipeDraft.Field) -> String? {
        get { self[keyPath: field.inChanges] }
        set { self[keyPath: field.inChanges] = newValue }
    }
}

extension RecipeError {
    /// The field of a recipe form this refusal is about, or nil when it is about the whole
    /// recipe.
    public var field: RecipeDraft.Field? {
        switch self {
        case .nameMissing, .nameHasLineBreak, .nameHasNUL: .name
        case .invalidDate, .futureDate: .lastMade
        case .invalidLink: .link
        case .invalidServings: .servings
        default: nil
        }
    }
}

/// A new recipe whose every field passed its rule: what ``RecipeBook/add(_:today:)`` writes.
struct CheckedRecipe {
    let name: String
    let ingredients: String
    let lastMade: CalendarDate?
    let link: String?
    let notes: String
    let servings: Int?
}
