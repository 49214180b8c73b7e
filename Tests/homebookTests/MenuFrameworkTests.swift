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
            let keys = (MainMenu.screens.map { String($0.key) } + ["q"]).joined(separator: ", ")
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
