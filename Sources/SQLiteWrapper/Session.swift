import CSQLite

/// An SQLite session: records the changes made to chosen tables of one connection, so they
/// can be read back as a ``Changeset``.
///
/// Only tables with a PRIMARY KEY are recorded (SQLite's rule). Virtual tables are never
/// recorded, so an FTS5 index and its shadow tables stay out unless attached by name.
///
/// Related SQLite documentation: <https://www.sqlite.org/sessionintro.html>
public final class Session {
    private let handle: OpaquePointer
    private let connection: OpaquePointer

    /// Starts recording changes to the `main` schema of `database` (no table yet).
    public init(database: Database) throws {
        var session: OpaquePointer?
        let code = sqlite3session_create(database.handle, "main", &session)
        guard code == SQLITE_OK, let session else {
            throw SQLiteError(code: ResultCode(rawValue: code), message: "cannot create a session")
        }
        self.handle = session
        self.connection = database.handle
    }

    deinit {
        sqlite3session_delete(handle)
    }

    /// Records changes to `table` from now on.
    public func attach(_ table: String) throws {
        let code = sqlite3session_attach(handle, table)
        guard code == SQLITE_OK else {
            throw SQLiteError(
                code: ResultCode(rawValue: code),
                message: "cannot record changes to \(table)"
            )
        }
    }

    /// Whether changes are being recorded; switching off skips them (a bulk insert that is
    /// recorded more compactly elsewhere, for example).
    public var isEnabled: Bool {
        get { sqlite3session_enable(handle, -1) != 0 }
        set { sqlite3session_enable(handle, newValue ? 1 : 0) }
    }

    /// Whether no change has been recorded.
    public var isEmpty: Bool {
        sqlite3session_isempty(handle) != 0
    }

    /// The changes recorded so far, as one changeset.
    public func changeset() throws -> Changeset {
        var size: Int32 = 0
        var buffer: UnsafeMutableRawPointer?
        let code = sqlite3session_changeset(handle, &size, &buffer)
        defer { sqlite3_free(buffer) }
        guard code == SQLITE_OK else {
            throw SQLiteError(
                code: ResultCode(rawValue: code),
                message: String(cString: sqlite3_errmsg(connection))
            )
        }
        guard let buffer, size > 0 else { return Changeset(bytes: []) }
        return Changeset(bytes: Array(UnsafeRawBufferPointer(start: buffer, count: Int(size))))
    }
}

/// A session belongs to one connection and one thread.
@available(*, unavailable)
extension Session: Sendable {}
