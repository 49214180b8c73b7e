import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// SQL-looking text in every text field is stored and shown verbatim, and every table is
/// still there afterwards: values are bound, never spliced into SQL.
@Suite(.tags(.process), .skippedByTag) struct SQLTextVerbatimTests {
    static let drop = "'); DROP TABLE budget_items; --"
    static let orTrue = "\" OR 1=1 --"
    static let delete = "x'; DELETE FROM recipes WHERE '1'='1"

    @Test func sqlLookingTextIsStoredAndShownVerbatim() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/sql.sqlite"
            #expect(try HomebookProcess.run(["--db", database, "check"]).status == 0)
            let tablesBefore = try tables(database)
            let writes = [
                ["recipe", "add", Self.drop, "--ingredients", Self.delete, "--notes", Self.orTrue],
                ["recipe", "add", Self.orTrue, "--notes", Self.drop],
                [
                    "budget", "add", "expense", Self.drop, "1.00", "--category", Self.orTrue,
                    "--note", Self.delete,
                ],
                ["budget", "add", "income", Self.orTrue, "2.00", "--note", Self.drop],
            ]
            for write in writes {
                let result = try HomebookProcess.run(["--db", database] + write)
                #expect(result.status == 0 && result.stderr.isEmpty, "\(write): \(result)")
            }
            #expect(try tables(database) == tablesBefore)

            let recipes = try jsonObjects(database, ["recipe", "list", "--json"])
            #expect(
                Set(recipes.compactMap { $0["name"] as? String }) == [Self.drop, Self.orTrue]
            )
            let shown = try jsonObjects(database, ["recipe", "show", "1", "--json"])
            #expect(shown.first?["ingredients"] as? String == Self.delete)
            #expect(shown.first?["notes"] as? String == Self.orTrue)
            let items = try jsonObjects(database, ["budget", "list", "--json"])
            #expect(items.map { $0["name"] as? String } == [Self.drop, Self.orTrue])
            #expect(items.first?["category"] as? String == Self.orTrue)
            #expect(items.map { $0["note"] as? String } == [Self.delete, Self.drop])
            // The plain listings show them as typed too (on a terminal wide enough for them).
            let list = try HomebookProcess.run(
                ["--db", database, "budget", "list"],
                environment: ["COLUMNS": "400"]
            )
            #expect(list.stdout.contains(Self.drop) && list.stdout.contains(Self.orTrue))
            let search = try HomebookProcess.run([
                "--db", database, "recipe", "list", "--search", "DROP TABLE",
            ])
            #expect(search.stdout.contains(Self.drop), "\(search)")
            #expect(try HomebookProcess.run(["--db", database, "check"]).stdout == "ok\n")
        }
    }

    /// Every table of the database, by name.
    func tables(_ path: String) throws -> [String] {
        return try withStore(at: path) { store throws in
            return try store.database.fetchAll(
                "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
            ).map { try $0.get(0) }
        }
    }

    /// The JSON objects a `--json` command prints (one object, or a list of them).
    func jsonObjects(_ path: String, _ arguments: [String]) throws -> [[String: Any]] {
        let result = try HomebookProcess.run(["--db", path] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return (value as? [[String: Any]]) ?? [(value as? [String: Any]) ?? [:]]
    }
}
