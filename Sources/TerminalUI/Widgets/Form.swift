/// A form of labelled fields, one per line (multi-line fields take several): Tab, Shift-Tab,
/// ↑ ↓ move between fields, the fields edit text, Ctrl-S or Enter on the last one-line field
/// submits.
/// Each field shows its error beside it; the owner sets errors as the user types.
public struct Form: Hashable, Sendable {
    /// One field of a form.
    public struct Field: Hashable, Sendable {
        /// The label shown before the field.
        public let label: String
        /// The text being edited (a text area holds one line for single-line fields).
        public var editor: TextArea
        /// Whether the field takes several lines.
        public let multiline: Bool
        /// The problem with the current text, shown beside the field, or nil.
        public var error: String?

        /// Creates a field holding `text`.
        public init(_ label: String, text: String = "", multiline: Bool = false) {
            self.label = label
            editor = TextArea(text)
            self.multiline = multiline
        }

        /// The field's text.
        public var text: String { editor.text }
    }

    /// What a key did to the form.
    public enum Event: Equatable, Sendable {
        /// The text of field `index` changed.
        case edited(Int)
        /// The focus or a cursor moved.
        case moved
        /// The user asked to save.
        case submit
        /// The form had no use for the key.
        case ignored
    }

    /// The fields, top to bottom.
    public var fields: [Field]
    /// The field in focus.
    public private(set) var focus = 0
    /// The rows a multi-line field takes.
    public static let multilineHeight = 4
    /// The widest a field is drawn, in columns.
    public var maxFieldWidth = 30

    /// Creates a form, the first field in focus.
    public init(_ fields: [Field]) {
        self.fields = fields
    }

    /// Whether any field shows an error.
    public var hasErrors: Bool { fields.contains { $0.error != nil } }

    /// Applies one key.
    public mutating func handle(_ key: Key) -> Event {
        guard !fields.isEmpty else { return .ignored }
        switch key {
        case .control("s"): return .submit
        case .tab: return move(by: 1)
        case .backTab: return move(by: -1)
        case .enter where !fields[focus].multiline:
            // Enter saves from the last one-line field (multi-line fields take Enter).
            let lineFieldFollows = fields[(focus + 1)...].contains { !$0.multiline }
            return lineFieldFollows ? move(by: 1) : .submit
        case .paste(let text) where !fields[focus].multiline:
            // A single-line field takes pasted text as one line.
            let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            return edit(.paste(line))
        default:
            return edit(key)
        }
    }

    /// Passes a key to the field in focus; ↑ ↓ past its first or last line move the focus.
    private mutating func edit(_ key: Key) -> Event {
        let before = fields[focus].text
        guard fields[focus].editor.handle(key) else {
            if key == .up || key == .down { return move(by: key == .up ? -1 : 1) }
            return .ignored
        }
        return fields[focus].text == before ? .moved : .edited(focus)
    }

    /// Moves the focus `step` fields, wrapping around.
    private mutating func move(by step: Int) -> Event {
        focus = (focus + step + fields.count) % fields.count
        return .moved
    }

    /// Draws the fields in `rect`: labels in a column, the fields, errors beside them.
    public func render(into buffer: inout ScreenBuffer, in rect: Rect) {
        let labelWidth = (fields.map { TextWidth.columns(of: $0.label) }.max() ?? 0) + 2
        let fieldWidth = min(maxFieldWidth, rect.width - labelWidth - 2)
        var y = rect.y
        for (index, field) in fields.enumerated() {
            let height = field.multiline ? Self.multilineHeight : 1
            guard y + height <= rect.bottom else { break }
            let focused = index == focus
            buffer.write(field.label, x: rect.x, y: y, style: focused ? .bold : .plain)
            let area = Rect(x: rect.x + labelWidth, y: y, width: fieldWidth, height: height)
            field.editor.render(
                into: &buffer,
                in: area,
                style: CellStyle(underline: true),
                focused: focused
            )
            if let error = field.error {
                // Beside the field when it fits, else on the free line below the field.
                let message = "✗ " + error
                let besideWidth = rect.x + rect.width - area.x - fieldWidth - 2
                let beside = TextWidth.columns(of: message) <= besideWidth
                let errorRect =
                    beside
                    ? Rect(x: area.x + fieldWidth + 2, y: y, width: besideWidth, height: 1)
                    : Rect(x: area.x, y: y + height, width: rect.x + rect.width - area.x, height: 1)
                buffer.writeLine(
                    message,
                    in: errorRect,
                    style: CellStyle(bold: true, foreground: .red)
                )
            }
            y += height + 1
        }
    }
}
