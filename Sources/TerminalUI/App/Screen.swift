/// A key and what it does, shown in the status line and the help overlay.
public struct KeyHint: Hashable, Sendable {
    /// The key as written for a person, e.g. "Enter" or "←/→".
    public let key: String
    /// What the key does, e.g. "save".
    public let action: String

    /// Creates a hint.
    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}

/// What a screen asks the app to do after a key.
public enum ScreenAction {
    /// The screen used the key.
    case handled
    /// The screen had no use for the key; the app applies its global keys (Esc, `?`, `q`).
    case ignored
    /// Open another screen on top.
    case push(any Screen)
    /// Close this screen.
    case pop
    /// Leave the app.
    case quit
    /// Put this text on the clipboard (through the terminal, see ``Clipboard``); the screen
    /// used the key.
    case copy(String)
}

/// One screen of the app, as a value: its state, a key handler, and a view.
///
/// `handle` may change the state and call the core; ``layout(in:)`` loads what the next frame
/// shows into the value (the visible rows of a list); `render` only draws the state, never
/// reading a store nor changing anything, so a test can feed keys and read the buffer as text
/// (the bubbletea model/update/view split). When the data may have changed (a write here, an
/// undo, another process) the app calls ``reload()`` on every open screen, then lays out the
/// top one again.
public protocol Screen {
    /// The title shown in the header, e.g. "Converter".
    var title: String { get }
    /// The main keys, for the status line (the first few) and the help overlay (all).
    var keys: [KeyHint] { get }
    /// The keys the status line shows (the help overlay shows all of ``keys``).
    var statusKeys: [KeyHint] { get }
    /// Whether `q` may quit from this screen (false while text is being typed).
    var quitsOnQ: Bool { get }
    /// Reacts to one key; `area` is where the screen will be drawn.
    mutating func handle(_ key: Key, in area: Rect) -> ScreenAction
    /// Draws the state into `area` of `buffer`.
    func render(into buffer: inout ScreenBuffer, in area: Rect)
    /// Loads what the next frame in `area` shows (e.g. the visible window of a long list);
    /// the app calls it before every frame that follows a key, a reload or a new size.
    mutating func layout(in area: Rect)
    /// Reads the screen's data again: it changed (a write, an undo, another process).
    mutating func reload()
    /// The screen above this one closed; it may carry an outcome (e.g. what a form saved).
    mutating func resume(from closed: any Screen)
    /// Whether slow work waits to run once the current frame (e.g. "Importing…") is shown.
    var hasPendingWork: Bool { get }
    /// Runs the waiting slow work; the frame after it shows the outcome.
    mutating func runPendingWork()
    /// How often the screen wants ``tick()`` while no key comes, in milliseconds, or nil for
    /// never: while work runs in the background (``BackgroundWork``) and a spinner turns.
    var tickInterval: Int32? { get }
    /// Time passed with no key: look whether background work ended, turn the spinner.
    mutating func tick()
}

extension Screen {
    /// By default a screen lets `q` quit.
    public var quitsOnQ: Bool { true }

    /// By default a screen keeps no data that could go stale.
    public mutating func reload() {}

    /// By default a screen holds everything it draws already.
    public mutating func layout(in area: Rect) {}

    /// By default a closed screen's outcome is not needed.
    public mutating func resume(from closed: any Screen) {}

    /// By default a screen does its work while handling the key.
    public var hasPendingWork: Bool { false }

    /// By default there is nothing to run.
    public mutating func runPendingWork() {}

    /// By default a screen changes only when a key comes.
    public var tickInterval: Int32? { nil }

    /// By default time passing changes nothing.
    public mutating func tick() {}

    /// By default the status line shows the same keys as the help.
    public var statusKeys: [KeyHint] { keys }
}

/// A key the app answers on every screen that has no use for it and is not taking text
/// (its ``Screen/quitsOnQ`` is true), e.g. undo: it runs and its message shows in the status
/// line (what it changed reaches the screens through ``AppState/dataStamp``), or it opens a
/// screen (e.g. the list of recent changes).
public struct AppCommand {
    /// The key, e.g. `.character("u")`.
    public let key: Key
    /// The hint shown in the help overlay.
    public let hint: KeyHint
    /// Does the work and returns the message for the status line.
    public let run: () -> String
    /// The screen the command opens instead, if it opens one.
    public let opens: (() -> any Screen)?

    /// Creates a command that does some work and says what it did.
    public init(key: Key, hint: KeyHint, run: @escaping () -> String) {
        self.key = key
        self.hint = hint
        self.run = run
        opens = nil
    }

    /// Creates a command that opens a screen.
    public init(key: Key, hint: KeyHint, opening screen: @escaping () -> any Screen) {
        self.key = key
        self.hint = hint
        run = { "" }
        opens = screen
    }
}
