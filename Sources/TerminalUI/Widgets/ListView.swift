/// The rows a list shows, asked for one visible window at a time so a list can be huge.
public protocol ListDataSource {
    /// The number of rows.
    var count: Int { get }
    /// The text of the rows in `range` (only the visible ones are ever asked for).
    func rows(in range: Range<Int>) -> [String]
    /// How row `index` is drawn when not selected (the selection adds reverse).
    func style(ofRow index: Int) -> CellStyle
}

extension ListDataSource {
    /// Every row plain unless the source says otherwise.
    public func style(ofRow index: Int) -> CellStyle { .plain }
}

/// The rows of a long list loaded before a frame: the text of one window, and how many rows
/// the whole list has (a screen fills it in ``Screen/layout(in:)``, from ``ListView/window``).
public struct LoadedRows: ListDataSource, Hashable, Sendable {
    /// The number of rows of the whole list.
    public var count: Int
    /// The row `texts[0]` is.
    public var first: Int
    /// The text of the loaded rows.
    public var texts: [String]

    /// Creates the rows: `texts` are rows `first…` of `count`.
    public init(count: Int = 0, first: Int = 0, texts: [String] = []) {
        self.count = count
        self.first = first
        self.texts = texts
    }

    /// The loaded ones among the rows of `range`.
    public func rows(in range: Range<Int>) -> [String] {
        let lower = max(0, range.lowerBound - first)
        let upper = min(texts.count, range.upperBound - first)
        return lower < upper ? Array(texts[lower..<upper]) : []
    }
}

/// A scrolling list with a selection: ↑ ↓ PgUp PgDn Home End move it, and only the
/// visible window of the data source is read.
public struct ListView: Hashable, Sendable {
    /// The selected row.
    public private(set) var selection = 0
    /// The first visible row.
    public private(set) var top = 0

    /// Creates a list with the first row selected.
    public init() {}

    /// Moves the selection for a navigation key, keeping it visible in `height` rows;
    /// returns false for other keys.
    @discardableResult
    public mutating func handle(_ key: Key, count: Int, height: Int) -> Bool {
        let page = max(1, height - 1)
        switch key {
        case .up: select(selection - 1, count: count, height: height)
        case .down: select(selection + 1, count: count, height: height)
        case .pageUp: select(selection - page, count: count, height: height)
        case .pageDown: select(selection + page, count: count, height: height)
        case .home: select(0, count: count, height: height)
        case .end: select(count - 1, count: count, height: height)
        default: return false
        }
        return true
    }

    /// Selects `row` (clamped) and scrolls just enough to show it.
    public mutating func select(_ row: Int, count: Int, height: Int) {
        selection = max(0, min(count - 1, row))
        if selection < top { top = selection }
        if selection >= top + height { top = selection - height + 1 }
        top = max(0, min(top, max(0, count - height)))
    }

    /// The rows shown in `height` rows of a list of `count`: what a screen loads before the
    /// frame (``Screen/layout(in:)``) and ``render(_:into:in:)`` draws.
    public func window(count: Int, height: Int) -> Range<Int> {
        // The stored window may be stale after a resize; keep the selection on screen.
        var first = min(top, max(0, count - height))
        if selection >= first + height { first = selection - height + 1 }
        first = max(0, first)
        return first..<max(first, min(count, first + height))
    }

    /// Draws the visible window of `source` in `rect`, each row in its source's style, the
    /// selection reversed.
    public func render(
        _ source: some ListDataSource,
        into buffer: inout ScreenBuffer,
        in rect: Rect
    ) {
        let count = source.count
        let window = window(count: count, height: rect.height)
        let first = window.lowerBound
        let rows = window.isEmpty ? [] : source.rows(in: window)
        for offset in 0..<rect.height {
            let index = first + offset
            let text = offset < rows.count ? rows[offset] : ""
            var style = index < count ? source.style(ofRow: index) : .plain
            if index == selection && index < count { style.reverse = true }
            buffer.writeLine(text, in: rect, row: offset, style: style)
        }
    }
}
