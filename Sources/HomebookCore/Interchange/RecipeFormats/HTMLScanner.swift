/// A forward-only reader of HTML start tags, as lenient as a browser: tag and attribute names
/// in any case, attributes in any order, quoted with `"` or `'` or not at all; comments are
/// skipped.
///
/// It never steps back, and it counts lines as it goes, so reading a page is linear in its
/// size however many tags it holds.
struct HTMLScanner {
    /// One start tag: its name and attributes, names in lower case.
    struct Tag {
        let name: String
        let attributes: [(name: String, value: String)]

        /// The value of the first attribute called `name` (lower case), or nil.
        subscript(name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The line of `index` (1-based).
    private var line = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next start tag named one of `names` (lower case), or nil at the end of the page;
    /// the scanner stops after its `>`. Other tags are passed over without reading their
    /// attributes, which keeps a page of many tags cheap.
    mutating func nextTag(named names: Set<String>) -> Tag? {
        while let open = next(UInt8(ascii: "<")) {
            advance(to: open + 1)
            if starts(with: "!--") {
                advance(to: firstIndex(of: "-->", from: index).map { $0 + 3 } ?? bytes.count)
                continue
            }
            guard index < bytes.count, Self.isLetter(bytes[index]) else { continue }
            let name = word()
            guard names.contains(name) else {
                skipAttributes()
                continue
            }
            return Tag(name: name, attributes: attributes())
        }
        return nil
    }

    /// Moves past the tag's `>`, stepping over quoted values (they may hold a `>`).
    private mutating func skipAttributes() {
        var quote: UInt8?
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            end += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // Only a quote that starts a value opens one (a='x'); "don't" in text does not.
                if end >= 2, bytes[end - 2] == UInt8(ascii: "=") { quote = byte }
            } else if byte == UInt8(ascii: ">") {
                break
            }
        }
        advance(to: end)
    }

    /// The text up to `</name` (an element whose content is not HTML, like `script`) as a
    /// byte range and the line it starts on; the scanner stops after the closing tag.
    mutating func rawText(closing name: String) -> (range: Range<Int>, line: Int) {
        let start = index
        let line = self.line
        let end = firstIndex(of: "</" + name, from: index) ?? bytes.count
        advance(to: end)
        if let close = next(UInt8(ascii: ">")) { advance(to: close + 1) }
        return (start..<end, line)
    }

    /// The attributes up to the tag's `>`, after which the scanner stops.
    private mutating func attributes() -> [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        while index < bytes.count {
            skip { Self.isSpace($0) || $0 == UInt8(ascii: "/") }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                advance(to: index + 1)
                break
            }
            let name = word()
            skip(Self.isSpace)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                found.append((name, ""))
                continue
            }
            advance(to: index + 1)
            skip(Self.isSpace)
            found.append((name, value()))
        }
        return found
    }

    /// An attribute value: quoted, or up to white space or `>`.
    private mutating func value() -> String {
        guard index < bytes.count else { return "" }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let start = index + 1
            let end = bytes[start...].firstIndex(of: quote) ?? bytes.count
            advance(to: min(end + 1, bytes.count))
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let start = index
        skip { !Self.isSpace($0) && $0 != UInt8(ascii: ">") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A tag or attribute name in lower case (at least one byte, so the scanner moves on).
    private mutating func word() -> String {
        let start = index
        advance(to: index + 1)
        skip {
            !Self.isSpace($0) && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/")
                && $0 != UInt8(ascii: "=")
        }
        return String(decoding: bytes[start..<index].map(Self.lowercased), as: UTF8.self)
    }

    private func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    /// The first index at or after `from` where `text` (lower-case ASCII) starts, in any case.
    private func firstIndex(of text: String, from: Int) -> Int? {
        let needle = Array(text.utf8)
        var position = from
        while position + needle.count <= bytes.count {
            guard let first = bytes[position...].firstIndex(of: needle[0]) else { return nil }
            guard first + needle.count <= bytes.count else { return nil }
            if zip(bytes[first..<first + needle.count], needle).allSatisfy({
                Self.lowercased($0) == $1
            }) {
                return first
            }
            position = first + 1
        }
        return nil
    }

    private func next(_ byte: UInt8) -> Int? {
        bytes[index...].firstIndex(of: byte)
    }

    private mutating func skip(_ predicate: (UInt8) -> Bool) {
        var end = index
        while end < bytes.count, predicate(bytes[end]) { end += 1 }
        advance(to: end)
    }

    /// Moves to `position`, counting the line breaks passed.
    private mutating func advance(to position: Int) {
        let end = min(position, bytes.count)
        while index < end {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
