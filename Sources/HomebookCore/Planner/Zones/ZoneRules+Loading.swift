/// Finding a named zone's file: `$TZDIR/<name>`, else `/usr/share/zoneinfo/<name>`, where
/// the C library looks too.
extension ZoneRules {
    /// The largest zoneinfo file read: real ones are a few KiB.
    static let fileLimit: Int64 = 1 << 20

    /// The rules of the zone named `name` (already checked to be a plain relative name), or
    /// nil when the system has no readable, well-formed zoneinfo file for it.
    ///
    /// Each zone is read once per process: an imported calendar names its zone on every event.
    static func named(_ name: String) -> ZoneRules? {
        if let known = loaded.withLock({ $0[name] }) { return known }
        let folder = SystemCalls.environment("TZDIR") ?? "/usr/share/zoneinfo"
        let path = folder + "/" + name
        guard SystemCalls.isRegularFile(path), let size = SystemCalls.fileSize(path),
            size <= fileLimit, let bytes = try? FileBytes.read(path),
            let rules = ZoneRules(tzif: bytes)
        else { return nil }
        loaded.withLock { $0[name] = rules }
        return rules
    }
}

/// The zones read so far, by name.
private let loaded = Locked<[String: ZoneRules]>([:])
