/// A single-line text field with full line editing: ← → Home End (Ctrl-A, Ctrl-E), Backspace,
/// Delete, Ctrl-U (to the start), Ctrl-K (to the end), Ctrl-W (the word before), and paste.
public struct LineEditor: Hashable, Sendable {
    /// The characters of the line.
    public private(set) var characters: [Character]
    /// The cursor position, 0...characters.count.
    public private(set) var cursor: Int

    /// Creates a field holding `text` with the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text of the field.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            cursor = characters.count
        }
    }

    /// Applies an editing key; returns false for keys that are not editing keys.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert([character])
        case .paste(let text):
            // One line: line breaks and tabs in pasted text become spaces.
            insert(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    /// Inserts characters at the cursor and moves past them.
    public mutating func insert(_ new: [Character]) {
        characters.insert(contentsOf: new, at: cursor)
        cursor += new.count
    }

    /// Draws the field in one row of `rect`, scrolled so the cursor shows; when `focused`,
    /// the terminal cursor is placed on it. Invisible characters show as escapes
    /// (``VisibleCharacter``), and the cursor steps over each as one character.
    public func render(
        into buffer: inout ScreenBuffer,
        in rect: Rect,
        style: CellStyle = .plain,
        focused: Bool
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        // Scroll by columns: start as late as needed to keep the cursor inside the field.
        var start = 0
        var widthBeforeCursor = characters[0..<cursor].reduce(0) {
            $0 + VisibleCharacter.columns(of: $1)
        }
        while widthBeforeCursor > rect.width - 1, start < cursor {
            widthBeforeCursor -= VisibleCharacter.columns(of: characters[start])
            start += 1
        }
        buffer.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style)
        // Only what fits is built, so a long line costs its visible part.
        var shown = ""
        var columns = 0
        for character in characters[start...] {
            if columns > rect.width { break }
            let text = VisibleCharacter.shown(character)
            shown += text
            columns += TextWidth.columns(of: text)
        }
        buffer.write(shown, x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
        if focused { buffer.cursor = (rect.x + widthBeforeCursor, rect.y) }
    }
}
