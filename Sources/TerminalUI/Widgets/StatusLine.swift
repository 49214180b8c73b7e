/// The bottom line: the main keys of the screen, as many as fit.
public enum StatusLine {
    /// Draws `message` (if any) then `hints` as "key action" pairs on `row`, dropping the
    /// hints that do not fit.
    public static func render(
        _ hints: [KeyHint],
        message: String? = nil,
        into buffer: inout ScreenBuffer,
        row: Int
    ) {
        let area = Rect(x: 0, y: row, width: buffer.width, height: 1)
        buffer.fill(area, style: .reverse)
        var x = 1
        if let message {
            x += buffer.write(
                TextWidth.truncated(message, toColumns: buffer.width - 2) + "  ",
                x: x,
                y: row,
                style: CellStyle(bold: true, reverse: true),
                maxWidth: buffer.width - 2
            )
        }
        for hint in hints {
            let needed =
                TextWidth.columns(of: hint.key) + 1 + TextWidth.columns(of: hint.action) + 2
            if x + needed > buffer.width { break }
            x += buffer.write(hint.key, x: x, y: row, style: CellStyle(bold: true, reverse: true))
            x += buffer.write(" " + hint.action + "  ", x: x, y: row, style: .reverse)
        }
    }
}

/// The key help drawn in a box over the screen; any key closes it.
public enum HelpOverlay {
    /// Draws a centred box listing `hints`.
    public static func render(title: String, hints: [KeyHint], into buffer: inout ScreenBuffer) {
        let keyWidth = hints.map { TextWidth.columns(of: $0.key) }.max() ?? 0
        let lines = hints.map { TextWidth.padded($0.key, toColumns: keyWidth) + "  " + $0.action }
        let width = min(
            buffer.width - 4,
            max(TextWidth.columns(of: title), lines.map { TextWidth.columns(of: $0) }.max() ?? 0)
                + 4
        )
        let height = min(buffer.height - 2, lines.count + 4)
        let box = Rect(
            x: (buffer.width - width) / 2,
            y: (buffer.height - height) / 2,
            width: width,
            height: height
        )
        Box.draw(box, title: title, into: &buffer)
        for (index, line) in lines.prefix(height - 4).enumerated() {
            buffer.writeLine(line, in: box.inset(top: 1, left: 2, right: 2), row: index + 1)
        }
        buffer.writeLine(
            "any key closes",
            in: box.inset(left: 2, right: 2),
            row: height - 2,
            style: .dim
        )
    }
}

/// A frame of box-drawing lines with a title, its inside blanked.
public enum Box {
    /// Draws the frame around `rect` and clears its inside.
    public static func draw(_ rect: Rect, title: String = "", into buffer: inout ScreenBuffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        buffer.fill(rect)
        let horizontal = String(repeating: "─", count: rect.width - 2)
        buffer.write("┌" + horizontal + "┐", x: rect.x, y: rect.y)
        buffer.write("└" + horizontal + "┘", x: rect.x, y: rect.bottom - 1)
        for row in (rect.y + 1)..<(rect.bottom - 1) {
            buffer.write("│", x: rect.x, y: row)
            buffer.write("│", x: rect.x + rect.width - 1, y: row)
        }
        if !title.isEmpty {
            buffer.write(
                " " + title + " ",
                x: rect.x + 2,
                y: rect.y,
                style: .bold,
                maxWidth: rect.width - 4
            )
        }
    }
}
