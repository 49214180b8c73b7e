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
        var output = ""
        render(into: &output)
        return output
    }

    /// An array with one element per line: compact, yet easy to read, diff and grep.
    public static func renderLines(_ elements: [JSONValue]) -> String {
        guard !elements.isEmpty else { return "[]" }
        return "[\n" + elements.map(\.rendered).joined(separator: ",\n") + "\n]"
    }

    /// Appends the compact rendering to `output`.
    public func render(into output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .integer(let number):
            output += String(number)
        case .string(let text):
            Self.appendQuoted(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.render(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.appendQuoted(key, to: &output)
                output += ":"
                value.render(into: &output)
            }
            output += "}"
        }
    }

    private static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// Compares two documents, including the order of object keys.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered == rhs.rendered
    }
}
