/// Makes stored text safe to print: the one place control characters are neutralised.
///
/// A stored name or note must never drive the terminal (move the cursor, change the title,
/// hide text), so the C0 controls (except tab and newline), DEL, the C1 controls
/// (including CSI, U+009B) and the bidirectional overrides are shown as visible escapes
/// such as `\x1B` or `\u{202E}`. A backslash itself is shown unchanged.
///
/// In one-line places (``singleLine(_:)``: table cells, names, prompts, messages) the text
/// must also look like what it is (docs/manual.md#input-rules): tabs (`\t`), line breaks (`\n`,
/// U+2028, U+2029) and every invisible format character (Unicode category Cf: zero-width spaces and
/// joiners, bidirectional marks, U+FEFF, soft hyphen, tag characters) are shown as escapes
/// too, so `Sal\u{200B}ary` never looks like `Salary`.
public enum DisplayText {
    /// The text with control characters made visible; newlines and tabs are kept.
    public static func sanitized(_ text: String) -> String {
        escape(text, keepNewlines: true)
    }

    /// The text on one line: control characters visible, newlines shown as `\n`, tabs as
    /// `\t`, and invisible format characters as `\u{…}`, for table cells, prompts and
    /// messages.
    public static func singleLine(_ text: String) -> String {
        escape(text, keepNewlines: false)
    }

    private static func escape(_ text: String, keepNewlines: Bool) -> String {
        // Fast paths: most text has nothing to escape, and printable ASCII never has.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepNewlines: keepNewlines) })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepNewlines: keepNewlines) {
                result += visible(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> Bool {
        if !keepNewlines, isInvisibleOnOneLine(scalar) { return true }
        switch scalar.value {
        case 0x0A, 0x09: return !keepNewlines
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Bidirectional embeddings, overrides and isolates can reorder what is shown.
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Characters that take no visible room or break the line: format characters (Cf)
    /// and the Unicode line and paragraph separators.
    private static func isInvisibleOnOneLine(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0xAD else { return false }  // fast path for ASCII
        if scalar.value == 0x2028 || scalar.value == 0x2029 { return true }
        return scalar.properties.generalCategory == .format
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        if scalar.value == 0x0A { return "\\n" }
        if scalar.value == 0x09 { return "\\t" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value <= 0xFF {
            return "\\x" + (hex.count < 2 ? "0" + hex : hex)
        }
        return "\\u{" + hex + "}"
    }
}
