import Foundation
import HomebookCore
import TestSupport
import Testing

/// The categories screen in the built binary on a pseudo-terminal: opened from the Budget
/// screen, income and expenses in their colours, or in plain signs under `NO_COLOR`
/// (docs/manual.md#the-categories-screen).
@Suite(.tags(.process), .skippedByTag) struct BudgetCategoriesTerminalTests {
    static let frameEnd = "\u{1B}[?2026l"

    /// Opens Budget then its categories on a ledger of this month, drills into the
    /// selected category and back, quits, and returns everything the terminal received.
    func categoriesOutput(environment: [String: String]) throws -> String {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            for arguments in [
                ["budget", "add", "income", "Salary", "2500", "--date", "today"],
                [
                    "budget", "add", "expense", "Rent", "950", "--date", "today", "--category",
                    "home",
                ],
            ] {
                #expect(try homebook(database, arguments).status == 0)
            }
            let terminal = try PseudoTerminalProcess(
                ["--db", database],
                environment: environment
            )
            #expect(terminal.waitFor(Self.frameEnd))
            terminal.send("b")
            #expect(terminal.waitFor("Savings"))
            terminal.send("c")
            #expect(terminal.waitFor("Categories"))
            #expect(terminal.waitFor("Total"))
            terminal.send("\r")
            #expect(terminal.waitFor("home in"))
            terminal.send("\u{1B}")
            #expect(terminal.waitFor("(uncategorised)", count: 2))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
            return terminal.text
        }
    }

    @Test func incomeAndExpensesShowInTheirColours() throws {
        let text = try categoriesOutput(environment: [:])
        #expect(text.contains("32m+$2,500.00"))
        #expect(text.contains("31m-$950.00"))
        #expect(text.contains("Rent"))
    }

    @Test func noColorKeepsTheSignsWithoutColours() throws {
        let text = try categoriesOutput(environment: ["NO_COLOR": "1"])
        #expect(text.contains("+$2,500.00"))
        #expect(text.contains("-$950.00"))
        #expect(!text.contains("32m+$2,500.00"))
        #expect(!text.contains("31m-$950.00"))
    }

    /// The list filter the uncategorised row opens, from the command line too.
    @Test func anEmptyCategoryListsTheItemsWithoutOne() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/t.sqlite"
            #expect(try homebook(database, "budget", "add", "income", "Gift", "20").status == 0)
            #expect(
                try homebook(database, "budget", "add", "expense", "Tea", "3", "--category", "food")
                    .status == 0
            )
            let listed = try homebook(database, "budget", "list", "--category", "")
            #expect(listed.status == 0)
            #expect(listed.stdout.contains("Gift"))
            #expect(!listed.stdout.contains("Tea"))
        }
    }
}
