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
}

/// One screen of the app, as a value: its state, a key handler, and a view.
///
/// `handle` may change the state and call the core; `render` only draws the state, so a test
/// can feed keys and read the buffer as text (the bubbletea model/update/view split).
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
}

extension Screen {
    /// By default a screen lets `q` quit.
    public var quitsOnQ: Bool { true }

    /// By default the status line shows the same keys as the help.
    public var statusKeys: [KeyHint] { keys }
}
