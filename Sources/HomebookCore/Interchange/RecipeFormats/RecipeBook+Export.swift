/// The formats `recipe export` writes.
public enum RecipeExportFormat: String, CaseIterable, Sendable {
    /// A JSON list of schema.org Recipe objects.
    case jsonLD = "json-ld"
    /// Cooklang text: one `.cook` file per recipe in a folder, or one stream.
    case cooklang
    /// A Paprika `.paprikarecipes` archive (binary: to a file only).
    case paprika

    /// Whether the format is bytes that only a new file can take, not a terminal.
    public var isBinary: Bool { self == .paprika }
}

extension RecipeBook {
    /// The schema.org Recipe object of a recipe (notes are its `recipeInstructions` text,
    /// servings its `recipeYield`).
    public static func schemaOrg(_ recipe: Recipe) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("@context", .string("https://schema.org")),
            ("@type", .string("Recipe")),
            ("name", .string(recipe.name)),
            (
                "recipeIngredient",
                .array(
                    recipe.ingredients.isEmpty
                        ? []
                        : recipe.ingredients.split(
                            separator: "\n",
                            omittingEmptySubsequences: false
                        )
                        .map { .string(String($0)) }
                )
            ),
            ("recipeInstructions", .string(recipe.notes)),
        ]
        if let link = recipe.link { members.append(("url", .string(link))) }
        // Kept so a round trip can still scale (docs/manual.md#servings-and-scaling).
        if let servings = recipe.servings {
            members.append(("recipeYield", .string(String(servings))))
        }
        return .object(members)
    }

    /// Writes every recipe (by name) as a JSON-LD list of schema.org Recipe objects.
    ///
    /// - Returns: how many recipes were written.
    @discardableResult
    public func exportJSONLD(to output: OutputFile) throws -> Int {
        let recipes = try list()
        try output.write(JSONValue.renderLines(recipes.map(Self.schemaOrg)) + "\n")
        return recipes.count
    }

    /// Writes every recipe as Cooklang, one after the other (each starts with `>> title:`).
    @discardableResult
    public func exportCooklang(to output: OutputFile) throws -> Int {
        let recipes = try list()
        for recipe in recipes { try output.write(Self.cooklang(recipe)) }
        return recipes.count
    }

    /// Writes one new `.cook` file per recipe into `folder` (created 0700 when missing),
    /// all of them or none: an existing file is never overwritten, and a failure removes
    /// what was written. File names follow ``RecipeFileName``.
    ///
    /// - Returns: the paths written.
    @discardableResult
    public func exportCooklang(folder: String) throws -> [String] {
        let recipes = try list()
        let names = RecipeFileName.distinct(recipes.map(\.name), extension: "cook")
        try SystemCalls.createDirectories(folder)
        return try NewFiles.write(
            zip(names, recipes).map { ($0, Self.cooklang($1)) },
            into: folder
        )
    }

    /// A recipe as Cooklang text.
    static func cooklang(_ recipe: Recipe) -> String {
        Cooklang.text(
            name: recipe.name,
            ingredients: recipe.ingredients,
            link: recipe.link,
            notes: recipe.notes,
            servings: recipe.servings
        )
    }
}
