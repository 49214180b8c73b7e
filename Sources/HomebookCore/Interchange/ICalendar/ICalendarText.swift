/// The text rules of RFC 5545: TEXT escaping (§3.3.11) and line folding (§3.1).
enum ICalendarText {
    /// Escapes a TEXT value: backslash, semicolon, comma and line breaks.
    static func escape(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r":
                // CRLF and a lone CR are one line break.
                result += "\\n"
                if let next = scalars.next() {
                    if next != "\n" { result += escape(String(next)) }
                }
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Reads an escaped TEXT value back (`\N` is a line break too; an unknown escape keeps
    /// its character, as most readers do).
    static func unescape(_ text: String) -> String {
        var result = ""
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                switch scalar {
                case "n", "N": result += "\n"
                default: result.unicodeScalars.append(scalar)
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        if escaped { result += "\\" }
        return result
    }

    /// A value quoted in a message: made safe to show, and cut after 60 characters so a
    /// long hostile value does not flood the terminal.
    static func quoted(_ value: String) -> String {
        let shown = value.count > 60 ? value.prefix(60) + "…" : Substring(value)
        return "\"" + DisplayText.singleLine(String(shown)) + "\""
    }

    /// A content line folded to at most 75 octets per physical line, each ending in CRLF.
    ///
    /// A continuation starts with one space, which counts towards its 75 octets; a fold
    /// never falls inside a UTF-8 sequence (the whole scalar moves to the next line).
    static func fold(_ line: String) -> String {
        var result = ""
        var width = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if width + size > 75 {
                result += "\r\n "
                width = 1
            }
            result.unicodeScalars.append(scalar)
            width += size
        }
        return result + "\r\n"
    }
}
