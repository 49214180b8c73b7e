#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes sure the database file and its `-wal` and `-shm` companions belong to this user and
/// are private before SQLite writes a byte to them (docs/manual.md#storage).
///
/// In a shared sticky folder (like `/tmp`) another user can plant an empty, world-readable
/// `hb.sqlite-wal`; SQLite would happily write the whole ledger into it. So each file that
/// exists must be a regular file owned by the effective user, and loses its group and other
/// permission bits; one that cannot be made private is refused. A companion file that does
/// not exist yet is created here, empty and 0600, with `O_EXCL`: from then on nobody else can
/// plant one (the sticky bit stops them from removing ours), which closes the gap between
/// checking and SQLite's own open. SQLite accepts an empty WAL and an empty wal-index.
enum PrivateDatabaseFiles {
    /// Checks (and makes private) the database file at `path`, which must exist.
    static func secureDatabase(_ path: String) throws(StoreError) {
        // The database itself may be a symbolic link the user made; its target is checked.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == EACCES {
                throw .notPrivate(path: path, reason: "it cannot be read by this user")
            }
            throw .cannotOpen(path: path, reason: SystemCalls.lastErrorMessage())
        }
        defer { close(descriptor) }
        try secure(descriptor, path: path)
    }

    /// Checks the `-wal` and `-shm` files beside the database, creating missing ones 0600.
    ///
    /// SQLite names them after the database's real path (it resolves symbolic links), so the
    /// same is done here.
    ///
    /// - Returns: the companion files created here.
    static func secureCompanions(of path: String) throws(StoreError) -> [String] {
        let base = realPath(path) ?? path
        var created: [String] = []
        for suffix in ["-wal", "-shm"] where try secureCompanion(base + suffix) {
            created.append(base + suffix)
        }
        return created
    }

    /// Checks one companion file, creating it when missing; whether it was created.
    private static func secureCompanion(_ path: String) throws(StoreError) -> Bool {
        let flags = O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        let created = open(path, flags | O_CREAT | O_EXCL, 0o600)
        if created >= 0 {
            // open's mode is reduced by the umask; 0600 exactly is what SQLite would use.
            fchmod(created, 0o600)
            close(created)
            return true
        }
        switch errno {
        case EEXIST:
            break  // someone made it: check whose it is below
        case ELOOP:
            throw .notPrivate(path: path, reason: "it is a symbolic link")
        default:
            // A read-only folder or a full inode table: nothing can be planted by us either,
            // and SQLite reports its own error if it needs the file.
            return false
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .notPrivate(path: path, reason: "it is a symbolic link") }
            if errno == ENOENT { return false }  // SQLite removed it; it recreates it 0600
            throw .notPrivate(path: path, reason: SystemCalls.lastErrorMessage())
        }
        defer { close(descriptor) }
        try secure(descriptor, path: path)
        return false
    }

    /// Refuses a file that is not a regular file owned by this user; removes group and other
    /// permissions, refusing when that fails.
    private static func secure(_ descriptor: Int32, path: String) throws(StoreError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .cannotOpen(path: path, reason: SystemCalls.lastErrorMessage())
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .notPrivate(path: path, reason: "it is not a regular file")
        }
        guard status.st_uid == geteuid() else {
            throw .notPrivate(
                path: path,
                reason: "it belongs to another user (uid \(status.st_uid))"
            )
        }
        let mode = UInt32(status.st_mode) & 0o7777
        guard mode & 0o077 != 0 else { return }
        guard fchmod(descriptor, mode_t(mode & 0o700)) == 0 else {
            throw .notPrivate(
                path: path,
                reason: "others can read or write it and it cannot be made private ("
                    + SystemCalls.lastErrorMessage() + ")"
            )
        }
    }

    /// The canonical absolute path of an existing file, or nil.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
