/// How a text field draws a character a person could not otherwise see or that would drive
/// the terminal: as an escape such as `\u{200B}`, `\x1B` or `\t`.
///
/// Lists show stored text through HomebookCore's `DisplayText.singleLine`; a field editing
/// that text must look the same, so `Sal\u{200B}ary` never looks like `Salary` in a form
/// while the list marks it. TerminalUI knows no domain and cannot call it, so this is the
/// same rule, kept equal by a test that draws every kind of character both ways: C0 and C1
/// controls and DEL, tab and line feed, the bidirectional embeddings, overrides and isolates,
/// the Unicode line and paragraph separators, and every format character (category Cf:
/// zero-width spaces and joiners, bidirectional marks, U+FEFF, the soft hyphen, tags).
public enum VisibleCharacter {
    /// The text drawn for `character`: itself, or with each invisible scalar as an escape.
    public static func shown(_ character: Character) -> String {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            return String(character)
        }
        guard character.unicodeScalars.contains(where: isInvisible) else {
            return String(character)
        }
        var text = ""
        for scalar in character.unicodeScalars {
            if isInvisible(scalar) {
                text += escape(scalar)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The columns ``shown(_:)`` takes, without building it for plain characters.
    public static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        return TextWidth.columns(of: shown(character))
    }

    /// Whether `scalar` is drawn as an escape.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        case ..<0xAD: return false
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// `\n`, `\t`, `\xHH` up to U+00FF, else `\u{H…}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        if scalar.value == 0x0A { return "\\n" }
        if scalar.value == 0x09 { return "\\t" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value <= 0xFF { return "\\x" + (hex.count < 2 ? "0" + hex : hex) }
        return "\\u{" + hex + "}"
    }
}
