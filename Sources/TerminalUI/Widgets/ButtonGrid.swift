/// A row or grid of buttons: arrows, Tab and Shift-Tab move, Enter presses, and each
/// button's letter presses it directly.
public struct ButtonGrid: Hashable, Sendable {
    /// One button: its label and the letter that presses it.
    public struct Button: Hashable, Sendable {
        /// The label, e.g. "Recipes".
        public let label: String
        /// The key that presses it, e.g. "r".
        public let letter: Character

        /// Creates a button.
        public init(_ label: String, letter: Character) {
            self.label = label
            self.letter = letter
        }
    }

    /// The buttons, in reading order.
    public let buttons: [Button]
    /// How many buttons a row holds.
    public let columns: Int
    /// The button in focus.
    public private(set) var selected = 0

    /// Creates a grid of `buttons`, `columns` to a row, the first in focus.
    public init(_ buttons: [Button], columns: Int) {
        self.buttons = buttons
        self.columns = max(1, columns)
    }

    /// Moves the focus or presses a button; returns the pressed button's index, or nil.
    /// `consumed` tells whether the key was used at all.
    public mutating func handle(_ key: Key) -> (pressed: Int?, consumed: Bool) {
        let count = buttons.count
        guard count > 0 else { return (nil, false) }
        switch key {
        case .right, .tab: selected = (selected + 1) % count
        case .left, .backTab: selected = (selected + count - 1) % count
        case .down: selected = selected + columns < count ? selected + columns : selected
        case .up: selected = selected >= columns ? selected - columns : selected
        case .home: selected = 0
        case .end: selected = count - 1
        case .enter, .character(" "): return (selected, true)
        case .character(let character):
            let lower = Character(character.lowercased())
            guard let index = buttons.firstIndex(where: { $0.letter == lower }) else {
                return (nil, false)
            }
            selected = index
            return (index, true)
        default: return (nil, false)
        }
        return (nil, true)
    }

    /// The width every button is drawn at: frame, padding, letter, label.
    public var buttonWidth: Int {
        (buttons.map { TextWidth.columns(of: $0.label) }.max() ?? 0) + 9
    }

    /// Draws the buttons centred in `rect`, four rows per button row; each shows its letter.
    /// The rows the grid draws: three per row of buttons and one between rows.
    public var height: Int {
        let rows = (buttons.count + columns - 1) / max(1, columns)
        return rows == 0 ? 0 : rows * 4 - 1
    }

    public func render(into buffer: inout ScreenBuffer, in rect: Rect) {
        let width = buttonWidth
        let gap = 2
        let rowWidth = columns * width + (columns - 1) * gap
        let left = rect.x + max(0, (rect.width - rowWidth) / 2)
        for (index, button) in buttons.enumerated() {
            let x = left + (index % columns) * (width + gap)
            let y = rect.y + (index / columns) * 4
            guard y + 2 < rect.bottom else { break }
            let focused = index == selected
            let style: CellStyle = focused ? CellStyle(bold: true, reverse: true) : .plain
            let cell = Rect(x: x, y: y, width: width, height: 3)
            Box.draw(cell, into: &buffer)
            if focused {
                buffer.fill(cell.inset(top: 1, bottom: 1, left: 1, right: 1), style: style)
            }
            var letterStyle = style
            letterStyle.underline = true
            buffer.write(String(button.letter), x: x + 2, y: y + 1, style: letterStyle)
            buffer.write(button.label, x: x + 5, y: y + 1, style: style, maxWidth: width - 6)
        }
    }
}
