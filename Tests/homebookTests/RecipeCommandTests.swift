import TestSupport
import Testing

@Suite(.tags(.process), .skippedByTag) struct RecipeCommandTests {
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
            #expect(first.stderrAfterCreation == "")
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
                    == #"{"id":1,"name":"Pancakes","ingredients":"flour\nmilk","lastMade":"2024-03-01","link":"https://x.org/p","notes":"Rest it.","readings":"#
                    + #"[{"line":"flour","quantity":null,"unit":null,"food":"flour"},"#
                    + #"{"line":"milk","quantity":null,"unit":null,"food":"milk"}]}"# + "\n"
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
}
