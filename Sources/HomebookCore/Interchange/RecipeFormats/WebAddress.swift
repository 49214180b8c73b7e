/// Resolves a link written on a web page against the page's address, as a browser does
/// (RFC 3986 §5.2: a scheme-relative `//host/…`, an absolute path `/…`, a query or fragment
/// alone, or a path relative to the page's folder, with `.` and `..` segments removed).
enum WebAddress {
    /// `reference` as an absolute address: itself when it has a scheme, else resolved against
    /// `base`; nil when it is empty, or relative with no absolute base to resolve it against.
    static func resolve(_ reference: String, against base: String?) -> String? {
        guard !reference.isEmpty else { return nil }
        if scheme(of: reference) != nil { return reference }
        guard let base, let baseScheme = scheme(of: base) else { return nil }
        let afterScheme = base.dropFirst(baseScheme.count + 1)
        if reference.hasPrefix("//") { return baseScheme + ":" + reference }
        guard afterScheme.hasPrefix("//") else { return nil }
        let authorityEnd =
            afterScheme.dropFirst(2).firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
            ?? afterScheme.endIndex
        let origin = base[..<authorityEnd]
        let fullPath = base[authorityEnd...].prefix { $0 != "?" && $0 != "#" }
        if reference.hasPrefix("#") {
            return String(base.prefix { $0 != "#" }) + reference
        }
        if reference.hasPrefix("?") { return origin + fullPath + reference }
        let path: String
        if reference.hasPrefix("/") {
            path = reference
        } else {
            let folder = fullPath.lastIndex(of: "/").map { fullPath[...$0] } ?? "/"
            path = folder + reference
        }
        return origin + withoutDotSegments(path)
    }

    /// The scheme of an absolute address (`https` of `https://…`), or nil.
    private static func scheme(of text: String) -> Substring? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return scheme
    }

    /// A path with its `.` and `..` segments applied (its query and fragment kept as written).
    private static func withoutDotSegments(_ path: String) -> String {
        let end = path.firstIndex { $0 == "?" || $0 == "#" } ?? path.endIndex
        var output: [Substring] = []
        let segments = path[..<end].split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            switch segment {
            case ".":
                if last { output.append("") }
            case "..":
                if output.count > 1 { output.removeLast() }
                if last { output.append("") }
            default:
                output.append(segment)
            }
        }
        let joined = output.joined(separator: "/")
        return (joined.hasPrefix("/") ? joined : "/" + joined) + path[end...]
    }
}
