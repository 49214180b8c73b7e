/// A parsed JSON value, as read from another program's file (see ``JSONParser``).
///
/// Numbers keep their text: recipes never compute with them, and no precision is lost.
public indirect enum JSONDocument: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONDocument])
    /// An object, keys in file order (a repeated key keeps every occurrence).
    case object([(String, JSONDocument)])

    /// The value of the first `key` of an object, or nil.
    public subscript(key: String) -> JSONDocument? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The string, or nil for any other value.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements of an array, or the value itself as a list of one.
    public var list: [JSONDocument] {
        if case .array(let elements) = self { return elements }
        return [self]
    }

    public static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }
}

/// A JSON syntax error and the line it is on (1-based).
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The line of the error.
    public let line: Int
    /// What is wrong there.
    public let reason: String

    /// "line N: reason".
    public var description: String { "line \(line): \(reason)" }
}
