import HomebookCore
import TestSupport

/// The database file ``runMenu(_:today:in:)`` uses inside `folder`.
func menuDatabase(_ folder: String) -> String {
    folder + "/menu.sqlite"
}

/// Saves recipes in the menu's database before the menu runs; returns their ids.
@discardableResult
func seedRecipes(_ drafts: [RecipeDraft], in folder: String) throws -> [Int64] {
    return try withStore(at: menuDatabase(folder)) { store throws in
        let today = CalendarDate(year: 2026, month: 11, day: 22)!
        return try drafts.map { try store.recipes.add($0, today: today) }
    }
}

/// Every recipe stored in the database at `path`, by id.
func storedRecipes(_ path: String) throws -> [Recipe] {
    return try withStore(at: path) { store throws in
        return try store.recipes.list().sorted { $0.id < $1.id }
    }
}

/// A recipe with every field set, for edit tests.
let fullPancakes = RecipeDraft(
    name: "Pancakes",
    ingredients: "flour\nmilk",
    lastMade: "2026-11-01",
    link: "https://x.org/p",
    notes: "Rest it."
)

/// ``fullPancakes`` as stored with id 1.
let storedPancakes = Recipe(
    id: 1,
    name: "Pancakes",
    ingredients: "flour\nmilk",
    lastMade: CalendarDate(year: 2026, month: 11, day: 1),
    link: "https://x.org/p",
    notes: "Rest it."
)
