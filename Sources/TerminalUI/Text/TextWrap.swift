/// Text laid out in a width: broken at its own line breaks, then between words, never cut
/// silently (a part left out is marked with `…`). Every message a screen shows goes through
/// here, so a long error is read in full where there is room and marked where there is not.
public enum TextWrap {
    /// `text` in lines of at most `width` columns: at its line breaks, then before the word
    /// that would not fit (a word longer than a line is broken). With `maxLines`, what does
    /// not fit is left out and the last line kept ends in `…`.
    public static func lines(_ text: String, width: Int, maxLines: Int = Int.max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrapped(String(paragraph), width: width)
            if result.count > maxLines { break }
        }
        guard result.count > maxLines else { return result }
        var kept = Array(result.prefix(maxLines))
        let last = kept[maxLines - 1]
        kept[maxLines - 1] =
            TextWidth.columns(of: last) < width
            ? last + "…" : TextWidth.truncated(last + "…", toColumns: width)
        return kept
    }

    /// One paragraph (no line break) in lines of `width`.
    private static func wrapped(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            var columns = TextWidth.columns(of: word)
            let gap = line.isEmpty ? 0 : 1
            if used + gap + columns <= width {
                line += (gap == 1 ? " " : "") + word
                used += gap + columns
                continue
            }
            if !line.isEmpty { lines.append(line) }
            // A word longer than a line is broken where the line ends.
            while columns > width {
                let (head, headColumns) = prefix(of: word, columns: width)
                lines.append(head)
                word = String(word.dropFirst(head.count))
                columns -= headColumns
            }
            line = word
            used = columns
        }
        lines.append(line)
        return lines
    }

    /// The longest start of `word` within `columns` (at least one character).
    private static func prefix(of word: String, columns: Int) -> (String, Int) {
        var result = ""
        var used = 0
        for character in word {
            let needed = TextWidth.columns(of: character)
            if used + needed > columns, !result.isEmpty { break }
            result.append(character)
            used += needed
        }
        return (result, used)
    }
}

extension ScreenBuffer {
    /// Writes `text` wrapped into the rows of `rect` from `row` on (``TextWrap``), marking
    /// with `…` what does not fit; returns the number of rows used.
    @discardableResult
    public mutating func writeWrapped(
        _ text: String,
        in rect: Rect,
        row: Int = 0,
        style: CellStyle = .plain
    ) -> Int {
        let lines = TextWrap.lines(text, width: rect.width, maxLines: max(0, rect.height - row))
        for (offset, line) in lines.enumerated() {
            writeLine(line, in: rect, row: row + offset, style: style)
        }
        return lines.count
    }
}
