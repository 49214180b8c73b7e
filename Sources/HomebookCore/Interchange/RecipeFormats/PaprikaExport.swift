/// Reads Paprika's `.paprikarecipes` export: a ZIP holding one gzipped JSON object per
/// recipe (`name`, `ingredients`, `directions`, `notes`, `source_url`, and a photo that is
/// ignored). A single `.paprikarecipe` (one gzipped object) is read too.
enum PaprikaExport {
    /// The drafts of every recipe in a `.paprikarecipes` archive.
    static func drafts(archive bytes: [UInt8]) throws(RecipeFormatError) -> [RecipeDraft] {
        var archive: ZipArchive
        do {
            archive = try ZipArchive(bytes)
        } catch {
            throw RecipeFormatError(error.description)
        }
        var drafts: [RecipeDraft] = []
        drafts.reserveCapacity(archive.entries.count)
        for entry in archive.entries where !entry.name.hasSuffix("/") {
            do {
                let packed = try archive.contents(of: entry)
                drafts.append(try draft(gzipped: packed, entry: entry.name))
            } catch let error as ZipArchive.Failure {
                throw RecipeFormatError(error.description)
            } catch let error as RecipeFormatError {
                throw error
            } catch {
                throw RecipeFormatError("\(entry.name): \(error)")
            }
        }
        return drafts
    }

    /// The draft of one gzipped recipe (an archive entry, or a `.paprikarecipe` file).
    static func draft(
        gzipped bytes: [UInt8],
        entry: String
    ) throws(RecipeFormatError) -> RecipeDraft {
        let where_ = "\"\(DisplayText.singleLine(entry))\""
        let json: [UInt8]
        do {
            json = try Inflate.inflate(
                bytes[...],
                format: .gzip,
                limit: ZipArchive.maximumEntrySize
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
        guard let name = document["name"]?.string, !name.trimmingWhitespace().isEmpty else {
            throw RecipeFormatError("\(where_) has no recipe name")
        }
        let directions = document["directions"]?.string ?? ""
        let notes = document["notes"]?.string ?? ""
        return RecipeDraft(
            name: RecipeImportText.oneLine(name),
            ingredients: document["ingredients"]?.string ?? "",
            link: (document["source_url"]?.string ?? "").trimmingWhitespace(),
            notes: [directions, notes].filter { !$0.isEmpty }.joined(separator: "\n\n")
        )
    }
}
