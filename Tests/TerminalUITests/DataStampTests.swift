import Testing

@testable import TerminalUI

/// A screen that counts its reloads, layouts and the outcomes of screens closed above it.
private struct ReloadingScreen: Screen {
    let title: String
    var reloads = 0
    var layouts = 0
    var resumedFrom: [String] = []

    var keys: [KeyHint] { [] }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        switch key {
        case .character("o"): return .push(ReloadingScreen(title: title + "+"))
        case .character("x"): return .pop
        default: return .ignored
        }
    }

    mutating func reload() { reloads += 1 }
    mutating func layout(in area: Rect) { layouts += 1 }
    mutating func resume(from closed: any Screen) { resumedFrom.append(closed.title) }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.writeLine("\(title) reloads \(reloads) layouts \(layouts)", in: area)
    }
}

/// The data a closure counts, standing for a store's change stamp.
private final class Data {
    var version = 0
}

/// The one refresh path: a new stamp reloads every open screen, once.
@Suite struct DataStampTests {
    private func screens(_ state: AppState) -> [ReloadingScreen] {
        state.stack.compactMap { $0 as? ReloadingScreen }
    }

    @Test func aNewStampReloadsEveryOpenScreenOnceAndLaysOutTheTopOne() {
        let data = Data()
        var state = AppState(root: ReloadingScreen(title: "A"), appName: "t", size: (80, 24))
        state.dataStamp = { AnyHashable(data.version) }
        state.handle(.character("o"))
        #expect(screens(state).map(\.reloads) == [0, 0])
        data.version += 1
        let changed = state.refreshIfDataChanged()
        #expect(changed)
        #expect(screens(state).map(\.reloads) == [1, 1])
        let again = state.refreshIfDataChanged()
        #expect(!again)
        // A key checks the stamp too (a write made while handling it).
        data.version += 1
        state.handle(.character("z"))
        #expect(screens(state).map(\.reloads) == [2, 2])
        #expect(screens(state).last.map { $0.layouts >= 3 } == true)
    }

    @Test func closingAScreenHandsItToTheOneBelowWithoutAReload() {
        var state = AppState(root: ReloadingScreen(title: "A"), appName: "t", size: (80, 24))
        state.handle(.character("o"))
        state.handle(.character("x"))
        #expect(screens(state).map(\.resumedFrom) == [["A+"]])
        #expect(screens(state).map(\.reloads) == [0])
    }

    @Test func aNewSizeLaysOutTheTopScreenAgain() {
        var state = AppState(root: ReloadingScreen(title: "A"), appName: "t", size: (80, 24))
        let before = screens(state).first?.layouts ?? 0
        state.size = (120, 40)
        #expect(screens(state).first?.layouts == before + 1)
        state.size = (120, 40)
        #expect(screens(state).first?.layouts == before + 1)
    }
}
