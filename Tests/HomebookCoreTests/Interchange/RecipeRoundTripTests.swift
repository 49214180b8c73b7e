import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// `recipe export` read back by `recipe import`: every field the formats carry survives.
@Suite struct RecipeRoundTripTests {
    let today = CalendarDate(year: 2024, month: 6, day: 1) ?? .today()

    static let awkward: [RecipeDraft] = [
        RecipeDraft(
            name: "Pancakes @home #1 ~ quick -- really",
            ingredients: "200 g flour {sifted}\n2 eggs\n\n  300 ml milk  \n\\ backslash",
            link: "https://example.com/p?a=1&b=2",
            notes: "Mix @ once -- fast\n>> title: not a title\n\n\nFry #pan ~5 min [- x -]\n",
            servings: "4"
        ),
        RecipeDraft(name: "Tea"),
        RecipeDraft(
            name: "Ünïcödé 北京 🍜",
            ingredients: "\"quoted\"\ttab",
            notes: "\\n is not a line break"
        ),
        RecipeDraft(name: "Only notes", notes: "@salt{}"),
        RecipeDraft(name: "Empty first line", ingredients: "\nsecond", notes: "\nstarts blank"),
    ]

    func fields(_ store: HomebookStore) throws -> [[String?]] {
        // Servings too, so a round trip can still scale (before, the exports dropped them).
        try store.recipes.list().map {
            [$0.name, $0.ingredients, $0.link, $0.notes, $0.servings.map(String.init)]
        }
    }

    @Test(arguments: [RecipeExportFormat.jsonLD, .cooklang])
    func anExportImportsBackExactly(format: RecipeExportFormat) throws {
        try withTemporaryStore(named: "a.sqlite") { source, folder throws in
            for draft in Self.awkward { _ = try source.recipes.add(draft, today: today) }
            let path = folder + (format == .jsonLD ? "/all.json" : "/all.cook")
            let output = try OutputFile.createPrivate(path)
            _ =
                try format == .jsonLD
                ? source.recipes.exportJSONLD(to: output)
                : source.recipes.exportCooklang(to: output)
            try output.finish()
            try withStore(at: folder + "/b.sqlite") { target throws in
                let result = try target.recipes.importFiles([path], today: today)
                #expect(result.imported == Self.awkward.count)
                #expect(try fields(target) == fields(source))
            }
        }
    }

    @Test func aCooklangFolderHoldsOneFilePerRecipeAndImportsBackExactly() throws {
        try withTemporaryStore(named: "a.sqlite") { source, folder throws in
            for draft in Self.awkward { _ = try source.recipes.add(draft, today: today) }
            _ = try source.recipes.add(RecipeDraft(name: "tea", notes: "lower case"), today: today)
            let paths = try source.recipes.exportCooklang(folder: folder + "/cook")
            #expect(paths.count == Self.awkward.count + 1)
            #expect(Set(paths.map { RecipeFileReader.baseName($0) }).count == paths.count)
            #expect(paths.allSatisfy { filePermissions($0) == 0o600 })
            try withStore(at: folder + "/b.sqlite") { target throws in
                _ = try target.recipes.importFiles(paths, today: today)
                #expect(try fields(target) == fields(source))
                // The folder is written once: a second export refuses to overwrite.
                #expect(throws: FileError.self) {
                    try source.recipes.exportCooklang(folder: folder + "/cook")
                }
            }
        }
    }
}
