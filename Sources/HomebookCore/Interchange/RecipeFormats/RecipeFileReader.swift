/// Reads the recipes of one file in any format `recipe import` knows, chosen by its name
/// and, failing that, by its first bytes.
enum RecipeFileReader {
    /// The drafts in the file at `path`.
    ///
    /// - Throws: ``RecipeFormatError`` with the reason (the caller adds the file name).
    static func drafts(path: String) throws(RecipeFormatError) -> [RecipeDraft] {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw RecipeFormatError(error.description)
        }
        return try drafts(bytes, fileName: baseName(path))
    }

    /// The drafts in `bytes`, read from a file called `fileName`.
    static func drafts(
        _ bytes: [UInt8],
        fileName: String
    ) throws(RecipeFormatError) -> [RecipeDraft] {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".paprikarecipes") || bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return try PaprikaExport.drafts(archive: bytes)
        }
        if lower.hasSuffix(".paprikarecipe") || bytes.starts(with: [0x1F, 0x8B]) {
            return [try PaprikaExport.draft(gzipped: bytes, entry: fileName)]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RecipeFormatError("it is not UTF-8 text")
        }
        if lower.hasSuffix(".cook") {
            let stem = String(fileName.dropLast(5))
            return try Cooklang.drafts(text, fileName: stem)
        }
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first
        if start == "{" || start == "[" {
            return try jsonLD(bytes, pageLine: 1, decode: { $0 })
        }
        if start == "<" {
            let blocks = HTMLRecipePage.jsonLDBlocks(bytes)
            var drafts: [RecipeDraft] = []
            for block in blocks {
                drafts += try jsonLD(
                    block.json,
                    pageLine: block.line,
                    decode: RecipeImportText.decodingHTMLEntities
                )
            }
            guard !drafts.isEmpty else {
                throw RecipeFormatError("the page has no schema.org Recipe (JSON-LD)")
            }
            return drafts
        }
        throw RecipeFormatError(
            "homebook cannot tell its format: use .json (schema.org JSON-LD), .html,"
                + " .paprikarecipes or .cook"
        )
    }

    /// The Recipes of a JSON-LD text whose first line is `pageLine` of its file.
    private static func jsonLD(
        _ bytes: [UInt8],
        pageLine: Int,
        decode: (String) -> String
    ) throws(RecipeFormatError) -> [RecipeDraft] {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw RecipeFormatError(
                "bad JSON at line \(error.line + pageLine - 1): \(error.reason)"
            )
        }
        let recipes = SchemaOrgRecipe.recipes(in: document)
        guard !recipes.isEmpty || pageLine > 1 else {
            throw RecipeFormatError("it holds no schema.org Recipe")
        }
        return try recipes.map { recipe throws(RecipeFormatError) in
            try SchemaOrgRecipe.draft(recipe, decode: decode)
        }
    }

    /// The last component of a path.
    static func baseName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
