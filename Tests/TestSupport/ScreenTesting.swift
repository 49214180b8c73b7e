import TerminalUI

/// Feeds the bytes of `typed` to the app as a terminal would send them (escape sequences
/// decoded, a lone Esc flushed), one key at a time.
public func type(_ typed: String, into state: inout AppState) {
    var decoder = KeyDecoder()
    for key in decoder.decode(Array(typed.utf8)) + decoder.flush() { state.handle(key) }
}

/// The whole window as the app draws it, as text.
public func screen(_ state: AppState) -> String {
    var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
    state.render(into: &buffer)
    return buffer.text
}
