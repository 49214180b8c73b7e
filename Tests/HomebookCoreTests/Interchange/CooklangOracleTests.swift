import Foundation
import TestSupport
import Testing

@testable import HomebookCore

/// homebook's Cooklang reader against cooklang-rs, the reference parser (PyPI's
/// `cooklang-bindings`; CI installs it), on hand-written files in `Tests/Fixtures/Cooklang/`
/// that each hold one kind of construct homebook once read wrong.
@Suite(.tags(.process), .skippedByTag) struct CooklangOracleTests {
    /// Whether python3 can import cooklang-rs.
    static let hasCooklang: Bool = {
        let result = try? HomebookProcess.run(
            ["python3", "-c", "import cooklang"],
            executable: "/usr/bin/env"
        )
        return result?.status == 0
    }()

    static let files = [
        "front-matter", "single-word-timer", "recipe-reference", "fixed-quantity", "emoji",
        "sections", "crlf", "note-lines", "unbraced-note", "comments-anywhere", "note-in-step",
    ]

    /// Prints what cooklang-rs reads: title, link, each ingredient as "quantity name (note)",
    /// and the text (section names, then steps and `>` notes in order) as one line.
    static let script = """
        import cooklang, json, sys
        r = cooklang.parse(open(sys.argv[1], encoding="utf-8", newline="").read())
        source = r.source.url if r.source is not None and hasattr(r.source, "url") else r.source
        ingredients = [" ".join(p for p in [str(i.quantity) if i.quantity else "", i.name,
                                            "(%s)" % i.note if i.note else ""] if p)
                       for i in r.ingredients]
        words = []
        for section in r.sections:
            if section.name: words.append(section.name)
            words += [str(b) if hasattr(b, "number") else b.text for b in section.blocks]
        text = " ".join(" ".join(words).split())
        print(json.dumps([r.title, source or "", ingredients, text]))
        """

    /// Text with every run of white space made one space.
    func spaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(.enabled(if: hasCooklang), arguments: files)
    func homebookReadsAsCooklangRsDoes(_ file: String) throws {
        let path = fixturePath("Cooklang/\(file).cook")
        let result = try HomebookProcess.run(
            ["python3", "-c", Self.script, path],
            executable: "/usr/bin/env"
        )
        #expect(result.status == 0, "\(result.stderr)")
        let oracle = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any]
        )
        let drafts = try RecipeFileReader.drafts(path: path)
        let draft = try #require(drafts.first)
        #expect(drafts.count == 1)
        #expect(draft.name == (oracle[0] as? String ?? file))
        #expect(draft.link == oracle[1] as? String)
        #expect(draft.ingredients.split(separator: "\n").map(String.init) == oracle[2] as? [String])
        #expect(spaced(draft.notes) == oracle[3] as? String)
    }
}
