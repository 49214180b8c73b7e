#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the OpenWeather key is kept: never in the database (API keys are not stored there),
/// but in `HOMEBOOK_OPENWEATHER_KEY` or a private file beside the configuration,
/// `$XDG_CONFIG_HOME/homebook/openweather-key` (else `~/.config/homebook/openweather-key`),
/// mode 0600 and owned by the person; see docs/manual.md#weather.
public enum WeatherKeyFile {
    /// The key file's path, or nil when neither XDG_CONFIG_HOME nor HOME is set.
    public static func path(environment: (String) -> String?) -> String? {
        if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            return config + "/homebook/openweather-key"
        }
        if let home = environment("HOME"), !home.isEmpty {
            return home + "/.config/homebook/openweather-key"
        }
        return nil
    }

    /// The key from the variable, else from the file; nil when neither has one. A file that
    /// others could read or that someone else owns is ignored (``check(environment:)`` says why).
    public static func find(environment: (String) -> String?) -> WeatherKey? {
        if let value = environment("HOMEBOOK_OPENWEATHER_KEY")?.trimmingWhitespace(), !value.isEmpty
        {
            return WeatherKey(value: value, source: "HOMEBOOK_OPENWEATHER_KEY")
        }
        guard let path = path(environment: environment), (try? check(path)) == true,
            let text = read(path)?.trimmingWhitespace(), !text.isEmpty
        else { return nil }
        return WeatherKey(value: text, source: path)
    }

    /// Whether the file at `path` exists; throws when it is not private to this user.
    @discardableResult
    public static func check(_ path: String) throws(WeatherKeyError) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notAFile(path) }
        guard info.st_uid == getuid() else { throw .ownedByOther(path) }
        guard info.st_mode & 0o077 == 0 else { throw .readableByOthers(path) }
        return true
    }

    /// Saves `key` to the file (mode 0600), replacing any key there.
    public static func save(
        _ key: String,
        environment: (String) -> String?
    ) throws(WeatherKeyError) -> String {
        let value = key.trimmingWhitespace()
        guard !value.isEmpty, value.utf8.count <= 200,
            value.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { throw .invalidKey }
        guard let path = path(environment: environment) else { throw .noConfigFolder }
        let folder = String(path.dropLast("/openweather-key".count))
        do {
            try SystemCalls.createDirectories(folder)
        } catch {
            throw .cannotWrite(path, "\(error)")
        }
        try check(path)
        unlink(path)
        do {
            let descriptor = try SystemCalls.createPrivateFile(path)
            defer { close(descriptor) }
            let bytes = Array((value + "\n").utf8)
            guard write(descriptor, bytes, bytes.count) == bytes.count else {
                throw WeatherKeyError.cannotWrite(path, SystemCalls.lastErrorMessage())
            }
        } catch let error as WeatherKeyError {
            throw error
        } catch {
            throw .cannotWrite(path, "\(error)")
        }
        return path
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
}

/// Why the key file could not be used or written.
public enum WeatherKeyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key has spaces, control characters or is empty.
    case invalidKey
    /// Neither XDG_CONFIG_HOME nor HOME is set.
    case noConfigFolder
    /// The path is not a regular file (a link, a folder).
    case notAFile(String)
    /// Someone else owns the file.
    case ownedByOther(String)
    /// Group or others may read it.
    case readableByOthers(String)
    /// Writing failed.
    case cannotWrite(String, String)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case .invalidKey: return "an API key is 1 to 200 visible characters without spaces"
        case .noConfigFolder: return "cannot find a folder for the key: set HOME or XDG_CONFIG_HOME"
        case .notAFile(let path):
            return "\(DisplayText.singleLine(path)) is not a regular file; refusing it"
        case .ownedByOther(let path):
            return "\(DisplayText.singleLine(path)) belongs to another user; refusing to use it"
        case .readableByOthers(let path):
            return "\(DisplayText.singleLine(path)) can be read by others; run chmod 600 on it"
        case .cannotWrite(let path, let reason):
            return "cannot write \(DisplayText.singleLine(path)): \(reason)"
        }
    }
}
