import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

/// Import and export from the Budget and Recipes menus (docs/manual.md#interchange): the
/// same core calls as the commands, an empty first answer goes back, a count of rows read
/// on a terminal only.
@Suite(.tags(.process), .skippedByTag) struct MenuInterchangeTests {
    /// Writes `text` to `name` inside `folder`; returns the path.
    func write(_ text: String, _ name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The file's text, or "" when it cannot be read.
    func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// Opens the menu's database, runs `body`, closes it.
    func withMenuStore<T>(_ folder: String, _ body: (HomebookStore) throws -> T) throws -> T {
        return try withStore(at: menuDatabase(folder)) { store throws in
            return try body(store)
        }
    }

    static let homebookCSV = """
        date,kind,name,amount,category,note
        2026-01-02,expense,Milk,1.29,food,
        2026-01-03,income,Pay,100.00,work,January

        """

    @Test func anEmptyFirstAnswerLeavesEveryImportAndExport() throws {
        try withTemporaryDirectory { folder in
            let script = ["b", "i", "", "x", "", "b", "r", "i", "", "x", "", "b", "q"]
            let (output, _) = try runMenu(script, in: folder)
            for never in ["Bank mapping", "Format (csv", "Another file", "New file to write:"] {
                #expect(!output.contains(never))
            }
            #expect(!output.contains("Error:"))
        }
    }

    @Test func budgetImportsAHomebookCSVAllOrNothing() throws {
        try withTemporaryDirectory { folder in
            let good = try write(Self.homebookCSV, "good.csv", in: folder)
            let bad = try write(
                Self.homebookCSV + "2026-13-01,expense,X,1,,\n",
                "bad.csv",
                in: folder
            )
            let (output, _) = try runMenu(["b", "i", bad, "i", good, "b", "q"], in: folder)
            #expect(output.contains("Error: 1 bad row; nothing was imported:"))
            #expect(output.contains("Imported 2 budget items.\n"))
            #expect(!output.contains("Read "))
            let names = try withMenuStore(folder) { try $0.ledger.list().map(\.item.name) }
            #expect(names.sorted() == ["Milk", "Pay"])
        }
    }

    @Test func budgetImportsABankCSVThroughASavedMappingChosenByName() throws {
        try withTemporaryDirectory { folder in
            let statement = try write(
                "Date;Payee;Amount\n02/01/2026;Bakery;-3,20\n05/01/2026;Salary;1.500,00\n",
                "bank.csv",
                in: folder
            )
            try withMenuStore(folder) { store in
                var mapping = try BankMapping(columns: "date=Date,name=Payee,amount=Amount")
                mapping.dateFormat = try BankDateFormat("%d/%m/%Y")
                mapping.decimalComma = true
                mapping.delimiter = try BankMapping.delimiter(";")
                try store.ledger.saveMapping(mapping, as: "mybank")
            }
            let script = [
                "b", "i", statement, "nobank", "mybank", "i", statement, "mybank", "b", "q",
            ]
            let (output, _) = try runMenu(script, in: folder)
            #expect(output.contains("Bank mapping (mybank; Enter: a homebook CSV):"))
            #expect(output.contains("Error: "))
            #expect(output.contains("Imported 2, skipped 0 already imported.\n"))
            #expect(output.contains("Imported 0, skipped 2 already imported.\n"))
            let totals = try withMenuStore(folder) { try $0.ledger.totals() }
            #expect(totals.count == 2)
            #expect(totals.income == Money(cents: 150_000))
            #expect(totals.expenses == Money(cents: 320))
        }
    }

    @Test func aBankImportAsksTheAccountWhenTheBookHasSeveral() throws {
        try withTemporaryDirectory { folder in
            let statement = try write(
                "Date,Payee,Amount\n2026-01-02,Ramen,-1200\n",
                "bank.csv",
                in: folder
            )
            try withMenuStore(folder) { store in
                try store.ledger.saveMapping(
                    try BankMapping(columns: "date=Date,name=Payee,amount=Amount"),
                    as: "jpbank"
                )
                try store.currencies.setBase("EUR")
                try store.accounts.add("Yen", currency: "JPY", today: .today())
            }
            let script = ["b", "i", statement, "jpbank", "nope", "yen", "b", "q"]
            let (output, _) = try runMenu(script, in: folder)
            #expect(output.contains("Account (main, Yen; Enter: main):"))
            #expect(output.contains("Error: no account \"nope\""))
            #expect(output.contains("Imported 1, skipped 0 already imported.\n"))
            let yen = try withMenuStore(folder) { store in
                try store.accounts.list().first { $0.account.name == "Yen" }?.balance
            }
            #expect(yen == -1200)
        }
    }

    @Test(arguments: ["", "csv", "json", "journal"])
    func budgetExportWritesWhatTheCoreExportWrites(format: String) throws {
        try withTemporaryDirectory { folder in
            let source = try write(Self.homebookCSV, "in.csv", in: folder)
            let out = folder + "/out.\(format)"
            let (output, _) = try runMenu(
                ["b", "i", source, "x", out, "pdf", format, "b", "q"],
                in: folder
            )
            #expect(output.contains("Error: type csv, json or journal, or press Enter for csv"))
            #expect(output.contains("Exported 2 budget items to \(out)."))
            let expected = folder + "/expected"
            try withMenuStore(folder) { store in
                let file = try OutputFile.createPrivate(expected)
                switch format {
                case "json": try store.ledger.exportJSON(to: file)
                case "journal": try store.ledger.exportJournal(currency: "$", to: file)
                default: try store.ledger.exportCSV(to: file)
                }
                try file.finish()
            }
            #expect(!read(out).isEmpty)
            #expect(read(out) == read(expected))
            #expect(filePermissions(out) == 0o600)
        }
    }

    @Test func anExportNeverOverwritesAFile() throws {
        try withTemporaryDirectory { folder in
            let existing = try write("keep me", "kept.csv", in: folder)
            let (output, _) = try runMenu(["b", "x", existing, "csv", "b", "q"], in: folder)
            #expect(output.contains("Error: "))
            #expect(!output.contains("Exported"))
            #expect(read(existing) == "keep me")
        }
    }

    @Test func recipesImportSeveralFilesAndExportThemBackLosslessly() throws {
        try withTemporaryDirectory { folder in
            let cook = try write(
                ">> title: Leek soup\nChop @leeks{2} and simmer.\n",
                "soup.cook",
                in: folder
            )
            let jsonLD = try write(
                #"{"@context":"https://schema.org","@type":"Recipe","name":"Toast","#
                    + #""recipeIngredient":["bread","butter"],"url":"https://x.org/t"}"#,
                "toast.json",
                in: folder
            )
            let exported = folder + "/all.json"
            let script = [
                "r", "i", cook, jsonLD, "", "i", cook, "", "x", "yaml", "json-ld", exported,
                "x", "paprika", folder + "/all.paprikarecipes", "b", "q",
            ]
            let (output, path) = try runMenu(script, in: folder)
            #expect(output.contains("Imported 2 recipes, skipped 0 already present.\n"))
            #expect(output.contains("Imported 0 recipes, skipped 1 already present.\n"))
            #expect(
                output.contains(
                    "Error: type json-ld, cooklang or paprika, or press Enter to go back"
                )
            )
            #expect(output.contains("Exported 2 recipes to \(exported)."))
            #expect(output.contains("Exported 2 recipes to \(folder)/all.paprikarecipes."))
            let original = try storedRecipes(path)
            try withTemporaryDirectory { other in
                _ = try runMenu(["r", "i", exported, "", "b", "q"], in: other)
                let back = try storedRecipes(menuDatabase(other))
                #expect(back.map(\.name) == original.map(\.name))
                #expect(back.map(\.ingredients) == original.map(\.ingredients))
                #expect(back.map(\.link) == original.map(\.link))
            }
        }
    }

    @Test func recipesExportCooklangOneFilePerRecipeIntoAFolder() throws {
        try withTemporaryDirectory { folder in
            try seedRecipes([RecipeDraft(name: "Jam"), RecipeDraft(name: "Tea")], in: folder)
            let target = folder + "/cook"
            let (output, _) = try runMenu(["r", "x", "cooklang", target, "b", "q"], in: folder)
            #expect(output.contains("Exported 2 recipes to \(target)."))
            let files = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
            #expect(files == ["Jam.cook", "Tea.cook"])
        }
    }

    @Test func aLongImportCountsRowsOnATerminalOnly() throws {
        try withTemporaryDirectory { folder in
            let rows = Ledger.progressInterval + 1
            var text = "date,kind,name,amount,category,note\n"
            for row in 0..<rows { text += "2026-01-02,expense,Item \(row),1.00,,\n" }
            let source = try write(text, "long.csv", in: folder)
            let terminal = ScriptedTerminal(["b", "i", source, "b", "q"], isInteractive: true)
            try withStore(at: menuDatabase(folder)) { store throws in
                MainMenu(session: MenuSession(terminal: terminal, store: store, style: .plain))
                    .run()
            }
            #expect(terminal.output.contains("\rRead \(Ledger.progressInterval) rows…\r\u{1B}[K"))
            #expect(terminal.output.contains("Imported \(rows) budget items.\n"))
        }
    }

    @Test func thePipedMenuImportsWithoutACount() throws {
        try withTemporaryDirectory { folder in
            let rows = Ledger.progressInterval + 1
            var text = "date,kind,name,amount,category,note\n"
            for row in 0..<rows { text += "2026-01-02,expense,Item \(row),1.00,,\n" }
            let source = try write(text, "long.csv", in: folder)
            let db = folder + "/pipe.sqlite"
            let menu = try HomebookProcess.run(["--db", db], input: "b\ni\n\(source)\nb\nq\n")
            #expect(menu.status == 0)
            #expect(menu.stderr == "")
            #expect(menu.stdout.contains("(Enter goes back): Imported \(rows) budget items.\n"))
            #expect(!menu.stdout.contains("\r"))
            #expect(!menu.stdout.contains("Read "))
        }
    }
}
