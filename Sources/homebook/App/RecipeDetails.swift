import HomebookCore
import TerminalUI

/// A recipe's fields as lines of text, for the pane beside the list and the recipe view.
enum RecipeDetails {
    /// One drawn line.
    struct Line {
        let text: String
        let style: CellStyle
    }

    /// The ingredients as the recipe view shows them scaled or converted
    /// (docs/manual.md#servings-and-scaling): the lines the core computed, and how.
    struct Scaled {
        /// The servings shown, when they differ from the recipe's.
        let servings: Int?
        /// The units shown, nil for the recipe's own.
        let units: IngredientScaling.Units?
        /// The ingredient lines, scaled and converted.
        let lines: [String]
        /// Whether the servings are the planned meal's the recipe was opened from.
        var forMeal = false

        /// `, scaled to 6 servings (recipe: 4), in metric units` (`6 servings for the meal`
        /// when they are the meal's): what the heading adds.
        func heading(recipeServings: Int?) -> String {
            var words = ""
            if let servings, let written = recipeServings {
                words += ", scaled to \(servings) \(servings == 1 ? "serving" : "servings")"
                if forMeal { words += " for the meal" }
                words += " (recipe: \(written))"
            }
            switch units {
            case .metric?: words += ", in metric units"
            case .us?: words += ", in US units"
            case nil: break
            }
            return words
        }
    }

    /// Every field of `recipe`, the ingredients as `scaled` when given; with `wrapping`, long
    /// lines (the link above all) continue on the next lines so nothing is cut, else each line
    /// is cut with … at `width`.
    static func lines(
        of recipe: Recipe,
        width: Int,
        wrapping: Bool,
        scaled: Scaled? = nil
    ) -> [Line] {
        var lines = [
            Line(text: DisplayText.singleLine(recipe.name), style: .bold),
            Line(text: "", style: .plain),
        ]
        // The view (wrapping) says servings are not set, since `+` needs them; the preview
        // beside the list keeps its few rows for what the recipe has.
        if recipe.servings != nil || wrapping {
            lines.append(
                Line(
                    text: "Servings     " + (recipe.servings.map(String.init) ?? "not set"),
                    style: .plain
                )
            )
        }
        lines.append(
            Line(text: "Last made    " + (recipe.lastMade?.description ?? "never"), style: .plain)
        )
        lines.append(
            Line(
                text: "Link         " + DisplayText.singleLine(recipe.link ?? "none"),
                style: .plain
            )
        )
        lines.append(Line(text: "", style: .plain))
        if let scaled {
            let heading = "Ingredients" + scaled.heading(recipeServings: recipe.servings)
            lines.append(Line(text: heading, style: .bold))
            lines += paragraph(scaled.lines.joined(separator: "\n"), empty: "none")
        } else {
            lines.append(Line(text: "Ingredients", style: .bold))
            lines += paragraph(recipe.ingredients, empty: "none")
        }
        lines.append(Line(text: "", style: .plain))
        lines.append(Line(text: "Notes", style: .bold))
        lines += paragraph(recipe.notes, empty: "none")
        guard wrapping else { return lines }
        return lines.flatMap { line in
            wrapped(line.text, width: width).map { Line(text: $0, style: line.style) }
        }
    }

    /// Stored multi-line text, each line neutralised and indented.
    private static func paragraph(_ text: String, empty: String) -> [Line] {
        guard !text.isEmpty else { return [Line(text: "  " + empty, style: .dim)] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: "  " + DisplayText.singleLine(String($0)), style: .plain)
        }
    }

    /// `text` cut into pieces of at most `width` columns (at any character: a link has no
    /// spaces to break at).
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0, TextWidth.columns(of: text) > width else { return [text] }
        var pieces: [String] = []
        var current = ""
        var used = 0
        for character in text {
            let needed = TextWidth.columns(of: character)
            if used + needed > width {
                pieces.append(current)
                current = ""
                used = 0
            }
            current.append(character)
            used += needed
        }
        pieces.append(current)
        return pieces
    }

    /// Draws `lines` from `first` in `rect`; when some are left below, the last row says how
    /// many (`… 3 more lines`), so a preview never ends silently.
    static func draw(
        _ lines: [Line],
        from first: Int = 0,
        into buffer: inout ScreenBuffer,
        in rect: Rect
    ) {
        let hidden = lines.count - first - rect.height
        for row in 0..<rect.height {
            let index = first + row
            guard index < lines.count else { break }
            if hidden > 0, row == rect.height - 1 {
                let more = hidden + 1
                buffer.writeLine(
                    "  … \(more) more \(more == 1 ? "line" : "lines")",
                    in: rect,
                    row: row,
                    style: .dim
                )
                break
            }
            buffer.writeLine(lines[index].text, in: rect, row: row, style: lines[index].style)
        }
    }
}
