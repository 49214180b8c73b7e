import Testing

@testable import HomebookCore

/// Reading `.cook` text: line ends of every platform, and lines of any shape in linear time.
@Suite struct CooklangReadingTests {
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
