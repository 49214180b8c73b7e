import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

@Suite struct RecipesSchemaTests {
    @Test func migrationIsEmbeddedExactlyAsOnDisk() throws {
        // Tests/HomebookCoreTests/ThisFile.swift → the package folder.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = package.appendingPathComponent("migrations/0002_create_recipes.sql")
        let onDisk = try String(contentsOf: file, encoding: .utf8)
        let embedded = HomebookSchema.embeddedFiles.first { $0.name == "0002_create_recipes.sql" }
        #expect(embedded?.sql == onDisk)
        #expect(
            HomebookSchema.migrations().contains {
                $0.version == 2 && $0.name == "create_recipes"
            }
        )
    }

    @Test func recipesTableIsStrict() throws {
        try withRecipeBook { _, store in
            let row = try store.database.fetchOne(
                "SELECT strict FROM pragma_table_list WHERE name = 'recipes'"
            )
            #expect(try row?.get(0, as: Int64.self) == 1)
            #expect {
                try store.database.execute(
                    "INSERT INTO recipes (name, notes) VALUES ('x', ?)",
                    [.blob([0])]
                )
            } throws: { error in
                (error as? SQLiteError)?.code == .constraintDataType
            }
        }
    }

    @Test(arguments: [
        ("name", DatabaseValue.text("")),
        ("name", .text(" Soup")),
        ("name", .text("Soup\u{A0}")),
        ("name", .text("So\nup")),
        ("name", .text("So\rup")),
        ("name", .text("So\u{2028}up")),
        ("last_made", .text("2023-02-29")),
        ("last_made", .text("2024-02-30")),
        ("last_made", .text("2024-13-01")),
        ("last_made", .text("2024-1-01")),
        ("last_made", .text("0000-01-01")),
        ("last_made", .text("today")),
        ("last_made", .text("")),
        ("link", .text("")),
        ("link", .text("ftp://example.com")),
        ("link", .text("https://")),
        ("link", .text("HTTPS://example.com")),
        ("link", .text("https://exa mple.com")),
    ])
    func checkConstraintsRefuseWhatTheRulesForbid(_ column: String, _ value: DatabaseValue) throws {
        try withRecipeBook { book, store throws in
            let sql =
                column == "name"
                ? "INSERT INTO recipes (name) VALUES (?)"
                : "INSERT INTO recipes (name, \(column)) VALUES ('Soup', ?)"
            #expect {
                try store.database.execute(sql, [value])
            } throws: { error in
                (error as? SQLiteError)?.code == .constraintCheck
            }
            #expect(try book.count() == 0)
        }
    }

    @Test func checkConstraintsAcceptValidRows() throws {
        try withRecipeBook { book, store in
            try store.database.execute(
                """
                INSERT INTO recipes (name, last_made, link) VALUES
                ('Soup', '2024-02-29', 'http://x.org'), ('Bread', NULL, NULL)
                """
            )
            #expect(try book.count() == 2)
        }
    }

    @Test func searchIndexFollowsRawWritesToo() throws {
        try withRecipeBook { book, store in
            try store.database.execute("INSERT INTO recipes (name) VALUES ('Lemon tart')")
            #expect(try book.search("lemon").count == 1)
            try store.database.execute("UPDATE recipes SET name = 'Lime tart'")
            #expect(try book.search("lemon").isEmpty)
            #expect(try book.search("lime").count == 1)
            try store.database.execute("DELETE FROM recipes")
            #expect(try book.search("lime").isEmpty)
            try store.database.execute(
                "INSERT INTO recipes_search (recipes_search, rank) VALUES ('integrity-check', 1)"
            )
        }
    }

    @Test func listingReadsTheIndexesInsteadOfSorting() throws {
        try withRecipeBook { _, store in
            for order in ["name COLLATE NOCASE, id", "last_made DESC, name COLLATE NOCASE, id"] {
                let plan = try store.database.fetchAll(
                    "EXPLAIN QUERY PLAN SELECT * FROM recipes ORDER BY \(order)"
                ).map { try $0.get("detail", as: String.self) }
                #expect(!plan.contains { $0.contains("TEMP B-TREE") })
            }
        }
    }
}
