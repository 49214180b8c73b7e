/// The one rule for every name and title — budget item and recipe names, event titles,
/// calendar, mapping and rule names, categories (docs/manual.md#input-rules): trimmed, not
/// empty, on one line, without NUL.
public enum OneLineName {
    /// Why a text is not a one-line name.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing but spaces.
        case empty
        /// A line break (LF, VT, FF, CR, NEL, LINE or PARAGRAPH SEPARATOR).
        case lineBreak
        /// A NUL character, which SQLite's length() (and so the schema's CHECKs) stops at.
        case nul
    }

    /// The characters that break a line: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// The name trimmed, or the rule it breaks.
    public static func check(_ text: String) throws(Problem) -> String {
        let trimmed = text.quicklyTrimmed()
        guard !trimmed.isEmpty else { throw .empty }
        guard !hasLineBreak(trimmed) else { throw .lineBreak }
        guard !trimmed.utf8.contains(0) else { throw .nul }
        return trimmed
    }

    /// The name trimmed, or the domain's own error for the rule it breaks.
    static func check<Failure: Error>(
        _ text: String,
        empty: Failure,
        lineBreak: Failure,
        nul: Failure
    ) throws(Failure) -> String {
        do {
            return try check(text)
        } catch .empty {
            throw empty
        } catch .lineBreak {
            throw lineBreak
        } catch {
            throw nul
        }
    }

    /// Whether the text holds a line break; ASCII text is checked byte by byte.
    public static func hasLineBreak(_ text: String) -> Bool {
        var isASCII = true
        for byte in text.utf8 {
            if (0x0A...0x0D).contains(byte) { return true }
            if byte >= 0x80 { isASCII = false }
        }
        return !isASCII && text.unicodeScalars.contains(where: lineBreaks.contains)
    }
}
