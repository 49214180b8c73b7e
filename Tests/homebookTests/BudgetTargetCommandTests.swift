import Foundation
import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// `budget target` and `budget targets` through the built binary
/// (docs/manual.md#budget-targets).
@Suite struct BudgetTargetCommandTests {
    @Test func targetsShowSpentLeftABarAndOver() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            for item in [
                ["expense", "Milk", "100", "--date", "2026-03-02", "--category", "food"],
                ["expense", "Fuel", "60", "--date", "2026-03-02", "--category", "car"],
            ] {
                #expect(try homebook(db, ["budget", "add"] + item).status == 0)
            }
            let set = try homebook(db, ["budget", "target", "food", "400.00", "--from", "2026-01"])
            #expect(set.stdout == "Target of food: $400.00 a month from 2026-01.\n")
            #expect(
                try homebook(db, ["budget", "target", "car", "50", "--from", "2026-03"]).status == 0
            )
            let text = try homebook(db, ["budget", "targets", "--month", "2026-03"])
            #expect(
                text.stdout
                    == """
                    Targets for 2026-03
                    Category   Target    Spent     Left  Used
                    --------  -------  -------  -------  ---------------------------
                    car        $50.00   $60.00  -$10.00  [####################] over
                    food      $400.00  $100.00  $300.00  [#####...............]

                    """
            )
            let json = try homebook(db, ["budget", "targets", "--month", "2026-03", "--json"])
            #expect(
                json.stdout.contains(
                    #"{"category":"food","month":"2026-03","target":"400.00","carried":"0.00","spent":"100.00","left":"300.00","over":false,"rollover":false}"#
                )
            )
            let negative = try homebook(db, ["budget", "target", "food", "-5"])
            #expect(negative.status == 1)
            #expect(
                negative.stderr
                    == "Error: a target cannot be negative (\"-5\"); nothing was saved\n"
            )
            #expect(
                try homebook(db, ["undo"]).stdout
                    == "Undid: set target \"car\" 50.00 a month from 2026-03\n"
            )
            let removed = try homebook(db, ["budget", "target", "food", "--remove"])
            #expect(removed.stdout == "Removed the target of food.\n")
            #expect(
                try homebook(db, ["budget", "targets", "--month", "2026-03", "--json"]).stdout
                    == "[]\n"
            )
        }
    }

    @Test func aTargetInAYenBookIsTypedAndShownInYen() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/h.sqlite"
            #expect(try homebook(db, ["settings", "base-currency", "JPY"]).status == 0)
            let ramen = ["expense", "Ramen", "1200", "--date", "2026-03-02", "--category", "food"]
            #expect(try homebook(db, ["budget", "add"] + ramen).status == 0)
            // Before, 30000 was read with two decimals (3,000,000 stored) and shown as
            // $30,000.00 beside spending of $12.00.
            let set = try homebook(db, ["budget", "target", "food", "30000", "--from", "2026-01"])
            #expect(set.stdout == "Target of food: ¥30,000 a month from 2026-01.\n")
            let stored = try withStore(at: db) { store in
                try store.database.fetchOne("SELECT amount_cents FROM budget_targets")?.get(0)
                    as Int64?
            }
            #expect(stored == 30000)
            let text = try homebook(db, ["budget", "targets", "--month", "2026-03"])
            #expect(text.stdout.contains("¥30,000") && text.stdout.contains("¥1,200"))
            #expect(text.stdout.contains("¥28,800") && !text.stdout.contains("$"))
            let json = try homebook(db, ["budget", "targets", "--month", "2026-03", "--json"])
            #expect(json.stdout.contains(#""target":"30000","carried":"0","spent":"1200""#))
        }
    }
}
