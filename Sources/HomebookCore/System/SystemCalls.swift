#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few operating-system calls homebook needs, in one place.
///
/// Foundation is deliberately not used: loading it costs start-up time that a command
/// answering in a few milliseconds cannot afford.
enum SystemCalls {
    /// The value of an environment variable, or nil when unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether something (file, folder, link) exists at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether `path` is a directory (following links).
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file (following links).
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The permission bits of `path`, or nil when it cannot be read.
    static func permissions(_ path: String) -> UInt32? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt32(status.st_mode) & 0o7777
    }

    /// The size of the file at `path` in bytes, or nil when it cannot be read.
    static func fileSize(_ path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int64(status.st_size)
    }

    /// The current error number's message.
    static func lastErrorMessage() -> String {
        String(cString: strerror(errno))
    }

    /// Creates each missing folder on the way to `path` with mode 0700.
    ///
    /// Existing folders keep their permissions; only the ones created here are private.
    static func createDirectories(_ path: String) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !exists(prefix) {
                guard mkdir(prefix, 0o700) == 0 || errno == EEXIST else {
                    throw .cannotCreateFolder(path: prefix, reason: lastErrorMessage())
                }
                // mkdir's mode is reduced by the umask; make sure it is exactly 0700.
                chmod(prefix, 0o700)
            } else if !isDirectory(prefix) {
                throw .cannotCreateFolder(path: prefix, reason: "it is a file, not a folder")
            }
            prefix += "/"
        }
    }

    /// Creates a new file with mode 0600 and returns its descriptor, open for writing.
    ///
    /// `O_EXCL` makes the check and the creation one step, so an existing file (a symbolic
    /// link included) is never truncated or overwritten, even by a race. With
    /// `refusingCompanionNames`, a name ending in `-wal`, `-shm` or `-journal` is refused:
    /// SQLite would later take the file for a database's companion and delete or replay it.
    static func createPrivateFile(
        _ path: String,
        refusingCompanionNames: Bool = false
    ) throws(FileError) -> Int32 {
        if refusingCompanionNames, LiteralPath.isCompanionName(path) {
            throw .companionName(path: path)
        }
        if isDirectory(path) {
            throw .isDirectory(path: path)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw .exists(path: path) }
            throw .cannotCreate(path: path, reason: lastErrorMessage())
        }
        // The mode given to open is reduced by the umask; make it exactly 0600.
        fchmod(descriptor, 0o600)
        return descriptor
    }

    /// Creates a new, empty file with mode 0600 (see ``createPrivateFile(_:refusingCompanionNames:)``).
    static func createEmptyPrivateFile(
        _ path: String,
        refusingCompanionNames: Bool = false
    ) throws(FileError) {
        close(try createPrivateFile(path, refusingCompanionNames: refusingCompanionNames))
    }

    /// The names in `folder` (not `.` and `..`), sorted; none when it cannot be read.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes a file, ignoring errors (used to clean up after a failed copy).
    static func removeFile(_ path: String) {
        unlink(path)
    }

    /// Seconds since 1970-01-01 UTC.
    static func now() -> Int {
        Int(time(nil))
    }

    /// The local calendar date of a moment.
    static func localDate(secondsSince1970 seconds: Int) -> (year: Int, month: Int, day: Int) {
        var moment = time_t(seconds)
        var parts = tm()
        localtime_r(&moment, &parts)
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }

    /// A moment as ISO 8601 in UTC, e.g. `2026-11-22T16:29:09Z`.
    static func utcTimestamp(secondsSince1970 seconds: Int) -> String {
        var moment = time_t(seconds)
        var parts = tm()
        gmtime_r(&moment, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
            + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
