/// A grid of cells that widgets draw into; the renderer turns the difference between two
/// buffers into terminal output, and tests read a buffer back as text.
public struct ScreenBuffer: Sendable, Equatable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row after row.
    public private(set) var cells: [Cell]
    /// Where the text cursor should be shown, or nil to hide it.
    public var cursor: (x: Int, y: Int)? {
        get { cursorPosition.map { ($0 % max(width, 1), $0 / max(width, 1)) } }
        set { cursorPosition = newValue.map { $0.y * width + $0.x } }
    }
    private var cursorPosition: Int?

    /// The largest buffer there is, in columns and rows: sizes past it are cut to it.
    ///
    /// An 8K display (7680×4320 pixels) in the smallest readable font (about 8×16 pixels a
    /// cell) is 960×270 cells, so no person reads a bigger window; a terminal may still report
    /// one (up to 65535×65535), and a buffer of that size would take gigabytes. 1000×500 is
    /// 500,000 cells, about 12 MB.
    public static let maximumSize = (width: 1000, height: 500)

    /// A blank buffer of `width` × `height` cells, each cut to 0...``maximumSize``.
    public init(width: Int, height: Int) {
        // Clamped before multiplying, so no size can overflow or allocate without bound.
        self.width = min(max(0, width), Self.maximumSize.width)
        self.height = min(max(0, height), Self.maximumSize.height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x` of row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Writes `text` at (`x`, `y`), clipped to `maxWidth` columns and the buffer's edge, with
    /// control characters neutralised; returns the number of columns written.
    ///
    /// A wide character that would cross the limit is not split: the remaining column is
    /// left blank instead.
    @discardableResult
    public mutating func write(
        _ text: String,
        x: Int,
        y: Int,
        style: CellStyle = .plain,
        maxWidth: Int? = nil
    ) -> Int {
        guard y >= 0, y < height, x >= 0, x < width else { return 0 }
        let limit = min(width, x + (maxWidth ?? width))
        var column = x
        for character in text {
            let shown = Self.neutralised(character)
            let needed = TextWidth.columns(of: shown)
            if needed == 0 {
                // A lone combining mark joins the previous cell rather than taking one.
                if column > x { self[column - 1, y].text.append(contentsOf: String(shown)) }
                continue
            }
            if column + needed > limit {
                if needed == 2, column < limit { clearCell(x: column, y: y, style: style) }
                break
            }
            clearCell(x: column, y: y, style: style)
            self[column, y] = Cell(text: String(shown), style: style)
            if needed == 2 {
                clearCell(x: column + 1, y: y, style: style)
                self[column + 1, y] = Cell(text: "", style: style)
            }
            column += needed
        }
        return column - x
    }

    /// Writes `text` cut with `…` to `width` columns of `rect`'s row `row`, padding the rest
    /// with `style` (so a reversed selection spans the whole row).
    public mutating func writeLine(
        _ text: String,
        in rect: Rect,
        row: Int = 0,
        style: CellStyle = .plain
    ) {
        guard row < rect.height else { return }
        let cut = TextWidth.truncated(text, toColumns: rect.width)
        let used = write(cut, x: rect.x, y: rect.y + row, style: style, maxWidth: rect.width)
        fill(
            Rect(x: rect.x + used, y: rect.y + row, width: rect.width - used, height: 1),
            style: style
        )
    }

    /// Writes `note` dim at the right end of `rect`'s row `row` when it fits beside the
    /// `beside` columns already written there (with three columns between); else nothing,
    /// since what is at the left matters more (a header's totals, its count at the right).
    public mutating func writeRightNote(
        _ note: String,
        besideColumns beside: Int,
        in rect: Rect,
        row: Int = 0
    ) {
        let columns = TextWidth.columns(of: note)
        guard row < rect.height, beside + columns + 3 <= rect.width else { return }
        write(note + " ", x: rect.x + rect.width - columns - 1, y: rect.y + row, style: .dim)
    }

    /// Blanks every cell of `rect` with `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        let right = min(width, rect.x + rect.width)
        let bottom = min(height, rect.y + rect.height)
        guard rect.x < right, rect.y < bottom else { return }
        for row in max(0, rect.y)..<bottom {
            for column in max(0, rect.x)..<right {
                clearCell(x: column, y: row, style: style)
            }
        }
    }

    /// Blanks one cell, also blanking the other half of a wide grapheme it belonged to.
    private mutating func clearCell(x: Int, y: Int, style: CellStyle) {
        let old = self[x, y]
        if old.isContinuation, x > 0 {
            self[x - 1, y] = Cell(text: " ", style: self[x - 1, y].style)
        } else if !old.isContinuation, x + 1 < width, self[x + 1, y].isContinuation {
            self[x + 1, y] = Cell(text: " ", style: self[x + 1, y].style)
        }
        self[x, y] = Cell(text: " ", style: style)
    }

    /// A control or invisible character replaced by a visible stand-in, so stored text can
    /// never move the cursor, change colours or clear the screen.
    static func neutralised(_ character: Character) -> Character {
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? "\u{FFFD}" : character
        }
        for scalar in character.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
                return "\u{FFFD}"
            default:
                // Bidirectional overrides could reorder what follows on the line.
                if (0x202A...0x202E).contains(scalar.value)
                    || (0x2066...0x2069).contains(scalar.value)
                {
                    return "\u{FFFD}"
                }
            }
        }
        return character
    }

    /// Row `y` as text, wide graphemes once, trailing spaces removed.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<width { text += self[x, y].text }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The whole buffer as text, one line per row, as a person would read the screen.
    public var text: String {
        (0..<height).map(line).joined(separator: "\n")
    }

    /// Whether two buffers show the same cells and cursor.
    public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
            && lhs.cursorPosition == rhs.cursorPosition
    }
}
