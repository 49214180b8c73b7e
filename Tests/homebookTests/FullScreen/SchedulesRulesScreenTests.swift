import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Repeating items and Rules screens, fed keys in memory (docs/manual.md#full-screen-app):
/// each key one core call and one undoable change, deletes and applying asked first.
@Suite struct SchedulesRulesScreenTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    func withBudget(_ body: (HomebookStore, inout AppState) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            try ScheduleRuleSnapshotTests.seed(store)
            var state = FullScreenProgram.state(
                root: BudgetScreen(store: store, today: { Self.today }),
                store: store,
                size: (80, 24)
            )
            try body(store, &state)
        }
    }

    @Test func addingARepeatingItemSavesItAndUndoRemovesIt() throws {
        try withBudget { store, state throws in
            type("sa", into: &state)
            #expect(state.stack.last?.title == "Add repeating item")
            // Kind, then the name, an amount that is refused, then a good one.
            type("\tWater\t-3", into: &state)
            #expect(screen(state).contains("must be more than 0.00"))
            type("\u{7F}\u{7F}30\u{13}", into: &state)
            #expect(state.stack.last?.title == "Repeating items")
            let added = try #require(try store.schedules.all().last)
            #expect(added.name == "Water")
            #expect(added.amount == Money(cents: 3000))
            #expect(added.frequency == .monthly)
            #expect(screen(state).contains("added repeating “Water”"))
            type("u", into: &state)
            #expect(try store.schedules.all().map(\.name) == ["Rent", "Salary", "Gym"])
        }
    }

    @Test func editingChangesOnlyTheSelectedItem() throws {
        try withBudget { store, state throws in
            type("s\u{1B}[B\u{1B}[Be", into: &state)
            #expect(state.stack.last?.title == "Edit repeating item")
            #expect(screen(state).contains("Gym"))
            // The name, then the amount retyped.
            type("\t\t\u{15}12.50\u{13}", into: &state)
            let gym = try store.schedules.get(3)
            #expect(gym.amount == Money(cents: 1250))
            #expect(gym.until == CalendarDate(year: 2027, month: 6, day: 30))
            #expect(try store.schedules.get(1).amount == Money(cents: 95_000))
        }
    }

    @Test func skipPostAndDeleteAreEachOneChange() throws {
        try withBudget { store, state throws in
            type("s", into: &state)
            #expect(screen(state).contains("due since 2026-10-01"))
            // s skips Rent's next day (October), p posts November's.
            type("s", into: &state)
            #expect(screen(state).contains("skipped “Rent” on 2026-10-01"))
            type("p", into: &state)
            #expect(screen(state).contains("Posted 1 repeating item: Rent 950.00 (2026-11-01)"))
            #expect(try store.schedules.handled(1).map(\.isPosted) == [false, true])
            // d asks; n keeps it, y deletes it.
            type("dn", into: &state)
            #expect(screen(state).contains("nothing deleted"))
            #expect(try store.schedules.all().count == 3)
            type("dy", into: &state)
            #expect(try store.schedules.all().map(\.name) == ["Salary", "Gym"])
            type("u", into: &state)
            #expect(try store.schedules.all().count == 3)
        }
    }

    @Test func applyingRulesSaysHowManyItemsEachWouldChangeAndAsks() throws {
        try withBudget { store, state throws in
            type("R", into: &state)
            let text = screen(state)
            #expect(text.contains("2 rules, the first match wins · A applies them: 3 items"))
            let tesco = try #require(text.split(separator: "\n").first { $0.contains("tesco") })
            #expect(tesco.hasSuffix(" 2"))
            type("A", into: &state)
            #expect(screen(state).contains("Apply the rules? 3 items would change."))
            type("n", into: &state)
            #expect(try store.ledger.list().allSatisfy { $0.item.category == nil })
            type("Ay", into: &state)
            #expect(screen(state).contains("changed 3 budget items"))
            let categories = try store.ledger.list().map(\.item.category)
            #expect(categories.filter { $0 == "food" }.count == 2)
            #expect(try store.ledger.ruleEffects().isEmpty)
        }
    }

    @Test func addingAndRemovingARule() throws {
        try withBudget { store, state throws in
            type("Ra", into: &state)
            #expect(state.stack.last?.title == "Add rule")
            // The one saved mapping is filled in; the pattern and category follow.
            #expect(screen(state).contains("mybank"))
            type("\tgym\tfun\u{13}", into: &state)
            #expect(try store.ledger.rules().map(\.pattern) == ["tesco", "pret*manger", "gym"])
            type("\u{1B}[B\u{1B}[Bd", into: &state)
            #expect(screen(state).contains("Remove rule 3 “gym”?"))
            type("y", into: &state)
            #expect(try store.ledger.rules().count == 2)
        }
    }

    @Test func theRuleFormRefusesAnUnknownMapping() throws {
        try withBudget { store, state throws in
            type("Ra\u{15}nosuch\u{13}", into: &state)
            #expect(screen(state).contains("no saved mapping is called \"nosuch\""))
            #expect(screen(state).contains("not saved: fix the marked fields"))
            #expect(try store.ledger.rules().count == 2)
        }
    }
}
