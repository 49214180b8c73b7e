import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// Paprika's `.paprikarecipes` (a ZIP of gzipped JSON), including hostile archives.
@Suite struct PaprikaImportTests {
    let today = CalendarDate(year: 2024, month: 6, day: 1) ?? .today()

    /// One recipe as Paprika writes it (with the fields homebook ignores, such as a photo).
    static func paprikaRecipe(_ name: String, index: Int = 0) -> [UInt8] {
        let json = """
            {"uid":"\(index)-5A1B","name":"\(name)","ingredients":"1 cup rice\\n2 cups water",
            "directions":"Rinse the rice.\\nSimmer 18 minutes.","notes":"Salt to taste.",
            "source":"Grandma","source_url":"https://example.com/rice/\(index)",
            "categories":["Sides"],"rating":4,"photo_data":"\(String(repeating: "QUJD", count: 64))",
            "prep_time":"5 min","servings":"2"}
            """
        return TestZip.deflate(Array(json.utf8), gzip: true)
    }

    func importArchive(
        _ bytes: [UInt8],
        _ body: (HomebookStore, () throws -> RecipeImportResult) throws -> Void
    ) throws {
        try withTemporaryDirectory { folder in
            let path = folder + "/My Recipes.paprikarecipes"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try withStore(at: folder + "/h.sqlite") { store throws in
                try body(store) { try store.recipes.importFiles([path], today: today) }
            }
        }
    }

    @Test func anExportImportsNameIngredientsDirectionsNotesAndSource() throws {
        let archive = TestZip.archive([
            .init(name: "Plain Rice.paprikarecipe", content: Self.paprikaRecipe("Plain Rice")),
            .init(
                name: "Fried Rice.paprikarecipe",
                content: Self.paprikaRecipe("Fried Rice", index: 1),
                compress: false
            ),
        ])
        try importArchive(archive) { store, run in
            #expect(try run() == RecipeImportResult(imported: 2, skipped: []))
            let rice = try #require(try store.recipes.list().first { $0.name == "Plain Rice" })
            #expect(rice.ingredients == "1 cup rice\n2 cups water")
            #expect(rice.notes == "Rinse the rice.\nSimmer 18 minutes.\n\nSalt to taste.")
            #expect(rice.link == "https://example.com/rice/0")
            #expect(
                try run() == RecipeImportResult(imported: 0, skipped: ["Plain Rice", "Fried Rice"])
            )
        }
    }

    @Test func tenThousandRecipesImportInOneGo() throws {
        let entries = (0..<10_000).map { index in
            TestZip.Entry(
                name: "R\(index).paprikarecipe",
                content: Self.paprikaRecipe("Recipe \(index)", index: index)
            )
        }
        try importArchive(TestZip.archive(entries)) { store, run in
            #expect(try run().imported == 10_000)
            let count = try store.recipes.count()
            #expect(count == 10_000)
        }
    }

    @Test func aZipBombIsRefusedBeforeItIsUnpacked() throws {
        // 1 GiB of zeros would deflate to about 1 MiB; 100 MiB is enough to cross every cap.
        let zeros = [UInt8](repeating: 0, count: 100 << 20)
        let bomb = TestZip.archive([.init(name: "bomb.paprikarecipe", content: zeros)])
        #expect(bomb.count < 1 << 20)
        try importArchive(bomb) { store, run in
            #expect {
                try run()
            } throws: { error in
                (error as? RecipeImportError)?.problems.first?.reason.contains("decompression bomb")
                    == true
            }
            let count = try store.recipes.count()
            #expect(count == 0)
        }
        // A gzip layer that explodes inside a small, honest entry is refused too.
        let inner = TestZip.deflate([UInt8](repeating: 0x20, count: 80 << 20), gzip: true)
        try importArchive(TestZip.archive([.init(name: "x.paprikarecipe", content: inner)])) {
            _,
            run in
            #expect(throws: RecipeImportError.self) { try run() }
        }
    }

    @Test func damagedArchivesAreRefusedWithAReason() throws {
        let good = TestZip.archive([
            .init(name: "a.paprikarecipe", content: Self.paprikaRecipe("A"))
        ])
        var lying = TestZip.archive([
            .init(name: "a.paprikarecipe", content: Self.paprikaRecipe("A"), declaredSize: 3)
        ])
        let cases: [([UInt8], String)] = [
            (Array(good.prefix(good.count - 30)), "it is not a ZIP archive"),
            (lying, "is not the size its directory says"),
            (
                TestZip.archive([.init(name: "n.paprikarecipe", content: Array("not gzip".utf8))]),
                "is not gzip data"
            ),
            (
                TestZip.archive([
                    .init(
                        name: "j.paprikarecipe",
                        content: TestZip.deflate(Array("{\"name\":\n\n}".utf8), gzip: true)
                    )
                ]),
                "bad JSON at line 3"
            ),
        ]
        lying[lying.count - 1] = 0
        for (bytes, reason) in cases {
            try importArchive(bytes) { _, run in
                #expect {
                    try run()
                } throws: { error in
                    (error as? RecipeImportError)?.problems.first?.reason.contains(reason) == true
                }
            }
        }
    }
}
