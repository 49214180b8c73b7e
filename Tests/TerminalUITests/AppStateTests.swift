import Testing

@testable import TerminalUI

/// A screen that counts its keys and can open another.
struct CountingScreen: Screen {
    let title: String
    var typed = ""

    var keys: [KeyHint] { [KeyHint("o", "open")] }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        switch key {
        case .character("o"): return .push(CountingScreen(title: title + "+"))
        case .character("x"): return .pop
        case .character("c"): return .copy("copied \(title)")
        case .character(let character) where character.isLetter && character != "q":
            typed.append(character)
            return .handled
        default: return .ignored
        }
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.writeLine("typed: " + typed, in: area)
    }
}

/// A screen with a text field: every character is text.
struct TypingScreen: Screen {
    var typed = ""
    var title: String { "Typing" }
    var keys: [KeyHint] { [] }
    var quitsOnQ: Bool { false }

    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction {
        guard case .character(let character) = key else { return .ignored }
        typed.append(character)
        return .handled
    }

    func render(into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.writeLine("typed: " + typed, in: area)
    }
}

/// The stack of screens and the frame around it.
@Suite struct AppStateTests {
    func app(width: Int = 80, height: Int = 24) -> AppState {
        AppState(root: CountingScreen(title: "Home"), appName: "app", size: (width, height))
    }

    func text(_ state: AppState) -> String {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        state.render(into: &buffer)
        return buffer.text
    }

    @Test func keysGoToTheTopScreenAndEscapeGoesBack() {
        var state = app()
        state.handle(.character("o"))
        state.handle(.character("a"))
        #expect(state.stack.count == 2)
        #expect(text(state).hasPrefix(" app › Home+\ntyped: a"))
        state.handle(.escape)
        #expect(state.stack.count == 1)
        state.handle(.escape)
        #expect(state.stack.count == 1)
        #expect(!state.finished)
    }

    @Test func theStatusLineShowsTheScreensKeysAndTheGlobalOnes() {
        let lines = text(app()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[23] == " o open  ? help  q quit")
    }

    @Test func questionMarkShowsTheHelpAndAnyKeyClosesIt() {
        var state = app()
        state.handle(.character("?"))
        #expect(text(state).contains("Keys: Home"))
        #expect(text(state).contains("Ctrl-C  quit"))
        #expect(text(state).contains("Ctrl-Z  suspend to the shell"))
        state.handle(.character("a"))
        #expect(!text(state).contains("Keys: Home"))
        #expect(text(state).contains("typed: \n") || text(state).contains("typed:\n"))
    }

    @Test func f1ShowsTheHelpEverywhereAndTheStatusLineNamesIt() {
        var state = app()
        state.handle(.function(1))
        #expect(text(state).contains("Keys: Home"))
        #expect(text(state).contains("? F1    this help (in a text field only F1)"))
        state.handle(.character("a"))
        state.handle(.character("a"))
        #expect(text(state).contains("typed: a\n"))
        // A screen taking text (q does not quit) is told `?` as a character; F1 is the help.
        var typing = AppState(
            root: TypingScreen(),
            appName: "app",
            size: (80, 24)
        )
        typing.handle(.character("?"))
        #expect(!text(typing).contains("Keys:"))
        #expect(text(typing).contains("typed: ?"))
        #expect(text(typing).hasSuffix(" F1 help"))
        typing.handle(.function(1))
        #expect(text(typing).contains("Keys: Typing"))
    }

    @Test func qAndControlCQuit() {
        var state = app()
        state.handle(.character("q"))
        #expect(state.finished && !state.interrupted)
        var other = app()
        other.handle(.control("c"))
        #expect(other.finished && other.interrupted)
    }

    @Test func aSmallWindowShowsANoticeAndKeepsTheState() {
        var state = app()
        state.handle(.character("a"))
        state.size = (60, 20)
        #expect(text(state).contains("Window too small"))
        state.handle(.character("b"))
        state.size = (80, 24)
        #expect(text(state).contains("typed: a\n"))
    }

    @Test func aCopyIsHandedOverOnceAndTheScreenStays() {
        var state = app()
        state.handle(.character("c"))
        #expect(state.takeClipboard() == "copied Home")
        #expect(state.takeClipboard() == nil)
        #expect(state.stack.count == 1 && !state.finished)
    }

    @Test func theClipboardSequenceIsOSC52WithStandardBase64() {
        // RFC 4648 §10 test vectors.
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors {
            #expect(Clipboard.base64(Array(plain.utf8)) == encoded)
        }
        #expect(Clipboard.copySequence("é") == "\u{1B}]52;c;w6k=\u{1B}\\")
    }
}
