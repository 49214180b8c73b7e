import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// One screen shape and `z`/`y` in every menu (docs/manual.md#undo): the same core calls
/// and lines as `homebook undo` and `homebook redo`; a refusal changes nothing.
@Suite(.tags(.process), .skippedByTag) struct MenuUndoTests {
    /// Adds one expense through the core, as any front would; returns its undo description.
    func seedExpense(_ folder: String) throws -> String {
        return try withStore(at: menuDatabase(folder)) { store throws in
            try store.ledger.add(
                LedgerDraft(kind: "expense", name: "Milk", amount: "1.29", date: "2026-11-20"),
                today: CalendarDate(year: 2026, month: 11, day: 22)!
            )
            return try #require(try store.undoLog.entries().first?.description)
        }
    }

    /// How many budget items the menu's database holds.
    func itemCount(_ folder: String) throws -> Int64 {
        return try withStore(at: menuDatabase(folder)) { store throws in
            return try store.ledger.totals().count
        }
    }

    @Test func everyModuleMenuEndsWithUndoRedoBackAndQuit() throws {
        try withTemporaryDirectory { folder in
            for screen in MainMenu.screens where !(screen is CalculatorMenu) {
                let (output, _) = try runMenu([String(screen.key), "b", "q"], in: folder)
                let parts = output.components(separatedBy: "\n" + screen.title + "\n")
                let menu = try #require(parts.dropFirst().first)
                let lines = menu.split(separator: "\n").prefix { !$0.hasPrefix(">") }
                let choices = lines.joined(separator: "  ")
                #expect(
                    choices.hasSuffix("z) Undo  y) Redo  b) Back  q) Quit"),
                    "\(screen.title): \(choices)"
                )
                try withStore(at: menuDatabase(folder)) { store throws in
                    let session = MenuSession(terminal: ScriptedTerminal([]), store: store)
                    for item in screen.items(session) {
                        #expect(
                            choices.hasPrefix("\(item.key)) \(item.label)")
                                || choices.contains("  \(item.key)) \(item.label)  ")
                        )
                    }
                }
            }
        }
    }

    @Test(arguments: [
        ["z", "q"], ["r", "z", "b", "q"], ["b", "z", "b", "q"], ["c", "z", "", "q"],
        ["u", "z", "b", "q"], ["p", "z", "b", "q"], ["s", "z", "b", "q"],
    ])
    func zUndoesTheLastChangeFromEveryMenu(keys: [String]) throws {
        try withTemporaryDirectory { folder in
            let description = try seedExpense(folder)
            let (output, _) = try runMenu(keys, in: folder)
            #expect(output.contains("Undid: \(description)\n"))
            #expect(try itemCount(folder) == 0)
        }
    }

    @Test func aRecipeAddedInTheMenuIsUndoneAndRedone() throws {
        try withTemporaryDirectory { folder in
            let add = ["r", "a", "Soup", "", "", "", "leek", "", ""]
            let (output, path) = try runMenu(add + ["z", "b", "q"], in: folder)
            #expect(output.contains("Saved recipe 1: Soup."))
            #expect(output.contains("Undid: "))
            #expect(try storedRecipes(path).isEmpty)
            let (redone, _) = try runMenu(["r", "y", "b", "q"], in: folder)
            #expect(redone.contains("Redid: "))
            #expect(try storedRecipes(path).map(\.name) == ["Soup"])
        }
    }

    @Test func aRefusedUndoOrRedoSaysErrorAndChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["z", "y", "b", "y", "b", "q"], in: folder)
            #expect(output.contains("Error: nothing to undo\n"))
            #expect(output.components(separatedBy: "Error: nothing to redo\n").count == 3)
            #expect(!output.contains("Undid:"))
            #expect(try itemCount(folder) == 0)
            // After one undo, a second has nothing left; the item stays undone.
            _ = try seedExpense(folder)
            let (twice, _) = try runMenu(["z", "z", "q"], in: folder)
            #expect(twice.components(separatedBy: "Undid: ").count == 2)
            #expect(twice.contains("Error: nothing to undo\n"))
            #expect(try itemCount(folder) == 0)
        }
    }

    @Test func zInThePipedMenuPrintsTheSameLineAsTheUndoCommand() throws {
        try withTemporaryDirectory { folder in
            let add = ["budget", "add", "expense", "Milk", "1.29", "--date", "2026-11-20"]
            let (menuDB, commandDB) = (folder + "/menu.sqlite", folder + "/command.sqlite")
            #expect(try HomebookProcess.run(add + ["--db", menuDB]).status == 0)
            #expect(try HomebookProcess.run(add + ["--db", commandDB]).status == 0)
            let command = try HomebookProcess.run(["undo", "--db", commandDB])
            #expect(command.stdout == "Undid: add expense \"Milk\" 1.29\n")
            let menu = try HomebookProcess.run(["--db", menuDB], input: "b\nz\nb\nq\n")
            #expect(menu.status == 0)
            #expect(menu.stderr == "")
            #expect(menu.stdout.contains("> " + command.stdout))
            let total = try HomebookProcess.run(["budget", "total", "--db", menuDB])
            #expect(total.stdout.hasSuffix("Items:        0\n"))
        }
    }
}
