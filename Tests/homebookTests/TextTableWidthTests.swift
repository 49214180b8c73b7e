import HomebookCore
import TerminalUI
import TestSupport
import Testing

@testable import homebook

/// Tables measure cells in terminal columns and fit the terminal: wide characters take 2,
/// combining marks 0, and long text cells are cut with `…`, never wrapped
/// (docs/manual.md#input-rules).
@Suite struct TextTableWidthTests {
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

    @Test func aPipedListFitsEightyColumnsWhenTheWidthIsUnknown() throws {
        try withTemporaryDirectory { folder in
            let db = folder + "/w.sqlite"
            let name = String(repeating: "long name ", count: 20)
            #expect(try homebook(db, ["budget", "add", "expense", name, "1"]).status == 0)
            #expect(try homebook(db, ["budget", "add", "expense", "寿司", "2"]).status == 0)
            let list = try homebook(db, ["budget", "list"])
            #expect(list.status == 0)
            let lines = list.stdout.split(separator: "\n")
            for line in lines { #expect(TextWidth.columns(of: line) <= 80, "\(line)") }
            #expect(list.stdout.contains("long name long name"))
            #expect(list.stdout.contains("…"))
        }
    }
}
