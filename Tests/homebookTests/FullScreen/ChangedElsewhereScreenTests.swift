import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// A full-screen form or delete question open on a row that another process deletes (and
/// replaces with a new row) or edits is refused, the form keeps its text, and the other row
/// is left alone (docs/manual.md#storage).
@Suite struct ChangedElsewhereScreenTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10)!
    static let phrase = "changed elsewhere since you opened it"

    /// Runs `body` with the app over a store `fill` prepared, and a second connection.
    func withApp(
        fill: (HomebookStore) throws -> Void,
        _ body: (inout AppState, HomebookStore, HomebookStore) throws -> Void
    ) throws {
        try withTemporaryStore(named: "app.sqlite") { store, folder throws in
            try fill(store)
            try withStore(at: folder + "/app.sqlite") { other throws in
                var state = FullScreenProgram.state(store: store, size: (80, 24))
                try body(&state, store, other)
            }
        }
    }

    static func twoItems(_ store: HomebookStore) throws {
        for (name, date) in [("Rent", "2024-05-03"), ("Bread", "2024-06-02")] {
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: name, amount: "5", date: date),
                today: today
            )
        }
    }

    /// Deletes Bread (the newest item, id 2) and adds another in its place.
    static func replaceBread(_ other: HomebookStore) throws -> LedgerItem {
        try other.ledger.delete(2)
        return try other.ledger.add(
            LedgerDraft(kind: "income", name: "Added", amount: "9", date: "2024-06-03"),
            today: today
        ).item
    }

    @Test func aBudgetFormOnAnItemReplacedMeanwhileKeepsItsTextAndSavesNothing() throws {
        try withApp(fill: Self.twoItems) { state, store, other in
            type("be", into: &state)  // the newest row, Bread, is selected
            #expect(state.stack.last?.title == "Edit item")
            type("\t\u{15}Typed", into: &state)
            let added = try Self.replaceBread(other)
            type("\u{13}", into: &state)
            #expect(state.stack.last?.title == "Edit item")
            #expect(screen(state).contains(Self.phrase), "\(screen(state))")
            #expect(screen(state).contains("Typed"))
            #expect(try store.ledger.get(added.id) == added)
        }
    }

    @Test func aBudgetFormOnAnItemEditedMeanwhileSavesOverItOnlyOnASecondCtrlS() throws {
        try withApp(fill: Self.twoItems) { state, store, other in
            type("be\t\u{15}Typed", into: &state)
            try other.ledger.update(2, applying: LedgerItemChanges(amount: Money(cents: 700)))
            type("\u{13}", into: &state)
            #expect(screen(state).contains(Self.phrase), "\(screen(state))")
            #expect(try store.ledger.get(2).name == "Bread")
            type("\u{13}", into: &state)
            #expect(state.stack.last?.title == "Budget")
            let saved = try store.ledger.get(2)
            #expect(saved.name == "Typed" && saved.amount == Money(cents: 700))
        }
    }

    @Test func aBudgetDeleteQuestionOnAnItemReplacedMeanwhileDeletesNothing() throws {
        try withApp(fill: Self.twoItems) { state, store, other in
            type("bd", into: &state)
            let added = try Self.replaceBread(other)
            type("y", into: &state)
            #expect(screen(state).contains(Self.phrase), "\(screen(state))")
            #expect(try store.ledger.get(added.id) == added)
            #expect(try store.ledger.list().count == 2)
        }
    }

    @Test func aRecipeFormOrDeleteOnARecipeReplacedMeanwhileChangesNothing() throws {
        try withApp(fill: { _ = try $0.recipes.add(RecipeDraft(name: "Soup"), today: Self.today) })
        {
            state,
            store,
            other in
            type("re\u{15}Typed", into: &state)
            #expect(state.stack.last?.title == "Edit recipe")
            try other.recipes.delete(1)
            let added = try other.recipes.add(RecipeDraft(name: "Added"), today: Self.today)
            type("\u{13}", into: &state)
            #expect(state.stack.last?.title == "Edit recipe")
            #expect(screen(state).contains(Self.phrase), "\(screen(state))")
            #expect(screen(state).contains("Typed"))
            #expect(try store.recipes.get(added).name == "Added")

            // Back to the list, which now shows Added: the form was changed, so Esc asks first.
            type("\u{1B}\u{1B}", into: &state)
            type("d", into: &state)
            _ = try other.recipes.update(
                added,
                with: RecipeChanges(notes: "hot"),
                today: Self.today
            )
            type("y", into: &state)
            #expect(screen(state).contains(Self.phrase), "\(screen(state))")
            #expect(try store.recipes.count() == 1)
        }
    }

    @Test func anEventFormOrDeleteOnAnEventReplacedMeanwhileChangesNothing() throws {
        try withApp(fill: { _ in }) { state, store, other in
            _ = try store.planner.add(
                EventDraft(title: "Call", start: "2026-03-10 16:00"),
                today: Self.today
            )
            state = FullScreenProgram.state(
                root: PlannerScreen(store: store, today: Self.today),
                store: store,
                size: state.size
            )
            type("e\u{15}Typed", into: &state)
            #expect(state.stack.last?.title == "Edit event")
            try other.planner.delete(1)
            let added = try other.planner.add(
                EventDraft(title: "Added", start: "2026-03-10 17:00"),
                today: Self.today
            )
            type("\u{13}", into: &state)
            #expect(state.stack.last?.title == "Edit event")
            #expect(screen(state).contains(Self.phrase), "\(screen(state))")
            #expect(try store.planner.get(added).title == "Added")

            type("\u{1B}", into: &state)  // the agenda still lists Call, as it was read
            type("d", into: &state)
            _ = try other.planner.update(
                added,
                with: EventChanges(location: "Desk"),
                today: Self.today
            )
            type("y", into: &state)
            #expect(try store.planner.count() == 1)
        }
    }
}
