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
        /// Whether the text is drawn as one `•` per character (a password).
        public let secret: Bool

        /// Creates a field holding `text`.
        public init(
            _ label: String,
            text: String = "",
            multiline: Bool = false,
            secret: Bool = false
        ) {
            self.label = label
            editor = TextArea(text)
            self.multiline = multiline
            self.secret = secret
        }

        /// What is drawn: the editor, or for a secret one `•` per character, the cursor at
        /// the end (the text itself never reaches the screen).
        var shown: TextArea {
            guard secret else { return editor }
            return TextArea(String(repeating: "•", count: editor.text.count))
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
    /// The fewest rows a multi-line field takes; it grows into the rows the form leaves free.
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

    /// Where each field and its error go in `rect` (``layout(in:)``).
    public struct Placement: Hashable, Sendable {
        /// The field's first row.
        public let y: Int
        /// The rows the field takes.
        public let height: Int
        /// The error's lines, and whether they go beside the field (else below it).
        public let errorLines: [String]
        public let errorBeside: Bool
    }

    /// Lays the fields out in `rect`, top to bottom with a free row after each: an error goes
    /// beside its field when it fits, else below it, wrapped over as many rows as it needs
    /// (cut with `…` only when the window has no more); the rows left over are shared by the
    /// multi-line fields, which take at least ``multilineHeight`` rows (fewer only when the
    /// window is too short). Fields that still do not fit are left out at the bottom.
    public func layout(in rect: Rect) -> [Placement] {
        let labelWidth = (fields.map { TextWidth.columns(of: $0.label) }.max() ?? 0) + 2
        let fieldWidth = min(maxFieldWidth, rect.width - labelWidth - 2)
        let besideWidth = rect.width - labelWidth - fieldWidth - 2
        let belowWidth = rect.width - labelWidth
        var errors: [(lines: [String], beside: Bool)] = fields.map { field in
            guard let error = field.error else { return ([], true) }
            let message = "✗ " + error
            if TextWidth.columns(of: message) <= besideWidth { return ([message], true) }
            return (TextWrap.lines(message, width: belowWidth), false)
        }
        var heights = fields.map { $0.multiline ? Self.multilineHeight : 1 }
        let growing = fields.indices.filter { fields[$0].multiline }
        // A free row after each field but the last (it gets one only for an error below).
        let gaps =
            fields.count - 1 + (errors.last.map { !$0.beside && !$0.lines.isEmpty } == true ? 1 : 0)
        var free = rect.height - heights.reduce(0, +) - gaps
        // Errors first: a problem must be read, even if a multi-line field shrinks for it
        // (down to one row: its markers say what is hidden).
        var budget = free + growing.reduce(0) { $0 + heights[$1] - 1 }
        for index in errors.indices where !errors[index].beside {
            let extra = errors[index].lines.count - 1
            let allowed = max(0, min(extra, budget))
            budget -= allowed
            free -= allowed
            if allowed < extra {
                errors[index].lines = TextWrap.lines(
                    "✗ " + (fields[index].error ?? ""),
                    width: belowWidth,
                    maxLines: allowed + 1
                )
            }
        }
        // The rows left over go to the multi-line fields; a shortfall is taken from them.
        if !growing.isEmpty {
            if free > 0 {
                for (order, index) in growing.enumerated() {
                    heights[index] += free / growing.count + (order < free % growing.count ? 1 : 0)
                }
            }
            var order = 0
            while free < 0, growing.contains(where: { heights[$0] > 1 }) {
                let index = growing[order % growing.count]
                if heights[index] > 1 {
                    heights[index] -= 1
                    free += 1
                }
                order += 1
            }
        }
        var placements: [Placement] = []
        var y = rect.y
        for index in fields.indices {
            placements.append(
                Placement(
                    y: y,
                    height: heights[index],
                    errorLines: errors[index].lines,
                    errorBeside: errors[index].beside
                )
            )
            y +=
                heights[index] + 1
                + (errors[index].beside ? 0 : max(0, errors[index].lines.count - 1))
        }
        return placements
    }

    /// Draws the fields in `rect` as ``layout(in:)`` places them: labels in a column, the
    /// fields, their errors; returns the rows used.
    @discardableResult
    public func render(into buffer: inout ScreenBuffer, in rect: Rect) -> Int {
        let labelWidth = (fields.map { TextWidth.columns(of: $0.label) }.max() ?? 0) + 2
        let fieldWidth = min(maxFieldWidth, rect.width - labelWidth - 2)
        var bottom = rect.y
        for (index, (field, place)) in zip(fields, layout(in: rect)).enumerated() {
            guard place.y + place.height <= rect.bottom else { break }
            let focused = index == focus
            buffer.write(field.label, x: rect.x, y: place.y, style: focused ? .bold : .plain)
            let area = Rect(
                x: rect.x + labelWidth,
                y: place.y,
                width: fieldWidth,
                height: place.height
            )
            field.shown.render(
                into: &buffer,
                in: area,
                style: CellStyle(underline: true),
                focused: focused
            )
            bottom = area.bottom
            let errorStyle = CellStyle(bold: true, foreground: .red)
            if place.errorBeside, let line = place.errorLines.first {
                let x = area.x + fieldWidth + 2
                buffer.writeLine(
                    line,
                    in: Rect(x: x, y: place.y, width: rect.x + rect.width - x, height: 1),
                    style: errorStyle
                )
            } else {
                for (offset, line) in place.errorLines.enumerated()
                where area.bottom + offset < rect.bottom {
                    buffer.writeLine(
                        line,
                        in: Rect(
                            x: area.x,
                            y: area.bottom + offset,
                            width: rect.x + rect.width - area.x,
                            height: 1
                        ),
                        style: errorStyle
                    )
                    bottom = area.bottom + offset + 1
                }
            }
        }
        return bottom - rect.y
    }
}
