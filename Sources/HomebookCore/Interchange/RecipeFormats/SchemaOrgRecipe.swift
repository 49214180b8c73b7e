/// Reads schema.org `Recipe` objects (JSON-LD, as Mealie, Tandoor and recipe sites write
/// them) into recipe drafts: `name`, `recipeIngredient` → ingredients (one per line),
/// `recipeInstructions` (text, `HowToStep`s, `HowToSection`s) → notes, and a link (see
/// ``link(_:pageAddress:)``).
enum SchemaOrgRecipe {
    /// Every Recipe in some JSON-LD documents (the blocks of one page, or one file), in the
    /// order they first appear, with nodes that share an `@id` merged into one.
    ///
    /// A Recipe is found as a document, in a list, in an `@graph` (a list, one node, or an
    /// object of nodes keyed "0", "1"…; on any node, a Recipe too), and as the `mainEntity`,
    /// list item (`itemListElement`, `item`) or reviewed item (`itemReviewed`, a page that is
    /// a Review of the recipe) of another node. A nameless Recipe with neither ingredients nor instructions
    /// (a fragment carrying, say, only a rating) is not a recipe of its own.
    ///
    /// On a web page, Recipes with the same name are one too, as recipe-scrapers reads them
    /// (sites write one recipe in two blocks); in a file they stay apart.
    static func recipes(
        in documents: [JSONDocument],
        mergingByName: Bool = false
    ) -> [JSONDocument] {
        var found: [[(String, JSONDocument)]] = []
        var byKey: [String: Int] = [:]
        var pending = Array(documents.reversed())
        // An explicit stack, not recursion: nesting is bounded by the parser, but a wide
        // page must not cost more than one visit per node.
        while let node = pending.popLast() {
            switch node {
            case .array(let elements):
                pending.append(contentsOf: elements.reversed())
            case .object(let members):
                var children: [JSONDocument] = []
                if isRecipe(node) {
                    // The same recipe written twice is one recipe.
                    var keys: [String] = []
                    if let id = node["@id"]?.string, !id.isEmpty { keys.append("@id " + id) }
                    if mergingByName, let name = node["name"]?.string, !name.isEmpty {
                        keys.append("name " + name)
                    }
                    if let index = keys.lazy.compactMap({ byKey[$0] }).first {
                        // Earlier members win (a subscript reads the first); later ones add
                        // what the earlier lacked.
                        found[index] += members
                        for key in keys where byKey[key] == nil { byKey[key] = index }
                    } else {
                        for key in keys { byKey[key] = found.count }
                        found.append(members)
                    }
                } else {
                    children += ["mainEntity", "itemListElement", "item", "itemReviewed"]
                        .compactMap { node[$0] }
                }
                if let graph = node["@graph"] {
                    // PHP writes a list as an object keyed "0", "1", …: its values are nodes.
                    if case .object(let entries) = graph, graph["@type"] == nil {
                        children.insert(.array(entries.map(\.1)), at: 0)
                    } else {
                        children.insert(graph, at: 0)
                    }
                }
                pending.append(contentsOf: children.reversed())
            default:
                break
            }
        }
        let recipes = found.map(JSONDocument.object)
        let whole = recipes.filter { !isFragment($0) }
        return whole.isEmpty ? recipes : whole
    }

    /// Whether an object's `@type` is (or includes) Recipe, in any case.
    private static func isRecipe(_ object: JSONDocument) -> Bool {
        hasType(object, "recipe")
    }

    /// Whether `object`'s `@type` (one or a list) names `type` (lower case): `Recipe`,
    /// `recipe`, `schema:Recipe` and `https://schema.org/Recipe` all name "recipe".
    static func hasType(_ object: JSONDocument, _ type: String) -> Bool {
        (object["@type"]?.list ?? []).contains { value in
            guard let name = value.string?.lowercased() else { return false }
            return name == type || name == "schema:" + type || name.hasSuffix("schema.org/" + type)
        }
    }

