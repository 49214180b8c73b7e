/// The rows a list shows, asked for one visible window at a time so a list can be huge.
public protocol ListDataSource {
    /// The number of rows.
    var count: Int { get }
    /// The text of the rows in `range` (only the visible ones are ever asked for).
    func rows(in range: Range<Int>) -> [String]
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

    /// Draws the visible window of `source` in `rect`, the selection reversed.
    public func render(
        _ source: some ListDataSource,
        into buffer: inout ScreenBuffer,
        in rect: Rect
    ) {
        let count = source.count
        // The stored window may be stale after a resize; keep the selection on screen.
        var first = min(top, max(0, count - rect.height))
        if selection >= first + rect.height { first = selection - rect.height + 1 }
        first = max(0, first)
        let end = min(count, first + rect.height)
        let rows = first < end ? source.rows(in: first..<end) : []
        for offset in 0..<rect.height {
            let index = first + offset
            let text = offset < rows.count ? rows[offset] : ""
            buffer.writeLine(
                text,
                in: rect,
                row: offset,
                style: index == selection && index < count ? .reverse : .plain
            )
        }
    }
}
