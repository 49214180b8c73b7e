/// One key press (or one paste) after decoding the bytes a terminal sends.
public enum Key: Hashable, Sendable {
    /// A printable character, already decoded from UTF-8.
    case character(Character)
    /// A control combination, named by its lowercase letter: `.control("u")` is Ctrl-U.
    case control(Character)
    /// Alt (Meta) with a character: the terminal sends Esc then the character.
    case alt(Character)
    /// The arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// The forward Delete key.
    case delete
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Tab and Shift-Tab.
    case tab, backTab
    /// Enter (Return).
    case enter
    /// A lone Escape, told apart from an escape sequence by a short silence after it.
    case escape
    /// Text pasted with bracketed paste: inserted as typed, never taken as commands.
    case paste(String)
    /// A function key, F1 to F12.
    case function(Int)
    /// A sequence this decoder does not know; ignored by widgets.
    case unknown

    /// Whether this is Ctrl-C, which always quits.
    public var isInterrupt: Bool { self == .control("c") }
}
