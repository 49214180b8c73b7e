/// One element of a WebDAV answer: its namespace and local name, attributes, text and children.
struct DAVElement {
    /// The namespace URI (`DAV:`, `urn:ietf:params:xml:ns:caldav`, …), empty when none.
    var namespace: String
    /// The local name, without prefix.
    var name: String
    /// Attributes by their name as written (prefixes kept).
    var attributes: [String: String] = [:]
    /// The text directly inside, entities decoded.
    var text = ""
    /// The child elements, in order.
    var children: [DAVElement] = []

    /// The first child called `name` in `namespace`.
    func child(_ name: String, _ namespace: String = DAVXML.dav) -> DAVElement? {
        children.first { $0.name == name && $0.namespace == namespace }
    }

    /// Every child called `name` in `namespace`.
    func all(_ name: String, _ namespace: String = DAVXML.dav) -> [DAVElement] {
        children.filter { $0.name == name && $0.namespace == namespace }
    }

    /// The element reached by following `path` (each a DAV: name unless given).
    func path(_ names: String...) -> DAVElement? {
        var element: DAVElement? = self
        for name in names { element = element?.child(name) }
        return element
    }

    /// The trimmed text of the `href` child, if any.
    var href: String? {
        child("href").map { $0.text.trimmingWhitespace() }
    }
}

/// A small XML reader for WebDAV answers (RFC 4918 multistatus): elements, attributes,
/// namespaces, text, CDATA and the predefined and numeric entities. Comments, processing
/// instructions and a DOCTYPE are skipped; nothing is fetched or expanded beyond that.
enum DAVXML {
    /// The WebDAV namespace.
    static let dav = "DAV:"
    /// The CalDAV namespace (RFC 4791).
    static let caldav = "urn:ietf:params:xml:ns:caldav"
    /// Apple's iCal namespace, where `calendar-color` lives.
    static let apple = "http://apple.com/ns/ical/"
    /// The CalendarServer namespace, where `getctag` lives.
    static let calendarServer = "http://calendarserver.org/ns/"

    /// The deepest nesting read: WebDAV answers need about ten levels. Deeper input is
    /// refused, so a hostile answer cannot exhaust the stack (freeing a deep tree recurses).
    static let maximumDepth = 64
    /// The most elements read from one answer: about 60 per event in a large sync answer,
    /// far below this; more is refused, so a flood of tiny elements cannot exhaust memory.
    static let maximumElements = 500_000

    /// Why an answer was not read.
    enum Failure: Error, Equatable {
        /// Not well-formed enough to read.
        case malformed
        /// Nested deeper than ``maximumDepth``.
        case tooDeep
        /// More than ``maximumElements`` elements.
        case tooManyElements
    }

    /// The root element of `bytes`, or nil when they are not well-formed enough to read or
    /// pass the limits.
    static func parse(_ bytes: [UInt8]) -> DAVElement? {
        try? read(bytes)
    }

    /// The root element of `bytes`, or why it was not read.
    static func read(_ bytes: [UInt8]) throws(Failure) -> DAVElement {
        var reader = Reader(bytes: bytes)
        guard let root = try reader.document() else { throw .malformed }
        return root
    }

