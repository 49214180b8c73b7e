/// Writes compact JSON straight into UTF-8 bytes, members in the order they are written.
///
/// ``JSONValue`` renders through it, so escaping lives here once. Long listings (a month of
/// planner events) write through it directly: building a tree of values for each element,
/// then tearing it down, cost more than writing the text. The bytes live in one allocation
/// the writer owns (it cannot be copied), so an append is a capacity check and a copy: a
/// month of events makes tens of thousands of them.
public struct JSONWriter: ~Copyable {
    /// The bytes written so far (`count` of them) and the room there is (`capacity`).
    private var buffer: UnsafeMutablePointer<UInt8>
    /// How many of its bytes are written.
    private(set) var count = 0
    private var capacity: Int
    /// Whether the next member or element needs a comma before it.
    var needsComma = false

    /// An empty writer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// The JSON written so far.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// `null`.
    public mutating func null() {
        beginValue()
        append("null")
        needsComma = true
    }

    /// `true` or `false`.
    public mutating func bool(_ flag: Bool) {
        beginValue()
        append(flag ? "true" : "false")
        needsComma = true
    }

    /// An integer number.
    public mutating func integer(_ number: Int64) {
        beginValue()
        // Digits are written from the end of a stack buffer: no String for each number.
        // The magnitude is a UInt64 so that Int64.min has one too.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = number.magnitude
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 { append(UInt8(ascii: "-")) }
            append(UnsafeBufferPointer(rebasing: digits[first...]))
        }
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
        append(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// An array whose elements `body` writes.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        append(UInt8(ascii: "["))
        needsComma = false
        body(&self)
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member's key written in the source (a documented shape); its value is written next.
    /// Such a key is plain ASCII and is copied without looking for characters to escape.
    @inline(__always)
    public mutating func key(_ name: StaticString) {
        beginValue()
        append(UInt8(ascii: "\""))
        name.withUTF8Buffer { utf8 in
            assert(!utf8.contains(where: Self.needsEscapeScan), "a key literal needs no escape")
            append(utf8)
        }
        append("\":")
        needsComma = false
    }

    /// A member's key from data, escaped; its value is written next.
    public mutating func key(escaping name: String) {
        beginValue()
        appendQuoted(name)
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A string of `count` ASCII characters that need no escape (digits, `-`, `:`, `+`),
    /// which `fill` writes in place: times are written this way without making a `String`.
    public mutating func asciiString(
        count length: Int,
        _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void
    ) {
        beginValue()
        reserveCapacity(length + 2)
        buffer[count] = UInt8(ascii: "\"")
        let field = UnsafeMutableBufferPointer(start: buffer + count + 1, count: length)
        field.initialize(repeating: UInt8(ascii: "0"))
        fill(field)
        assert(!field.contains(where: Self.needsEscapeScan), "only plain ASCII")
        buffer[count + 1 + length] = UInt8(ascii: "\"")
        count += length + 2
        needsComma = true
    }

    /// Makes room for `extra` more bytes at once (a listing knows roughly how long it is).
    @inline(__always)
    public mutating func reserveCapacity(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    /// Moves the bytes to an allocation of at least `needed` bytes, doubling at least.
    /// Kept out of line: appends inline only the capacity check.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let grown = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity = grown
    }

    /// What `write` writes, as a string.
    public static func text(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return String(
            decoding: UnsafeBufferPointer(start: writer.buffer, count: writer.count),
            as: UTF8.self
        )
    }

    /// Gives the bytes written so far to `output` and starts again from an empty buffer.
    mutating func handOver(to output: (UnsafeBufferPointer<UInt8>) -> Void) {
        output(UnsafeBufferPointer(start: buffer, count: count))
        count = 0
    }

    // The appends below run tens of thousands of times for a month of events; inlined,
    // each is a capacity check and a store instead of a call.
    @inline(__always)
    private mutating func beginValue() {
        if needsComma { append(UInt8(ascii: ",")) }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserveCapacity(1)
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserveCapacity(bytes.count)
        (buffer + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends a literal's UTF-8.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private mutating func appendQuoted(_ text: String) {
        append(UInt8(ascii: "\""))
        defer { append(UInt8(ascii: "\"")) }
        // Most text needs no escape: append its UTF-8 whole rather than scalar by scalar.
        var text = text
        let appended = text.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: Self.needsEscapeScan) else { return false }
            append(utf8)
            return true
        }
        if appended { return }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                var escaped = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                escaped.withUTF8 { append($0) }
            default:
                var character = String(scalar)
                character.withUTF8 { append($0) }
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
