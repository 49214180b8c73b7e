extension PaprikaExport {
    /// A recipe as the gzipped JSON object Paprika keeps in each archive entry: `name`,
    /// `ingredients`, `directions` (homebook's notes), `source_url`, `servings` (kept so a
    /// round trip can still scale, docs/manual.md#servings-and-scaling) and `uid`, the
    /// recipe's global id, which Paprika uses to recognise a recipe it already holds.
    static func entry(_ recipe: Recipe, uid: String) throws(Deflate.Failure) -> [UInt8] {
        let object = JSONValue.object([
            ("uid", .string(uid)),
            ("name", .string(recipe.name)),
            ("ingredients", .string(recipe.ingredients)),
            ("directions", .string(recipe.notes)),
            ("notes", .string("")),
            ("source_url", .string(recipe.link ?? "")),
            ("servings", .string(recipe.servings.map(String.init) ?? "")),
            ("categories", .array([])),
        ])
        return try Deflate.gzip(Array(object.rendered.utf8))
    }
}

extension RecipeBook {
    /// Writes every recipe (by name) as a Paprika `.paprikarecipes` archive: a ZIP of one
    /// gzipped JSON file per recipe, named after it (docs/manual.md#recipes-from-files).
    ///
    /// - Returns: how many recipes were written.
    /// - Throws: ``FileError/cannotWrite(path:reason:)`` when the archive would be over plain
    ///   ZIP's limits, or a database or file error.
    @discardableResult
    public func exportPaprika(to output: OutputFile) throws -> Int {
        let recipes = try list()
        let uids = try database.read { db in
            try recipes.map { recipe in
                try GlobalIDs.gid(of: "recipes", rowid: recipe.id, db)?.description.uppercased()
                    ?? ""
            }
        }
        let names = RecipeFileName.distinct(recipes.map(\.name), extension: "paprikarecipe")
        var archive = ZipWriter()
        do {
            for (index, recipe) in recipes.enumerated() {
                try archive.add(names[index], try PaprikaExport.entry(recipe, uid: uids[index]))
            }
            try output.write(bytes: try archive.bytes())
        } catch let failure as ZipWriter.Failure {
            throw FileError.cannotWrite(path: output.path, reason: failure.message)
        } catch is Deflate.Failure {
            throw FileError.cannotWrite(path: output.path, reason: "zlib could not compress it")
        }
        return recipes.count
    }

    /// Writes every recipe in `format` to `output` (one file, or standard output for the
    /// text formats): the one dispatch every front uses.
    ///
    /// - Returns: how many recipes were written.
    @discardableResult
    public func export(_ format: RecipeExportFormat, to output: OutputFile) throws -> Int {
        switch format {
        case .jsonLD: try exportJSONLD(to: output)
        case .cooklang: try exportCooklang(to: output)
        case .paprika: try exportPaprika(to: output)
        }
    }
}
