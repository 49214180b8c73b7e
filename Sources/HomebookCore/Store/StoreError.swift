/// Why the database could not be opened or written, phrased for the person at the keyboard.
///
/// SQLite's own codes are translated here, once, so both fronts say the same thing.
public enum StoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The database file, a folder on the way to it, or a backup's new file could not be
    /// made: the one file vocabulary, ``FileError``.
    case file(FileError)
    /// `--db` or `HOMEBOOK_DB` is set to an empty value (a usage error).
    case emptyPath(setting: String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The file is an SQLite database damaged beyond normal use.
    case corrupt(path: String)
    /// A database, `-wal` or `-shm` file belongs to another user or cannot be made private,
    /// so homebook refuses to write the ledger into it.
    case notPrivate(path: String, reason: String)
    /// The file could not be opened (missing folder, permissions, …).
    case cannotOpen(path: String, reason: String)
    /// A write was refused because the file or its folder is read-only.
    case readOnly(path: String)
    /// The disk (or the database's size limit) is full.
    case diskFull
    /// Another process held the database lock past the busy timeout.
    case busy
    /// The schema could not be brought up to date; the migrator's message.
    case migration(String)
    /// The integrity check found problems.
    case integrityCheckFailed([String])
    /// Any other database failure; the message is SQLite's, without bound values.
    case database(String)

    /// A one-line message for `Error: …`.
    ///
    /// Paths and SQLite's messages are shown with control characters made visible and on
    /// one line: a file name may hold an escape sequence, and a CHECK constraint's message
    /// quotes its (multi-line) expression.
    public var description: String {
        switch self {
        case .file(.isDirectory(let path)):
            // Every file a store opens or creates is a database (the store's own or a backup).
            return "\(shown(path)) is a folder, not a database file"
        case .file(let error):
            return error.description
        case .emptyPath(let setting):
            return "\(setting) is empty; give the database file's path"
        case .notADatabase(let path):
            return "\(shown(path)) is not a homebook database (it is not an SQLite file);"
                + " it was left unchanged"
        case .corrupt(let path):
            return "\(shown(path)) is damaged (the database disk image is malformed);"
                + " restore it from a backup"
        case .notPrivate(let path, let reason):
            return "homebook refuses \(shown(path)): \(shown(reason)); nothing was written"
        case .cannotOpen(let path, let reason):
            return "cannot open the database \(shown(path)): \(shown(reason))"
        case .readOnly(let path):
            return "\(shown(path)) is read-only; nothing was saved"
        case .diskFull:
            return "the disk is full; nothing was saved"
        case .busy:
            return "the database is busy (another homebook is writing to it); nothing was saved,"
                + " try again"
        case .migration(let message):
            return message
        case .integrityCheckFailed(let problems):
            return "the integrity check failed: "
                + problems.prefix(5).map(shown).joined(separator: "; ")
        case .database(let message):
            return "database error: \(shown(message))"
        }
    }

    /// Text from outside (a path, SQLite's message) on one line with control characters
    /// made visible.
    private func shown(_ text: String) -> String {
        DisplayText.singleLine(text)
    }
}
