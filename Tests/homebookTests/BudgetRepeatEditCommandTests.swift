import HomebookCore
import TestSupport
import Testing

/// `homebook budget repeat edit` through the built binary: only the options given change,
/// refused the same way as adding, one undoable change (docs/manual.md#schedules).
@Suite(.tags(.process), .skippedByTag) struct BudgetRepeatEditCommandTests {
    @Test func editChangesTheOptionsGivenAndUndoRestoresThem() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/r.sqlite"
            let added = try homebook(
                db,
                ["budget", "repeat", "add", "expense", "Rent", "950", "--monthly", "--day", "1"]
                    + ["--from", "2099-01-01", "--category", "home"]
            )
            #expect(added.status == 0, "\(added.stderr)")
            let edited = try homebook(
                db,
                "budget",
                "repeat",
                "edit",
                "1",
                "--amount",
                "975",
                "--until",
                "2099-12-31"
            )
            #expect(edited.status == 0, "\(edited.stderr)")
            #expect(
                edited.stdout
                    == "Saved repeating item 1: expense \"Rent\" $975.00, monthly on day 1"
                    + " from 2099-01-01 until 2099-12-31\n"
            )
            let weekly = try homebook(db, "budget", "repeat", "edit", "1", "--weekly")
            #expect(weekly.status == 1)
            #expect(weekly.stderr.contains("--day goes with --monthly"))
            let negative = try homebook(db, "budget", "repeat", "edit", "1", "--amount", "-5")
            #expect(negative.stderr.contains("must be more than 0.00, not -5"))
            let listed = try homebook(db, "budget", "repeat", "list", "--json")
            #expect(listed.stdout.contains(#""amount":"975.00""#))
            #expect(listed.stdout.contains(#""category":"home""#))
            #expect(try homebook(db, "undo").stdout.hasPrefix("Undid: edit repeating"))
            let undone = try homebook(db, "budget", "repeat", "list", "--json")
            #expect(undone.stdout.contains(#""amount":"950.00""#))
            #expect(undone.stdout.contains(#""until":null"#))
            let missing = try homebook(db, "budget", "repeat", "edit", "9", "--name", "X")
            #expect(missing.stderr.contains("no repeating item with id 9"))
        }
    }

    @Test func anotherCurrencysAccountWithoutAnAmountIsRefusedWithNothingChanged() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/c.sqlite"
            for arguments in [
                ["settings", "base-currency", "EUR"],
                ["budget", "account", "add", "tokyo", "--currency", "JPY"],
                ["budget", "account", "add", "paris", "--currency", "EUR"],
                ["budget", "repeat", "add", "expense", "Gym", "9.50", "--monthly"]
                    + ["--from", "2099-01-01"],
            ] {
                let done = try homebook(db, arguments)
                #expect(done.status == 0, "\(arguments): \(done.stderr)")
            }
            // 9.50 EUR was stored as 950: read in yen it became ¥950.
            let moved = try homebook(db, "budget", "repeat", "edit", "1", "--account", "tokyo")
            #expect(moved.status == 1)
            #expect(moved.stderr.contains("EUR") && moved.stderr.contains("JPY"))
            #expect(moved.stderr.contains("give it in JPY too"))
            let listed = try homebook(db, "budget", "repeat", "list", "--json")
            #expect(listed.stdout.contains(#""amount":"9.50""#))
            #expect(!listed.stdout.contains("tokyo"))
            // With the amount given, or into an account of the same currency, as before.
            let paris = try homebook(db, "budget", "repeat", "edit", "1", "--account", "paris")
            #expect(paris.status == 0, "\(paris.stderr)")
            let yen = try homebook(
                db,
                "budget",
                "repeat",
                "edit",
                "1",
                "--account",
                "tokyo",
                "--amount",
                "1500"
            )
            #expect(yen.status == 0, "\(yen.stderr)")
            #expect(yen.stdout.contains("1,500"))
        }
    }
}
