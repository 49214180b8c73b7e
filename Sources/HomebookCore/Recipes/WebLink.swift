/// The one parser for recipe links: empty, or an absolute `http`/`https` URL with a host.
///
/// It follows the shape of RFC 3986 (`scheme://[userinfo@]host[:port][/path][?query][#frag]`)
/// without Foundation, and accepts non-ASCII host names and paths as people paste them
/// from a browser. White space and control characters are refused anywhere.
public enum WebLink {
    /// Parses a link as typed.
    ///
    /// - Returns: nil for an empty (or blank) link; otherwise the trimmed link with its
    ///   scheme in lower case (`HTTPS://x.org` is stored as `https://x.org`).
    /// - Throws: ``RecipeError/invalidLink(_:reason:)`` saying what is wrong.
    public static func parse(_ text: String) throws(RecipeError) -> String? {
        let link = text.trimmingWhitespace()
        guard !link.isEmpty else { return nil }
        func refuse(_ reason: String) -> RecipeError { .invalidLink(text, reason: reason) }

        if link.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            throw refuse("it contains a space (write %20 instead)")
        }
        if link.unicodeScalars.contains(where: isControl) {
            throw refuse("it contains a control character")
        }
        guard let separator = link.firstRange(of: "://") else {
            throw refuse("it must start with http:// or https://")
        }
        let scheme = link[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else {
            throw refuse("it must start with http:// or https://")
        }
        let rest = link[separator.upperBound...]
        let authority = rest.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
        if let problem = authorityProblem(authority) {
            throw refuse(problem)
        }
        return scheme + "://" + rest
    }

    /// What is wrong with `[userinfo@]host[:port]`, or nil when it is fine.
    private static func authorityProblem(_ authority: Substring) -> String? {
        // The user information ends at the last "@"; the host and port follow it.
        let hostAndPort =
            authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] }
            ?? authority
        let host: Substring
        let port: Substring?
        if hostAndPort.hasPrefix("[") {
            // An IPv6 literal, e.g. [::1]:8080.
            guard let close = hostAndPort.firstIndex(of: "]") else {
                return "the IPv6 address has no closing ]"
            }
            host = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            let after = hostAndPort[hostAndPort.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else {
                return "only a :port may follow the IPv6 address"
            }
            port = after.isEmpty ? nil : after.dropFirst()
            guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." })
            else { return "the IPv6 address between [ ] is not valid" }
        } else {
            if let colon = hostAndPort.lastIndex(of: ":") {
                host = hostAndPort[..<colon]
                port = hostAndPort[hostAndPort.index(after: colon)...]
            } else {
                host = hostAndPort
                port = nil
            }
            if let problem = hostNameProblem(host) { return problem }
        }
        if let port, !port.isEmpty {
            guard port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(port), number <= 65_535
            else { return "the port after the host must be a number from 0 to 65535" }
        }
        return nil
    }

    /// What is wrong with a registered host name, or nil when it is fine.
    private static func hostNameProblem(_ host: Substring) -> String? {
        guard !host.isEmpty else { return "it has no host name (as in https://example.com)" }
        if let bad = host.first(where: { !isHostCharacter($0) }) {
            return "the host name cannot contain \"\(DisplayText.singleLine(String(bad)))\""
        }
        // "example.com." (fully qualified) is fine; "example..com" and ".com" are not.
        var labels = host.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
        guard labels.allSatisfy({ !$0.isEmpty }) else {
            return "the host name has an empty part between dots"
        }
        return nil
    }

    private static func isHostCharacter(_ character: Character) -> Bool {
        // RFC 3986 unreserved characters and percent-encoding, plus non-ASCII letters of
        // internationalised names (https://bücher.example).
        guard character.isASCII else { return character.isLetter || character.isNumber }
        return character.isLetter || character.isNumber || "-._~%".contains(character)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
