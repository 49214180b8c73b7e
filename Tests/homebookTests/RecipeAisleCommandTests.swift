import Foundation
import TestSupport
import Testing

/// `recipe aisle FOOD AISLE`, `recipe aisle FOOD --remove`, `recipe aisles` and
/// `plan shopping --by aisle` through the built binary (docs/manual.md#shopping).
@Suite struct RecipeAisleCommandTests {
    static let range = ["--from", "2026-12-01", "--to", "2026-12-01"]

    /// A store with Pancakes and Risotto planned on 2026-12-01.
    func withPlannedMeals(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/a.sqlite"
            for (name, ingredients) in [
                ("Pancakes", "200 g flour\n2 eggs\n300 ml milk"),
                ("Risotto", "300 g rice\n1 egg\n2 onions"),
            ] {
                #expect(
                    try homebook(db, "recipe", "add", name, "--ingredients", ingredients).status
                        == 0
                )
                let start = "2026-12-01 12:00"
                #expect(
                    try homebook(db, "plan", "add", name, "--start", start, "--recipe", name)
                        .status == 0
                )
            }
            try body(db)
        }
    }

    @Test func aislesAreSetListedAndGroupTheListInEveryFormat() throws {
        try withPlannedMeals { db in
            let set = try homebook(db, "recipe", "aisle", "Eggs", "Dairy")
            #expect(set.status == 0)
            #expect(set.stdout == "\"egg\" is in the aisle \"Dairy\"\n")
            _ = try homebook(db, "recipe", "aisle", "milk", "dairy")
            _ = try homebook(db, "recipe", "aisle", "flour", "Baking")
            let listed = try homebook(db, "recipe", "aisles")
            #expect(listed.stdout.contains("Baking  flour"))
            #expect(listed.stdout.contains("Dairy   egg\nDairy   milk"))
            let json = try homebook(db, "recipe", "aisles", "--json")
            #expect(
                json.stdout
                    == #"[{"food":"flour","aisle":"Baking"},{"food":"egg","aisle":"Dairy"},{"food":"milk","aisle":"Dairy"}]"#
                    + "\n"
            )
            let text = try homebook(db, ["plan", "shopping", "--by", "aisle"] + Self.range)
            #expect(
                text.stdout == """
                    Shopping 2026-12-01 – 2026-12-01: 5 to buy

                    Baking
                    - 200 g flour  (Pancakes)

                    Dairy
                    - 3 eggs  (Pancakes, Risotto)
                    - 300 ml milk  (Pancakes)

                    other
                    - 2 onions  (Risotto)
                    - 300 g rice  (Risotto)

                    """
            )
            let markdown = try homebook(
                db,
                ["plan", "shopping", "--by", "aisle", "--format", "markdown"] + Self.range
            )
            #expect(markdown.stdout.contains("### Dairy\n\n- [ ] 3 eggs  (Pancakes, Risotto)\n"))
            #expect(
                markdown.stdout.hasSuffix(
                    "### other\n\n- [ ] 2 onions  (Risotto)\n- [ ] 300 g rice  (Risotto)\n"
                )
            )
            let grouped = try homebook(
                db,
                ["plan", "shopping", "--by", "aisle", "--json"] + Self.range
            )
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(grouped.stdout.utf8)) as? [String: Any]
            )
            let aisles = try #require(object["aisles"] as? [[String: Any]])
            #expect(aisles.map { $0["aisle"] as? String } == ["Baking", "Dairy", nil])
            let keys = aisles.map {
                ($0["items"] as? [[String: Any]] ?? []).map { $0["key"] as? String }
            }
            #expect(keys == [["flour"], ["egg", "milk"], ["onion", "rice"]])
            // By food (the default) is unchanged but for each item's aisle.
            let byFood = try homebook(db, ["plan", "shopping", "--json"] + Self.range).stdout
            #expect(byFood.contains(#""key":"egg","#) && byFood.contains(#""aisle":"Dairy""#))
            #expect(!byFood.contains(#""aisles""#))
        }
    }

    @Test func removeAndUndoAreOneChangeEachWithTheirWords() throws {
        try withPlannedMeals { db in
            _ = try homebook(db, "recipe", "aisle", "rice", "Dry goods")
            let removed = try homebook(db, "recipe", "aisle", "Rice", "--remove")
            #expect(removed.stdout == "\"rice\" has no aisle now (was \"Dry goods\")\n")
            let again = try homebook(db, "recipe", "aisle", "rice", "--remove")
            #expect(again.status == 1)
            #expect(again.stderr.contains("\"rice\" has no aisle"))
            let undo = try homebook(db, "undo")
            #expect(undo.stdout.contains("remove the aisle \"Dry goods\" of \"rice\""))
            #expect(try homebook(db, "recipe", "aisles").stdout.contains("Dry goods  rice"))
        }
    }

    @Test func badInputIsRefusedWithAClearMessageAndChangesNothing() throws {
        try withPlannedMeals { db in
            let neither = try homebook(db, "recipe", "aisle", "rice")
            #expect(neither.status == 64)
            #expect(neither.stderr.contains("Give the aisle"))
            let both = try homebook(db, "recipe", "aisle", "rice", "Dairy", "--remove")
            #expect(both.status == 64)
            let empty = try homebook(db, "recipe", "aisle", "rice", "  ")
            #expect(empty.status == 1)
            #expect(empty.stderr.contains("the aisle must not be empty"))
            let twoLines = try homebook(db, "recipe", "aisle", "rice", "a\nb")
            #expect(twoLines.status == 1)
            let none = try homebook(db, "recipe", "aisles")
            #expect(none.stdout.hasPrefix("No aisles set"))
            let byWhat = try homebook(db, ["plan", "shopping", "--by", "shelf"] + Self.range)
            #expect(byWhat.status == 64)
        }
    }
}
