import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Work on a thread of its own while the app's loop ticks.
@Suite struct BackgroundWorkTests {
    /// Waits (at most 10 s) for `work` to end.
    func waitFor<Value>(_ work: BackgroundWork<Value>) -> Value? {
        for _ in 0..<1000 {
            if let value = work.result { return value }
            usleep(10_000)
        }
        return nil
    }

    @Test func theValueArrivesFromAnotherThread() {
        let caller = pthread_self()
        let work = BackgroundWork { _ in pthread_equal(pthread_self(), caller) == 0 }
        #expect(waitFor(work) == true)
    }

    @Test func cancelIsSeenByTheWork() {
        let work = BackgroundWork { isCancelled in
            // Runs until cancelled (10 s at most, so a failure cannot hang the suite).
            for _ in 0..<1000 where !isCancelled() { usleep(10_000) }
            return isCancelled()
        }
        #expect(!work.isCancelled)
        work.cancel()
        #expect(work.isCancelled)
        #expect(waitFor(work) == true)
    }

    /// A screen that wants ticks while its counter is below 3.
    struct Ticking: Screen {
        var ticks = 0
        var title: String { "Ticking" }
        var keys: [KeyHint] { [] }
        var tickInterval: Int32? { ticks < 3 ? 40 : nil }
        mutating func tick() { ticks += 1 }
        mutating func handle(_ key: Key, in area: Rect) -> ScreenAction { .ignored }
        func render(into buffer: inout ScreenBuffer, in area: Rect) {
            buffer.write("ticks \(ticks)", x: 0, y: area.y)
        }
    }

    @Test func theAppAsksTheTopScreenForTicksUntilItWantsNoMore() {
        var state = AppState(root: Ticking(), appName: "t", size: (80, 24))
        #expect(state.tickInterval == 40)
        for _ in 0..<3 { state.tick() }
        #expect(state.tickInterval == nil)
        var buffer = ScreenBuffer(width: 80, height: 24)
        state.render(into: &buffer)
        #expect(buffer.text.contains("ticks 3"))
        // A window too small shows a notice, which never ticks.
        var small = AppState(root: Ticking(), appName: "t", size: (40, 10))
        #expect(small.tickInterval == nil)
        small.tick()
    }
}
