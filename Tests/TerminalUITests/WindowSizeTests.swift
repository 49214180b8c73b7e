import Testing

@testable import TerminalUI

/// Every window size a terminal can report (TIOCGWINSZ gives up to 65535×65535; a caller may
/// pass anything) makes a frame of bounded size without an arithmetic trap: past
/// ``ScreenBuffer/maximumSize`` the "window too large" notice shows instead of the screens.
@Suite struct WindowSizeTests {
    func app(width: Int, height: Int) -> AppState {
        AppState(root: CountingScreen(title: "Home"), appName: "app", size: (width, height))
    }

    static let largest = ScreenBuffer.maximumSize.width * ScreenBuffer.maximumSize.height

    @Test(arguments: [
        (10_000, 10_000), (65_535, 65_535), (Int(Int32.max), Int(Int32.max)), (Int.max, Int.max),
        (1001, 24), (80, 501), (Int.max, 30),
    ])
    func aHugeWindowDrawsABoundedFrameWithTheTooLargeNotice(width: Int, height: Int) {
        var state = app(width: width, height: height)
        let frame = TerminalApp.frame(of: state)
        #expect(frame.cells.count <= Self.largest)
        #expect(frame.text.contains("Window too large"))
        #expect(frame.text.contains("homebook draws at most 1000×500"))
        #expect(!frame.text.contains("typed:"))
        // Keys do not reach the hidden screen; q still leaves.
        state.handle(.character("a"))
        state.size = (80, 24)
        #expect(TerminalApp.frame(of: state).text.contains("typed:\n"))
        state.size = (width, height)
        state.handle(.character("q"))
        #expect(state.finished)
    }

    @Test func theLargestWindowShowsTheScreens() {
        var state = app(width: 1000, height: 500)
        state.handle(.character("a"))
        let frame = TerminalApp.frame(of: state)
        #expect(frame.cells.count == Self.largest)
        #expect(frame.text.contains("typed: a"))
        #expect(!frame.text.contains("Window too"))
    }

    @Test(arguments: [
        (0, 0), (-1, -1), (Int.min, Int.min), (0, Int(Int32.max)), (Int(Int32.min), 24), (1, 1),
    ])
    func anEmptyOrNegativeWindowDrawsNothingAndDoesNotTrap(width: Int, height: Int) {
        var state = app(width: width, height: height)
        let frame = TerminalApp.frame(of: state)
        #expect(frame.cells.count <= Self.largest)
        #expect(frame.width >= 0 && frame.height >= 0)
        state.handle(.character("q"))
        #expect(state.finished)
    }

    @Test func aBufferOfAnySizeIsCutToTheMaximum() {
        let buffer = ScreenBuffer(width: Int.max, height: Int.max)
        #expect(buffer.width == 1000 && buffer.height == 500)
        #expect(ScreenBuffer(width: Int.min, height: 3).cells.isEmpty)
    }
}
