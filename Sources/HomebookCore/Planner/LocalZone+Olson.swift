#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Olson name of a zone, which an iCalendar TZID needs (docs/manual.md#planner).
extension LocalZone {
    /// The zone's Olson name (`Europe/Berlin`), or nil when none can be found.
    ///
    /// A named zone has its own. The local zone's comes from `TZ` when that is set (also as
    /// `:Europe/Berlin` or a path under `…/zoneinfo/`); else from where `/etc/localtime`
    /// links to; else from `/etc/timezone`. A `TZ` in POSIX form (`UTC0`,
    /// `CET-1CEST,M3.5.0,M10.5.0/3`) has none, and then the other two are not asked: the C
    /// library uses `TZ`, so they may describe another zone.
    public var olsonName: String? {
        name ?? Self.localOlsonName()
    }

    /// The local zone's Olson name (see ``olsonName``); the three lookups are parameters so
    /// tests can try each case without changing the process's zone.
    package static func localOlsonName(
        environment: (String) -> String? = { getenv($0).map { String(cString: $0) } },
        linkTarget: (String) -> String? = LocalZone.linkTarget,
        firstLine: (String) -> String? = LocalZone.firstLine
    ) -> String? {
        if let variable = environment("TZ") {
            var text = Substring(variable)
            if text.hasPrefix(":") { text = text.dropFirst() }
            return text.hasPrefix("/") ? known(underZoneinfo(String(text))) : known(String(text))
        }
        if let target = linkTarget("/etc/localtime"), let name = known(underZoneinfo(target)) {
            return name
        }
        return known(firstLine("/etc/timezone")?.trimmingWhitespace())
    }

    /// `Europe/Berlin` from `/usr/share/zoneinfo/Europe/Berlin` (or `../zoneinfo/posix/…`,
    /// the variant folder some systems link to); nil when the path is not under `zoneinfo/`.
    private static func underZoneinfo(_ path: String) -> String? {
        guard let range = path.ranges(of: "zoneinfo/").last else { return nil }
        var name = path[range.upperBound...]
        for variant in ["posix/", "right/"] where name.hasPrefix(variant) {
            name = name.dropFirst(variant.count)
        }
        return String(name)
    }

    /// `name` when the system has a zoneinfo file for it.
    private static func known(_ name: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        return LocalZone(olsonName: name)?.name
    }

    /// Where the symbolic link at `path` points, or nil when it is not a link.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The first line of the file at `path`, or nil when it cannot be read.
    package static func firstLine(_ path: String) -> String? {
        guard let reader = try? FileLineReader(path: path), let line = try? reader.nextLine()
        else { return nil }
        return String(decoding: line, as: UTF8.self)
    }
}
