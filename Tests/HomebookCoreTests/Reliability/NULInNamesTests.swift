import HomebookCore
import TestSupport
import Testing

/// A NUL character in a name (found by the CSV import fuzz test): SQLite's `length()` stops
/// at a NUL, so the schema's CHECK refused a name starting with one with a raw, multi-line
/// constraint error, while one with a NUL further in was stored. Names now refuse NUL with a
/// clear reason everywhere; other text fields keep it, byte for byte.
@Suite struct NULInNamesTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test(arguments: ["\u{0}Milk", "Mi\u{0}lk", "Milk\u{0}", "\u{0}"])
    func aLedgerNameWithANULIsRefusedAndNothingIsSaved(_ name: String) throws {
        try withTemporaryStore(named: "nul.sqlite") { (store, _) throws in
            #expect(throws: LedgerError.nameHasNUL) {
                try store.ledger.add(
                    NewLedgerItem(
                        kind: .expense,
                        name: name,
                        amount: Money(cents: 1),
                        date: Self.today
                    )
                )
            }
            #expect(throws: RecipeError.nameHasNUL) {
                try store.recipes.add(RecipeDraft(name: name), today: Self.today)
            }
            let csv = "date,kind,name,amount,category,note\n2024-01-02,income,\(name),1.00,,\n"
            #expect(
                throws: LedgerImportError.badRows(
                    [
                        ImportProblem(
                            line: 2,
                            reason: "the name may not contain a NUL character (\\x00)"
                        )
                    ],
                    total: 1
                )
            ) { try store.ledger.importCSV(text: csv) }
            #expect(try store.ledger.totals() == .empty)
            #expect(try store.recipes.count() == 0)
        }
    }

    @Test func otherFieldsKeepANULByteForByte() throws {
        try withTemporaryStore(named: "nul.sqlite") { (store, _) throws in
            let item = try store.ledger.add(
                NewLedgerItem(
                    kind: .expense,
                    name: "Milk",
                    amount: Money(cents: 1),
                    date: Self.today,
                    category: "\u{0}food",
                    note: "\u{0}a\u{0}"
                )
            )
            #expect(try store.ledger.get(item.id) == item)
            let id = try store.recipes.add(
                RecipeDraft(name: "Soup", ingredients: "\u{0}salt", notes: "\u{0}"),
                today: Self.today
            )
            let recipe = try store.recipes.get(id)
            #expect(recipe.ingredients == "\u{0}salt" && recipe.notes == "\u{0}")
        }
    }
}
