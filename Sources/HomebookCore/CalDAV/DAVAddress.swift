/// Addresses as WebDAV uses them: an origin (`https://host:port`) and paths, which servers
/// may send percent-encoded or not. Paths are kept decoded, so one resource has one key.
enum DAVAddress {
    /// `scheme://authority` of an absolute address, nil when it is not http or https.
    static func origin(of url: String) -> String? {
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return nil }
        let afterScheme = url.index(url.startIndex, offsetBy: lowered.hasPrefix("https") ? 8 : 7)
        let end = url[afterScheme...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
        let origin = String(url[..<(end ?? url.endIndex)])
        return origin.count > (lowered.hasPrefix("https") ? 8 : 7) ? origin : nil
    }

    /// The host (and port) of an address, for messages: never a user or password.
    static func host(of url: String) -> String {
        guard let origin = origin(of: url) else { return url }
        var authority = Substring(origin.drop { $0 != "/" }.drop { $0 == "/" })
        if let at = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: at)...]
        }
        return String(authority)
    }

    /// Whether the authority of `url` holds a password (`user:password@host`).
    static func hasPassword(_ url: String) -> Bool {
        guard let origin = origin(of: url) else { return false }
        let authority = origin.drop { $0 != "/" }.drop { $0 == "/" }
        guard let at = authority.lastIndex(of: "@") else { return false }
        return authority[..<at].contains(":")
    }

    /// Whether a password sent to `url` cannot be read on the way: HTTPS, or plain HTTP to
    /// this machine (127.x.x.x, `localhost`, `[::1]`).
    static func isPrivateChannel(_ url: String) -> Bool {
        let lowered = url.lowercased()
        if lowered.hasPrefix("https://") { return true }
        guard lowered.hasPrefix("http://") else { return false }
        var hostAndPort = host(of: lowered)
        if hostAndPort.hasPrefix("[::1]") { return true }
        if let colon = hostAndPort.lastIndex(of: ":") {
            hostAndPort = String(hostAndPort[..<colon])
        }
        return hostAndPort == "localhost" || hostAndPort.hasPrefix("127.")
    }

    /// The decoded path of an absolute address or an href (`/alice/cal/x.ics`).
    static func path(of href: String) -> String {
        var text = Substring(href)
        if let origin = origin(of: href) { text = text.dropFirst(origin.count) }
        if let query = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            text = text[..<query]
        }
        let decoded = percentDecoded(String(text))
        return decoded.isEmpty ? "/" : decoded
    }

    /// The absolute address of `href` on the server of `base`.
    static func resolve(_ href: String, against base: String) -> String {
        if origin(of: href) != nil { return href }
        let root = origin(of: base) ?? base
        if href.hasPrefix("/") { return root + encoded(path: percentDecoded(href)) }
        var directory = path(of: base)
        if !directory.hasSuffix("/") {
            directory = String(directory[...(directory.lastIndex(of: "/") ?? directory.startIndex)])
        }
        return root + encoded(path: directory + percentDecoded(href))
    }

    /// The address of a decoded `path` on `origin`.
    static func url(_ path: String, on origin: String) -> String {
        origin + encoded(path: path)
    }

    /// A decoded path written for a request line: bytes outside the unreserved set and the
    /// few path characters RFC 3986 allows are percent-encoded.
    static func encoded(path: String) -> String {
        let allowed = Set(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/@:+=,!$&'()*;".utf8
        )
        var result = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// `text` with `%XX` sequences decoded (invalid ones kept as they are).
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let value = UInt8(
                    String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self),
                    radix: 16
                )
            {
                result.append(value)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
