/// A JSON document, built in order, rendered without Foundation.
///
/// Object keys keep the order they were given, so output matches the documented shapes.
public indirect enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer number.
    case integer(Int64)
    /// A string (money is a decimal string, e.g. `"12.30"`).
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object with keys in the given order.
    case object([(String, JSONValue)])

    /// A string, or `null` when the value is nil.
    public static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// Compact JSON on one line.
    public var rendered: String {
        var output: [UInt8] = []
        render(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// An array with one element per line: compact, yet easy to read, diff and grep.
    public static func renderLines(_ elements: [JSONValue]) -> String {
        String(decoding: renderLinesUTF8(elements), as: UTF8.self)
    }

    /// ``renderLines(_:)`` as UTF-8 bytes, for output written as it is: a long listing is
    /// then never validated again as it would be on its way into a `String`.
    public static func renderLinesUTF8(_ elements: [JSONValue]) -> [UInt8] {
        guard !elements.isEmpty else { return Array("[]".utf8) }
        var output: [UInt8] = Array("[\n".utf8)
        for (index, element) in elements.enumerated() {
            if index > 0 { output += ",\n".utf8 }
            element.render(into: &output)
        }
        output += "\n]".utf8
        return output
    }

    /// Appends the compact rendering, as UTF-8, to `output`.
    ///
    /// Bytes rather than a `String`: a month of planner events is hundreds of kilobytes, and
    /// appending whole UTF-8 runs to an array is a copy where a string append is not.
    public func render(into output: inout [UInt8]) {
        switch self {
        case .null:
            output += "null".utf8
        case .bool(let flag):
            output += (flag ? "true" : "false").utf8
        case .integer(let number):
            output += String(number).utf8
        case .string(let text):
            Self.appendQuoted(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.render(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.appendQuoted(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.render(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        // Most text needs no escape: append its UTF-8 whole rather than scalar by scalar.
        var text = text
        let appended = text.withUTF8 { bytes -> Bool in
            guard !bytes.contains(where: needsEscapeScan) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if appended { return }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\"".utf8
            case "\\": output += "\\\\".utf8
            case "\n": output += "\\n".utf8
            case "\r": output += "\\r".utf8
            case "\t": output += "\\t".utf8
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default:
                output += String(scalar).utf8
            }
        }
    }

    /// Whether a UTF-8 byte may begin something `appendQuoted` escapes: a quote, a backslash,
    /// an ASCII control, DEL, or a lead byte of C1 controls (0xC2) and U+2028/U+2029 (0xE2).
    /// A false positive only sends the string down the scalar-by-scalar path.
    private static func needsEscapeScan(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
            || byte == 0xC2 || byte == 0xE2
    }

    /// Compares two documents, including the order of object keys.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered == rhs.rendered
    }
}
