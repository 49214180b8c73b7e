import Foundation
import TestSupport
import Testing

/// `recipe export --format paprika` (docs/manual.md#recipes-from-files): an archive Python's
/// own `zipfile`, `gzip` and `json` read as Paprika's format says, with every field and the
/// servings, which imports back into a new book as it was.
@Suite(.tags(.process), .skippedByTag) struct PaprikaExportTests {
    /// Reads the archive with nothing of homebook's: one line per entry, sorted.
    static let reader = """
        import gzip, json, sys, zipfile
        with zipfile.ZipFile(sys.argv[1]) as archive:
            assert archive.testzip() is None
            for info in archive.infolist():
                recipe = json.loads(gzip.decompress(archive.read(info)))
                print(json.dumps([info.filename, recipe["name"], recipe["ingredients"],
                    recipe["directions"], recipe["source_url"], recipe["servings"],
                    len(recipe["uid"])], ensure_ascii=False))
        """

    @Test func anArchiveReadsInPythonAndImportsBackAsItWas() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/a.sqlite"
            let add = try homebook(
                db,
                "recipe",
                "add",
                "Pancakes / Crêpes",
                "--servings",
                "4",
                "--ingredients",
                "1 1/2 cups flour\n2 eggs",
                "--notes",
                "Whisk.\n\nFry.",
                "--link",
                "https://example.com/p"
            )
            #expect(add.status == 0, "\(add.stderr)")
            #expect(
                try homebook(db, "recipe", "add", "Soup", "--ingredients", "1 l stock").status == 0
            )
            let archive = folder + "/r.paprikarecipes"
            let export = try homebook(
                db,
                "recipe",
                "export",
                "--format",
                "paprika",
                "--output",
                archive
            )
            #expect(export.status == 0, "\(export.stderr)")
            #expect(export.stdout.contains("2 recipes"))
            let read = try HomebookProcess.run(
                ["python3", "-c", Self.reader, archive],
                executable: "/usr/bin/env"
            )
            #expect(read.status == 0, "\(read.stderr)")
            #expect(
                read.stdout
                    == """
                    ["Pancakes - Crêpes.paprikarecipe", "Pancakes / Crêpes", "1 1/2 cups flour\\n2 eggs", "Whisk.\\n\\nFry.", "https://example.com/p", "4", 36]
                    ["Soup.paprikarecipe", "Soup", "1 l stock", "", "", "", 36]

                    """
            )
            // Back into a new book: the same recipes, servings included, so it still scales.
            let other = folder + "/b.sqlite"
            let back = try homebook(other, "recipe", "import", archive)
            #expect(back.status == 0, "\(back.stderr)")
            let shown = try homebook(other, "recipe", "show", "1", "--servings", "8")
            #expect(shown.stdout.contains("3 cups flour\n  4 eggs"), "\(shown.stdout)")
            #expect(shown.stdout.contains("Whisk."))
        }
    }

    @Test func aBinaryArchiveNeedsAFileAndNeverOverwritesOne() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/a.sqlite"
            #expect(try homebook(db, "recipe", "add", "Soup").status == 0)
            let toTerminal = try homebook(db, "recipe", "export", "--format", "paprika")
            #expect(toTerminal.status != 0)
            #expect(toTerminal.stderr.contains("--output"))
            #expect(toTerminal.stdout.isEmpty)
            let existing = folder + "/kept.paprikarecipes"
            try Data("mine".utf8).write(to: URL(fileURLWithPath: existing))
            let over = try homebook(
                db,
                "recipe",
                "export",
                "--format",
                "paprika",
                "--output",
                existing
            )
            #expect(over.status == 1)
            #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine")
        }
    }
}
