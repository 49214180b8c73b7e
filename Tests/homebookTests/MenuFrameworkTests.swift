import Foundation
import HomebookCore
import TestSupport
import Testing

@testable import homebook

@Suite struct MenuFrameworkTests {
    @Test func quitLeavesTheMainMenu() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["q", "never read"], in: folder)
            #expect(output.contains("q) Quit"))
            #expect(output.components(separatedBy: "Main menu").count == 2)
        }
    }

    @Test func unknownChoiceRepeatsTheMenuWithAHint() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["x", "q"], in: folder)
            // The keys depend on which module screens are registered, so derive them.
            let keys = (MainMenu.screens.map { String($0.key) } + ["z", "y", "q"])
                .joined(separator: ", ")
            #expect(output.contains("Unknown choice \"x\": type one of \(keys) and press Enter."))
            #expect(output.components(separatedBy: "Main menu").count == 3)
        }
    }

    @Test func endOfInputLeavesCleanly() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu([], in: folder)
            #expect(output.hasSuffix("\n"))
        }
    }

    @Test func unknownChoiceHintNeutralisesControlCharacters() throws {
        try withTemporaryDirectory { folder in
            let (output, _) = try runMenu(["\u{1B}]0;pwned\u{07}", "q"], in: folder)
            #expect(!output.contains("\u{1B}"))
            #expect(output.contains("\\x1B]0;pwned\\x07"))
        }
    }

    @Test func tablesAlignColumnsAndSanitiseCells() {
        var table = TextTable([.init("name"), .init("amount", .right)])
        table.append(["Milk", "1.50"])
        table.append(["Bread\u{1B}[2J", "12.00"])
        let lines = table.rendered().split(separator: "\n").map(String.init)
        #expect(lines[0] == "name          amount")
        #expect(lines[2] == "Milk            1.50")
        #expect(lines[3] == "Bread\\x1B[2J   12.00")
    }

    @Test func wideAndAccentedCellsAlignByCharactersWithoutTrailingSpaces() {
        var table = TextTable([.init("name"), .init("note")])
        table.append(["Crème brûlée", "é"])
        table.append(["Tea", ""])
        let lines = table.rendered().split(separator: "\n").map(String.init)
        #expect(lines[2] == "Crème brûlée  é")
        #expect(lines[3] == "Tea")
    }

    @Test func colourOnlyForATerminalWithoutNoColor() {
        #expect(Style(isInteractive: true, noColor: nil).usesColour)
        #expect(Style(isInteractive: true, noColor: "").usesColour)
        #expect(!Style(isInteractive: true, noColor: "1").usesColour)
        #expect(!Style(isInteractive: false, noColor: nil).usesColour)
        #expect(Style.plain.bold("x") == "x")
        #expect(Style(isInteractive: true, noColor: nil).bold("x") == "\u{1B}[1mx\u{1B}[0m")
    }
}

/// On a terminal the line menu starts by saying which database file is in use, so a first
/// `swift run homebook` shows where the data goes; a script's output stays as it was.
@Suite struct MenuBannerTests {
    @Test func anInteractiveMenuNamesTheDatabaseFileAndAPipedOneDoesNot() throws {
        try withTemporaryStore(named: "banner.sqlite") { store, folder throws in
            let path = folder + "/banner.sqlite"
            let terminal = ScriptedTerminal(["q"], isInteractive: true)
            MainMenu(session: MenuSession(terminal: terminal, store: store, style: .plain)).run()
            #expect(terminal.output.contains("database: " + path))
            let piped = ScriptedTerminal(["q"], isInteractive: false)
            MainMenu(session: MenuSession(terminal: piped, store: store, style: .plain)).run()
            #expect(!piped.output.contains("database:"))
        }
    }
}
