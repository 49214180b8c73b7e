import TestSupport
import Testing

/// The recipe commands refusing what they must, and never letting stored text drive the terminal.
@Suite(.tags(.process), .skippedByTag) struct RecipeCommandErrorTests {
    @Test(arguments: [
        ["show", "12"], ["show", "12", "--json"], ["edit", "12", "--name", "X"], ["made", "12"],
        ["delete", "12"],
    ])
    func unknownIdIsAnErrorWithStatusOne(_ arguments: [String]) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "Soup")
            let result = try HomebookProcess.run(["--db", db, "recipe"] + arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "Error: no recipe with id 12\n")
            #expect(result.stdout == "")
            #expect(
                try recipeJSONLines(db) == [
                    #"{"id":1,"name":"Soup","ingredients":"","lastMade":null,"link":null,"notes":""}"#
                ]
            )
        }
    }

    @Test(
        arguments: [
            (["add", ""], "a recipe needs a name"),
            (["add", "   "], "a recipe needs a name"),
            (["add", "Two\nlines"], "a recipe name must fit on one line"),
            (
                ["add", "Soup", "--last-made", "2023-02-29"],
                "use YYYY-MM-DD (a real calendar day), today or yesterday"
            ),
            (
                ["add", "Soup", "--last-made", "31/12/2024"],
                "use YYYY-MM-DD (a real calendar day), today or yesterday"
            ),
            (["add", "Soup", "--last-made", "2999-01-01"], "must be today ("),
            (
                ["add", "Soup", "--link", "ftp://example.com"],
                "it must start with http:// or https://"
            ),
            (["add", "Soup", "--link", "https://"], "it has no host name"),
            (["add", "Soup", "--link", "example.com"], "expected an absolute web address"),
            (["edit", "1", "--name", " "], "a recipe needs a name"),
            (["edit", "1", "--last-made", "2999-01-01"], "must be today ("),
            (
                ["edit", "1", "--link", "www.x.org", "--notes", "lost"],
                "it must start with http:// or https://"
            ),
        ] as [([String], String)]
    )
    func invalidInputIsRefusedAndNothingIsSaved(_ arguments: [String], _ expected: String) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "Kept")
            let before = try recipeJSONLines(db)
            let result = try HomebookProcess.run(["--db", db, "recipe"] + arguments)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.contains(expected))
            #expect(result.stdout == "")
            #expect(try recipeJSONLines(db) == before)
        }
    }

    @Test(arguments: [
        ["--db", "DB", "recipe", "list"], ["recipe", "--db", "DB", "list"],
        ["recipe", "list", "--db", "DB"],
    ])
    func databaseOptionWorksAnywhere(_ arguments: [String]) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "Soup")
            let result = try HomebookProcess.run(arguments.map { $0 == "DB" ? db : $0 })
            #expect(result.status == 0)
            #expect(result.stdout.contains("Soup"))
        }
    }

    @Test func searchIsAccentAndCaseInsensitiveByPrefixAndSafe() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "Crème Brûlée")
            _ = try homebook(db, "recipe", "add", "Tart", "--ingredients", "Strawberries")
            _ = try homebook(db, "recipe", "add", "Curry", "--notes", "From JALAPEÑO market")
            func found(_ query: String) throws -> [String] {
                let result = try homebook(db, "recipe", "list", "--search", query, "--json")
                #expect(result.status == 0, "\(query): \(result.stderr)")
                return result.stdout.split(separator: "\n").compactMap { line -> String? in
                    guard let range = line.firstRange(of: #""name":""#) else { return nil }
                    return String(line.suffix(from: range.upperBound).prefix { $0 != "\"" })
                }
            }
            #expect(try found("creme") == ["Crème Brûlée"])
            #expect(try found("STRAW") == ["Tart"])
            #expect(try found("jalapeno") == ["Curry"])
            for hostile in [
                "\"unbalanced", "NEAR(*", "OR", "-", "*", "^", ":", "'); DROP TABLE recipes; --",
            ] {
                _ = try found(hostile)
            }
            #expect(try found("c").count == 2)
        }
    }

    @Test func storedControlCharactersAreShownEscaped() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            let hostile = "Soup\u{1B}]0;pwned\u{07}\u{9B}2J"
            _ = try homebook(
                db,
                "recipe",
                "add",
                hostile,
                "--notes",
                "a\u{1B}[31mred",
                "--ingredients",
                "x\u{9B}y"
            )
            for arguments in [
                ["recipe", "list"], ["recipe", "show", "1"],
                ["recipe", "edit", "1", "--notes", "z"],
            ] {
                let result = try HomebookProcess.run(["--db", db] + arguments)
                #expect(result.status == 0)
                #expect(!result.stdout.contains("\u{1B}"))
                #expect(!result.stdout.contains("\u{9B}"))
                #expect(!result.stdout.contains("\u{07}"))
                #expect(result.stdout.contains("Soup\\x1B]0;pwned\\x07\\x9B2J"))
            }
            let shown = try homebook(db, "recipe", "show", "1", "--json")
            #expect(shown.stdout.contains(#""name":"Soup\u001b]0;pwned\u0007\u009b2J""#))
        }
    }
}
