import HomebookCore

/// How recipes look to a person, in the menu and on the command line alike.
///
/// Every stored string goes through ``DisplayText`` (the table does it per cell), so a
/// recipe can never drive the terminal.
enum RecipeText {
    /// A table of recipes: id, name, last made and link, one recipe per row.
    static func table(_ recipes: [Recipe], style: Style = .plain) -> String {
        rows(recipes).rendered(style: style)
    }

    /// The rows of ``table(_:style:)``, laid out when rendered.
    static func rows(_ recipes: [Recipe]) -> TextTable {
        var table = TextTable([
            .init("id", .right), .init("name"), .init("last made"), .init("link"),
        ])
        for recipe in recipes {
            table.append([
                String(recipe.id), recipe.name, lastMade(recipe), recipe.link ?? "",
            ])
        }
        return table
    }

    /// Every field of one recipe; multi-line text is indented under its label.
    static func details(_ recipe: Recipe) -> String {
        var lines = [
            "id:          \(recipe.id)",
            "name:        \(DisplayText.singleLine(recipe.name))",
            "last made:   \(lastMade(recipe))",
            "link:        \(recipe.link.map(DisplayText.singleLine) ?? "none")",
        ]
        if let servings = recipe.servings { lines.append("servings:    \(servings)") }
        lines += block("ingredients:", recipe.ingredients)
        lines += block("notes:", recipe.notes)
        return lines.joined(separator: "\n")
    }

    /// `2026-11-22`, or `never`.
    static func lastMade(_ recipe: Recipe) -> String {
        recipe.lastMade?.description ?? "never"
    }

    /// A label followed by the text's lines, indented; `none` for empty text.
    static func block(_ label: String, _ text: String) -> [String] {
        guard !text.isEmpty else { return [label + " none"] }
        let body = DisplayText.sanitized(text)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }
        return [label] + body
    }
}
