import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Shopping list screen by aisle (docs/manual.md#shopping): `o` groups the foods under
/// their aisles, `A` sets the selected food's aisle; keys in, the screen read back as text.
@Suite struct ShoppingAisleScreenTests {
    static let today = CalendarDate(year: 2026, month: 3, day: 10) ?? CalendarDate.today()

    /// The app on the Shopping list of a week with Pancakes planned once.
    func withList(_ body: (inout AppState, HomebookStore) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, _ throws in
            _ = try store.recipes.add(
                RecipeDraft(name: "Pancakes", ingredients: "200 g flour\n2 eggs\n300 ml milk"),
                today: Self.today
            )
            _ = try store.planner.add(
                EventDraft(title: "Brunch", start: "2026-03-11 10:00", recipe: "Pancakes"),
                today: Self.today
            )
            var state = FullScreenProgram.state(
                root: ShoppingScreen(store: store, from: Self.today),
                store: store,
                size: (80, 24)
            )
            try body(&state, store)
        }
    }

    /// The list's rows, top to bottom, without the trailing meals.
    func rows(_ state: AppState) -> [String] {
        screen(state).split(separator: "\n").map {
            String($0.split(separator: "·").first ?? "").trimmingWhitespace()
        }
        .filter { $0.hasPrefix("[") || $0.hasPrefix("──") }
    }

    @Test func oGroupsByAisleWithTheFoodsWithoutOneLast() throws {
        try withList { state, store in
            _ = try store.planner.setAisle("Dairy", of: "milk")
            _ = try store.planner.setAisle("dairy", of: "Eggs")
            type("\u{1B}[D\u{1B}[C", into: &state)  // a week back and forth reads the aisles
            #expect(rows(state) == ["[ ] 2 eggs", "[ ] 200 g flour", "[ ] 300 ml milk"])
            type("o", into: &state)
            #expect(
                rows(state) == [
                    "── Dairy", "[ ] 2 eggs", "[ ] 300 ml milk", "── other", "[ ] 200 g flour",
                ]
            )
            #expect(screen(state).contains("o by food"))
            // The selection stays on the food it was on (eggs, the first row before).
            // Ticked, it goes last in its aisle.
            type(" ", into: &state)
            #expect(
                rows(state) == [
                    "── Dairy", "[ ] 300 ml milk", "[x] 2 eggs", "── other", "[ ] 200 g flour",
                ]
            )
            type("o", into: &state)
            #expect(rows(state) == ["[ ] 200 g flour", "[ ] 300 ml milk", "[x] 2 eggs"])
        }
    }

    @Test func capitalASetsTheSelectedFoodsAisleAsOneUndoableChange() throws {
        try withList { state, store in
            type("\u{1B}[B", into: &state)  // flour
            type("A", into: &state)
            #expect(screen(state).contains("Aisle of flour:"))
            type("Baking\r", into: &state)
            #expect(try store.planner.aisles() == [FoodAisle(food: "flour", aisle: "Baking")])
            #expect(screen(state).contains("\"flour\" is in the aisle \"Baking\""))
            type("o", into: &state)
            #expect(rows(state).prefix(2) == ["── Baking", "[ ] 200 g flour"])
            type("u", into: &state)
            #expect(try store.planner.aisles().isEmpty)
            #expect(rows(state).first == "── other")
            // Esc cancels; an emptied aisle removes the one the food has.
            _ = try store.planner.setAisle("Dairy", of: "eggs")
            type("\u{1B}[A", into: &state)
            type("\u{1B}[A\u{1B}[A\u{1B}[A", into: &state)
            let eggsRow = rows(state).firstIndex(of: "[ ] 2 eggs") ?? 0
            type(String(repeating: "\u{1B}[B", count: eggsRow), into: &state)
            type("Aq\u{1B}", into: &state)
            #expect(screen(state).contains("no aisle changed"))
            #expect(try store.planner.aisles() == [FoodAisle(food: "egg", aisle: "Dairy")])
            type("A\u{15}\r", into: &state)  // Ctrl-U empties the field
            #expect(try store.planner.aisles().isEmpty)
        }
    }
}

/// The Shopping list by aisle through the built binary on a real pseudo-terminal.
@Suite(.tags(.process), .skippedByTag) struct ShoppingAisleTerminalTests {
    static let frameEnd = "\u{1B}[?2026l"

    @Test func oGroupsAndCapitalATypesAnAisleThatIsStored() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/t.sqlite"
            _ = try homebook(db, "recipe", "add", "Soup", "--ingredients", "2 leeks\n1 l milk")
            let start = "today 23:59"
            #expect(
                try homebook(db, "plan", "add", "Soup", "--start", start, "--recipe", "Soup").status
                    == 0
            )
            #expect(try homebook(db, "recipe", "aisle", "milk", "Dairy").status == 0)
            let terminal = try PseudoTerminalProcess(["--db", db])
            #expect(terminal.waitFor(Self.frameEnd))
            var frames = 1
            for key in ["l", "o", "A", "P", "r", "o", "d", "u", "c", "e", "\r"] {
                terminal.send(key)
                frames += 1
                #expect(terminal.waitFor(Self.frameEnd, count: frames), "no frame after \(key)")
            }
            #expect(terminal.text.contains("Dairy"))
            #expect(terminal.text.contains("other"))
            #expect(terminal.text.contains("Aisle of leeks:"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            let aisles = try homebook(db, "recipe", "aisles", "--json").stdout
            #expect(aisles.contains(#"{"food":"leek","aisle":"Produce"}"#))
        }
    }
}
