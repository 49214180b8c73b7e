import Testing

@testable import HomebookCore

/// Cooklang forms as the spec's canonical tests read them, and the export other Cooklang
/// apps can scale and sum.
@Suite struct CooklangSpecTests {
    func notes(_ text: String) throws -> String {
        try Cooklang.drafts(text, fileName: "f").first?.notes ?? ""
    }

    @Test func invalidFormsStayText() throws {
        // The spec's testInvalidMultiWord*: a space after the sign is not a reference.
        #expect(try notes("Message @ example{}\n") == "Message @ example{}")
        #expect(try notes("Recipe # 10{}\n") == "Recipe # 10{}")
        #expect(try notes("It is ~ {5}\n") == "It is ~ {5}")
        // The spec's testMetadataBreak keeps `---` as text; cooklang-rs, the reader other apps
        // use, reads any `--` as a comment's start, `---` included, and so does homebook.
        #expect(try notes("hello ---\nsourced: babooshka\n---\n") == "hello\nsourced: babooshka")
        #expect(try notes("salt -- to taste\n") == "salt")
    }

    @Test func frontMatterNamesAndLinksAndKeepsTheRestOutOfTheNotes() throws {
        let text = """
            ---
            title: "Pizza"
            source: https://example.org/p
            servings: 1|2|3
            cooking time: 30 mins
            ---
            Bake.

            """
        let drafts = try Cooklang.drafts(text, fileName: "f")
        #expect(
            drafts == [
                RecipeDraft(
                    name: "Pizza",
                    link: "https://example.org/p",
                    notes: "Bake.",
                    servings: "1"
                )
            ]
        )
        // Unclosed, it is not front matter: the text stays, and `---` is a comment there.
        #expect(try notes("---\ntitle: x\n") == "title: x")
    }

    @Test func timersReferencesFixedQuantitiesEmojiAndSections() throws {
        let drafts = try Cooklang.drafts(
            "= Dough =\nMix @./Shared/Pizza Dough{6%balls}, @oil{=1%tsp} and @🧂.\nLet it ~rest.\n",
            fileName: "f"
        )
        #expect(drafts.first?.ingredients == "6 balls Pizza Dough\n1 tsp oil\n🧂")
        #expect(drafts.first?.notes == "Dough\nMix Pizza Dough, oil and 🧂.\nLet it rest.")
    }

    @Test func exportWritesQuantitiesAndUnitsOtherAppsCanScale() throws {
        let ingredients = [
            "2 tsp olive oil", "3 eggs", "1 1/2 cups flour", "0.5 l milk", "salt",
            "200 g flour {sifted}", "", "  300 ml milk  ", "./not a path", "= not a section",
        ].joined(separator: "\n")
        let text = Cooklang.text(name: "R", ingredients: ingredients, link: nil, notes: "= 5\nok")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("@olive oil{2%tsp}"))
        #expect(lines.contains("@eggs{3}"))
        #expect(lines.contains("@flour{1 1/2%cups}"))
        #expect(lines.contains("@milk{0.5%l}"))
        #expect(lines.contains("@salt{}"))
        #expect(!text.contains("@{}") && !text.contains("@ {}"))
        // Read back exactly, blank line, spaces, dots and `=` included.
        let back = try Cooklang.drafts(text, fileName: "f")
        #expect(back == [RecipeDraft(name: "R", ingredients: ingredients, notes: "= 5\nok")])
    }

    @Test func ingredientNotesAndLineContinuations() throws {
        // As in cookcli's seed recipes: `@garlic{2%cloves}(peeled)` and a `\` ending a line.
        let drafts = try Cooklang.drafts(
            "Add @garlic{2%cloves}(peeled and sliced) to the pan on \\\n a medium heat.\n",
            fileName: "f"
        )
        #expect(drafts.first?.ingredients == "2 cloves garlic (peeled and sliced)")
        #expect(drafts.first?.notes == "Add garlic to the pan on\n a medium heat.")
        // A note may run over a line break (cookcli's Thai Green Curry).
        let split = try Cooklang.drafts(
            "Add @corn{100%g}(halved\nlengthways). Simmer.\n",
            fileName: "f"
        )
        #expect(split.first?.ingredients == "100 g corn (halved lengthways)")
        #expect(split.first?.notes == "Add corn. Simmer.")
        // Many unclosed notes on one line are still read in one pass.
        let long = String(repeating: "@a{}(", count: 50_000)
        #expect(try Cooklang.drafts(long + "\n", fileName: "f").first?.notes.count == 100_000)
    }
}
