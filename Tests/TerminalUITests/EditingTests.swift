import Testing

@testable import TerminalUI

/// Line editing in a text field and a text area, key by key.
@Suite struct EditingTests {
    /// A field after typing `text` and pressing `keys`.
    func field(_ text: String, then keys: [Key] = []) -> LineEditor {
        var editor = LineEditor()
        for character in text { editor.handle(.character(character)) }
        for key in keys { editor.handle(key) }
        return editor
    }

    @Test func typedCharactersGoInAtTheCursor() {
        let editor = field("helo", then: [.left, .character("l")])
        #expect(editor.text == "hello")
        #expect(editor.cursor == 4)
    }

    @Test func homeEndAndTheirControlKeysMoveToTheEnds() {
        #expect(field("bc", then: [.home, .character("a")]).text == "abc")
        #expect(field("bc", then: [.control("a"), .control("e"), .character("d")]).text == "bcd")
        #expect(field("bc", then: [.home, .end, .character("d")]).text == "bcd")
    }

    @Test func backspaceAndDeleteRemoveEitherSideOfTheCursor() {
        #expect(field("abc", then: [.left, .backspace]).text == "ac")
        #expect(field("abc", then: [.left, .delete]).text == "ab")
        #expect(field("abc", then: [.home, .backspace]).text == "abc")
    }

    @Test func controlUAndControlWDeleteBeforeTheCursor() {
        #expect(field("one two", then: [.left, .control("u")]).text == "o")
        #expect(field("one two  ", then: [.control("w")]).text == "one ")
        #expect(field("one two", then: [.left, .left, .control("w")]).text == "one wo")
    }

    @Test func pasteInsertsTextAsOneLine() {
        #expect(field("a", then: [.home, .paste("x\ny")]).text == "x ya")
    }

    @Test func theFieldScrollsToKeepTheCursorVisible() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        field("abcdefghij").render(into: &buffer, in: buffer.area, focused: true)
        #expect(buffer.line(0) == "fghij")
        #expect(buffer.cursor?.x == 5)
    }

    @Test func aTextAreaBreaksAndJoinsLines() {
        var area = TextArea("flour")
        area.handle(.enter)
        for character in "eggs" { area.handle(.character(character)) }
        #expect(area.text == "flour\neggs")
        area.handle(.home)
        area.handle(.backspace)
        #expect(area.text == "floureggs")
        area.handle(.paste("\nmilk\nsalt"))
        #expect(area.text == "flour\nmilk\nsalteggs")
    }

    @Test func aTextAreaMovesBetweenLinesAndReportsItsEdges() {
        // It opens at its top, so a long text is read from its start.
        var area = TextArea("one\ntwo")
        #expect(area.row == 0)
        let moves = [area.handle(.down), area.handle(.down)]
        #expect(moves == [true, false])
        #expect(area.row == 1)
        let back = [area.handle(.up), area.handle(.up)]
        #expect(back == [true, false])
        #expect(area.row == 0)
    }
}
