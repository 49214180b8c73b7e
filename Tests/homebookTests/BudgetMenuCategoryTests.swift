import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// The budget menu's `m` (rename a category) through the core's form, field by field
/// (docs/manual.md#categories).
@Suite(.tags(.process), .skippedByTag) struct BudgetMenuCategoryTests {
    @Test func mRenamesABranchThroughTheForm() throws {
        try withTemporaryDirectory { folder in
            try withStore(at: folder + "/menu.sqlite") { store throws in
                try store.ledger.add(
                    .expense,
                    "Milk",
                    cents: 129,
                    on: day(2026, 11, 3),
                    category: "food:dairy"
                )
            }
            let (output, path) = try runMenu(["b", "m", "FOOD", "meals", "b", "q"], in: folder)
            #expect(output.contains("renamed \"food\" to \"meals\": 1 item"), "\(output)")
            let categories = try withStore(at: path) { store throws in try store.ledger.categories()
            }
            #expect(categories == ["meals:dairy"])
        }
    }
}
