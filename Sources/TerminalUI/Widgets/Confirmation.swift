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

    /// Draws the question in a box in the middle of `rect`, wrapped at spaces onto as many
    /// lines as it needs (a long question is never cut where its warning is).
    public func render(into buffer: inout ScreenBuffer, in rect: Rect) {
        Self.renderBox(question + "  [y/N]", into: &buffer, in: rect)
    }

    /// Draws `text` in bold in a box in the middle of `rect`, wrapped at spaces; any question
    /// a screen asks over itself looks the same.
    public static func renderBox(_ text: String, into buffer: inout ScreenBuffer, in rect: Rect) {
        let width = min(rect.width, TextWidth.columns(of: text) + 6)
        let lines = wrap(text, columns: max(1, width - 6))
        let height = min(rect.height, lines.count + 2)
        let box = Rect(
            x: rect.x + (rect.width - width) / 2,
            y: rect.y + (rect.height - height) / 2,
            width: width,
            height: height
        )
        Box.draw(box, into: &buffer)
        let inside = box.inset(top: 1, left: 3, right: 3)
        for (row, line) in lines.prefix(max(0, height - 2)).enumerated() {
            buffer.writeLine(line, in: inside, row: row, style: .bold)
        }
    }

    /// `text` broken at spaces into lines of at most `columns` (a longer word is cut later).
    public static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, TextWidth.columns(of: candidate) > columns {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines
    }
}
