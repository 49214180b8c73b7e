import Testing

@testable import TerminalUI

/// Messages are wrapped or cut with `…`, never cut silently; multi-line fields take the free
/// rows, open at their top and mark the lines they hide.
@Suite struct WrapAndGrowTests {
    @Test func textWrapsAtLineBreaksAndWordsAndMarksWhatItLeavesOut() {
        #expect(TextWrap.lines("one two three", width: 7) == ["one two", "three"])
        #expect(TextWrap.lines("a\nb", width: 10) == ["a", "b"])
        #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(
            TextWrap.lines("one two three four", width: 7, maxLines: 2) == ["one two", "three…"]
        )
        #expect(TextWrap.lines("one two\nthree", width: 7, maxLines: 1) == ["one tw…"])
    }

    func text(_ buffer: ScreenBuffer) -> String { buffer.text }

    @Test func aLongErrorIsWrappedBelowItsFieldInFull() {
        var form = Form([Form.Field("Repeat", text: "every blue moon"), Form.Field("Other")])
        let message = "e.g. weekly, daily count 10, monthly every 2 until 2027-06-30 or none"
        form.fields[0].error = message
        var buffer = ScreenBuffer(width: 50, height: 8)
        form.render(into: &buffer, in: buffer.area)
        let shown = buffer.text.split(separator: "\n").map(trimmed)
        let joined = shown.filter { !$0.hasPrefix("Repeat") && !$0.hasPrefix("Other") }.joined(
            separator: " "
        )
        #expect(joined.contains("✗ " + message))
        // The next field moved down to make room, still shown.
        #expect(shown.contains { $0.hasPrefix("Other") })
    }

    @Test func aMultiLineFieldGrowsIntoTheFreeRowsOpensAtItsTopAndMarksHiddenLines() {
        let lines = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let form = Form([Form.Field("Name"), Form.Field("Notes", text: lines, multiline: true)])
        var tall = ScreenBuffer(width: 40, height: 16)
        form.render(into: &tall, in: tall.area)
        #expect(tall.text.contains("line 12"))
        var short = ScreenBuffer(width: 40, height: 8)
        form.render(into: &short, in: short.area)
        #expect(short.text.contains("Notes  line 1\n"))
        #expect(!short.text.contains("line 12"))
        // Six rows for the field (8 less the name and its free row): 6 lines hidden.
        #expect(short.text.contains("↓6"))
    }
}

/// `line` without its leading and trailing spaces.
private func trimmed(_ line: Substring) -> String {
    var text = line
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
}
