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
        // A saved page may carry a stray byte before its <!DOCTYPE>: its name decides.
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml") {
            return try page(bytes)
        }
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first
        if start == "{" || start == "[" {
            let document: JSONDocument
            do {
                document = try JSONParser.parse(bytes)
            } catch {
                throw RecipeFormatError("bad JSON at line \(error.line): \(error.reason)")
            }
            let recipes = SchemaOrgRecipe.recipes(in: [document])
            guard !recipes.isEmpty else {
                throw RecipeFormatError("it holds no schema.org Recipe")
            }
            return try recipes.map { recipe throws(RecipeFormatError) in
                try SchemaOrgRecipe.draft(recipe)
            }
        }
        if start == "<" { return try page(bytes) }
        throw RecipeFormatError(
            "homebook cannot tell its format: use .json (schema.org JSON-LD), .html,"
                + " .paprikarecipes or .cook"
        )
    }

    /// The Recipes of a web page's JSON-LD blocks. Each block is read on its own, as a
    /// browser reads it; a broken one is passed over, and named only when the page has no
    /// Recipe elsewhere (it may have been the Recipe).
    private static func page(_ bytes: [UInt8]) throws(RecipeFormatError) -> [RecipeDraft] {
        let page = HTMLRecipePage(bytes)
        var documents: [JSONDocument] = []
        var firstProblem: RecipeFormatError?
        for block in page.blocks {
            do {
                documents.append(
                    try JSONParser.parse(Array(block.json), lenient: true)
                )
            } catch {
                // Both lines count from 1, and each block's first line is its page line.
                firstProblem =
                    firstProblem
                    ?? RecipeFormatError(
                        "bad JSON at line \(error.line + block.line - 1): \(error.reason)"
                    )
            }
        }
        let recipes = SchemaOrgRecipe.recipes(in: documents, mergingByName: true)
        guard !recipes.isEmpty else {
            throw firstProblem ?? RecipeFormatError("the page has no schema.org Recipe (JSON-LD)")
        }
        return try recipes.map { recipe throws(RecipeFormatError) in
            try SchemaOrgRecipe.draft(recipe, fromPage: true, pageAddresses: page.addresses)
        }
    }

    /// The last component of a path.
    static func baseName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
