/// Cooklang (`.cook`) recipes, read and written.
///
/// Reading: `>> key: value` lines at the top are metadata (`title` → name, `source` or
/// `url` → link); `@name{qty%unit}` and `@word` are ingredients; `#pot{}`, `~{10%min}`
/// read as plain words; `--` and `[- … -]` comments are dropped; the text becomes notes.
/// A first paragraph made only of ingredient lines is the ingredient list, not a step.
/// A backslash makes the next character plain (homebook writes these; it is how notes that
/// hold `@`, `#`, `~` or `--` survive a round trip).
enum Cooklang {
    /// The recipes of a `.cook` file: one, or several when `>> title:` starts each.
    static func drafts(_ text: String, fileName: String) throws(RecipeFormatError) -> [RecipeDraft]
    {
        // "\r\n" is one Character in Swift, so splitting on "\n" alone kept a Windows file
        // as one line; a lone "\r" (old Mac files) ends a line too.
        var lines = text.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }.map(String.init)
        if lines.last == "" { lines.removeLast() }
        var chunks: [[String]] = []
        for line in lines {
            let startsRecipe = isTitle(line) && !(chunks.last?.allSatisfy(isMetadata) ?? true)
            if chunks.isEmpty || startsRecipe { chunks.append([]) }
            chunks[chunks.count - 1].append(line)
        }
        if chunks.isEmpty { chunks = [[]] }
        return try chunks.map { chunk throws(RecipeFormatError) in
            try draft(chunk, fileName: fileName)
        }
    }

    private static func isMetadata(_ line: String) -> Bool { line.hasPrefix(">>") }

    private static func isTitle(_ line: String) -> Bool {
        guard isMetadata(line) else { return false }
        return line.dropFirst(2).trimmingWhitespace().lowercased().hasPrefix("title:")
    }

    /// One recipe from its lines.
    private static func draft(
        _ lines: [String],
        fileName: String
    ) throws(RecipeFormatError) -> RecipeDraft {
        var body = ArraySlice(lines)
        var name = fileName
        var link = ""
        while let line = body.first, isMetadata(line) {
            body = body.dropFirst()
            let entry = line.dropFirst(2)
            guard let colon = entry.firstIndex(of: ":") else { continue }
            let key = entry[..<colon].trimmingWhitespace().lowercased()
            // Spaces are dropped scalar by scalar: a name starting with a joiner or a
            // variation selector forms one character with the space before it.
            let afterColon = entry[entry.index(after: colon)...].unicodeScalars
            let value = String(afterColon.drop { $0.properties.isWhitespace }).trimmingWhitespace()
            switch key {
            case "title": name = value
            case "source", "source.url", "url": link = value
            default: break
            }
        }
        if body.first == "" { body = body.dropFirst() }
        var ingredients: [String] = []
        // The ingredient list: a first paragraph whose every line is one ingredient.
        let paragraph = body.prefix { $0 != "" }
        let listed = paragraph.map(CooklangLine.onlyIngredient)
        if !paragraph.isEmpty, listed.allSatisfy({ $0 != nil }) {
            ingredients = listed.compactMap { $0 }
            body = body.dropFirst(paragraph.count)
            if body.first == "" { body = body.dropFirst() }
        }
        var notes: [String] = []
        var inBlockComment = false
        for line in body {
            let rendered = CooklangLine.render(line, inBlockComment: &inBlockComment)
            ingredients += rendered.ingredients
            if !rendered.onlyComment { notes.append(rendered.text) }
        }
        guard !name.trimmingWhitespace().isEmpty else {
            throw RecipeFormatError("the recipe has no title")
        }
        return RecipeDraft(
            name: RecipeImportText.oneLine(name),
            ingredients: ingredients.joined(separator: "\n"),
            link: link,
            notes: notes.joined(separator: "\n")
        )
    }

    /// A recipe as Cooklang that ``drafts(_:fileName:)`` reads back exactly.
    static func text(name: String, ingredients: String, link: String?, notes: String) -> String {
        var text = ">> title: \(name)\n"
        if let link { text += ">> source: \(link)\n" }
        text += "\n"
        if !ingredients.isEmpty {
            for line in ingredients.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "@\(CooklangLine.escaped(String(line), inName: true)){}\n"
            }
            text += "\n"
        }
        let lines = notes.split(separator: "\n", omittingEmptySubsequences: false)
        text += lines.map { CooklangLine.escaped(String($0), inName: false) }.joined(
            separator: "\n"
        )
        return text + "\n"
    }
}