    /// A nameless Recipe that holds nothing a recipe needs.
    private static func isFragment(_ recipe: JSONDocument) -> Bool {
        let name = recipe["name"].flatMap(SchemaOrgText.text) ?? ""
        return name.trimmingWhitespace().isEmpty && recipe["recipeIngredient"] == nil
            && recipe["ingredients"] == nil && recipe["recipeInstructions"] == nil
    }

    /// The draft of one Recipe object, from a web page (whose text is read as a browser shows
    /// it) or a file of JSON-LD (kept as written); `pageAddresses` are the addresses the page
    /// states for itself, most trusted first.
    static func draft(
        _ recipe: JSONDocument,
        fromPage page: Bool = false,
        pageAddresses: [String] = []
    ) throws(RecipeFormatError) -> RecipeDraft {
        let text = SchemaOrgText(page: page)
        guard let name = recipe["name"].flatMap(text.line).map(RecipeImportText.oneLine),
            !name.isEmpty
        else { throw RecipeFormatError("a Recipe has no name") }
        return RecipeDraft(
            name: name,
            ingredients: text.ingredients(recipe["recipeIngredient"] ?? recipe["ingredients"])
                .joined(separator: "\n"),
            link: link(recipe, pageAddresses: pageAddresses),
            notes: text.instructions(recipe["recipeInstructions"]).joined(separator: "\n"),
            servings: servings(recipe["recipeYield"])
        )
    }

    /// The recipe's link: the page's own address (`og:url`, else the canonical link) wherever
    /// the page states one, else the Recipe's `url`, else its `mainEntityOfPage` (a string or
    /// `{"@id"}`), else its `@id` without the fragment. A relative one is resolved against the
    /// page's first absolute address, and passed over when there is none: never a reason to
    /// refuse. When no candidate is a web address, the first absolute one that is not
    /// (`javascript:…`) is returned for the import to refuse with its reason; else "".
    static func link(_ recipe: JSONDocument, pageAddresses: [String]) -> String {
        let pageAddress = pageAddresses.first { WebAddress.resolve($0, against: nil) != nil }
        func reference(_ value: JSONDocument?) -> String? {
            guard let first = value?.list.first else { return nil }
            return first.string ?? first["@id"]?.string ?? first["url"]?.string
        }
        // The page is trusted over its JSON-LD: sites' JSON-LD `url` often names a print
        // view, a listing or the home page, while `og:url` is what the page is shared as.
        let candidates: [(text: String?, dropFragment: Bool)] =
            pageAddresses.map { ($0, false) } + [
                (reference(recipe["url"]), false),
                (reference(recipe["mainEntityOfPage"]), false),
                // A node name like "recipe-1" is no address: only an absolute @id or a
                // fragment of the page ("#recipe") says where the recipe is.
                (
                    recipe["@id"]?.string.flatMap {
                        $0.contains(":") || $0.hasPrefix("#") ? $0 : nil
                    },
                    true
                ),
            ]
        var refused: String?
        for case (let text?, let dropFragment) in candidates {
            // Browsers send a space in an address as %20.
            let written = text.trimmingWhitespace().replacing(" ", with: "%20")
            // A bare word ("true", as some sites write mainEntityOfPage) is no address,
            // though a browser would resolve it as a file name.
            let bare =
                !written.contains(":") && !written.contains("/")
                && !written.hasPrefix("#") && !written.hasPrefix("?")
            guard !bare, var address = WebAddress.resolve(written, against: pageAddress) else {
                continue
            }
            if dropFragment, let hash = address.firstIndex(of: "#") {
                address = String(address[..<hash])
            }
            if let valid = try? WebLink.parse(address) { return valid }
            refused = refused ?? address
        }
        return refused ?? ""
    }

    /// The servings of `recipeYield` (a number, a text such as "4 servings", or a list of
    /// them): the first whole number found, empty when there is none.
    static func servings(_ yield: JSONDocument?) -> String {
        for value in yield?.list ?? [] {
            let text: String
            switch value {
            case .number(let number): text = number
            case .string(let string): text = string
            default: continue
            }
            let found = RecipeImportText.servings(text)
            if !found.isEmpty { return found }
        }
        return ""
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
