/// Reads Paprika's `.paprikarecipes` export: a ZIP holding one gzipped JSON object per
/// recipe (`name`, `ingredients`, `directions`, `notes`, `source_url`, and a photo that is
/// ignored). A single `.paprikarecipe` (one gzipped object) is read too.
///
/// Everything one file unpacks to, through both layers, is charged to one
/// ``InflateBudget``, and each text kept is at most ``maximumFieldSize``: a small archive
/// cannot become gigabytes in memory or in the database (and its undo history).
enum PaprikaExport {
    /// The longest text kept from one field (name, ingredients, directions, notes, link).
    static let maximumFieldSize = 1 << 20

    /// The drafts of every recipe in a `.paprikarecipes` archive.
    static func drafts(archive bytes: [UInt8]) throws(RecipeFormatError) -> [RecipeDraft] {
        try drafts(archive: bytes, budget: InflateBudget(compressedSize: bytes.count))
    }

    /// The drafts of an archive, charging what it unpacks to `budget`.
    static func drafts(
        archive bytes: [UInt8],
        budget: InflateBudget
    ) throws(RecipeFormatError) -> [RecipeDraft] {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(bytes)
        } catch {
            throw RecipeFormatError(error.description)
        }
        var drafts: [RecipeDraft] = []
        drafts.reserveCapacity(archive.entries.count)
        for entry in archive.entries where !entry.name.hasSuffix("/") {
            let packed: [UInt8]
            do {
                packed = try archive.contents(of: entry, budget: budget)
            } catch {
                throw RecipeFormatError(error.description)
            }
            drafts.append(try draft(gzipped: packed, entry: entry.name, budget: budget))
        }
        return drafts
    }

    /// The draft of one gzipped recipe (an archive entry, or a `.paprikarecipe` file).
    static func draft(
        gzipped bytes: [UInt8],
        entry: String,
        budget: InflateBudget? = nil
    ) throws(RecipeFormatError) -> RecipeDraft {
        let where_ = "\"\(DisplayText.singleLine(entry))\""
        let json: [UInt8]
        do {
            json = try Inflate.inflate(
                bytes[...],
                format: .gzip,
                limit: ZipArchive.maximumEntrySize,
                budget: budget ?? InflateBudget(compressedSize: bytes.count)
            )
        } catch .tooLarge {
            throw RecipeFormatError("\(where_) unpacks to too much data (a decompression bomb?)")
        } catch {
            throw RecipeFormatError("\(where_) is not gzip data")
        }
        let document: JSONDocument
        do {
            document = try JSONParser.parse(json)
        } catch {
            throw RecipeFormatError("\(where_): bad JSON at \(error)")
        }
        func field(_ key: String) throws(RecipeFormatError) -> String {
            guard let text = document[key]?.string else { return "" }
            guard text.utf8.count <= maximumFieldSize else {
                throw RecipeFormatError(
                    "\(where_): its \(key) is longer than 1 MiB; homebook keeps at most 1 MiB"
                        + " of text per field"
                )
            }
            return text
        }
        let name = try field("name")
        guard !name.trimmingWhitespace().isEmpty else {
            throw RecipeFormatError("\(where_) has no recipe name")
        }
        let directions = try field("directions")
        let notes = try field("notes")
        return RecipeDraft(
            name: RecipeImportText.oneLine(name),
            ingredients: try field("ingredients"),
            link: try field("source_url").trimmingWhitespace(),
            notes: [directions, notes].filter { !$0.isEmpty }.joined(separator: "\n\n"),
            servings: RecipeImportText.servings((try? field("servings")) ?? "")
        )
    }
}
