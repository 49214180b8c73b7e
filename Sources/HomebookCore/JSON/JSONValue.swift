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
        JSONWriter.text { write(to: &$0) }
    }

    /// An array with one element per line: compact, yet easy to read, diff and grep.
    public static func renderLines(_ elements: [JSONValue]) -> String {
        String(decoding: renderLinesUTF8(elements), as: UTF8.self)
    }

    /// ``renderLines(_:)`` as UTF-8 bytes, for output written as it is: a long listing is
    /// then never validated again as it would be on its way into a `String`.
    public static func renderLinesUTF8(_ elements: [JSONValue]) -> [UInt8] {
        JSONWriter.lines(elements) { writer, element in element.write(to: &writer) }
    }

    /// Writes the value through `writer`.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .integer(let number): writer.integer(number)
        case .string(let text): writer.string(text)
        case .array(let elements):
            writer.array { writer in
                for element in elements { element.write(to: &writer) }
            }
        case .object(let members):
            writer.object { writer in
                for (key, value) in members {
                    writer.key(escaping: key)
                    value.write(to: &writer)
                }
            }
        }
    }

    /// Compares two documents, including the order of object keys.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered == rhs.rendered
    }
}
