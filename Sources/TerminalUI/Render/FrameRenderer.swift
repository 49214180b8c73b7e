/// Turns a new frame into terminal output by comparing it with the frame on screen: only the
/// cells that changed are written (the ratatui/crossterm technique).
public struct FrameRenderer: Sendable {
    /// Whether colours are sent (off under `NO_COLOR`); other attributes are always sent.
    public var colors: Bool
    /// The frame the terminal shows now, or nil when it must be drawn whole.
    private var previous: ScreenBuffer?

    /// Creates a renderer that draws the first frame whole.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// Forgets the frame on screen, so the next one is drawn whole (after a resize).
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that change the screen from the previous frame to `frame`.
    ///
    /// Every frame is wrapped in the synchronized-output mode (DEC 2026), so terminals that
    /// know it show it at once, and a reader can tell where a frame ends.
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        var out = Output()
        out.append("\u{1B}[?2026h\u{1B}[?25l")
        let old = previous.flatMap {
            $0.width == frame.width && $0.height == frame.height ? $0 : nil
        }
        if old == nil { out.append("\u{1B}[0m\u{1B}[2J") }
        var style: CellStyle? = nil
        var position: (x: Int, y: Int)? = nil
        for y in 0..<frame.height {
            var x = 0
            while x < frame.width {
                let cell = frame[x, y]
                let width = cell.isContinuation ? 1 : max(1, TextWidth.columns(of: cell.text))
                let changed =
                    old.map {
                        $0[x, y] != cell
                            || (width == 2 && x + 1 < frame.width
                                && $0[x + 1, y] != frame[x + 1, y])
                    }
                    ?? true
                if changed && !cell.isContinuation {
                    if position.map({ $0.x != x || $0.y != y }) ?? true {
                        out.append("\u{1B}[\(y + 1);\(x + 1)H")
                    }
                    if style != cell.style {
                        out.append(sgr(cell.style))
                        style = cell.style
                    }
                    out.append(cell.text)
                    position = (x + width, y)
                }
                x += cell.isContinuation ? 1 : width
            }
        }
        if style != nil { out.append("\u{1B}[0m") }
        if let cursor = frame.cursor {
            out.append("\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H\u{1B}[?25h")
        }
        out.append("\u{1B}[?2026l")
        previous = frame
        return out.bytes
    }

    /// The Select Graphic Rendition sequence that sets exactly `style`.
    func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if colors, let color = style.foreground { codes.append("\(30 + Int(color.rawValue))") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// A growing byte buffer for one frame.
private struct Output {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(4096) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
