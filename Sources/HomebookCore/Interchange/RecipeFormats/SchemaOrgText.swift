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

    /// The lines of a text value (a page's each collapsed, blank ones dropped).
    private func lines(_ value: JSONDocument) -> [String] {
        guard let raw = Self.text(value) else { return [] }
        guard page else { return [raw] }
        return clean(raw).split(whereSeparator: \.isNewline)
            .map { RecipeImportText.collapsed(String($0)) }.filter { !$0.isEmpty }
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
            return lines(value)
        }
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
            return elements.flatMap(instructions)
        case .object:
            if SchemaOrgRecipe.hasType(value, "howtosection") {
                var heading: [String] = []
                if let name = value["name"].flatMap(line) {
                    let bare = String(name.reversed().drop { $0 == ":" || $0 == " " }.reversed())
                    if !bare.isEmpty { heading = [bare + ":"] }
                }
                return heading + instructions(value["itemListElement"])
            }
            let name = value["name"].flatMap(line)
            guard let text = value["text"].flatMap(line) else {
                if let nested = value["itemListElement"] { return instructions(nested) }
                return name.map { [$0] } ?? []
            }
            // Sites repeat the text as the name, or its first words: only a name that says
            // something else is kept.
            if let name, !text.hasPrefix(String(name.reversed().drop { $0 == "." }.reversed())) {
                return [name, text]
            }
            return [text]
        default:
            return []
        }
    }
}
