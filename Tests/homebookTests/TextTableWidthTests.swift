import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Tables measure cells in terminal columns and fit the terminal: wide characters take 2,
/// combining marks 0, and long text cells are cut with `…`, never wrapped
/// (docs/manual.md#input-rules).
@Suite(.tags(.process), .skippedByTag) struct TextTableWidthTests {
    func table(maxWidth: Int) -> TextTable {
        TextTable(
            [.init("name"), .init("category"), .init("amount", .right)],
            maxWidth: maxWidth
        )
    }

    @Test func wideAndCombiningCharactersKeepTheColumnsAligned() {
        var table = table(maxWidth: 80)
        table.append(["寿司 🍣", "食べ物", "$12.00"])
        table.append(["Cafe\u{301}", "food", "$3.00"])
        table.append(["plain", "x", "$1.00"])
        let lines = table.rendered().split(separator: "\n").map(String.init)
        // Every amount ends in the same terminal column.
        let ends = lines.dropFirst(2).map { TextWidth.columns(of: $0) }
        #expect(Set(ends).count == 1, "\(lines)")
        #expect(lines[2].hasPrefix("寿司 🍣  食べ物"))
    }

    @Test func aLongTextCellIsCutWithAnEllipsisToFitAndNumbersAreNot() {
        var table = table(maxWidth: 40)
        table.append([String(repeating: "x", count: 100), "food", "$1,234,567.00"])
        let lines = table.rendered().split(separator: "\n").map(String.init)
        for line in lines { #expect(TextWidth.columns(of: line) <= 40, "\(line)") }
        #expect(lines[2].contains("x…"))
        #expect(lines[2].hasSuffix("$1,234,567.00"))
    }

    @Test func everyKindOfCellIsCutToExactlyItsColumnAndControlsStayEscaped() {
        // Printable ASCII is cut byte by byte; wide, combining and escaped text by columns.
        // A wide character that does not fit leaves the cell one column short, padded.
        var table = table(maxWidth: 30)
        let cells = [
            String(repeating: "a", count: 40), String(repeating: "寿", count: 20),
            "e\u{301}" + String(repeating: "é", count: 30),
            "\u{1B}[31m" + String(repeating: "r", count: 30),
            "short", "",
        ]
        for cell in cells { table.append([cell, "x", "$1.00"]) }
        let lines = table.rendered().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == cells.count + 2)
        let amountEnds = lines.dropFirst(2).map { TextWidth.columns(of: String($0)) }
        #expect(Set(amountEnds) == [30], "\(lines)")
        // 30 columns: name 12, category 8 (its heading), amount 6 and two gaps of 2.
        #expect(lines[2].hasPrefix(String(repeating: "a", count: 11) + "…  x"))
        #expect(lines[3].hasPrefix(String(repeating: "寿", count: 5) + "… " + "  x"))
        #expect(lines[5].hasPrefix("\\x1B[31m"))
        #expect(!lines.joined().unicodeScalars.contains("\u{1B}"))
        #expect(lines[7].hasPrefix("     "))  // the empty name is padded, not dropped
    }

    @Test func aStreamedTableLaysOutRowsAsTheWholeTableDoes() {
        let rows = [["寿司 🍣", "食べ物", "$12.00"], ["plain", "x", "$1.00"], ["", "", ""]]
        var whole = table(maxWidth: 80)
        var streamed = table(maxWidth: 80)
        for row in rows {
            whole.append(row)
            streamed.measure(row)
        }
        let lines = [streamed.header()] + rows.map { streamed.line($0) }
        #expect(lines.joined(separator: "\n") == whole.rendered())
        #expect(rows.map { streamed.line($0) }.last == "")  // trailing blanks are cut
    }

    @Test func aPipedListIsNeverCutSoGrepFindsWholeNames() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/w.sqlite"
            let name = "Groceries at the market" + String(repeating: " and more", count: 12)
            #expect(try homebook(db, ["budget", "add", "expense", name, "1"]).status == 0)
            #expect(try homebook(db, ["budget", "add", "expense", "寿司", "2"]).status == 0)
            // Neither `$COLUMNS` nor the default of 80 cuts output that is not a terminal.
            let list = try HomebookProcess.run(
                ["--db", db, "budget", "list"],
                environment: ["COLUMNS": "40"]
            )
            #expect(list.status == 0)
            #expect(list.stdout.contains(name))
            #expect(!list.stdout.contains("…"))
        }
    }

    @Test func aListOnATerminalIsCutToItsWidth() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/w.sqlite"
            let name = "Groceries at the market" + String(repeating: " and more", count: 12)
            #expect(try homebook(db, ["budget", "add", "expense", name, "1"]).status == 0)
            let terminal = try PseudoTerminalProcess(
                ["--db", db, "budget", "list"],
                columns: 60
            )
            #expect(terminal.waitForExit() == 0)
            // The header is bold on a terminal; its escapes take no columns.
            let text = terminal.text.replacing("\u{1B}[1m", with: "").replacing(
                "\u{1B}[0m",
                with: ""
            )
            let lines = text.split(whereSeparator: \.isNewline)  // "\r\n" is one Character
            #expect(lines.contains { $0.contains("Grocer") && $0.contains("…") })
            #expect(!text.contains("at the market"))
            for line in lines { #expect(TextWidth.columns(of: line) <= 60, "\(line)") }
        }
    }
}
