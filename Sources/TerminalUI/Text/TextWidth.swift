/// Measures text in terminal columns, the way a terminal lays it out (wcwidth semantics).
///
/// East Asian wide and fullwidth characters and emoji take 2 columns, combining marks and
/// zero-width joiners take 0, everything else printable takes 1. A grapheme cluster is as wide
/// as its widest scalar, so an accented letter is 1 and a flag or a family emoji is 2.
public enum TextWidth {
    /// The number of columns `text` occupies.
    public static func columns(of text: String) -> Int {
        // Printable ASCII, the common case, is one column per byte: no grapheme breaking.
        // (A concrete overload: the generic one below is not specialised across modules.)
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// The number of columns `text` (a substring, say) occupies.
    public static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// The number of columns one character (a grapheme cluster) occupies: 0, 1 or 2.
    public static func columns(of character: Character) -> Int {
        // The common case first: one ASCII byte is one column (controls are neutralised
        // before they reach a cell, so they are counted as the one column they become).
        if let ascii = character.asciiValue { return ascii == 0 ? 0 : 1 }
        var widest = 0
        for scalar in character.unicodeScalars {
            // An emoji variation selector turns a text-style symbol into a wide emoji.
            if scalar.value == 0xFE0F { return 2 }
            widest = max(widest, columns(of: scalar))
        }
        return widest
    }

    /// The number of columns one Unicode scalar occupies on its own: 0, 1 or 2.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels, final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// The East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15, condensed.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    /// The ranges `isWide` checks, in ascending order.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1AFF0...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    /// `text` cut to at most `width` columns, ending in `…` when something was cut; a wide
    /// character is never split (the cut happens before it).
    public static func truncated(_ text: String, toColumns width: Int) -> String {
        cut(text, toColumns: width).text
    }

    /// ``truncated(_:toColumns:)`` with the number of columns the result occupies, known
    /// while cutting (measuring the result again would walk it grapheme by grapheme).
    public static func cut(_ text: String, toColumns width: Int) -> (text: String, columns: Int) {
        guard width > 0 else { return ("", 0) }
        if isPrintableASCII(text) {
            let count = text.utf8.count
            if count <= width { return (text, count) }
            // Bytes are columns here.
            return (String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + "…", width)
        }
        let whole = columns(of: text)
        guard whole > width else { return (text, whole) }
        var result = ""
        var used = 0
        for character in text {
            let needed = columns(of: character)
            if used + needed > width - 1 { break }
            result.append(character)
            used += needed
        }
        return (result + "…", used + 1)
    }

    /// Whether every byte of `text` is printable ASCII (space to `~`): one column each, and
    /// nothing a terminal could take for a control.
    public static func isPrintableASCII(_ text: String) -> Bool {
        // Native strings are contiguous UTF-8: a loop over the buffer is several times faster
        // than walking the UTF8View index by index (this runs on every table cell).
        let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 &- 0x20 < 0x5F }
        }
        return contiguous ?? text.utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    }

    /// `text` padded with spaces (or cut with `…`) to exactly `width` columns.
    public static func padded(_ text: String, toColumns width: Int) -> String {
        let cut = truncated(text, toColumns: width)
        return cut + String(repeating: " ", count: max(0, width - columns(of: cut)))
    }
}
