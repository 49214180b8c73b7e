import Testing

@testable import TerminalUI

/// The cell buffer widgets draw into, read back as text.
@Suite struct ScreenBufferTests {
    @Test func writtenTextReadsBackAsText() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        buffer.write("hello", x: 2, y: 1)
        #expect(buffer.text == "\n  hello")
    }

    @Test func aWideCharacterTakesTwoCellsAndIsNeverSplitAtTheEdge() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        let used = buffer.write("ab漢字", x: 0, y: 0)
        // "漢" fills columns 2-3; "字" would need columns 4-5 of a 5-column row.
        #expect(used == 4)
        #expect(buffer.line(0) == "ab漢")
        #expect(buffer[3, 0].isContinuation)
        #expect(buffer[4, 0].text == " ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("漢x", x: 0, y: 0)
        buffer.write("y", x: 1, y: 0)
        #expect(buffer.line(0) == " yx")
        #expect(!buffer[1, 0].isContinuation)
    }

    @Test func controlCharactersAreNeutralised() {
        var buffer = ScreenBuffer(width: 20, height: 1)
        buffer.write("a\u{1B}[2Jb\u{7}c\u{202E}d", x: 0, y: 0)
        #expect(buffer.line(0) == "a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}d")
    }

    @Test func writeLineCutsWithAnEllipsisAndPadsTheStyle() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        buffer.writeLine("a long line", in: buffer.area, style: .reverse)
        #expect(buffer.line(0) == "a long …")
        #expect((0..<8).allSatisfy { buffer[$0, 0].style == .reverse })
    }
}
