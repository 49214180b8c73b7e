import CZlib
import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// `recipe import`: schema.org JSON-LD, HTML pages, Paprika exports and Cooklang files.
@Suite struct RecipeImportTests {
    let today = CalendarDate(year: 2024, month: 6, day: 1) ?? .today()

    /// Writes `files` (name → bytes) into a folder and imports them all.
    func importing(
        _ files: [(String, [UInt8])],
        into store: HomebookStore,
        folder: String
    ) throws -> RecipeImportResult {
        var paths: [String] = []
        for (name, bytes) in files {
            let path = folder + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return try store.recipes.importFiles(paths, today: today)
    }

    func withFolderAndStore(_ body: (String, HomebookStore) throws -> Void) throws {
        try withTemporaryStore(named: "h.sqlite") { store, folder in
            try body(folder, store)
        }
    }

    static let graph = """
        {"@context":"https://schema.org","@graph":[
          {"@type":"WebPage","name":"Not a recipe"},
          {"@type":["Recipe","NewsArticle"],"name":"Shakshuka",
           "url":"https://example.org/shakshuka",
           "recipeIngredient":["4 eggs","1 tin tomatoes","1 tsp cumin"],
           "recipeInstructions":[
             {"@type":"HowToSection","name":"Sauce","itemListElement":[
               {"@type":"HowToStep","text":"Fry the cumin."},
               {"@type":"HowToStep","text":"Add the tomatoes; simmer."}]},
             {"@type":"HowToStep","text":"Crack in the eggs."}]}
        ]}
        """

    @Test func aGraphYieldsItsRecipeWithSectionsAndStepsAsNotes() throws {
        try withFolderAndStore { folder, store in
            let result = try importing(
                [("page.json", Array(Self.graph.utf8))],
                into: store,
                folder: folder
            )
            #expect(result == RecipeImportResult(imported: 1, skipped: []))
            let recipe = try #require(try store.recipes.list().first)
            #expect(recipe.name == "Shakshuka")
            #expect(recipe.ingredients == "4 eggs\n1 tin tomatoes\n1 tsp cumin")
            #expect(
                recipe.notes
                    == "Sauce:\nFry the cumin.\nAdd the tomatoes; simmer.\nCrack in the eggs."
            )
            #expect(recipe.link == "https://example.org/shakshuka")
        }
    }

    @Test func anHTMLPageEmbeddingJSONLDIsReadWithItsEntitiesDecoded() throws {
        let page = """
            <!doctype html><html><head><title>Soup</title>
            <script type="text/javascript">var x = {"@type":"Recipe"};</script>
            <SCRIPT TYPE="application/ld+json">
            {"@context":"https://schema.org","@type":"Recipe","name":"Leek &amp; potato soup",
             "recipeIngredient":["2 leeks","500&nbsp;g potatoes"],
             "recipeInstructions":"Sweat the leeks &#8211; then add potatoes."}
            </SCRIPT></head><body>…</body></html>
            """
        try withFolderAndStore { folder, store in
            _ = try importing([("soup.html", Array(page.utf8))], into: store, folder: folder)
            let recipe = try #require(try store.recipes.list().first)
            #expect(recipe.name == "Leek & potato soup")
            #expect(recipe.ingredients == "2 leeks\n500\u{A0}g potatoes")
            #expect(recipe.notes == "Sweat the leeks \u{2013} then add potatoes.")
        }
    }

    @Test func badJSONNamesItsFileAndLineAndNothingIsImported() throws {
        try withFolderAndStore { folder, store in
            let bad =
                "[\n {\"@type\":\"Recipe\",\"name\":\"A\"},\n {\"@type\":\"Recipe\" \"name\":\"B\"}\n]"
            let page =
                "<html>\n<body>\n<script type=\"application/ld+json\">\n{\"name\": tru}\n</script>"
            #expect {
                try importing(
                    [
                        ("good.json", Array(Self.graph.utf8)), ("bad.json", Array(bad.utf8)),
                        ("page.html", Array(page.utf8)), ("notes.txt", Array("hello".utf8)),
                    ],
                    into: store,
                    folder: folder
                )
            } throws: { error in
                guard let error = error as? RecipeImportError else { return false }
                let reasons = error.problems.map {
                    "\(RecipeFileReader.baseName($0.file)): \($0.reason)"
                }
                return reasons.count == 3
                    && reasons[0]
                        == "bad.json: bad JSON at line 3: expected ',' or '}' in an object"
                    && reasons[1]
                        == "page.html: bad JSON at line 4: unexpected text where a value should be"
                    && reasons[2].hasPrefix("notes.txt: homebook cannot tell its format")
            }
            let count = try store.recipes.count()
            #expect(count == 0)
        }
    }

    @Test func aRecipeAlreadyInTheBookIsSkippedAndNamedNotDuplicated() throws {
        try withFolderAndStore { folder, store in
            _ = try store.recipes.add(
                RecipeDraft(name: "Shakshuka", ingredients: "4 eggs\n1 tin tomatoes\n1 tsp cumin"),
                today: today
            )
            let twice = "[" + Self.graph + "," + Self.graph + "]"
            let result = try importing([("a.json", Array(twice.utf8))], into: store, folder: folder)
            #expect(result == RecipeImportResult(imported: 0, skipped: ["Shakshuka", "Shakshuka"]))
            let count = try store.recipes.count()
            #expect(count == 1)
        }
    }

    @Test func anInvalidLinkRefusesTheImportNamingTheRecipe() throws {
        try withFolderAndStore { folder, store in
            let json = #"{"@type":"Recipe","name":"X","url":"javascript:alert(1)"}"#
            #expect(throws: RecipeImportError.self) {
                try importing([("x.json", Array(json.utf8))], into: store, folder: folder)
            }
            let count = try store.recipes.count()
            #expect(count == 0)
        }
    }

    @Test func cooklangIngredientsStepsAndSourceAreRead() throws {
        let cook = """
            >> source: https://cooklang.org/pancakes
            >> servings: 2

            Crack @eggs{3} into a bowl, add @plain flour{125%g} and @milk{250%ml}.
            -- a comment that is dropped
            Whisk, rest ~{10%minutes}, then fry in a #frying pan{} with @butter. [- note -]

            """
        try withFolderAndStore { folder, store in
            _ = try importing(
                [("Easy Pancakes.cook", Array(cook.utf8))],
                into: store,
                folder: folder
            )
            let recipe = try #require(try store.recipes.list().first)
            #expect(recipe.name == "Easy Pancakes")
            #expect(recipe.link == "https://cooklang.org/pancakes")
            #expect(recipe.ingredients == "3 eggs\n125 g plain flour\n250 ml milk\nbutter")
            #expect(
                recipe.notes == "Crack eggs into a bowl, add plain flour and milk.\n"
                    + "Whisk, rest 10 minutes, then fry in a frying pan with butter."
            )
        }
    }
}
