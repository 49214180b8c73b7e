import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's repeating items (`b`, then `s`; docs/manual.md#schedules): add and edit
/// through the form asker, each refused answer asked again, post, skip, remove, through the
/// scripted terminal and a pipe; and the categorising rules (`b`, then `k`).
@Suite struct MenuScheduleTests {
    @Test func addPostSkipAndRemoveFromTheBudgetMenu() throws {
        try withTemporaryDirectory { folder in
            let (output, path) = try runMenu(
                [
                    "b", "s", "a", "e", "Rent", "-5", "950", "m", "32", "1", "2026-10-01",
                    "2026-09-01", "", "housing", "",
                    "s", "p",
                    "s", "s", "1", "2026-12-01",
                    "s", "o", "1", "2026-12-01",
                    "s", "r", "9", "1", "b", "q",
                ],
                in: folder
            )
            #expect(output.contains("must be more than 0.00, not -5"))
            #expect(output.contains("\"32\" is not a day of the month"))
            #expect(output.contains("would end (2026-09-01) before it starts (2026-10-01)"))
            #expect(
                output.contains(
                    "Added repeating item 1: expense \"Rent\" $950.00, monthly on day 1"
                        + " from 2026-10-01"
                )
            )
            #expect(
                output.contains(
                    "Posted 2 repeating items: Rent 950.00 (2026-10-01), Rent 950.00 (2026-11-01)."
                )
            )
            #expect(output.contains("Skipped Rent on 2026-12-01."))
            #expect(output.contains("is not due on 2026-12-01 yet"))
            #expect(output.contains("no repeating item with id 9"))
            #expect(output.contains("Removed repeating item 1 (Rent)."))
            try withStore(at: path) { store throws in
                #expect(try store.schedules.all().isEmpty)
                let items = try store.ledger.list().map(\.item)
                #expect(items.map(\.date.description) == ["2026-10-01", "2026-11-01"])
                #expect(items.allSatisfy { $0.category == "housing" && $0.amount.cents == 95_000 })
            }
        }
    }

    @Test func editAsksTheFormWithTheStoredValuesAndSkipNextSkipsTheNextDay() throws {
        try withTemporaryDirectory { folder in
            try withStore(at: folder + "/menu.sqlite") { store throws in
                try store.schedules.add(
                    LedgerScheduleDraft(
                        kind: "expense",
                        name: "Rent",
                        amount: "950",
                        frequency: .monthly,
                        day: "1",
                        from: "2026-12-01"
                    ),
                    today: CalendarDate(year: 2026, month: 11, day: 22)!
                )
            }
            let (output, path) = try runMenu(
                [
                    "b", "s", "e", "1", "", "", "975", "", "", "", "", "", "",
                    "s", "n", "1", "b", "q",
                ],
                in: folder
            )
            #expect(output.contains("Name [Rent]:"))
            #expect(output.contains("Amount [950.00]:"))
            #expect(output.contains("Day of month [1]:"))
            #expect(
                output.contains(
                    "Saved repeating item 1: expense \"Rent\" $975.00, monthly on day 1"
                        + " from 2026-12-01"
                )
            )
            #expect(output.contains("Skipped Rent on 2026-12-01."))
            try withStore(at: path) { store throws in
                #expect(try store.schedules.get(1).amount == Money(cents: 97_500))
                #expect(try store.schedules.handled(1).map(\.date.description) == ["2026-12-01"])
            }
        }
    }

    @Test func rulesListWhatEachWouldChangeAndApplyingAsksFirst() throws {
        try withTemporaryDirectory { folder in
            try withStore(at: folder + "/menu.sqlite") { store throws in
                try ScheduleRuleSnapshotTests.seed(store)
            }
            let (output, path) = try runMenu(
                ["b", "k", "p", "n", "k", "a", "", "gym", "fun", "", "k", "p", "y", "b", "q"],
                in: folder
            )
            #expect(output.contains("1  mybank  \"tesco\" → food (would change 2)"))
            #expect(
                output.contains(
                    "2  mybank  \"pret*manger\" → eating out, named \"Pret\" (would change 1)"
                )
            )
            #expect(output.contains("Apply the rules? 3 items would change. [y/N]"))
            #expect(output.contains("Nothing changed."))
            #expect(output.contains("Added rule 3."))
            #expect(output.contains("Changed 3 budget items."))
            try withStore(at: path) { store throws in
                #expect(try store.ledger.rules().map(\.pattern) == ["tesco", "pret*manger", "gym"])
                #expect(try store.ledger.ruleEffects().isEmpty)
                #expect(try store.ledger.list().map(\.item.name).contains("Pret"))
            }
        }
    }

    @Test(.tags(.process), .skippedByTag) func thePipedMenuListsThem() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/menu.sqlite"
            let added = try homebook(
                db,
                "budget",
                "repeat",
                "add",
                "income",
                "Salary",
                "2500",
                "--yearly",
                "--from",
                "2099-01-15"
            )
            #expect(added.status == 0)
            let result = try homebook(db, [], input: "b\ns\n\nb\nq\n")
            #expect(result.status == 0)
            #expect(result.stdout.contains("Salary  $2,500.00  yearly on 01-15"))
            #expect(result.stdout.contains("2099-01-15"))
        }
    }
}
