/// A file or folder could not be read, created or written, phrased for the person at the
/// keyboard: the one file vocabulary (a ``StoreError`` wraps it for the database's files).
public enum FileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file to create already exists; homebook never overwrites one.
    case exists(path: String)
    /// The name ends in `-wal`, `-shm` or `-journal`: SQLite would take it for a database's
    /// companion file.
    case companionName(path: String)
    /// The path names a folder.
    case isDirectory(path: String)
    /// The file could not be created.
    case cannotCreate(path: String, reason: String)
    /// A folder on the way to a file could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// The file could not be opened or read.
    case cannotRead(path: String, reason: String)
    /// A line (or a quoted CSV field spanning lines) is longer than ``InputLimit/lineBytes``.
    case lineTooLong(path: String, line: Int)
    /// Writing failed (disk full, closed pipe, …).
    case cannotWrite(path: String, reason: String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .exists(let path):
            return
                "\(DisplayText.singleLine(path)) already exists; homebook never overwrites a file"
        case .companionName(let path):
            return "\(DisplayText.singleLine(path)) ends like an SQLite companion file"
                + " (-wal, -shm, -journal) that SQLite may delete; choose another name"
        case .isDirectory(let path):
            return "\(DisplayText.singleLine(path)) is a folder, not a file"
        case .cannotCreate(let path, let reason):
            return
                "cannot create \(DisplayText.singleLine(path)): \(DisplayText.singleLine(reason))"
        case .cannotCreateFolder(let path, let reason):
            return "cannot create the folder \(DisplayText.singleLine(path)):"
                + " \(DisplayText.singleLine(reason))"
        case .cannotRead(let path, let reason):
            return "cannot read \(DisplayText.singleLine(path)): \(reason)"
        case .lineTooLong(let path, let line):
            return "cannot read \(DisplayText.singleLine(path)): line \(line) is longer than"
                + " \(InputLimit.lineBytesText); nothing was saved"
        case .cannotWrite(let path, let reason):
            return "cannot write \(DisplayText.singleLine(path)): \(reason)"
        }
    }
}
