import TestSupport
import Testing

/// `plan shopping` and `plan shopping check` through the built binary
/// (docs/manual.md#shopping).
@Suite struct PlanShoppingCommandTests {
    @Test func theListSumsChecksOffUndoesAndFollowsRecipeEdits() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/s.sqlite"
            let range = ["--from", "2026-12-01", "--to", "2026-12-07"]
            _ = try homebook(
                db,
                "recipe",
                "add",
                "Pancakes",
                "--servings",
                "2",
                "--ingredients",
                "200 g flour\n2 eggs\n1/2 cup milk\nsalt, to taste"
            )
            _ = try homebook(
                db,
                "recipe",
                "add",
                "Risotto",
                "--ingredients",
                "1 kg rice\n2 eggs\n300 g flour"
            )
            _ = try homebook(
                db,
                "plan",
                "add",
                "Brunch",
                "--start",
                "2026-12-01 10:00",
                "--recipe",
                "Pancakes",
                "--repeat",
                "daily",
                "--count",
                "2"
            )
            _ = try homebook(
                db,
                "plan",
                "add",
                "Dinner",
                "--start",
                "2026-12-02 19:00",
                "--recipe",
                "Risotto"
            )
            _ = try homebook(
                db,
                "plan",
                "add",
                "Party",
                "--start",
                "2026-12-03 19:00",
                "--recipe",
                "Pancakes",
                "--servings",
                "6"
            )
            let list = try homebook(db, ["plan", "shopping"] + range)
            // Flour: 2 × 200 g + 300 g + 3 × 200 g = 1300 g; eggs 2 × 2 + 2 + 3 × 2 = 12;
            // milk 2 × ½ + 3 × ½ = 2 ½ cups.
            #expect(
                list.stdout == """
                    Shopping 2026-12-01 – 2026-12-07: 5 to buy
                    - 12 eggs  (Pancakes ×3, Risotto)
                    - 1.3 kg flour  (Pancakes ×3, Risotto)
                    - 2 ½ cups milk  (Pancakes ×3)
                    - 1 kg rice  (Risotto)
                    - salt, to taste  (Pancakes ×3)

                    """
            )
            let check = try homebook(db, ["plan", "shopping", "check", "Egg"] + range)
            #expect(check.stdout == "✓ 12 eggs\n")
            let markdown = try homebook(db, ["plan", "shopping", "--format", "markdown"] + range)
            // Ticked foods go last.
            #expect(markdown.stdout.contains("- [ ] salt, to taste  (Pancakes ×3)\n- [x] 12 eggs"))
            // The tick belongs to the meals: a shorter range needing less is still ticked.
            let other = try homebook(
                db,
                "plan",
                "shopping",
                "--from",
                "2026-12-01",
                "--to",
                "2026-12-02"
            )
            // Brunch twice and the dinner: 2 × 2 + 2 eggs.
            #expect(other.stdout.contains("✓ 6 eggs  (Pancakes ×2, Risotto)"))
            let json = try homebook(db, ["plan", "shopping", "--json"] + range)
            #expect(
                json.stdout.contains(
                    #""checked":true,"tick":{"quantities":["12"],"moreNeeded":[]}"#
                )
            )
            let undo = try homebook(db, "undo")
            #expect(undo.stdout.contains("tick \"eggs\" on the shopping list"))
            #expect(try homebook(db, ["plan", "shopping"] + range).stdout.contains("- 12 eggs"))
            // A party for twelve: more eggs than were ticked, and the list says so.
            _ = try homebook(db, ["plan", "shopping", "check", "eggs"] + range)
            _ = try homebook(
                db,
                "plan",
                "add",
                "Feast",
                "--start",
                "2026-12-05 19:00",
                "--recipe",
                "Risotto"
            )
            let more = try homebook(db, ["plan", "shopping"] + range)
            #expect(more.stdout.contains("- ✓ 12 eggs (2 more needed)  (Pancakes ×3, Risotto ×2)"))
            let cleared = try homebook(db, ["plan", "shopping", "clear"] + range)
            #expect(cleared.stdout == "Nothing is ticked from 2026-12-01 to 2026-12-07.\n")
            _ = try homebook(db, ["plan", "shopping", "check", "eggs"] + range)
            let clear = try homebook(db, ["plan", "shopping", "clear"] + range)
            #expect(clear.stdout == "Cleared 1 ticks.\n")
            _ = try homebook(db, "undo")  // the clear
            _ = try homebook(db, "undo")  // the tick
            _ = try homebook(db, "undo")  // the feast
            _ = try homebook(db, "undo")  // the first tick again
            let unknown = try homebook(db, ["plan", "shopping", "check", "caviar"] + range)
            #expect(unknown.status == 1 && unknown.stderr.contains("is not on this shopping list"))
            // A recipe edited after planning changes the list; a deleted one says so.
            _ = try homebook(db, "recipe", "edit", "2", "--ingredients", "2 kg rice")
            let edited = try homebook(db, ["plan", "shopping"] + range)
            #expect(edited.stdout.contains("- 2 kg rice  (Risotto)"))
            #expect(edited.stdout.contains("- 1 kg flour  (Pancakes ×3)"))
            _ = try homebook(db, "recipe", "delete", "2")
            let deleted = try homebook(db, ["plan", "shopping"] + range)
            #expect(deleted.stdout.contains("! Dinner: the recipe \"Risotto\" was deleted"))
            #expect(!deleted.stdout.contains("rice"))
        }
    }
}
