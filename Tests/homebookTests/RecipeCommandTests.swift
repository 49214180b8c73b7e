import TestSupport
import Testing

@Suite struct RecipeCommandTests {
    @Test func addPrintsTheNewIdAndListShowsEveryField() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            let first = try homebook(
                db,
                "recipe",
                "add",
                "Crème Brûlée",
                "--ingredients",
                "cream\nsugar",
                "--last-made",
                "2024-02-29",
                "--link",
                "https://example.com/cb",
                "--notes",
                "Bake \"slowly\"\n\tthen chill"
            )
            #expect(first.status == 0)
            #expect(first.stdout == "1\n")
            #expect(first.stderr == "")
            #expect(try homebook(db, "recipe", "add", "Soup").stdout == "2\n")
            let list = try homebook(db, "recipe", "list", "--json")
            #expect(list.status == 0)
            #expect(
                list.stdout == """
                    [
                    {"id":1,"name":"Crème Brûlée","ingredients":"cream\\nsugar","lastMade":"2024-02-29","link":"https://example.com/cb","notes":"Bake \\"slowly\\"\\n\\tthen chill"},
                    {"id":2,"name":"Soup","ingredients":"","lastMade":null,"link":null,"notes":""}
                    ]

                    """
            )
        }
    }

    @Test func emptyListSaysSoAndJSONIsAnEmptyArray() throws {
        try withTemporaryDirectory { folder throws in
            let db = folder + "/r.sqlite"
            #expect(try homebook(db, "recipe", "list").stdout == "No recipes yet.\n")
            #expect(try homebook(db, "recipe", "list", "--json").stdout == "[]\n")
            #expect(
                try homebook(db, "recipe", "list", "--search", "x").stdout == "No recipe matches.\n"
            )
        }
    }

    @Test func listIsAnAlignedTableSortedAsAsked() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "banana bread", "--last-made", "2020-05-01")
            _ = try homebook(db, "recipe", "add", "Apple pie")
            _ = try homebook(
                db,
                "recipe",
                "add",
                "Chili",
                "--last-made",
                "2024-01-02",
                "--link",
                "http://c.org"
            )
            let byName = try homebook(db, "recipe", "list")
            #expect(
                byName.stdout == """
                    id  name          last made   link
                    --  ------------  ----------  ------------
                     2  Apple pie     never
                     1  banana bread  2020-05-01
                     3  Chili         2024-01-02  http://c.org

                    """
            )
            let byDay = try homebook(db, "recipe", "list", "--sort", "last-made", "--json")
            #expect(
                byDay.stdout.split(separator: "\n").dropFirst().first?.hasPrefix(#"{"id":3,"#)
                    == true
            )
            #expect(
                byDay.stdout.split(separator: "\n").dropLast().last?.hasPrefix(#"{"id":2,"#) == true
            )
        }
    }

    @Test func showPrintsEveryFieldOrJSON() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(
                db,
                "recipe",
                "add",
                "Pancakes",
                "--ingredients",
                "flour\nmilk",
                "--last-made",
                "2024-03-01",
                "--link",
                "https://x.org/p",
                "--notes",
                "Rest it."
            )
            let shown = try homebook(db, "recipe", "show", "1")
            #expect(
                shown.stdout == """
                    id:          1
                    name:        Pancakes
                    last made:   2024-03-01
                    link:        https://x.org/p
                    ingredients:
                      flour
                      milk
                    notes:
                      Rest it.

                    """
            )
            let json = try homebook(db, "recipe", "show", "1", "--json")
            #expect(
                json.stdout
                    == #"{"id":1,"name":"Pancakes","ingredients":"flour\nmilk","lastMade":"2024-03-01","link":"https://x.org/p","notes":"Rest it."}"#
                    + "\n"
            )
        }
    }

    @Test func editChangesOnlyTheGivenFields() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(
                db,
                "recipe",
                "add",
                "Pancakes",
                "--ingredients",
                "flour",
                "--last-made",
                "2024-03-01",
                "--link",
                "https://x.org/p",
                "--notes",
                "Rest it."
            )
            let edit = try homebook(db, "recipe", "edit", "1", "--notes", "Serve hot.")
            #expect(edit.status == 0)
            #expect(edit.stdout == "Updated recipe 1: Pancakes\n")
            #expect(
                try recipeJSONLines(db) == [
                    #"{"id":1,"name":"Pancakes","ingredients":"flour","lastMade":"2024-03-01","link":"https://x.org/p","notes":"Serve hot."}"#
                ]
            )
            _ = try homebook(
                db,
                "recipe",
                "edit",
                "1",
                "--clear-last-made",
                "--link",
                "",
                "--name",
                " Crêpes "
            )
            #expect(
                try recipeJSONLines(db) == [
                    #"{"id":1,"name":"Crêpes","ingredients":"flour","lastMade":null,"link":null,"notes":"Serve hot."}"#
                ]
            )
        }
    }

    @Test func editWithoutChangesOrWithBothDateOptionsIsAUsageError() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "Soup")
            let nothing = try homebook(db, "recipe", "edit", "1")
            #expect(nothing.status == 64)
            #expect(nothing.stderr.hasPrefix("Error: Nothing to change"))
            let both = try homebook(
                db,
                "recipe",
                "edit",
                "1",
                "--last-made",
                "today",
                "--clear-last-made"
            )
            #expect(both.status == 64)
            #expect(try recipeJSONLines(db).first?.contains(#""lastMade":null"#) == true)
        }
    }

    @Test func madeRecordsTodayByDefaultAndRefusesTheFuture() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "Soup")
            _ = try homebook(db, "recipe", "add", "Reference", "--last-made", "today")
            let future = try homebook(db, "recipe", "made", "1", "--on", "2999-01-01")
            #expect(future.status == 1)
            #expect(
                future.stderr.hasPrefix(
                    "Error: 2999-01-01 is in the future: the day last made must be today ("
                )
            )
            let bad = try homebook(db, "recipe", "made", "1", "--on", "31/12/2024")
            #expect(bad.status == 1)
            #expect(bad.stderr.contains("use YYYY-MM-DD (a real calendar day), today or yesterday"))
            #expect(try recipeJSONLines(db).last?.contains(#""lastMade":null"#) == true)
            let made = try homebook(db, "recipe", "made", "1")
            #expect(made.status == 0)
            #expect(made.stdout.hasPrefix("Recipe 1 (Soup) last made "))
            let days = try recipeJSONLines(db).map { $0.split(separator: ",")[3] }
            #expect(days.count == 2)
            #expect(days.first == days.last)
            #expect(try homebook(db, "recipe", "made", "1", "--on", "2020-01-01").status == 0)
            #expect(try recipeJSONLines(db).map { $0.split(separator: ",")[3] } == days)
        }
    }

    @Test func deleteRemovesTheRecipe() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            _ = try homebook(db, "recipe", "add", "Soup")
            _ = try homebook(db, "recipe", "add", "Bread")
            let deleted = try homebook(db, "recipe", "delete", "1")
            #expect(deleted.status == 0)
            #expect(deleted.stdout == "Deleted recipe 1: Soup\n")
            #expect(try recipeJSONLines(db).count == 1)
            #expect(
                try homebook(db, "recipe", "list", "--search", "soup", "--json").stdout == "[]\n"
            )
        }
    }

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
        ["show", "abc"], ["show", "1.5"], ["list", "--sort", "newest"], ["add"], ["made"],
    ])
    func malformedArgumentsAreUsageErrors(_ arguments: [String]) throws {
        try withTemporaryDirectory { folder in
            let result = try HomebookProcess.run(
                ["--db", folder + "/r.sqlite", "recipe"] + arguments
            )
            #expect(result.status == 64)
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
