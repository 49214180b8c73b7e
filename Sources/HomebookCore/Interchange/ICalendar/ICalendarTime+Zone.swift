#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding the zone a TZID names (docs/manual.md#planner).
extension ICalendarTime {
    /// The zone of a TZID: an Olson name, also in the prefixed forms some apps write
    /// (`/mozilla.org/20050126_1/Europe/Berlin`, `/citadel.org/…/Europe/Berlin`) and in any
    /// case (`europe/berlin`); else a Windows name through CLDR's table (`W. Europe Standard
    /// Time`), also as Outlook displays it (`(UTC-05:00) Eastern Time (US & Canada)`).
    static func zone(named name: String) -> LocalZone? {
        zone(named: name, defined: [:])
    }

    /// The zone of a TZID: an Olson name the system knows as written; else the file's own
    /// definition (RFC 5545 §3.2.19: the VTIMEZONE in the object defines the TZID, even a
    /// Windows name); else as ``zone(named:)`` finds it.
    static func zone(named name: String, defined: [String: LocalZone]) -> LocalZone? {
        if let zone = olsonZone(named: name) { return zone }
        if let zone = defined[name] { return zone }
        // A Windows name, or the display name Outlook writes without a VTIMEZONE.
        let windows = WindowsDisplayNames.windowsName(name) ?? name.trimmingWhitespace()
        if let olson = WindowsZones.olsonName(windows), let zone = LocalZone(olsonName: olson) {
            return zone
        }
        let components = name.split(separator: "/").map(String.init)
        for index in components.indices {
            if let spelled = systemSpelling(of: Array(components[index...])),
                let zone = LocalZone(olsonName: spelled)
            {
                return zone
            }
        }
        return nil
    }

    /// The zone an Olson name names as written, also after a vendor prefix
    /// (`/mozilla.org/20050126_1/Europe/Berlin`); nil for any other name.
    static func olsonZone(named name: String) -> LocalZone? {
        let components = name.split(separator: "/").map(String.init)
        for index in components.indices {
            let rest = components[index...].joined(separator: "/")
            if let zone = LocalZone(olsonName: rest) { return zone }
        }
        return nil
    }

    /// The zoneinfo name spelled as the system's files are (`Europe/Berlin` for
    /// `EUROPE/berlin`), found one folder at a time; nil when there is none.
    private static func systemSpelling(of components: [String]) -> String? {
        guard !components.isEmpty, components.count <= 4,
            components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { return nil }
        var folder = SystemCalls.environment("TZDIR") ?? "/usr/share/zoneinfo"
        var spelled: [String] = []
        for component in components {
            guard let entry = entry(in: folder, matching: component) else { return nil }
            spelled.append(entry)
            folder += "/" + entry
        }
        return spelled.joined(separator: "/")
    }

    /// The entry of `folder` equal to `name` ignoring case (ASCII), if there is one.
    private static func entry(in folder: String, matching name: String) -> String? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        let wanted = name.lowercased()
        while let entry = readdir(directory) {
            let entryName = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if entryName.lowercased() == wanted { return entryName }
        }
        return nil
    }
}
