import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Recipes screen in-process on a real store: keys in, the screen read back as text.
@Suite struct RecipeScreenTests {
    /// Runs `body` with the app on the Recipes screen over a store holding `recipes`.
    func withRecipes(
        _ recipes: [RecipeDraft] = RecipeScreenTests.sample,
        width: Int = 80,
        height: Int = 24,
        _ body: (inout AppState, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore(named: "app.sqlite") { store, folder throws in
            for draft in recipes { _ = try store.recipes.add(draft, today: CalendarDate.today()) }
            var state = FullScreenProgram.state(store: store, size: (width, height))
            type("r", into: &state)
            try body(&state, store)
        }
    }

    static let sample = [
        RecipeDraft(
            name: "Pancakes",
            ingredients: "200 g flour\n2 eggs\n300 ml milk",
            lastMade: "2024-03-01"
        ),
        RecipeDraft(
            name: "Crème brûlée",
            ingredients: "4 egg yolks",
            lastMade: "2025-01-10",
            link:
                "https://example.com/a/very/long/path/to/the/creme-brulee-recipe-page-that-goes-on?x=1",
            notes: "Torch it."
        ),
        RecipeDraft(name: "apple pie"),
        RecipeDraft(name: "Strawberry jam", notes: "Sal\u{200B}ary \u{1B}[31m"),
    ]

    /// The names in the list, top to bottom.
    func listed(_ state: AppState) -> [String] {
        screen(state).split(separator: "\n").compactMap { line in
            let text = line.dropFirst(13)
            guard line.hasPrefix(" 20") || line.hasPrefix("     —") else { return nil }
            return String(text).trimmingWhitespace()
        }
    }

    func page(_ state: AppState) throws -> RecipesScreen {
        try #require(state.stack.first(where: { $0 is RecipesScreen }) as? RecipesScreen)
    }

    @Test func homeOpensTheListByNameWithTheSelectedRecipesDetailsBelow() throws {
        try withRecipes { state, _ in
            #expect(state.stack.last?.title == "Recipes")
            #expect(listed(state) == ["apple pie", "Crème brûlée", "Pancakes", "Strawberry jam"])
            type("\u{1B}[B\u{1B}[B", into: &state)
            let text = screen(state)
            #expect(text.contains("Last made    2024-03-01"))
            #expect(text.contains("  200 g flour\n"))
            #expect(text.split(separator: "\n").last?.contains("/ search") == true)
        }
    }

    @Test func wideWindowsShowTheDetailsBesideTheList() throws {
        try withRecipes(width: 160, height: 50) { state, _ in
            let line = try #require(
                screen(state).split(separator: "\n").first { $0.contains("apple pie") }
            )
            #expect(line.contains("│ apple pie"))
        }
    }

    @Test func oTogglesBetweenByNameAndByLastMade() throws {
        try withRecipes { state, _ in
            type("o", into: &state)
            #expect(listed(state) == ["Crème brûlée", "Pancakes", "apple pie", "Strawberry jam"])
            #expect(screen(state).contains("by last made"))
            type("o", into: &state)
            #expect(listed(state).first == "apple pie")
        }
    }

    @Test func slashSearchesOnEveryKeystrokeIgnoringAccentsAndCaseAndEscClears() throws {
        try withRecipes { state, _ in
            type("/", into: &state)
            type("CR", into: &state)
            #expect(listed(state) == ["Crème brûlée"])
            type("\u{7F}\u{7F}p", into: &state)
            #expect(listed(state) == ["apple pie", "Pancakes"])  // "pie" and "Pancakes"
            type("x", into: &state)
            #expect(screen(state).contains("No recipe matches."))
            type("\u{1B}", into: &state)
            #expect(listed(state).count == 4)
            #expect(state.stack.last?.title == "Recipes")
        }
    }

