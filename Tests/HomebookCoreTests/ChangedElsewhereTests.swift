import HomebookCore
import SQLiteWrapper
import TestSupport
import Testing

/// An edit or delete of what a screen showed is refused when another connection changed or
/// deleted that row since (docs/manual.md#storage), and nothing changes.
@Suite struct ChangedElsewhereTests {
    static let today = CalendarDate(year: 2024, month: 6, day: 1)!

    /// Runs `body` with two connections to one file: the screen's and another process's.
    func withTwoConnections(_ body: (HomebookStore, HomebookStore) throws -> Void) throws {
        try withTemporaryStore { store, folder in
            try withStore(at: folder + "/test.sqlite") { other throws in
                try body(store, other)
            }
        }
    }

    static func item(_ name: String, _ ledger: Ledger) throws -> LedgerItem {
        try ledger.add(
            LedgerDraft(kind: "expense", name: name, amount: "5", date: "2024-06-01"),
            today: today
        ).item
    }

    @Test func aBudgetEditOrDeleteOfADeletedItemLeavesTheNewOneAlone() throws {
        try withTwoConnections { store, other in
            _ = try Self.item("Old", store.ledger)
            let shown = try Self.item("Shown", store.ledger)
            try other.ledger.delete(shown.id)
            let added = try Self.item("Added", other.ledger)
            let refusal = LedgerError.changedElsewhere(id: shown.id, deleted: true)
            #expect(throws: refusal) {
                try store.ledger.update(
                    shown,
                    with: LedgerChanges(name: "Typed"),
                    today: Self.today
                )
            }
            #expect(throws: refusal) { try store.ledger.delete(shown) }
            #expect(try store.ledger.get(added.id) == added)
            #expect("\(refusal)".contains("changed elsewhere since you opened it"))
        }
    }

    @Test func aBudgetEditOrDeleteOfAnItemEditedElsewhereIsRefused() throws {
        try withTwoConnections { store, other in
            let shown = try Self.item("Shown", store.ledger)
            let edited = try other.ledger.update(
                shown.id,
                applying: LedgerItemChanges(amount: Money(cents: 700))
            )
            let refusal = LedgerError.changedElsewhere(id: shown.id, deleted: false)
            #expect(throws: refusal) {
                try store.ledger.update(
                    shown,
                    with: LedgerChanges(name: "Typed"),
                    today: Self.today
                )
            }
            #expect(throws: refusal) { try store.ledger.delete(shown) }
            #expect(try store.ledger.get(shown.id) == edited)
            // As it is now, the same edit goes through.
            let saved = try store.ledger.update(
                edited,
                with: LedgerChanges(name: "Typed"),
                today: Self.today
            )
            #expect(saved.name == "Typed" && saved.amount == Money(cents: 700))
        }
    }

    @Test func anEditThatChangesNothingIsNotRefusedUnlessTheRowIsGone() throws {
        try withTwoConnections { store, other in
            let shown = try Self.item("Shown", store.ledger)
            let edited = try other.ledger.update(
                shown.id,
                applying: LedgerItemChanges(category: "bakery")
            )
            #expect(
                try store.ledger.update(shown, with: LedgerChanges(), today: Self.today) == edited
            )
            let recipe = try store.recipes.get(
                store.recipes.add(RecipeDraft(name: "Soup"), today: Self.today)
            )
            _ = try other.recipes.update(
                recipe.id,
                with: RecipeChanges(notes: "hot"),
                today: Self.today
            )
            #expect(
                try store.recipes.update(recipe, with: RecipeChanges(), today: Self.today).notes
                    == "hot"
            )
            let id = try store.planner.add(
                EventDraft(title: "Dinner", start: "2024-06-02 19:00"),
                today: Self.today
            )
            let event = try store.planner.get(id)
            _ = try other.planner.update(
                id,
                with: EventChanges(location: "Home"),
                today: Self.today
            )
            let stored = try store.planner.get(id)
            #expect(
                try store.planner.update(event, with: EventChanges(), today: Self.today) == stored
            )

            try other.ledger.delete(shown.id)
            #expect(throws: LedgerError.changedElsewhere(id: shown.id, deleted: true)) {
                try store.ledger.update(shown, with: LedgerChanges(), today: Self.today)
            }
        }
    }

    @Test func aRecipeEditOrDeleteOfADeletedOrEditedRecipeIsRefused() throws {
        try withTwoConnections { store, other in
            let shown = try store.recipes.get(
                store.recipes.add(RecipeDraft(name: "Soup"), today: Self.today)
            )
            try other.recipes.delete(shown.id)
            let added = try other.recipes.get(
                other.recipes.add(RecipeDraft(name: "Stew"), today: Self.today)
            )
            #expect(throws: RecipeError.changedElsewhere(shown.id, deleted: true)) {
                try store.recipes.update(
                    shown,
                    with: RecipeChanges(notes: "typed"),
                    today: Self.today
                )
            }
            #expect(throws: RecipeError.changedElsewhere(shown.id, deleted: true)) {
                try store.recipes.delete(shown)
            }
            #expect(try store.recipes.get(added.id) == added)

            _ = try other.recipes.update(
                added.id,
                with: RecipeChanges(notes: "hot"),
                today: Self.today
            )
            #expect(throws: RecipeError.changedElsewhere(added.id, deleted: false)) {
                try store.recipes.update(
                    added,
                    with: RecipeChanges(name: "Typed"),
                    today: Self.today
                )
            }
            #expect(throws: RecipeError.changedElsewhere(added.id, deleted: false)) {
                try store.recipes.delete(added)
            }
            #expect(try store.recipes.get(added.id).name == "Stew")
        }
    }

    @Test func anEventEditOrDeleteOfADeletedOrEditedEventIsRefused() throws {
        try withTwoConnections { store, other in
            let id = try store.planner.add(
                EventDraft(title: "Dinner", start: "2024-06-02 19:00"),
                today: Self.today
            )
            let shown = try store.planner.get(id)
            try other.planner.delete(id)
            let addedID = try other.planner.add(
                EventDraft(title: "Lunch", start: "2024-06-03 12:00"),
                today: Self.today
            )
            let added = try other.planner.get(addedID)
            #expect(throws: PlannerError.changedElsewhere(id, deleted: true)) {
                try store.planner.update(
                    shown,
                    with: EventChanges(title: "Typed"),
                    today: Self.today
                )
            }
            #expect(throws: PlannerError.changedElsewhere(id, deleted: true)) {
                try store.planner.delete(shown)
            }
            #expect(try store.planner.get(addedID) == added)

            _ = try other.planner.update(
                addedID,
                with: EventChanges(location: "Home"),
                today: Self.today
            )
            #expect(throws: PlannerError.changedElsewhere(addedID, deleted: false)) {
                try store.planner.update(
                    added,
                    with: EventChanges(title: "Typed"),
                    today: Self.today
                )
            }
            #expect(throws: PlannerError.changedElsewhere(addedID, deleted: false)) {
                try store.planner.delete(added)
            }
            #expect(try store.planner.get(addedID).title == "Lunch")
        }
    }

    @Test func anOccurrenceShownInTheAgendaIsDeletedWhileItsSeriesIsUnchangedOnly() throws {
        try withTwoConnections { store, other in
            let id = try store.planner.add(
                EventDraft(
                    title: "Standup",
                    start: "2024-06-03 09:00",
                    repeatRule: RepeatInput(frequency: "daily", count: 10)
                ),
                today: Self.today
            )
            let day = CalendarDate(year: 2024, month: 6, day: 5)!
            let shown = try #require(store.planner.occurrences(from: day, to: day).first)
            #expect(shown.id == id)
            try store.planner.deleteOccurrence(of: shown, on: day)

            let later = CalendarDate(year: 2024, month: 6, day: 7)!
            let occurrence = try #require(store.planner.occurrences(from: later, to: later).first)
            // Elsewhere the series moves an hour later: the 09:00 shown is no longer one of it.
            _ = try other.planner.update(
                id,
                with: EventChanges(start: "2024-06-03 10:00"),
                today: Self.today
            )
            #expect(throws: PlannerError.changedElsewhere(id, deleted: false)) {
                try store.planner.deleteOccurrence(of: occurrence, on: later)
            }
            #expect(throws: PlannerError.changedElsewhere(id, deleted: false)) {
                try store.planner.delete(occurrence)
            }
            #expect(try store.planner.get(id).repeatRule?.exceptions == [day])
        }
    }
}
