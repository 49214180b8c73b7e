import TerminalUI

/// A row made of parts, some of which may be shortened with `…` so that the row fits its
/// width while the others (times, servings, markers) always show whole.
struct FittedLine {
    /// One part of the row: its text and, for a part that may be shortened, the fewest
    /// columns it keeps (nil: never shortened).
    struct Part {
        var text: String
        var keeps: Int?
    }

    /// The parts, left to right.
    var parts: [Part] = []

    /// Adds a part that is always shown whole.
    mutating func fixed(_ text: String) { parts.append(Part(text: text, keeps: nil)) }

    /// Adds a part that may be cut down to `keeps` columns (with `…`).
    mutating func shortenable(_ text: String, keeps: Int) {
        parts.append(Part(text: text, keeps: keeps))
    }

    /// The row in at most `width` columns when it can be: the shortenable parts are cut in
    /// the order of `order` (indices into ``parts``), each no further than it keeps; what is
    /// still too long is left to the screen's own cut at its edge.
    func text(width: Int, order: [Int]) -> String {
        var parts = parts
        var excess = parts.reduce(0) { $0 + TextWidth.columns(of: $1.text) } - width
        for index in order where excess > 0 && parts.indices.contains(index) {
            guard let keeps = parts[index].keeps else { continue }
            let columns = TextWidth.columns(of: parts[index].text)
            guard columns > keeps else { continue }
            let cut = TextWidth.cut(parts[index].text, toColumns: max(keeps, columns - excess))
            parts[index].text = cut.text
            excess -= columns - cut.columns
        }
        return parts.map(\.text).joined()
    }
}
