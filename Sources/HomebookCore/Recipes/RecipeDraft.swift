/// A new recipe as typed, before validation: every field is raw text.
public struct RecipeDraft: Sendable, Equatable {
    /// The name as typed; it is trimmed and must not be empty or span lines.
    public var name: String
    /// The ingredients, stored as entered.
    public var ingredients: String
    /// The day last made as typed (`YYYY-MM-DD`, `today`, `yesterday`); empty for never.
    public var lastMade: String
    /// The link as typed; empty for none.
    public var link: String
    /// The notes, stored as entered.
    public var notes: String
    /// How many the recipe feeds as typed (a whole number); empty when unknown.
    public var servings: String

    /// Creates a draft; only the name is required.
    public init(
        name: String,
        ingredients: String = "",
        lastMade: String = "",
        link: String = "",
        notes: String = "",
        servings: String = ""
    ) {
        self.name = name
        self.ingredients = ingredients
        self.lastMade = lastMade
        self.link = link
        self.notes = notes
        self.servings = servings
    }
}

/// A partial edit of a recipe: a nil field is kept, a given one replaces the stored value.
///
/// Optional fields are cleared by an empty value: `lastMade: ""` means never made,
/// `link: ""` removes the link, `ingredients: ""` and `notes: ""` empty them.
public struct RecipeChanges: Sendable, Equatable {
    /// A new name, or nil to keep it.
    public var name: String?
    /// New ingredients, or nil to keep them.
    public var ingredients: String?
    /// A new day last made as typed, `""` to clear it, or nil to keep it.
    public var lastMade: String?
    /// A new link as typed, `""` to remove it, or nil to keep it.
    public var link: String?
    /// New notes, or nil to keep them.
    public var notes: String?
    /// New servings as typed, `""` to clear them, or nil to keep them.
    public var servings: String?

    /// Creates an edit; every field defaults to "keep".
    public init(
        name: String? = nil,
        ingredients: String? = nil,
        lastMade: String? = nil,
        link: String? = nil,
        notes: String? = nil,
        servings: String? = nil
    ) {
        self.name = name
        self.ingredients = ingredients
        self.lastMade = lastMade
        self.link = link
        self.notes = notes
        self.servings = servings
    }

    /// Whether the edit changes nothing.
    public var isEmpty: Bool {
        name == nil && ingredients == nil && lastMade == nil && link == nil && notes == nil
            && servings == nil
    }
}
