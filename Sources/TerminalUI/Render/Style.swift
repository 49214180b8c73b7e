/// How a cell is drawn: a few attributes and an optional colour, nothing terminal-specific.
public struct CellStyle: Hashable, Sendable {
    /// One of the eight basic terminal colours.
    public enum Color: UInt8, Sendable {
        case black = 0, red, green, yellow, blue, magenta, cyan, white
    }

    /// Bold (bright) text.
    public var bold = false
    /// Dimmed text, for hints.
    public var dim = false
    /// Underlined text.
    public var underline = false
    /// Foreground and background swapped: the selection and buttons in focus.
    public var reverse = false
    /// The text colour, or nil for the terminal's own; dropped when colours are off.
    public var foreground: Color? = nil

    /// The terminal's default look.
    public static let plain = CellStyle()
    /// Bold text.
    public static let bold = CellStyle(bold: true)
    /// Dimmed text.
    public static let dim = CellStyle(dim: true)
    /// Reversed text (a selection).
    public static let reverse = CellStyle(reverse: true)

    /// Creates a style.
    public init(
        bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        reverse: Bool = false,
        foreground: Color? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.foreground = foreground
    }

    /// This style with a foreground colour.
    public func colored(_ color: Color) -> CellStyle {
        var copy = self
        copy.foreground = color
        return copy
    }
}

/// One terminal cell: a grapheme of one column, the first half of a wide one, or the
/// continuation that the wide grapheme to its left covers.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, or "" for the right half of a wide grapheme.
    public var text: String
    /// How the cell is drawn.
    public var style: CellStyle

    /// A blank cell.
    public static let blank = Cell(text: " ", style: .plain)

    /// Creates a cell.
    public init(text: String, style: CellStyle) {
        self.text = text
        self.style = style
    }

    /// Whether this cell is covered by the wide grapheme in the cell to its left.
    public var isContinuation: Bool { text.isEmpty }
}

/// A rectangle of cells: where a widget may draw.
public struct Rect: Hashable, Sendable {
    /// The left column, from 0.
    public var x: Int
    /// The top row, from 0.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The row just below the rectangle.
    public var bottom: Int { y + height }

    /// The rectangle without `top` rows above and `bottom` rows below.
    public func inset(top: Int = 0, bottom: Int = 0, left: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// One row of the rectangle, `offset` rows from its top.
    public func row(_ offset: Int) -> Rect {
        Rect(x: x, y: y + offset, width: width, height: offset < height ? 1 : 0)
    }
}
