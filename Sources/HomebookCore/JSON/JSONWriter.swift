/// Writes compact JSON straight into UTF-8 bytes, members in the order they are written.
///
/// ``JSONValue`` renders through it, so escaping lives here once. Long listings (a month of
/// planner events) write through it directly: building a tree of values for each element,
/// then tearing it down, cost more than writing the text.
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether the next member or element needs a comma before it.
    private var needsComma = false

    /// An empty writer.
    public init() {}

    /// `null`.
    public mutating func null() {
        beginValue()
        bytes += "null".utf8
        needsComma = true
    }

    /// `true` or `false`.
    public mutating func bool(_ flag: Bool) {
        beginValue()
        bytes += (flag ? "true" : "false").utf8
        needsComma = true
    }

    /// An integer number.
    public mutating func integer(_ number: Int64) {
        beginValue()
        bytes += String(number).utf8
        needsComma = true
    }

    /// A string, escaped.
    public mutating func string(_ text: String) {
        beginValue()
        appendQuoted(text)
        needsComma = true
    }

    /// A string, or `null` when there is none.
    public mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// An object whose members `body` writes with ``key(_:)`` and a value each.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// An array whose elements `body` writes.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member's key; its value is written next.
    public mutating func key(_ name: String) {
        beginValue()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// An array with one element per line: compact, yet easy to read, diff and grep.
    public static func lines<Elements: Sequence>(
        _ elements: Elements,
        _ write: (inout JSONWriter, Elements.Element) -> Void
    ) -> [UInt8] {
        var writer = JSONWriter()
        writer.bytes += "[".utf8
        for element in elements {
            writer.bytes += (writer.needsComma ? ",\n" : "\n").utf8
            writer.needsComma = false
            write(&writer, element)
            writer.needsComma = true
        }
        writer.bytes += (writer.needsComma ? "\n]" : "]").utf8
        return writer.bytes
    }

    /// What `write` writes, as a string.
    public static func text(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private mutating func beginValue() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        defer { bytes.append(UInt8(ascii: "\"")) }
        // Most text needs no escape: append its UTF-8 whole rather than scalar by scalar.
        var text = text
        let appended = text.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: Self.needsEscapeScan) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if appended { return }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes += "\\\"".utf8
            case "\\": bytes += "\\\\".utf8
            case "\n": bytes += "\\n".utf8
            case "\r": bytes += "\\r".utf8
            case "\t": bytes += "\\t".utf8
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default:
                bytes += String(scalar).utf8
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
}
