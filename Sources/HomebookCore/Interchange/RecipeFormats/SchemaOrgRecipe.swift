/// Reads schema.org `Recipe` objects (JSON-LD, as Mealie, Tandoor and recipe sites write
/// them) into recipe drafts: `name`, `recipeIngredient` → ingredients (one per line),
/// `recipeInstructions` (text, `HowToStep`s, `HowToSection`s) → notes, `url` → link.
enum SchemaOrgRecipe {
    /// Every Recipe in a JSON-LD document: the document itself, a list, or a `@graph`.
    static func recipes(in document: JSONDocument) -> [JSONDocument] {
        switch document {
        case .array(let elements):
            return elements.flatMap(recipes(in:))
        case .object:
            if let graph = document["@graph"] { return recipes(in: graph) }
            return isRecipe(document) ? [document] : []
        default:
            return []
        }
    }

    /// Whether an object's `@type` is (or includes) Recipe.
    private static func isRecipe(_ object: JSONDocument) -> Bool {
        (object["@type"]?.list ?? []).contains { type in
            guard let name = type.string else { return false }
            return name == "Recipe" || name.hasSuffix("schema.org/Recipe")
                || name == "schema:Recipe"
        }
    }

    /// The draft of one Recipe object; `decode` turns its text into plain text (HTML pages
    /// escape entities).
    static func draft(
        _ recipe: JSONDocument,
        decode: (String) -> String = { $0 }
    ) throws(RecipeFormatError) -> RecipeDraft {
        guard let name = text(recipe["name"]).map(decode), !name.trimmingWhitespace().isEmpty
        else { throw RecipeFormatError("a Recipe has no name") }
        let ingredients =
            (recipe["recipeIngredient"] ?? recipe["ingredients"])?.list
            .compactMap(text).map(decode) ?? []
        let notes = instructions(recipe["recipeInstructions"]).map(decode)
        return RecipeDraft(
            name: RecipeImportText.oneLine(name),
            ingredients: ingredients.joined(separator: "\n"),
            link: text(recipe["url"]?.list.first) ?? "",
            notes: notes.joined(separator: "\n")
        )
    }

    /// A string or number as text.
    private static func text(_ value: JSONDocument?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .number(let text)?: return text
        default: return nil
        }
    }

    /// The lines of `recipeInstructions`: its text, or one line per step, with each
    /// section's name on a line of its own before its steps.
    private static func instructions(_ value: JSONDocument?) -> [String] {
        guard let value else { return [] }
        switch value {
        case .string(let text):
            return [text]
        case .array(let elements):
            return elements.flatMap(instructions)
        case .object:
            let types = value["@type"]?.list.compactMap(\.string) ?? []
            if types.contains("HowToSection") {
                let heading = text(value["name"]).map { ["\($0):"] } ?? []
                return heading + instructions(value["itemListElement"])
            }
            if let step = text(value["text"]) ?? text(value["name"]) { return [step] }
            return instructions(value["itemListElement"])
        default:
            return []
        }
    }
}

/// Why a file's recipes could not be read.
struct RecipeFormatError: Error, Equatable {
    /// What is wrong, for "file: reason".
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// Small text helpers shared by the recipe readers.
enum RecipeImportText {
    /// A name from another program on one line: line breaks and tabs become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }).trimmingWhitespace()
    }

    /// HTML's character references decoded (`&amp;`, `&#39;`, `&#x2019;`, and the common
    /// named ones); anything unknown is kept as written.
    static func decodingHTMLEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [Substring: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
            "frac12": "½", "frac14": "¼", "frac34": "¾", "deg": "°", "rsquo": "\u{2019}",
            "lsquo": "\u{2018}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "ndash": "\u{2013}",
            "mdash": "\u{2014}", "hellip": "\u{2026}", "eacute": "é", "egrave": "è",
        ]
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(12).firstIndex(of: ";") {
                let entity = after[..<semicolon]
                var replacement: String?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    replacement = UInt32(entity.dropFirst(2), radix: 16)
                        .flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if entity.hasPrefix("#") {
                    replacement = UInt32(entity.dropFirst(), radix: 10)
                        .flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    replacement = named[entity]
                }
                if let replacement {
                    out += replacement
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        return out + rest
    }
}
