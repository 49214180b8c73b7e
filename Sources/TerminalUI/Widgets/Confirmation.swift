/// A y/N question drawn over a screen: `y` answers yes; `n`, Esc and Enter answer no.
public struct Confirmation: Hashable, Sendable {
    /// The answer a key gave.
    public enum Answer: Equatable, Sendable {
        /// Yes: go ahead.
        case yes
        /// No: nothing happens.
        case no
        /// The key was not an answer; the question stays.
        case pending
    }

    /// The question, e.g. "Delete “Soup”?".
    public let question: String

    /// Creates a question.
    public init(_ question: String) {
        self.question = question
    }

    /// The answer `key` gives; no is the default, so Enter does nothing harmful.
    public func answer(_ key: Key) -> Answer {
        switch key {
        case .character("y"), .character("Y"): return .yes
        case .character("n"), .character("N"), .escape, .enter: return .no
        default: return .pending
        }
    }

    /// Draws the question in a box in the middle of `rect`.
    public func render(into buffer: inout ScreenBuffer, in rect: Rect) {
        let text = question + "  [y/N]"
        let width = min(rect.width, TextWidth.columns(of: text) + 6)
        let box = Rect(
            x: rect.x + (rect.width - width) / 2,
            y: rect.y + (rect.height - 3) / 2,
            width: width,
            height: 3
        )
        Box.draw(box, into: &buffer)
        buffer.writeLine(text, in: box.inset(top: 1, left: 3, right: 3), style: .bold)
    }
}
