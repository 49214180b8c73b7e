import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Food aisles screen (docs/manual.md#shopping): reached with `g` from Recipes and the
/// Shopping list; `a` sets a food's aisle in the aisle form, Enter changes the selected
/// one's, `d` removes it after y/N; keys in, the screen read back as text.
@Suite struct AislesScreenTests {
    func withApp(_ body: (inout AppState, HomebookStore) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            state.commands = UndoKeys.commands(store: store)
            try body(&state, store)
        }
    }

    @Test func recipesGOpensTheAislesAndTheFormSetsOneAsOneUndoableChange() throws {
        try withApp { state, store throws in
            type("rg", into: &state)
            #expect(screen(state).contains("homebook › Recipes › Food aisles"))
            #expect(screen(state).contains("No aisles yet: press a to set the aisle"))
            type("aEggs\t", into: &state)
            #expect(screen(state).contains("Set aisle"))
            // The core's problem for the empty aisle, marked as typed.
            type("\u{13}", into: &state)
            #expect(screen(state).contains("the aisle must not be empty"))
            #expect(try store.planner.aisles().isEmpty)
            type("Dairy\u{13}", into: &state)
            #expect(try store.planner.aisles() == [FoodAisle(food: "egg", aisle: "Dairy")])
            #expect(screen(state).contains("\"egg\" is in the aisle \"Dairy\" (u undoes)"))
            #expect(screen(state).contains(" Dairy     egg"))
            // The aisles in use complete with Tab.
            type("amilk\tda\t\u{13}", into: &state)
            #expect(try store.planner.aisles().map(\.aisle) == ["Dairy", "Dairy"])
            type("u", into: &state)
            #expect(try store.planner.aisles() == [FoodAisle(food: "egg", aisle: "Dairy")])
        }
    }

    @Test func enterChangesTheSelectedAisleAndDRemovesItAfterYes() throws {
        try withApp { state, store throws in
            _ = try store.planner.setAisle("Dairy", of: "eggs")
            type("lg", into: &state)
            #expect(screen(state).contains("homebook › Shopping list › Food aisles"))
            type("\r", into: &state)
            #expect(screen(state).contains("Set aisle"))
            type("\t\u{15}Fridge\u{13}", into: &state)
            #expect(try store.planner.aisles() == [FoodAisle(food: "egg", aisle: "Fridge")])
            type("dn", into: &state)
            #expect(screen(state).contains("nothing removed"))
            type("d", into: &state)
            #expect(screen(state).contains("Remove the aisle “Fridge” of “egg”?"))
            type("y", into: &state)
            #expect(try store.planner.aisles().isEmpty)
            #expect(screen(state).contains("“egg” has no aisle now (u undoes)"))
        }
    }

    @Test func f1ListsEveryKeyOfTheScreen() throws {
        try withApp { state, _ throws in
            type("rg\u{1B}OP", into: &state)
            let text = screen(state)
            let lines = text.split(separator: "\n")
            for (key, words) in [
                ("a ", "add/assign"), ("Enter/e ", "change"), ("d ", "remove"),
                ("u ", "undo"),
            ] {
                #expect(lines.contains { $0.contains("│ " + key) && $0.contains(words) }, "\(text)")
            }
        }
    }
}

/// The Weather screen's location form saves places through the place form (Ctrl-S) and
/// removes a saved one (Delete with the name empty, then y) (docs/manual.md#weather).
@Suite struct WeatherPlacePickerFormTests {
    @Test func ctrlSSavesThroughThePlaceFormAndDeleteRemoves() throws {
        try withTemporaryStore(named: "w.sqlite") { store, _ throws in
            var state = AppState(
                root: WeatherScreen(store: store, environment: { _ in nil }, clock: { 0 }),
                appName: "homebook",
                size: (80, 24)
            )
            type("l", into: &state)
            #expect(screen(state).contains("No saved places: type a name and Ctrl-S saves it."))
            type("Lisbon\u{13}", into: &state)
            #expect(screen(state).contains("Save place"))
            type("\tPortugal\u{13}", into: &state)
            #expect(screen(state).contains("a country is a two-letter code"))
            #expect(try store.weather.places().isEmpty)
            type("\u{15}pt\t \u{13}", into: &state)
            let places = try store.weather.places()
            #expect(places.map(\.name) == ["Lisbon"] && places.first?.country == "PT")
            #expect(places.first?.isDefault == true)
            #expect(screen(state).contains("★ Lisbon, PT  (saved)"))
            // Delete on a typed name edits it; with the name empty it asks.
            type("\u{1B}[3~", into: &state)
            #expect(screen(state).contains("Remove the saved place “Lisbon”? (y/N)"))
            type("n", into: &state)
            #expect(try store.weather.places().count == 1)
            type("\u{1B}[3~y", into: &state)
            #expect(try store.weather.places().isEmpty)
            #expect(screen(state).contains("removed the saved place “Lisbon”"))
        }
    }
}
