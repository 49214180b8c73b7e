import Foundation
import TestSupport
import Testing

/// `budget category rename`, `--category` on a branch and `report --depth` through the
/// built binary (docs/manual.md#categories).
@Suite(.tags(.process), .skippedByTag) struct BudgetCategoryCommandTests {
    @Test func renameMovesABranchSaysWhatMovedAndUndoTakesItBack() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            for (name, amount, category) in [
                ("Milk", "1.29", "food:groceries"), ("Pizza", "9.00", "Food:Eating out"),
                ("Cafe", "4.00", "eating out"),
            ] {
                let add = try homebook(
                    db,
                    ["budget", "add", "expense", name, amount, "--category", category]
                )
                #expect(add.status == 0, "\(add.stderr)")
            }
            let total = try homebook(db, ["budget", "total", "--category", "FOOD", "--json"])
            #expect(total.stdout.contains("\"expenses\":\"10.29\""), "\(total.stdout)")
            let depth = try homebook(db, ["budget", "report", "--by", "category", "--depth", "1"])
            #expect(depth.status == 0, "\(depth.stderr)")
            #expect(depth.stdout.contains("food"), "\(depth.stdout)")
            #expect(!depth.stdout.contains("groceries"), "\(depth.stdout)")

            let merged = try homebook(
                db,
                ["budget", "category", "rename", "eating out", "food:eating out"]
            )
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(
                merged.stdout
                    == "renamed \"eating out\" to \"food:Eating out\": 1 item;"
                    + " merged into the existing \"food:Eating out\"\n"
            )
            let branch = try homebook(db, ["budget", "category", "rename", "food", "meals"])
            #expect(branch.stdout == "renamed \"food\" to \"meals\": 3 items\n")
            let moved = try homebook(db, ["budget", "total", "--category", "meals", "--json"])
            #expect(moved.stdout.contains("\"expenses\":\"14.29\""), "\(moved.stdout)")
            let undo = try homebook(db, ["undo"])
            #expect(undo.stdout.contains("rename category \"food\" to \"meals\""), "\(undo.stdout)")
            let back = try homebook(db, ["budget", "total", "--category", "food", "--json"])
            #expect(back.stdout.contains("\"expenses\":\"14.29\""), "\(back.stdout)")

            let unknown = try homebook(db, ["budget", "category", "rename", "fod", "x"])
            #expect(unknown.status == 1)
            #expect(unknown.stderr.contains("no budget item, target, rule or repeating item"))
            let badDepth = try homebook(db, ["budget", "report", "--by", "month", "--depth", "1"])
            #expect(badDepth.status != 0)
        }
    }
}
