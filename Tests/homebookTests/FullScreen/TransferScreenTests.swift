import Foundation
import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// The Import & export screen in-process on a real store: keys in, files and text out.
@Suite struct TransferScreenTests {
    /// Runs `body` with the app at Home on a fresh database in a fresh folder.
    func withApp(_ body: (inout AppState, HomebookStore, String) throws -> Void) throws {
        try withTemporaryStore(named: "app.sqlite") { store, folder throws in
            var state = FullScreenProgram.state(store: store, size: (80, 24))
            try body(&state, store, folder)
        }
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aBudgetImportShowsImportingFirstThenTheCountAndCanBeUndone() throws {
        try withApp { state, store, folder throws in
            try write(
                "date,kind,name,amount,category,note\n2026-03-01,expense,Milk,1.29,food,\n"
                    + "2026-03-02,income,Pay,100.00,work,\n",
                to: folder + "/in.csv"
            )
            type("t\r\(folder)/in.csv\r", into: &state)
            // The frame before the blocking call announces it; nothing is imported yet.
            #expect(screen(state).contains("Importing "))
            #expect(try store.ledger.totals().count == 0)
            let ran = state.runPendingWork()
            #expect(ran)
            #expect(screen(state).contains("imported 2 items"))
            #expect(try store.ledger.totals().count == 2)
            let ranAgain = state.runPendingWork()
            #expect(!ranAgain)
            type("u", into: &state)
            #expect(try store.ledger.totals().count == 0)
        }
    }

    @Test func aBankStatementImportsThroughASavedMapping() throws {
        try withApp { state, store, folder throws in
            try store.ledger.saveMapping(
                try BankMapping(columns: "date=Date,name=Description,amount=Amount"),
                as: "mybank"
            )
            try write(
                "Date,Description,Amount\n2026-03-01,Bakery,-3.50\n2026-03-03,Refund,12.00\n",
                to: folder + "/bank.csv"
            )
            type("t", into: &state)
            #expect(screen(state).contains("Import a bank statement (mapping “mybank”)"))
            type("\u{1B}[B\r\(folder)/bank.csv\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("imported 2 items, 0 already there skipped"))
            // The same statement again adds nothing: the core skips what it has.
            type("\r\(folder)/bank.csv\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("imported 0 items, 2 already there skipped"))
            #expect(try store.ledger.totals().count == 2)
        }
    }

    @Test func aChoosesTheAccountABankStatementGoesInto() throws {
        try withApp { state, store, folder throws in
            try store.ledger.saveMapping(
                try BankMapping(columns: "date=Date,name=Description,amount=Amount"),
                as: "mybank"
            )
            try store.currencies.setBase("EUR")
            try store.accounts.add("Yen", currency: "JPY", today: .today())
            try write("Date,Description,Amount\n2026-03-01,Ramen,-1200\n", to: folder + "/jp.csv")
            type("t", into: &state)
            #expect(screen(state).contains("Import a bank statement (mapping “mybank”) into main"))
            type("\u{1B}OP", into: &state)
            #expect(screen(state).contains("statement's account"))
            type(" ", into: &state)  // any key closes the help
            type("a", into: &state)
            #expect(screen(state).contains("(mapping “mybank”) into Yen"))
            #expect(screen(state).contains("Bank statements go into Yen."))
            type("\u{1B}[B\r\(folder)/jp.csv\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("imported 1 item, 0 already there skipped"))
            let yen = try store.accounts.list().first { $0.account.name == "Yen" }
            #expect(yen?.balance == -1200)
            // `a` again comes back to the default account.
            type("a", into: &state)
            #expect(screen(state).contains("(mapping “mybank”) into main"))
        }
    }

    @Test func aBadFileIsRefusedWithTheCoresReasonAndNothingChanges() throws {
        try withApp { state, store, folder throws in
            try write(
                "date,kind,name,amount,category,note\n2026-03-01,expense,Milk,abc,,\n",
                to: folder + "/bad.csv"
            )
            type("t\r\(folder)/bad.csv\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("not imported: "))
            #expect(try store.ledger.totals().count == 0)
        }
    }

    @Test func aBudgetExportWritesANewFileAndNeverOverwrites() throws {
        try withApp { state, store, folder throws in
            _ = try store.ledger.importCSV(
                text: "date,kind,name,amount,category,note\n2026-03-01,expense,Milk,1.29,food,\n"
            )
            type("t\u{1B}[B\u{1B}[B\r", into: &state)
            #expect(screen(state).contains("~/homebook.json"))
            type("\u{15}\(folder)/out.json\r", into: &state)
            #expect(screen(state).contains("Exporting to "))
            state.runPendingWork()
            #expect(screen(state).contains("exported 1 item"))
            let written = try #require(fileBytes(folder + "/out.json"))
            #expect(String(decoding: written, as: UTF8.self).contains("\"Milk\""))
            type("\r\u{15}\(folder)/out.json\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("not exported: "))
            #expect(fileBytes(folder + "/out.json") == written)
        }
    }

    @Test func recipesGoOutAsCooklangAndComeBackWithoutDuplicates() throws {
        try withApp { state, store, folder throws in
            let recipe = "---\ntitle: Pancakes\n---\nMix @flour{200%g} and @milk{300%ml}.\n"
            try write(recipe, to: folder + "/pancakes.cook")
            type("t\u{1B}[F\u{1B}[A\u{1B}[A\u{1B}[A\r\(folder)/pancakes.cook\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("imported 1 recipe"))
            type("\u{1B}[F\u{1B}[A\r\u{15}\(folder)/all.cook\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("exported 1 recipe"))
            type("\u{1B}[F\u{1B}[A\u{1B}[A\u{1B}[A\r\(folder)/all.cook\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("imported 0 recipes, 1 already there"))
            // The last row: a Paprika archive, a ZIP ("PK") of the one recipe.
            type("\u{1B}[F\r\u{15}\(folder)/all.paprikarecipes\r", into: &state)
            state.runPendingWork()
            #expect(screen(state).contains("exported 1 recipe"))
            #expect(fileBytes(folder + "/all.paprikarecipes")?.prefix(2) == Data("PK".utf8))
        }
    }

    @Test func recipePathsSplitOnSpacesUnlessQuoted() {
        #expect(
            TypedPaths.split("a.cook \"my file.json\"  b.html") == [
                "a.cook", "my file.json", "b.html",
            ]
        )
    }

    @Test func aFileNameWithSpacesNeedsNoQuotes() throws {
        try withApp { state, store, folder throws in
            try write("Mix @flour{200%g} and @eggs{2}.\n", to: folder + "/My Pancakes.cook")
            try write("Heat @water{1%l}.\n", to: folder + "/tea.cook")
            #expect(
                TypedPaths.split("\(folder)/My Pancakes.cook \(folder)/tea.cook") == [
                    folder + "/My Pancakes.cook", folder + "/tea.cook",
                ]
            )
            type("t\u{1B}[F\u{1B}[A\u{1B}[A\u{1B}[A\r", into: &state)
            type("\(folder)/My Pancakes.cook \(folder)/tea.cook\r", into: &state)
            state.runPendingWork()
            #expect(try store.recipes.count() == 2)
        }
    }

    @Test func typingReplacesTheSuggestedPathAndTabCompletesAFileName() throws {
        try withApp { state, _, folder throws in
            try write("x", to: folder + "/holiday-2026.csv")
            type("t\u{1B}[B\r", into: &state)
            #expect(screen(state).contains("~/homebook.csv"))
            // The first character replaces the suggestion; Tab completes the name.
            type("\(folder)/holi\t", into: &state)
            #expect(screen(state).contains("\(folder)/holiday-2026.csv"))
            #expect(!screen(state).contains("~/homebook.csv"))
            try write("y", to: folder + "/holiday-2027.csv")
            type("\u{15}\(folder)/holi\t", into: &state)
            // Two names share the start: it completes as far as they agree and lists them.
            #expect(screen(state).contains("\(folder)/holiday-202"))
            #expect(screen(state).contains("holiday-2026.csv  holiday-2027.csv"))
        }
    }
}
