extension String {
    /// The text without leading or trailing spaces and tabs.
    var trimmedSpaces: String {
        let bytes = Array(utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }),
            let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }

    /// The text with its first letter lowered, to follow a colon in a message; an
    /// abbreviation ("SSL connect error") keeps its capitals.
    var lowercasedFirst: String {
        let bytes = Array(utf8)
        guard let first = bytes.first, (0x41...0x5A).contains(first) else { return self }
        if bytes.count > 1, (0x41...0x5A).contains(bytes[1]) { return self }
        return String(decoding: [first + 0x20] + bytes.dropFirst(), as: UTF8.self)
    }
}