    @Test func enterOpensTheRecipeWithTheLinkInFullAndStoredTextNeutralised() throws {
        try withRecipes { state, _ in
            type("\u{1B}[B\r", into: &state)
            #expect(state.stack.last?.title == "Recipe")
            let joined = screen(state).split(separator: "\n").map { $0.trimmingWhitespace() }
                .joined()
            #expect(
                joined.contains(
                    "https://example.com/a/very/long/path/to/the/creme-brulee-recipe-page-that-goes-on?x=1"
                )
            )
            type("\u{1B}", into: &state)
            type("\u{1B}[F\r", into: &state)
            #expect(screen(state).contains("Sal\\u{200B}ary \\x1B[31m"))
        }
    }

    @Test func cCopiesTheWholeLinkOnceAndSaysWhenThereIsNone() throws {
        try withRecipes { state, _ in
            type("\u{1B}[B\r", into: &state)  // Crème brûlée, with its long link
            type("c", into: &state)
            #expect(
                state.takeClipboard()
                    == "https://example.com/a/very/long/path/to/the/creme-brulee-recipe-page-that-goes-on?x=1"
            )
            #expect(state.takeClipboard() == nil)  // handed to the terminal once
            #expect(screen(state).contains("link copied to the clipboard"))
            type("\u{1B}\u{1B}[F\r", into: &state)  // Strawberry jam has no link
            type("c", into: &state)
            #expect(state.takeClipboard() == nil)
            #expect(screen(state).contains("this recipe has no link"))
        }
    }

    @Test func addWithAnEmptyNameIsRefusedWithTheFieldsMessage() throws {
        try withRecipes { state, store in
            type("a", into: &state)
            #expect(state.stack.last?.title == "New recipe")
            type("\u{13}", into: &state)
            #expect(screen(state).contains("✗ a recipe needs a name"))
            #expect(try store.recipes.count() == 4)
            type("Soup\t2023-02-29", into: &state)
            #expect(screen(state).contains("✗ \"2023-02-29\" is not"))
            // Enter on the last one-line field (Servings, after the link) saves.
            type("\u{7F}8\thttps://soup.example\t\r", into: &state)
            #expect(state.stack.last?.title == "Recipes")
            let soup = try #require(try store.recipes.search("soup").first)
            #expect(soup.lastMade?.description == "2023-02-28")
            #expect(soup.link == "https://soup.example")
            #expect(screen(state).contains("Last made    2023-02-28"))  // the new one is selected
        }
    }

    @Test func editChangesOneIngredientLineInPlace() throws {
        try withRecipes { state, store in
            type("\u{1B}[B\u{1B}[Be", into: &state)
            #expect(state.stack.last?.title == "Edit recipe")
            // Tab to the ingredients (opened at the first line), down one line, replace it.
            type("\t\t\t\t\u{1B}[B\u{15}3 eggs\u{13}", into: &state)
            #expect(state.stack.last?.title == "Recipes")
            let pancakes = try #require(try store.recipes.search("pancakes").first)
            #expect(pancakes.ingredients == "200 g flour\n3 eggs\n300 ml milk")
            #expect(pancakes.lastMade?.description == "2024-03-01")
        }
    }

    @Test func escCancelsAFormAndSavesNothing() throws {
        try withRecipes { state, store in
            let before = try store.recipes.list()
            type("eRenamed", into: &state)
            // Something was typed: the first Esc asks, the second discards.
            type("\u{1B}", into: &state)
            #expect(screen(state).contains("unsaved changes: Esc again discards them"))
            type("\u{1B}", into: &state)
            #expect(state.stack.last?.title == "Recipes")
            #expect(try store.recipes.list() == before)
        }
    }

    @Test func mMarksTheSelectedRecipeMadeToday() throws {
        try withRecipes { state, store in
            type("m", into: &state)
            let apple = try #require(try store.recipes.search("apple").first)
            #expect(apple.lastMade == CalendarDate.today())
            #expect(screen(state).contains("made today"))
        }
    }

    @Test func dDeletesOnlyAfterYes() throws {
        try withRecipes { state, store in
            type("d", into: &state)
            #expect(screen(state).contains("Delete “apple pie”?  [y/N]"))
            type("n", into: &state)
            let afterNo = try store.recipes.count()
            #expect(afterNo == 4)
            #expect(screen(state).contains("nothing deleted"))
            type("dy", into: &state)
            let afterYes = try store.recipes.count()
            #expect(afterYes == 3)
            #expect(listed(state).first == "Crème brûlée")
        }
    }

    @Test func uBringsBackADeletedRecipeAndTheListShowsItAgain() throws {
        try withRecipes { state, store in
            let name = try #require(store.recipes.list().first?.name)
            type("dy", into: &state)
            #expect(try store.recipes.count() == RecipeScreenTests.sample.count - 1)
            type("u", into: &state)
            #expect(screen(state).contains("Undid: delete recipe \"\(name)\""))
            #expect(try store.recipes.count() == RecipeScreenTests.sample.count)
            #expect(screen(state).contains(name))
        }
    }

    @Test func qQuitsFromTheListButTypesInTheSearch() throws {
        try withRecipes { state, _ in
            type("/q", into: &state)
            #expect(!state.finished)
            type("\r?", into: &state)
            #expect(screen(state).contains("Keys: Recipes"))
            type(" q", into: &state)
            #expect(state.finished)
        }
    }

    @Test func aLargeListReadsOnlyTheVisibleWindow() throws {
        let many = (1...2_000).map { RecipeDraft(name: "Recipe \($0)") }
        try withRecipes(many) { state, _ in
            #expect(screen(state).contains("2000 recipes"))
            let first = try page(state).catalog.fetchedRows
            #expect(first > 0 && first <= 24)
            type("\u{1B}[F", into: &state)
            #expect(listed(state).last == "Recipe 999")  // by name: "Recipe 999" sorts last
            type("\u{1B}[6~\u{1B}[5~\u{1B}[A", into: &state)
            _ = screen(state)
            #expect(try page(state).catalog.fetchedRows <= first + 4 * 24)
        }
    }
}
