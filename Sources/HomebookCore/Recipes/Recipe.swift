/// One stored recipe; every field already satisfies the rules of docs/manual.md#recipes.
public struct Recipe: Hashable, Sendable, Identifiable {
    /// The recipe's number, shown in lists and used by `show`, `edit`, `made` and `delete`.
    public let id: Int64
    /// The name: trimmed, not empty, on one line.
    public var name: String
    /// The ingredients, usually one per line; empty when none were given.
    public var ingredients: String
    /// The day the recipe was last made, or nil when it never was.
    public var lastMade: CalendarDate?
    /// An absolute http or https address, or nil when there is none.
    public var link: String?
    /// Free notes; empty when none were given.
    public var notes: String
    /// How many the recipe feeds, or nil when unknown (docs/manual.md#ingredients).
    public var servings: Int?

    /// The servings a recipe may have, or be scaled to (docs/manual.md#servings-and-scaling).
    public static let servingsRange = 1...10_000

    /// Creates a recipe from already validated fields.
    public init(
        id: Int64,
        name: String,
        ingredients: String = "",
        lastMade: CalendarDate? = nil,
        link: String? = nil,
        notes: String = "",
        servings: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.ingredients = ingredients
        self.lastMade = lastMade
        self.link = link
        self.notes = notes
        self.servings = servings
    }

    /// The documented JSON shape: `{"id", "name", "ingredients", "lastMade", "link", "notes"}`,
    /// and `"servings"` when the recipe has them (docs/manual.md#ingredients).
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .integer(id)),
            ("name", .string(name)),
            ("ingredients", .string(ingredients)),
            ("lastMade", .optional(lastMade?.description)),
            ("link", .optional(link)),
            ("notes", .string(notes)),
        ]
        if let servings { members.append(("servings", .integer(Int64(servings)))) }
        return .object(members)
    }
}

/// The orders a recipe list can be shown in.
public enum RecipeSort: String, CaseIterable, Sendable {
    /// By name, case-insensitively (then by id).
    case name
    /// By the day last made, newest first; recipes never made come last, by name.
    case lastMade = "last-made"

    /// The ORDER BY clause; each is served by an index of migration 0002.
    var orderBy: String {
        switch self {
        case .name: return "name COLLATE NOCASE, id"
        // SQLite sorts NULL below every value, so descending order puts never-made last.
        case .lastMade: return "last_made DESC, name COLLATE NOCASE, id"
        }
    }

    /// The index whose order is ``orderBy`` (migration 0002).
    var orderIndex: String {
        switch self {
        case .name: return "recipes_by_name"
        case .lastMade: return "recipes_by_last_made"
        }
    }
}
