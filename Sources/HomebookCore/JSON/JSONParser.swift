/// A strict RFC 8259 JSON parser without Foundation, whose errors name their line.
///
/// Nesting is limited (``maximumDepth``) so a hostile file cannot exhaust the stack.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private let lenient: Bool
    private var index = 0
    private var line = 1
    private var depth = 0

    /// Parses one JSON document (surrounding whitespace allowed, a UTF-8 byte-order mark too).
    ///
    /// With `lenient`, JSON is read as extruct reads web pages' JSON-LD: raw line breaks,
    /// tabs and other control characters inside strings are kept as written (Python's
    /// `json.loads(strict=False)`), a comma before a closing `]` or `}` is allowed (its
    /// jstyleson fallback), and so is `\'` for `'`, as JavaScript reads it.
    public static func parse(
        _ bytes: [UInt8],
        lenient: Bool = false
    ) throws(JSONSyntaxError) -> JSONDocument {
        var parser = JSONParser(
            bytes: bytes,
            lenient: lenient
        )
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipSpace()
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("text after the JSON value") }
        return value
    }

    /// Parses JSON text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8], lenient: Bool) {
        self.bytes = bytes
        self.lenient = lenient
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, reason: reason)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
            default: return
            }
        }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONDocument {
        guard index < bytes.count else { throw error("the JSON ends too early") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default:
            throw error("unexpected \(describe(bytes[index])) where a value should be")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F
            ? "'\(String(decoding: [byte], as: UTF8.self))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func literal(
        _ word: String,
        _ value: JSONDocument
    ) throws(JSONSyntaxError) -> JSONDocument {
        let expected = Array(word.utf8)
        let count = expected.count
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected)
        else { throw error("unexpected text where a value should be") }
        index += count
        return value
    }

    private mutating func nest() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("arrays and objects nested more than \(Self.maximumDepth) deep")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONDocument {
        try nest()
        index += 1
        var members: [(String, JSONDocument)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("an object key must be a string in double quotes")
            }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("a ':' must follow an object key")
            }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("an object is never closed") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                if lenient, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    depth -= 1
                    return .object(members)
                }
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else {
                throw error("expected ',' or '}' in an object")
            }
            index += 1
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONDocument {
        try nest()
        index += 1
        var elements: [JSONDocument] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("an array is never closed") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                if lenient, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    depth -= 1
                    return .array(elements)
                }
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else {
                throw error("expected ',' or ']' in an array")
            }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONDocument {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let count = digits()
        guard count > 0 else { throw error("a number needs digits") }
        if count > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number may not start with 0")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count,
                bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
            {
                index += 1
            }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1  // the opening quote
        var out: [UInt8] = []
        var start = index
        while true {
            guard index < bytes.count else { throw error("a string is never closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[start..<index])
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw error("a string is not valid UTF-8")
                }
                return text
            }
            if byte == 0x0A, lenient {
                line += 1
            } else if byte < 0x20, !lenient {
                throw error(
                    byte == 0x0A
                        ? "a string runs past the end of its line"
                        : "a control character inside a string must be escaped"
                )
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            out.append(contentsOf: bytes[start..<index])
            index += 1
            guard index < bytes.count else { throw error("a string is never closed") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "'") where lenient: out.append(escaped)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw error("a lone UTF-16 surrogate in a \\u escape") }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw error("a lone UTF-16 surrogate in a \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw error("a lone UTF-16 surrogate in a \\u escape")
                }
                out.append(contentsOf: String(Character(unicode)).utf8)
            default:
                throw error("\\\(String(decoding: [escaped], as: UTF8.self)) is not a JSON escape")
            }
            start = index
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
