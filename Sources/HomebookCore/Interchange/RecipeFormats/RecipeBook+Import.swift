internal import SQLiteWrapper

/// What a recipe import did.
public struct RecipeImportResult: Equatable, Sendable {
    /// How many recipes were added.
    public let imported: Int
    /// The names of recipes skipped because one with the same name and ingredients is
    /// already in the book (or earlier in the same import).
    public let skipped: [String]
}

/// Why a recipe import was refused; nothing was saved.
public struct RecipeImportError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Each refusal as (file, reason).
    public let problems: [Problem]

    /// One refused file or recipe.
    public struct Problem: Equatable, Sendable {
        /// The file's path as given.
        public let file: String
        /// Why it was refused.
        public let reason: String
    }

    /// "N files refused; nothing was imported:" then one line per file.
    public var description: String {
        var lines = [
            "\(problems.count) \(problems.count == 1 ? "problem" : "problems");"
                + " nothing was imported:"
        ]
        lines += problems.prefix(20).map {
            "  \(DisplayText.singleLine($0.file)): \(DisplayText.singleLine($0.reason))"
        }
        if problems.count > 20 { lines.append("  … and \(problems.count - 20) more") }
        return lines.joined(separator: "\n")
    }
}

extension RecipeBook {
    /// Imports every recipe of `paths` (schema.org JSON-LD or an HTML page embedding it,
    /// Paprika `.paprikarecipes`, Cooklang `.cook`) in one transaction: all, or nothing.
    ///
    /// Every file is read and every recipe checked before anything is written; a recipe
    /// whose name and ingredients match one already in the book is skipped and named.
    ///
    /// - Throws: ``RecipeImportError`` naming each file and reason, or a database error.
    public func importFiles(_ paths: [String], today: CalendarDate) throws -> RecipeImportResult {
        var problems: [RecipeImportError.Problem] = []
        var valid: [(name: String, draft: RecipeDraft, link: String?)] = []
        for path in paths {
            do {
                for draft in try RecipeFileReader.drafts(path: path) {
                    do {
                        let name = try RecipeInput.name(draft.name)
                        valid.append((name, draft, try RecipeInput.link(draft.link)))
                    } catch {
                        problems.append(
                            .init(file: path, reason: "\"\(draft.name)\": \(error.description)")
                        )
                    }
                }
            } catch {
                problems.append(.init(file: path, reason: error.reason))
            }
        }
        guard problems.isEmpty else { throw RecipeImportError(problems: problems) }
        return try database.write { db in
            var present = Set<RecipeKey>()
            try db.cachedStatement("SELECT name, ingredients FROM recipes").forEachRow { row in
                present.insert(RecipeKey(name: try row.get(0), ingredients: try row.get(1)))
            }
            let insert = try db.cachedStatement(
                """
                INSERT INTO recipes (name, ingredients, link, notes, servings, ingredient_parse)
                VALUES (?, ?, ?, ?, ?, ?)
                """
            )
            var skipped: [String] = []
            for (name, draft, link) in valid {
                guard present.insert(RecipeKey(name: name, ingredients: draft.ingredients)).inserted
                else {
                    skipped.append(name)
                    continue
                }
                // The readers have already kept only whole numbers from 1 to 10000.
                let servings = Int64(draft.servings).map(DatabaseValue.integer) ?? .null
                try insert.execute([
                    .text(name), .text(draft.ingredients), link.databaseValue, .text(draft.notes),
                    servings, .text(IngredientParse.stored(draft.ingredients)),
                ])
            }
            return RecipeImportResult(imported: valid.count - skipped.count, skipped: skipped)
        }
    }
}

/// What makes two recipes the same for an import: the name and the ingredients.
private struct RecipeKey: Hashable {
    let name: String
    let ingredients: String
}
