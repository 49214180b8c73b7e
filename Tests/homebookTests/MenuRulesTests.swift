import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The line menu's shared rules (docs/manual.md#menu): every entry can be left, `q` quits
/// anywhere, lines fit 80 columns, records are found by name, amounts are asked again.
@Suite struct MenuRulesTests {
    /// Adds budget items to the menu's database before the menu runs.
    func seed(_ folder: String, _ names: [String]) throws {
        try withStore(at: folder + "/menu.sqlite") { store throws in
            for (index, name) in names.enumerated() {
                try store.ledger.add(
                    LedgerDraft(
                        kind: "expense",
                        name: name,
                        amount: "\(index + 1)",
                        date: "2024-01-0\(index + 1)"
                    ),
                    today: CalendarDate(year: 2026, month: 1, day: 1)!
                )
            }
        }
    }

    /// The ledger's items after the menu ran.
    func items(_ path: String) throws -> [LedgerItem] {
        return try withStore(at: path) { store throws in
            return try store.ledger.list().map(\.item)
        }
    }

    @Test func anEmptyNameLeavesBudgetAddWithoutAskingMore() throws {
        try withTemporaryDirectory { folder in
            let (output, path) = try runMenu(["b", "a", "", "", "b", "q"], in: folder)
            #expect(output.contains("Nothing saved."))
            #expect(!output.contains("Amount:"))
            #expect(try items(path).isEmpty)
        }
    }

    @Test func anEmptyCategoryLeavesTheConverterOnTheFirstVisit() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["u", "c", "", "h", "", "b", "q"], in: folder)
            #expect(output.contains("Category (Enter goes back):"))
            #expect(!output.contains("value and unit"))
            #expect(!output.contains("No saved"))
        }
    }

    @Test(arguments: [["r"], ["b"], ["u"], ["s"], ["c"], ["b", "a"]])
    func qQuitsFromEveryMenu(path keys: [String]) throws {
        try withTemporaryDirectory { folder in
            // Had `q` not quit, the later keys would add a recipe.
            let script = keys + ["q", "r", "a", "Soup", "", "", "", "", "b", "q"]
            let (output, database) = try runMenu(script, in: folder)
            #expect(!output.contains("New recipe"))
            try withStore(at: database) { store throws in
                #expect(try store.recipes.count() == 0)
            }
        }
    }

    @Test func everyMenuLineFitsEightyColumns() throws {
        try withTemporaryDirectory { folder in
            // Every module, and the first prompts of import and export in Recipes and Budget.
            let script = [
                "r", "i", "", "x", "", "b", "b", "i", "", "x", "", "b", "c", "", "u", "c", "",
                "b", "p", "b", "s", "b", "q",
            ]
            let (output, _) = try runMenu(script, in: folder)
            for line in output.split(separator: "\n") {
                #expect(line.count <= 80, "\(line.count) columns: \(line)")
            }
            for title in MainMenu.screens.map(\.title) {
                #expect(output.contains("\n" + title + "\n"), "\(title) was not visited")
            }
        }
    }

    @Test func anInvalidAmountTypedAgainIsTheOneSaved() throws {
        try withTemporaryDirectory { folder in
            let script = ["b", "a", "e", "Tea", "12,50", "12.50", "", "", "", "b", "q"]
            let (output, path) = try runMenu(script, in: folder)
            #expect(
                output.contains(
                    "\"12,50\" is not an amount (commas only group digits in threes (1,234.56)"
                        + " and the decimal point is \".\"): type it again, or press Enter to"
                        + " record 0.00"
                )
            )
            #expect(try items(path).map(\.amount) == [Money(cents: 1250)])
        }
    }

    @Test func aMenuEditRefusesAnInvalidAmountAndKeepsTheOldOne() throws {
        try withTemporaryDirectory { folder in
            try seed(folder, ["Rent"])
            let script = ["b", "e", "1", "", "", "1.300,00", "", "", "", "", "b", "q"]
            let (output, path) = try runMenu(script, in: folder)
            #expect(output.contains("Error: \"1.300,00\" is not an amount ("))
            #expect(output.contains("Nothing changed."))
            #expect(try items(path).map(\.amount) == [Money(cents: 100)])
        }
    }

    @Test func aBudgetItemIsFoundByTheStartOfItsName() throws {
        try withTemporaryDirectory { folder in
            try seed(folder, ["Milk", "Bread", "Oat milk"])
            let script = ["b", "d", "brea", "y", "b", "q"]
            let (output, path) = try runMenu(script, in: folder)
            #expect(output.contains("Deleted."))
            #expect(try items(path).map(\.name) == ["Milk", "Oat milk"])
        }
    }

    @Test func severalMatchesAreListedNumberedToPickFrom() throws {
        try withTemporaryDirectory { folder in
            try seed(folder, ["Milk", "Bread", "Oat milk"])
            let script = ["b", "d", "milk", "7", "2", "y", "b", "q"]
            let (output, path) = try runMenu(script, in: folder)
            // Newest first: Oat milk (3) is 1), Milk (1) is 2).
            #expect(output.contains("1) 3  2024-01-03  expense  Oat milk  $3.00"))
            #expect(output.contains("2) 1  2024-01-01  expense  Milk  $1.00"))
            #expect(output.contains("\"7\" is not in the list: type a number from 1 to 2"))
            #expect(try items(path).map(\.name) == ["Bread", "Oat milk"])
        }
    }

    @Test func aRecipeIsFoundByAWordOfItsName() throws {
        try withTemporaryDirectory { folder in
            _ = try seedRecipes([RecipeDraft(name: "Strawberry jam")], in: folder)
            let (output, _) = try runMenu(["r", "v", "straw", "b", "q"], in: folder)
            #expect(output.contains("name:        Strawberry jam"))
        }
    }
}
