/// A multi-line text field: the line editing of ``LineEditor`` on each line, Enter breaks a
/// line, ↑ ↓ move between lines, Backspace at a line's start joins it to the one above.
public struct TextArea: Hashable, Sendable {
    /// The lines, each a line editor.
    public private(set) var lines: [LineEditor]
    /// The line the cursor is on.
    public private(set) var row = 0

    /// Creates an area holding `text` (lines separated by "\n"), the cursor at the end of
    /// the first line, so a long text opens at its top.
    public init(_ text: String = "") {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            LineEditor(String($0))
        }
        row = 0
    }

    /// The text, lines joined with "\n".
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Applies an editing key; returns false for keys it does not use (↑ on the first line,
    /// ↓ on the last, Tab), so a form can move to another field.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .enter:
            let current = lines[row]
            let rest = String(current.characters[current.cursor...])
            var head = current
            head.handle(.control("k"))
            lines[row] = head
            var tail = LineEditor(rest)
            tail.handle(.home)
            lines.insert(tail, at: row + 1)
            row += 1
        case .paste(let text):
            for (index, part) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                if index > 0 { handle(.enter) }
                lines[row].insert(Array(part))
            }
        case .up, .down:
            let target = key == .up ? row - 1 : row + 1
            guard lines.indices.contains(target) else { return false }
            let column = lines[row].cursor
            row = target
            moveCursor(to: column)
        case .backspace where lines[row].cursor == 0 && row > 0:
            let joined = lines.remove(at: row)
            row -= 1
            let column = lines[row].characters.count
            lines[row].text = lines[row].text + joined.text
            moveCursor(to: column)
        case .delete
        where lines[row].cursor == lines[row].characters.count && row + 1 < lines.count:
            let next = lines.remove(at: row + 1)
            let column = lines[row].cursor
            lines[row].text = lines[row].text + next.text
            moveCursor(to: column)
        default:
            return lines[row].handle(key)
        }
        return true
    }

    /// Puts the cursor of the current line at `column` (or its end).
    private mutating func moveCursor(to column: Int) {
        lines[row].handle(.home)
        for _ in 0..<min(column, lines[row].characters.count) { lines[row].handle(.right) }
    }

    /// Draws the lines in `rect`, scrolled so the cursor's line shows; when lines are hidden
    /// above or below, the last column of the first or last row says how many (`↑3`, `↓2`).
    public func render(
        into buffer: inout ScreenBuffer,
        in rect: Rect,
        style: CellStyle = .plain,
        focused: Bool
    ) {
        guard rect.height > 0 else { return }
        let top = max(0, row - rect.height + 1)
        drawLines(from: top, into: &buffer, in: rect, style: style, focused: focused)
        let below = lines.count - top - rect.height
        for (hidden, arrow, offset) in [(top, "↑", 0), (below, "↓", rect.height - 1)]
        where hidden > 0 && lines.count > 1 {
            let marker = arrow + String(hidden)
            let width = TextWidth.columns(of: marker)
            guard width < rect.width else { continue }
            buffer.write(
                marker,
                x: rect.x + rect.width - width,
                y: rect.y + offset,
                style: CellStyle(bold: true, reverse: true)
            )
        }
    }

    /// The lines from `top` on, one per row of `rect`.
    private func drawLines(
        from top: Int,
        into buffer: inout ScreenBuffer,
        in rect: Rect,
        style: CellStyle,
        focused: Bool
    ) {
        for offset in 0..<rect.height {
            let line = top + offset
            let lineRect = rect.row(offset)
            if lines.indices.contains(line) {
                lines[line].render(
                    into: &buffer,
                    in: lineRect,
                    style: style,
                    focused: focused && line == row
                )
            } else {
                buffer.fill(lineRect, style: style)
            }
        }
    }
}
