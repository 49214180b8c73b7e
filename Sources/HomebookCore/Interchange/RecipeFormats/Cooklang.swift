/// Cooklang (`.cook`) recipes, read and written.
///
/// Reading: YAML front matter (``CooklangFrontMatter``) and `>> key: value` lines at the
/// top are metadata (`title` → name, `source` or `url` → link); `@name{qty%unit}` and
/// `@word` are ingredients (a `(note)` right after one is kept with it); `#pot{}`,
/// `~{10%min}`, `~rest` read as plain words; `= Name =` is a section heading; a `> note` line
/// is text whose markup stays as written; `--` (wherever it stands) and `[- … -]` comments
/// are dropped; the text becomes notes.
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
        let (front, body) = CooklangFrontMatter.split(lines)
        var chunks: [[String]] = []
        for line in body {
            let startsRecipe = isTitle(line) && !(chunks.last?.allSatisfy(isMetadata) ?? true)
            if chunks.isEmpty || startsRecipe { chunks.append([]) }
            chunks[chunks.count - 1].append(line)
        }
        if chunks.isEmpty { chunks = [[]] }
        var drafts: [RecipeDraft] = []
        for (number, chunk) in chunks.enumerated() {
            // The front matter names the first recipe; `>> title:` lines may still rename it.
            let defaults = number == 0 ? front : nil
            drafts.append(
                try draft(
                    chunk,
                    name: defaults?.title ?? fileName,
                    link: defaults?.link ?? "",
                    servings: defaults?.servings ?? ""
                )
            )
        }
        return drafts
    }

    private static func isMetadata(_ line: String) -> Bool { line.hasPrefix(">>") }

    private static func isTitle(_ line: String) -> Bool {
        guard isMetadata(line) else { return false }
        return line.dropFirst(2).trimmingWhitespace().lowercased().hasPrefix("title:")
    }

    /// One recipe from its lines.
    private static func draft(
        _ lines: [String],
        name: String,
        link: String,
        servings: String
    ) throws(RecipeFormatError) -> RecipeDraft {
        var body = ArraySlice(lines)
        var name = name
        var link = link
        var servings = servings
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
            case "servings", "yield": servings = value
            default: break
            }
        }
        if body.first == "" { body = body.dropFirst() }
        body = ArraySlice(CooklangLine.joiningOpenNotes(Array(body)))
        var ingredients: [String] = []
        // The ingredient list: a first paragraph whose every line is one ingredient.
        let paragraph = body.prefix { $0 != "" }
        let listed = paragraph.map {
            $0 == CooklangIngredient.blankLine ? "" : CooklangLine.onlyIngredient($0)
        }
        if !paragraph.isEmpty, listed.allSatisfy({ $0 != nil }) {
            ingredients = listed.compactMap { $0 }
            body = body.dropFirst(paragraph.count)
            if body.first == "" { body = body.dropFirst() }
        }
        var notes: [String] = []
        var inBlockComment = false
        // Where a block starts (the body's start, after a blank line or a section) or a note
        // goes on: only there does `>` begin a note. Inside a step it is the step's text, as
        // cooklang-rs reads it (`Stir well.` then `> Tip: add @salt{1%tsp}.` is one step).
        var blockStarts = true
        var previousIsNote = false
        for line in body {
            if !inBlockComment, let section = sectionName(line) {
                if !section.isEmpty { notes.append(section) }
                blockStarts = true
                previousIsNote = false
                continue
            }
            // A `> note` line is text: its markup stays as written and adds no ingredient.
            let isNote =
                !inBlockComment && line.first == ">" && !isMetadata(line)
                && (blockStarts || previousIsNote)
            blockStarts = line.trimmingWhitespace().isEmpty
            previousIsNote = isNote
            var rendered = CooklangLine.render(
                isNote ? String(line.dropFirst()) : line,
                inBlockComment: &inBlockComment,
                markup: !isNote
            )
            if isNote { rendered.text = String(rendered.text.drop { $0 == " " || $0 == "\t" }) }
            ingredients += rendered.ingredients
            if !rendered.onlyComment, !(isNote && rendered.text.isEmpty) {
                notes.append(rendered.text)
            }
        }
        guard !name.trimmingWhitespace().isEmpty else {
            throw RecipeFormatError("the recipe has no title")
        }
        return RecipeDraft(
            name: RecipeImportText.oneLine(name),
            ingredients: ingredients.joined(separator: "\n"),
            link: link,
            notes: notes.joined(separator: "\n"),
            servings: RecipeImportText.servings(servings)
        )
    }

    /// The name of a section line (`= Dough =`, `== Filling`), or nil for any other line.
    private static func sectionName(_ line: String) -> String? {
        guard line.first == "=" else { return nil }
        var name = Substring(line).drop { $0 == "=" }
        while name.last == "=" { name = name.dropLast() }
        return name.trimmingWhitespace()
    }

    /// A recipe as Cooklang that ``drafts(_:fileName:)`` reads back exactly.
    static func text(
        name: String,
        ingredients: String,
        link: String?,
        notes: String,
        servings: Int? = nil
    ) -> String {
        var text = ">> title: \(name)\n"
        if let link { text += ">> source: \(link)\n" }
        // Kept so a round trip can still scale (docs/manual.md#servings-and-scaling).
        if let servings { text += ">> servings: \(servings)\n" }
        text += "\n"
        if !ingredients.isEmpty {
            for line in ingredients.split(separator: "\n", omittingEmptySubsequences: false) {
                text += CooklangIngredient.written(String(line)) + "\n"
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
