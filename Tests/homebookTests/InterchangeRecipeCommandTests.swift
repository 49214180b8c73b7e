import Foundation
import TestSupport
import Testing

/// `recipe import` and `recipe export` run as a script would; the JSON-LD is also read by
/// an independent schema.org extractor (PyPI's `extruct`, when installed; CI installs it).
@Suite(.tags(.process), .skippedByTag) struct InterchangeRecipeCommandTests {
    /// Whether python3 can import extruct.
    static let hasExtruct: Bool = {
        let result = try? HomebookProcess.run(
            ["python3", "-c", "import extruct"],
            executable: "/usr/bin/env"
        )
        return result?.status == 0
    }()

    func addRecipes(_ db: String) throws {
        let adds: [[String]] = [
            [
                "Shakshuka", "--ingredients", "4 eggs\n1 tin tomatoes", "--notes",
                "Simmer; then eggs.",
                "--link", "https://example.org/shakshuka",
            ],
            ["Crème brûlée <b>&amp;</b> \"quotes\"", "--ingredients", "500 ml cream\n5 yolks"],
        ]
        for add in adds {
            #expect(try homebook(db, ["recipe", "add"] + add).status == 0)
        }
    }

    @Test func exportThenImportReportsAndSkipsWhatIsAlreadyThere() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try addRecipes(db)
            let json = folder + "/recipes.json"
            let export = try homebook(db, ["recipe", "export", "--output", json])
            #expect(export.stdout == "Exported 2 recipes to \(json).\n")
            #expect(filePermissions(json) == 0o600)
            let again = try homebook(db, ["recipe", "import", json])
            #expect(
                again.stdout == "Imported 0 recipes, skipped 2 already present.\n"
                    + "Skipped: Crème brûlée <b>&amp;</b> \"quotes\"\nSkipped: Shakshuka\n"
            )
            let fresh = folder + "/fresh.sqlite"
            #expect(
                try homebook(fresh, ["recipe", "import", json]).stdout.hasPrefix(
                    "Imported 2 recipes,"
                )
            )
            let cook = try homebook(db, ["recipe", "export", "--format", "cooklang"])
            #expect(
                cook.stdout.contains(
                    ">> title: Shakshuka\n>> source: https://example.org/shakshuka\n"
                )
            )
            let missing = try homebook(db, ["recipe", "import", json, folder + "/nope.cook"])
            #expect(missing.status == 1)
            #expect(
                missing.stderr.hasPrefix(
                    "Error: 1 problem; nothing was imported:\n  \(folder)/nope.cook: "
                )
            )
        }
    }

    @Test(.enabled(if: hasExtruct))
    func extructReadsTheExportedJSONLDAsSchemaOrgRecipes() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            try addRecipes(db)
            let exported = try homebook(db, ["recipe", "export", "--format", "json-ld"]).stdout
            let page = folder + "/page.html"
            try
                "<html><head><script type=\"application/ld+json\">\(exported)</script></head></html>"
                .write(toFile: page, atomically: true, encoding: .utf8)
            let script = """
                import extruct, json, sys
                data = extruct.extract(open(sys.argv[1], encoding="utf-8").read(), syntaxes=["json-ld"])
                items = [i for block in data["json-ld"] for i in (block if isinstance(block, list) else [block])]
                print(json.dumps([[i["@type"], i["name"], i["recipeIngredient"], i.get("url")] for i in items]))
                """
            let result = try HomebookProcess.run(
                ["python3", "-c", script, page],
                executable: "/usr/bin/env"
            )
            #expect(result.status == 0, "\(result.stderr)")
            let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[Any]]
            let names = items?.map { $0[1] as? String }
            #expect(items?.count == 2)
            #expect(items?.allSatisfy { $0[0] as? String == "Recipe" } == true)
            #expect(names == ["Crème brûlée <b>&amp;</b> \"quotes\"", "Shakshuka"])
            #expect(items?.last?[2] as? [String] == ["4 eggs", "1 tin tomatoes"])
            #expect(items?.last?[3] as? String == "https://example.org/shakshuka")
        }
    }

    /// The recipe pages of Tests/Fixtures/RecipePages that extruct reads: the two others hold
    /// a broken block or a CDATA wrapper with a trailing `;`, which browsers accept and extruct
    /// refuses (`JSONDecodeError`).
    static let pagesExtructReads = [
        "graph-as-an-object.html", "howto-steps-and-sections.html",
        "instructions-as-paragraphs.html",
        "link-id-without-fragment.html", "link-main-entity-of-page.html",
        "link-not-an-address.html", "link-relative-to-canonical.html",
        "nodes-sharing-an-id.html", "steps-as-sites-number-and-split-them.html",
        "recipe-carrying-a-graph.html", "recipe-in-item-list-and-main-entity.html",
        "stray-character-before-doctype.html", "text-markup-and-entities.html",
        "type-in-any-case-and-a-list.html",
    ]

    @Test(.enabled(if: hasExtruct))
    func recipePagesImportAsExtructReadsThem() throws {
        // Tests/homebookTests/… : two folders up is Tests/.
        let tests = #filePath.split(separator: "/", omittingEmptySubsequences: false)
            .dropLast(2).joined(separator: "/")
        let folder = tests + "/Fixtures/RecipePages"
        // extruct finds the blocks; the text is read as recipe-scrapers' normalize_string
        // does (references, tags, soft hyphens, "Â ", "((…))", white space).
        let script = #"""
            import extruct, html, json, re, sys
            def norm(s):
                prev = None
                while prev != s:
                    prev, s = s, html.unescape(s)
                s = re.sub(r"<[^>]*>", " ", s).replace("\u00ad", "").replace("\u00c2\u00a0", " ")
                if "((" in s and "))" in s:
                    s = s.replace("((", "(").replace("))", ")")
                return " ".join(s.split())
            def recipes(node, out):
                if isinstance(node, list):
                    for n in node: recipes(n, out)
                elif isinstance(node, dict):
                    t = node.get("@type", "")
                    if any(isinstance(x, str) and x.lower() == "recipe" for x in (t if isinstance(t, list) else [t])) and node.get("name"):
                        out.append([norm(node["name"]), [norm(str(i)) for i in node.get("recipeIngredient", [])]])
                    for v in node.values(): recipes(v, out)
            found = []
            recipes(extruct.extract(open(sys.argv[1], encoding="utf-8").read(), syntaxes=["json-ld"])["json-ld"], found)
            print(json.dumps(found))
            """#
        try withTemporaryDirectory { work in
            for (index, page) in Self.pagesExtructReads.enumerated() {
                let path = folder + "/" + page
                let oracle = try HomebookProcess.run(
                    ["python3", "-c", script, path],
                    executable: "/usr/bin/env"
                )
                #expect(oracle.status == 0, "\(page): \(oracle.stderr)")
                let db = work + "/\(index).sqlite"
                #expect(try homebook(db, ["recipe", "import", path]).status == 0, "\(page)")
                let listed = try homebook(db, ["recipe", "list", "--json"]).stdout
                let recipes =
                    try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]]
                    ?? []
                let ours = recipes.map { recipe -> [Any] in
                    let ingredients = recipe["ingredients"] as? String ?? ""
                    return [
                        recipe["name"] as? String ?? "",
                        ingredients.isEmpty ? [] : ingredients.components(separatedBy: "\n"),
                    ]
                }
                let theirs =
                    try JSONSerialization.jsonObject(with: Data(oracle.stdout.utf8)) as? [[Any]]
                    ?? []
                // The list is by name; extruct's order is the page's.
                let sortedTheirs = theirs.sorted { "\($0[0])" < "\($1[0])" }
                #expect("\(ours)" == "\(sortedTheirs)", "\(page)")
            }
        }
    }
}
