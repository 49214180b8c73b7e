import Foundation
import HomebookCore
import TestSupport
import Testing

/// The menu left open in one terminal never blocks a script writing from another: the menu
/// process has saved an item, listed the ledger and stopped half-way through editing an
/// item, waiting for its next answer, while scripts add and edit; then the menu lists the
/// scripts' changes and exits cleanly when its input ends.
@Suite(.tags(.process), .skippedByTag) struct MenuOpenWhileWritingTests {
    @Test func aMenuWaitingForAnAnswerDoesNotBlockAScript() throws {
        try withTemporaryDirectory { folder in
            let database = folder + "/shared.sqlite"
            let menu = try RunningHomebook(
                ["--db", database],
                outputFolder: folder,
                name: "menu",
                pipedInput: true
            )
            defer { if menu.process.isRunning { menu.kill() } }
            // Save an item, list the ledger, then start editing item 1 and stop at a prompt.
            try menu.send("b\na\ne\nBread\n2.50\n2024-01-01\n\n\nl\ne\n1\n")
            #expect(
                menu.waitForOutput(containing: "Kind (expense/income) [expense]:"),
                "\(menu.output)"
            )

            let scripts = [
                ["budget", "add", "income", "Salary from a script", "1234.56"],
                ["budget", "edit", "1", "--category", "bakery"],
                ["recipe", "add", "Soup from a script"],
                ["settings", "currency", "€"],
            ]
            for script in scripts {
                let result = try HomebookProcess.run(["--db", database] + script)
                #expect(result.status == 0, "\(script): \(result.stderr)")
                #expect(result.stderr.isEmpty)
            }

            // Finish the edit keeping every value, list again, then end the input.
            try menu.send("\n\n\n\n\n\nl\n")
            #expect(menu.waitForOutput(containing: "Salary from a script"), "\(menu.output)")
            try menu.closeInput()
            let result = menu.wait()
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.isEmpty)
            // The edit kept every value it was not given: nothing was written, so the
            // script's category survives it (the form writes only the fields retyped).
            #expect(result.stdout.contains("Nothing changed."))
            #expect(result.stdout.contains("€1,234.56"))

            try withStore(at: database) { store throws in
                #expect(try store.ledger.totals().count == 2)
                #expect(try store.ledger.get(1).category == "bakery")
                #expect(try store.recipes.count() == 1)
                #expect(try store.check().isEmpty)
            }
        }
    }
}
