import Testing

@testable import HomebookCore

/// Reading `.cook` text: line ends of every platform, and lines of any shape in linear time.
@Suite struct CooklangReadingTests {
    static let recipe = [
        ">> title: Pancakes", ">> source: https://example.com/p", "", "@flour{200%g}", "",
        "Mix @eggs{2} in a #bowl{}.", "Rest ~{10%min}.",
    ]

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndEndsALine(_ end: String) throws {
        let drafts = try Cooklang.drafts(
            Self.recipe.joined(separator: end) + end,
            fileName: "file"
        )
        #expect(
            drafts == [
                RecipeDraft(
                    name: "Pancakes",
                    ingredients: "200 g flour\n2 eggs",
                    link: "https://example.com/p",
                    notes: "Mix eggs in a bowl.\nRest 10 min."
                )
            ]
        )
    }

    @Test func mixedLineEndsStayApart() throws {
        let drafts = try Cooklang.drafts("Boil.\r\nSalt.\rServe.\n", fileName: "Soup")
        #expect(drafts.map(\.notes) == ["Boil.\nSalt.\nServe."])
    }

    @Test func aLongLineOfUnclosedBracesIsReadInOnePass() throws {
        // 300 KB of `@a{` with no `}`: each brace searched the rest of the line, about
        // 10^10 steps (two minutes); read once, it is 300,000.
        let line = String(repeating: "@a{", count: 100_000)
        let drafts = try Cooklang.drafts(line + "\n", fileName: "Long")
        #expect(
            drafts.first?.ingredients
                == Array(repeating: "a", count: 100_000).joined(separator: "\n")
        )
        #expect(drafts.first?.notes == String(repeating: "a{", count: 100_000))
        // A `}` at the very end closes the first brace: one ingredient holding the rest.
        let closed = try Cooklang.drafts(line + "}\n", fileName: "Long")
        #expect(closed.first?.ingredients.contains("\n") == false)
        #expect(closed.first?.ingredients.hasPrefix("@a{@a{") == true)
    }
}
