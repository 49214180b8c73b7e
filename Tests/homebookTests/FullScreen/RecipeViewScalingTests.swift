import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The recipe view's servings and units (docs/manual.md#servings-and-scaling): `+` `-` scale
/// every quantity through the core function `recipe show --servings` uses, `k` cycles the
/// recipe's own units, metric and US; keys in, the screen read back as text.
@Suite struct RecipeViewScalingTests {
    static let pancakes = RecipeDraft(
        name: "Pancakes",
        ingredients: "1 1/2 cups flour\n2 eggs\n8 oz butter\nsalt, to taste\nFor the sauce:",
        servings: "4"
    )

    /// Runs `body` with the app on the view of the only recipe, `draft`.
    func withView(
        _ draft: RecipeDraft = pancakes,
        _ body: (inout AppState, HomebookStore, Int64) throws -> Void
    ) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            let id = try store.recipes.add(draft, today: CalendarDate.today())
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            type("r\r", into: &state)
            #expect(state.stack.last?.title == "Recipe")
            try body(&state, store, id)
        }
    }

    /// The ingredient lines the view shows (indented by two under the heading).
    func ingredients(_ state: AppState) -> [String] {
        let lines = screen(state).split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.contains("Ingredients") }) else {
            return []
        }
        return lines[(heading + 1)...].prefix { !$0.trimmingWhitespace().isEmpty }
            .map { $0.trimmingWhitespace() }
    }

    @Test func plusAndMinusScaleEveryQuantityAsTheCommandDoes() throws {
        try withView { state, store, id throws in
            #expect(screen(state).contains("Servings     4"))
            #expect(!screen(state).contains("scaled"))
            type("++", into: &state)
            #expect(screen(state).contains("Ingredients, scaled to 6 servings (recipe: 4)"))
            let shown = ingredients(state)
            #expect(
                shown == [
                    "2 ¼ cups flour", "3 eggs", "12 oz butter", "salt, to taste", "For the sauce:",
                ]
            )
            // The same core function as `recipe show --servings 6`.
            #expect(try store.scaledIngredients(of: id, servings: 6, units: nil).lines == shown)
            #expect(screen(state).contains("Servings     4"))
            type("--", into: &state)
            #expect(!screen(state).contains("scaled"))
            #expect(ingredients(state).first == "1 1/2 cups flour")
            type("---", into: &state)
            #expect(screen(state).contains("scaled to 1 serving (recipe: 4)"))
            #expect(ingredients(state).prefix(2) == ["⅜ cup flour", "½ egg"])
            type("-", into: &state)
            #expect(screen(state).contains("1 serving is the fewest"))
            #expect(screen(state).contains("scaled to 1 serving (recipe: 4)"))
            // Nothing was stored: scaling is a way of looking.
            #expect(try store.recipes.get(id).ingredients == Self.pancakes.ingredients)
        }
    }

    @Test func kCyclesTheRecipesUnitsMetricAndUS() throws {
        try withView { state, store, id throws in
            type("k", into: &state)
            #expect(screen(state).contains("Ingredients, in metric units"))
            #expect(ingredients(state).contains("227 g butter"))
            #expect(
                try store.scaledIngredients(of: id, servings: nil, units: .metric).lines
                    == ingredients(state)
            )
            type("+k", into: &state)
            #expect(screen(state).contains("scaled to 5 servings (recipe: 4), in US units"))
            #expect(ingredients(state).contains("10 oz butter"))
            #expect(
                try store.scaledIngredients(of: id, servings: 5, units: .us).lines
                    == ingredients(state)
            )
            type("k", into: &state)
            #expect(screen(state).contains("Ingredients, scaled to 5 servings (recipe: 4)"))
            #expect(!screen(state).contains(" in "))
        }
    }

    @Test func aRecipeWithoutServingsSaysHowToSetThemAndStillConverts() throws {
        let soup = RecipeDraft(name: "Soup", ingredients: "1 lb tomatoes\nbasil")
        try withView(soup) { state, _, _ in
            #expect(screen(state).contains("Servings     not set"))
            type("+", into: &state)
            #expect(screen(state).contains("this recipe has no servings: set them with e"))
            #expect(ingredients(state) == ["1 lb tomatoes", "basil"])
            type("k", into: &state)
            #expect(ingredients(state) == ["454 g tomatoes", "basil"])
        }
    }

    @Test func anEditElsewhereIsScaledAgainAndClearedServingsEndTheScaling() throws {
        try withView { state, store, id throws in
            type("++", into: &state)
            _ = try store.recipes.update(
                id,
                with: RecipeChanges(ingredients: "3 cups flour"),
                today: CalendarDate.today()
            )
            type("\u{1B}[A", into: &state)  // any key: the app reloads the changed store
            #expect(ingredients(state) == ["4 ½ cups flour"])
            _ = try store.recipes.update(
                id,
                with: RecipeChanges(servings: ""),
                today: CalendarDate.today()
            )
            type("\u{1B}[A", into: &state)
            #expect(ingredients(state) == ["3 cups flour"])
            #expect(!screen(state).contains("scaled"))
        }
    }
}

/// The recipe view's scaling through the built binary on a real 120×40 pseudo-terminal.
@Suite(.tags(.process), .skippedByTag) struct RecipeViewScalingTerminalTests {
    static let frameEnd = "\u{1B}[?2026l"

    @Test func plusScalesTheViewAndStoresNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/t.sqlite"
            let add = try homebook(
                db,
                "recipe",
                "add",
                "Pancakes",
                "--servings",
                "4",
                "--ingredients",
                "1 1/2 cups flour\n8 oz butter"
            )
            #expect(add.status == 0)
            let terminal = try PseudoTerminalProcess(["--db", db], columns: 120, rows: 40)
            #expect(terminal.waitFor(Self.frameEnd))
            for (index, key) in ["r", "\r", "+", "+", "k"].enumerated() {
                terminal.send(key)
                #expect(terminal.waitFor(Self.frameEnd, count: index + 2), "no frame after \(key)")
            }
            // The renderer sends only the cells that changed: these words are new on screen.
            #expect(terminal.text.contains("scaled"))
            #expect(terminal.text.contains("(recipe:"))
            #expect(terminal.text.contains("metric"))
            #expect(terminal.text.contains("340"))  // 12 oz of butter in grams
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            let shown = try homebook(db, "recipe", "show", "1")
            #expect(shown.stdout.contains("  1 1/2 cups flour\n  8 oz butter"))
        }
    }
}
