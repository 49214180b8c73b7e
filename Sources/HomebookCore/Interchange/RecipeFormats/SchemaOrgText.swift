/// The text of a schema.org Recipe's fields as lines.
///
/// A file of JSON-LD (homebook's own export among them) is kept exactly as written, so an
/// export imports back unchanged; a web page's text is read as a browser shows it
/// (``RecipeImportText/pageText(_:)``), each line's white space collapsed, blank lines dropped.
struct SchemaOrgText {
    /// Whether the text comes from a web page.
    let page: Bool

    private func clean(_ text: String) -> String {
        page ? RecipeImportText.pageText(text) : text
    }

    /// A string or number as written.
    static func text(_ value: JSONDocument) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        default: return nil
        }
    }

    /// A value as one line of plain text, or nil when it is not text or nothing is left.
    func line(_ value: JSONDocument) -> String? {
        guard let raw = Self.text(value) else { return nil }
        let line = page ? RecipeImportText.collapsed(clean(raw)) : raw
        return line.isEmpty ? nil : line
    }

    /// The lines of a text value (a page's each collapsed; blank ones, and ones of
    /// punctuation alone such as the "," between a site's paragraphs, dropped).
    private func lines(_ value: JSONDocument) -> [String] {
        guard let raw = Self.text(value) else { return [] }
        guard page else { return [raw] }
        return clean(raw).split(whereSeparator: \.isNewline)
            .map { RecipeImportText.collapsed(String($0)) }
            .filter { $0.contains { $0.isLetter || $0.isNumber } }
    }

    /// The ingredients: strings (lists of lists too) and `PropertyValue`s (`value unitText
    /// name`), one per line.
    func ingredients(_ value: JSONDocument?) -> [String] {
        guard let value else { return [] }
        switch value {
        case .array(let elements):
            return elements.flatMap(ingredients)
        case .object:
            let parts = ["value", "unitText", "name"].compactMap { value[$0].flatMap(line) }
            return parts.isEmpty ? [] : [parts.joined(separator: " ")]
        default:
            return Self.joiningBareQuantities(lines(value))
        }
    }

    /// One ingredient's lines, with a line that is only a quantity (and unit) joined to the
    /// next: a page that wraps the food in a tag (`2 lb. <p>asparagus</p>`) or breaks the
    /// line after the quantity (`2 \r\nbay leaf`) means one ingredient, not two.
    static func joiningBareQuantities(_ lines: [String]) -> [String] {
        var out: [String] = []
        var carried: String?
        for line in lines {
            let joined = carried.map { $0 + " " + line } ?? line
            carried = nil
            if line.first?.isNumber == true, IngredientReader.read(line: line) == nil {
                carried = joined
            } else {
                out.append(joined)
            }
        }
        if let carried { out.append(carried) }
        return out
    }

    /// The lines of `recipeInstructions`: its text, or one line per step; a section's name
    /// is a heading line ending in one colon before its steps (none for an empty name), and
    /// a step's `name` is a line of its own when its text does not start with it.
    func instructions(_ value: JSONDocument?) -> [String] {
        guard let value else { return [] }
        switch value {
        case .string, .number:
            return lines(value)
        case .array(let elements):
            // A list's text items are steps: each one line, as its HowToStep's text is.
            return elements.flatMap { element in
                element.string == nil ? instructions(element) : step(nil, element)
            }
        case .object:
            if SchemaOrgRecipe.hasType(value, "howtosection") {
                var heading: [String] = []
                // Some sites write the section's name as "Name".
                if let name = (value["name"] ?? value["Name"]).flatMap(line) {
                    let bare = String(
                        name.reversed().drop { $0 == ":" || $0.isWhitespace }.reversed()
                    )
                    if !bare.isEmpty { heading = [bare + ":"] }
                }
                return heading + instructions(value["itemListElement"])
            }
            // A step written as a list of directions keeps its name (its title) above them.
            guard value["text"] != nil || value["itemListElement"] == nil else {
                return step(value["name"], value["itemListElement"])
            }
            return step(value["name"], value["text"])
        default:
            return []
        }
    }

    /// A step's lines: its text, after its name when the name says something the text does
    /// not start with. Sites repeat the text as the name, or its first words ("Mix the…"),
    /// or number it ("Step 1", "step1", "1."): such names are left out.
    /// The text may be a list (of texts or `HowToDirection`s): each item is then a line.
    private func step(_ nameValue: JSONDocument?, _ textValue: JSONDocument?) -> [String] {
        let name = nameValue.flatMap(line)
        let texts: [String]
        switch textValue {
        case .array, .object: texts = instructions(textValue)
        default: texts = textValue.flatMap(line).map { [$0] } ?? []
        }
        guard let text = texts.first else { return name.map { [$0] } ?? [] }
        guard let name, !Self.isNumbering(name) else { return texts }
        let stem = String(name.reversed().drop { $0 == "." || $0 == "…" }.reversed())
        return text.hasPrefix(stem) ? texts : [name] + texts
    }

    /// Whether a step's name only numbers it: at most one word, then a number.
    private static func isNumbering(_ name: String) -> Bool {
        let letters = name.prefix { $0.isLetter }
        let rest = name.dropFirst(letters.count).drop { $0 == " " }
        let digits = rest.prefix { $0.isNumber }
        return !digits.isEmpty && rest.dropFirst(digits.count).allSatisfy { $0.isPunctuation }
    }
}