    /// `text` with `&`, `<`, `>` and quotes written as entities.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private struct Open {
        var element: DAVElement
        var prefix: String
        var scopes: [String: String]
        var textBytes: [UInt8] = []
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func document() throws(Failure) -> DAVElement? {
            var stack: [Open] = []
            var elements = 0
            var root: DAVElement?
            while index < bytes.count {
                if bytes[index] != UInt8(ascii: "<") {
                    let start = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                    if !stack.isEmpty { stack[stack.count - 1].textBytes += bytes[start..<index] }
                    continue
                }
                if starts(with: "<!--") {
                    guard skip(past: "-->") else { return nil }
                } else if starts(with: "<![CDATA[") {
                    index += 9
                    let start = index
                    guard skip(past: "]]>") else { return nil }
                    if !stack.isEmpty {
                        // CDATA is literal: escape it so decoding the text keeps it as is.
                        let literal = String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
                        stack[stack.count - 1].textBytes += Array(escape(literal).utf8)
                    }
                } else if starts(with: "<?") || starts(with: "<!") {
                    guard skip(past: ">") else { return nil }
                } else if starts(with: "</") {
                    guard skip(past: ">"), var open = stack.popLast() else { return nil }
                    open.element.text = Self.decode(open.textBytes)
                    if stack.isEmpty {
                        root = open.element
                    } else {
                        stack[stack.count - 1].element.children.append(open.element)
                    }
                } else {
                    guard let (open, selfClosing) = tag(scopes: stack.last?.scopes ?? [:])
                    else { return nil }
                    elements += 1
                    guard elements <= DAVXML.maximumElements else { throw .tooManyElements }
                    guard stack.count < DAVXML.maximumDepth else { throw .tooDeep }
                    if selfClosing {
                        if stack.isEmpty {
                            root = open.element
                        } else {
                            stack[stack.count - 1].element.children.append(open.element)
                        }
                    } else {
                        stack.append(open)
                    }
                }
            }
            return stack.isEmpty ? root : nil
        }

        /// Reads `<name attr="v" …>` or `<… />` at `index`.
        mutating func tag(scopes: [String: String]) -> (Open, Bool)? {
            index += 1
            guard let end = bytes[index...].firstIndex(where: { isEndOfTag($0) }) else {
                return nil
            }
            let qualified = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end
            var attributes: [String: String] = [:]
            var scopes = scopes
            while index < bytes.count {
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    return (make(qualified, attributes, scopes), false)
                }
                if starts(with: "/>") {
                    index += 2
                    return (make(qualified, attributes, scopes), true)
                }
                guard let equals = bytes[index...].firstIndex(of: UInt8(ascii: "=")) else {
                    return nil
                }
                let name = String(decoding: bytes[index..<equals], as: UTF8.self)
                    .trimmingWhitespace()
                index = equals + 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                    let close = bytes[(index + 1)...].firstIndex(of: quote)
                else { return nil }
                let value = Self.decode(Array(bytes[(index + 1)..<close]))
                index = close + 1
                if name == "xmlns" {
                    scopes[""] = value
                } else if name.hasPrefix("xmlns:") {
                    scopes[String(name.dropFirst(6))] = value
                } else {
                    attributes[name] = value
                }
            }
            return nil
        }

        func make(
            _ qualified: String,
            _ attributes: [String: String],
            _ scopes: [String: String]
        )
            -> Open
        {
            let parts = qualified.split(separator: ":", maxSplits: 1).map(String.init)
            let prefix = parts.count == 2 ? parts[0] : ""
            let name = parts.count == 2 ? parts[1] : qualified
            return Open(
                element: DAVElement(
                    namespace: scopes[prefix] ?? "",
                    name: name,
                    attributes: attributes
                ),
                prefix: prefix,
                scopes: scopes
            )
        }

        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        func isEndOfTag(_ byte: UInt8) -> Bool {
            isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
        }

        func starts(with text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard index + pattern.count <= bytes.count else { return false }
            return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }

        /// Moves past the next `text`; false when there is none.
        mutating func skip(past text: String) -> Bool {
            let pattern = Array(text.utf8)
            while index + pattern.count <= bytes.count {
                if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                    index += pattern.count
                    return true
                }
                index += 1
            }
            return false
        }

        /// Text with its entities replaced.
        static func decode(_ bytes: [UInt8]) -> String {
            guard bytes.contains(UInt8(ascii: "&")) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "&"),
                    let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";"))
                else {
                    result.append(byte)
                    index += 1
                    continue
                }
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                var scalar: Unicode.Scalar?
                switch name {
                case "lt": scalar = "<"
                case "gt": scalar = ">"
                case "amp": scalar = "&"
                case "quot": scalar = "\""
                case "apos": scalar = "'"
                default:
                    if name.hasPrefix("#x") || name.hasPrefix("#X") {
                        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                    } else if name.hasPrefix("#") {
                        scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                    }
                }
                if let scalar {
                    result += Array(String(Character(scalar)).utf8)
                    index = semicolon + 1
                } else {
                    result.append(byte)
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
