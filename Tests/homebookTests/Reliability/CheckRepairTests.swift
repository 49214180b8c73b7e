import Foundation
import SQLiteWrapper
import TestSupport
import Testing

/// `check` sees what another SQLite tool broke, and `check --repair` recomputes what is
/// derived, in one transaction, saying what it changed (issue 12 point 8).
@Suite(.tags(.process), .skippedByTag) struct CheckRepairTests {
    /// A database with two items and a recipe, made by the binary.
    func seeded(_ folder: String) throws -> String {
        let database = folder + "/h.sqlite"
        for arguments in [
            ["budget", "add", "income", "Pay", "100.00"],
            ["budget", "add", "expense", "Milk", "2.50"],
            ["recipe", "add", "Strawberry jam", "--ingredients", "strawberries"],
        ] {
            let result = try HomebookProcess.run(["--db", database] + arguments)
            try #require(result.status == 0, "\(result)")
        }
        return database
    }

    @Test func aRowAddedByAnotherToolIsFoundAndTheTotalsRepaired() throws {
        try withTemporaryDirectory { folder in
            let database = try seeded(folder)
            let raw = try Database(path: database, mode: .readWrite)
            try raw.execute(
                "INSERT INTO budget_items (kind, name, amount_cents, date) VALUES (?, ?, ?, ?)",
                [.text("income"), .text("Foreign"), .integer(700), .text("2024-01-01")]
            )
            try raw.close()

            let checked = try HomebookProcess.run(["--db", database, "check"])
            #expect(checked.status == 1, "\(checked)")
            #expect(
                checked.stderr.contains(
                    "the stored budget totals (income 100.00, expenses 2.50, 2 items) differ from"
                        + " the items (income 107.00, expenses 2.50, 3 items)"
                ),
                "\(checked.stderr)"
            )

            let repaired = try HomebookProcess.run(["--db", database, "check", "--repair"])
            #expect(repaired.status == 0, "\(repaired)")
            #expect(repaired.stdout.hasPrefix("recomputed the stored budget totals"))
            #expect(repaired.stdout.hasSuffix("\nok\n"))
            let total = try HomebookProcess.run(["--db", database, "budget", "total", "--json"])
            #expect(total.stdout.contains("\"income\":\"107.00\""), "\(total.stdout)")
            #expect(total.stdout.contains("\"count\":3"))
            let again = try HomebookProcess.run(["--db", database, "check", "--repair"])
            #expect(again.stdout == "nothing to repair\nok\n")
        }
    }

    @Test func aSearchIndexOutOfStepIsFoundAndRebuilt() throws {
        try withTemporaryDirectory { folder in
            let database = try seeded(folder)
            // Another tool without the triggers: the recipe changes, its index does not.
            let raw = try Database(path: database, mode: .readWrite)
            try raw.execute("DROP TRIGGER recipes_search_after_update")
            try raw.execute("UPDATE recipes SET name = 'Plum chutney' WHERE id = 1")
            try raw.close()

            let checked = try HomebookProcess.run(["--db", database, "check"])
            #expect(checked.status == 1, "\(checked)")
            #expect(checked.stderr.contains("the recipe search index does not match the recipes"))

            let repaired = try HomebookProcess.run(["--db", database, "check", "--repair"])
            #expect(repaired.status == 0, "\(repaired)")
            #expect(
                repaired.stdout == "rebuilt the recipe search index from the recipes\nok\n"
            )
            let found = try HomebookProcess.run([
                "--db", database, "recipe", "list", "--search", "plum",
            ])
            #expect(found.stdout.contains("Plum chutney"), "\(found)")
        }
    }
}
