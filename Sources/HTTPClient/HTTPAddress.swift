/// The parts of an address that messages may show.
enum HTTPAddress {
    /// The `host[:port]` of an absolute http or https address without any `user:password@`,
    /// or nil when the address is not one.
    static func host(of url: String) -> String? {
        let bytes = Array(url.utf8)
        let lowered = String(decoding: bytes.prefix(8), as: UTF8.self).lowercasedASCII
        let schemeLength: Int
        if lowered.hasPrefix("https://") {
            schemeLength = 8
        } else if lowered.hasPrefix("http://") {
            schemeLength = 7
        } else {
            return nil
        }
        let rest = bytes[schemeLength...]
        let authorityEnd =
            rest.firstIndex {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            }
            ?? rest.endIndex
        var authority = rest[schemeLength..<authorityEnd]
        // Userinfo ends at the last "@" of the authority (a password may itself contain "@"
        // only percent-encoded, but be safe either way).
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            authority = authority[(at + 1)...]
        }
        guard !authority.isEmpty,
            authority.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") })
        else { return nil }
        return String(decoding: authority, as: UTF8.self)
    }
}
