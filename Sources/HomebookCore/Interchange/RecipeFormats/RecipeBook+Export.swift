/// The formats `recipe export` writes.
public enum RecipeExportFormat: String, CaseIterable, Sendable {
    /// A JSON list of schema.org Recipe objects.
    case jsonLD = "json-ld"
    /// Cooklang text: one `.cook` file per recipe in a folder, or one stream.
    case cooklang
}

extension RecipeBook {
    /// The schema.org Recipe object of a recipe (notes are its `recipeInstructions` text).
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

    /// Writes one new `.cook` file per recipe into `folder` (created 0700 when missing);
    /// an existing file is never overwritten.
    ///
    /// - Returns: the paths written.
    @discardableResult
    public func exportCooklang(folder: String) throws -> [String] {
        try SystemCalls.createDirectories(folder)
        var used = Set<String>()
        var written: [String] = []
        for recipe in try list() {
            let stem = Self.fileStem(recipe.name)
            var name = stem
            var number = 2
            while !used.insert(name.lowercased()).inserted {
                name = "\(stem) (\(number))"
                number += 1
            }
            let path = folder + "/" + name + ".cook"
            let output = try OutputFile.createPrivate(path)
            do {
                try output.write(Self.cooklang(recipe))
                try output.finish()
            } catch {
                output.discard()
                throw error
            }
            written.append(path)
        }
        return written
    }

    /// A recipe as Cooklang text.
    static func cooklang(_ recipe: Recipe) -> String {
        Cooklang.text(
            name: recipe.name,
            ingredients: recipe.ingredients,
            link: recipe.link,
            notes: recipe.notes
        )
    }

    /// A file name for a recipe: no slashes, control characters or leading dots, at most
    /// 100 characters.
    static func fileStem(_ name: String) -> String {
        let cleaned = name.map {
            $0 == "/" || $0 == "\\" || $0.asciiValue.map { $0 < 0x20 } == true ? "-" : $0
        }
        var stem = String(cleaned.prefix(100)).trimmingWhitespace()
        while stem.hasPrefix(".") { stem.removeFirst() }
        return stem.isEmpty ? "recipe" : stem
    }
}
