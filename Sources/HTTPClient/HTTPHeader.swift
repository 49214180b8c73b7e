/// One header field: a name and its value, in the order sent or received.
public struct HTTPHeader: Hashable, Sendable {
    /// The field name, as written (compare without case: `HTTPHeaders.value(named:)`).
    public var name: String
    /// The field value, without surrounding spaces.
    public var value: String

    /// A header `name: value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Whether the field can be sent as it is: a token name and a value without line breaks.
    var isSendable: Bool {
        HTTPMethod(rawValue: name).isToken
            && !value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
    }
}

extension Array where Element == HTTPHeader {
    /// The value of the first field called `name`, compared without regard to ASCII case.
    public func value(named name: String) -> String? {
        first { $0.name.lowercasedASCII == name.lowercasedASCII }?.value
    }
}

extension String {
    /// The text with A–Z lowered, which is how HTTP compares field names.
    var lowercasedASCII: String {
        String(
            decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 },
            as: UTF8.self
        )
    }
}
