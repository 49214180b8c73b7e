import Testing

@testable import TerminalUI

/// Frames turned into terminal output by diffing against the frame on screen.
@Suite struct FrameRendererTests {
    func output(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theFirstFrameClearsAndDrawsEverything() {
        var renderer = FrameRenderer(colors: true)
        var frame = ScreenBuffer(width: 10, height: 2)
        frame.write("top", x: 0, y: 0)
        frame.write("bottom", x: 0, y: 1)
        let text = output(renderer.render(frame))
        #expect(text.contains("\u{1B}[2J"))
        #expect(text.contains("top") && text.contains("bottom"))
        #expect(text.hasSuffix("\u{1B}[?2026l"))
    }

    @Test func aSecondFrameWritesOnlyTheCellsThatChanged() {
        var renderer = FrameRenderer(colors: true)
        var frame = ScreenBuffer(width: 20, height: 3)
        frame.write("Converter", x: 0, y: 0)
        frame.write("162 lb", x: 0, y: 2)
        _ = renderer.render(frame)
        frame.write("163", x: 0, y: 2)
        let text = output(renderer.render(frame))
        #expect(!text.contains("\u{1B}[2J"))
        #expect(!text.contains("Converter"))
        #expect(!text.contains("lb"))
        // Only the changed cell "3" at row 3, column 3 is written.
        #expect(text.contains("\u{1B}[3;3H\u{1B}[0m3\u{1B}[0m"))
    }

    @Test func anUnchangedFrameWritesNoCells() {
        var renderer = FrameRenderer(colors: true)
        var frame = ScreenBuffer(width: 10, height: 2)
        frame.write("same", x: 0, y: 0)
        _ = renderer.render(frame)
        #expect(output(renderer.render(frame)) == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?2026l")
    }

    @Test func coloursAreLeftOutWhenTheyAreOff() {
        var frame = ScreenBuffer(width: 10, height: 1)
        frame.write("error", x: 0, y: 0, style: CellStyle(bold: true, foreground: .red))
        var colored = FrameRenderer(colors: true)
        var plain = FrameRenderer(colors: false)
        #expect(output(colored.render(frame)).contains("\u{1B}[0;1;31m"))
        let text = output(plain.render(frame))
        #expect(text.contains("\u{1B}[0;1m"))
        #expect(!text.contains("31"))
    }

    @Test func aResizedFrameIsDrawnWhole() {
        var renderer = FrameRenderer(colors: true)
        _ = renderer.render(ScreenBuffer(width: 10, height: 2))
        var bigger = ScreenBuffer(width: 12, height: 3)
        bigger.write("x", x: 0, y: 0)
        #expect(output(renderer.render(bigger)).contains("\u{1B}[2J"))
    }

    @Test func theCursorIsShownWhereTheFrameAsks() {
        var renderer = FrameRenderer(colors: true)
        var frame = ScreenBuffer(width: 10, height: 3)
        frame.cursor = (4, 2)
        #expect(output(renderer.render(frame)).contains("\u{1B}[3;5H\u{1B}[?25h"))
    }
}
