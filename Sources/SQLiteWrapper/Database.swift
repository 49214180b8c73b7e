import CSQLite

/// One connection to an SQLite database file.
///
/// Opening configures the connection the way every homebook process needs it: extended
/// result codes, a busy timeout, foreign keys on, double-quoted string literals off, and a
/// format check so a file that is not a database fails at once rather than at first use.
///
/// `Database` is not thread-safe: use it from one thread, as the command-line program does.
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/open.html>
public final class Database {
    /// How to open the file.
    public enum OpenMode: Sendable {
        /// Read and write, creating the file when it is missing.
        case readWriteCreate
        /// Read and write an existing file.
        case readWrite
        /// Read an existing file only; every write fails with ``ResultCode/readOnly``.
        case readOnly

        var flags: Int32 {
            switch self {
            case .readWriteCreate: return SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            case .readWrite: return SQLITE_OPEN_READWRITE
            case .readOnly: return SQLITE_OPEN_READONLY
            }
        }
    }

    /// The path the database was opened with.
    public let path: String
    let handle: OpaquePointer
    var statementCache: [String: Statement] = [:]
    /// What watches every outermost `write { }` (see ``WriteObserver``), in the order they
    /// were added; each is told of every transaction (``addWriteObserver(_:)``).
    public internal(set) var writeObservers: [any WriteObserver] = []
    private var isClosed = false

    /// The default busy timeout: how long a write waits for another process's lock.
    public static let defaultBusyTimeoutMilliseconds: Int32 = 5_000

    /// SQLite's process-wide settings, made before the first connection initialises it.
    private static let configureSQLiteOnce: Void = {
        // Only speed depends on it: were SQLite already initialised, nothing changes.
        _ = csqlite_disable_memory_statistics()
    }()

    /// Opens (or creates) the database at `path` and configures the connection.
    ///
    /// - Parameters:
    ///   - path: a file path, or `:memory:` for a private in-memory database.
    ///   - mode: whether to create, write or only read.
    ///   - busyTimeoutMilliseconds: how long to wait for a lock held by another connection.
    ///   - exclusiveLocking: set `locking_mode=EXCLUSIVE` before the first access, so a WAL
    ///     database is read with a wal-index in heap memory instead of the `-shm` file (which
    ///     cannot be created on a full disk); the connection then locks out other processes
    ///     while it is open. See <https://www.sqlite.org/wal.html#noshm>.
    /// - Throws: ``SQLiteError``; ``ResultCode/notADatabase`` for a file that is not one.
    public init(
        path: String,
        mode: OpenMode = .readWriteCreate,
        busyTimeoutMilliseconds: Int32 = defaultBusyTimeoutMilliseconds,
        exclusiveLocking: Bool = false
    ) throws {
        Self.configureSQLiteOnce
        var connection: OpaquePointer?
        // NOMUTEX: a connection is used from one thread only (Database is not Sendable), so
        // SQLite's per-call mutex is pure overhead.
        let flags = mode.flags | CSQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            // A handle is usually returned even on failure and must still be closed.
            let message = connection.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close(connection)
            throw SQLiteError(code: ResultCode(rawValue: code), message: message)
        }
        self.handle = connection
        self.path = path
        do {
            try configure(
                busyTimeoutMilliseconds: busyTimeoutMilliseconds,
                exclusiveLocking: exclusiveLocking
            )
        } catch {
            sqlite3_close(connection)
            isClosed = true
            throw error
        }
    }

    private func configure(busyTimeoutMilliseconds: Int32, exclusiveLocking: Bool) throws {
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        if exclusiveLocking {
            // "WAL databases can be created, read, and written even if shared memory is
            // unavailable as long as the locking_mode is set to EXCLUSIVE before the first
            // attempted access."
            try execute("PRAGMA locking_mode = EXCLUSIVE")
        }
        try check(csqlite_disable_double_quoted_strings(handle))
        // Foreign keys are off by default and the setting belongs to the connection.
        try execute("PRAGMA foreign_keys = ON")
        // Reading the schema fails with SQLITE_NOTADB for a file that is not a database,
        // here rather than at the first real query. It writes nothing.
        try execute("SELECT count(*) FROM sqlite_schema")
    }

    deinit {
        if !isClosed {
            statementCache.removeAll()
            // close_v2 defers the close until any statement still alive is finalized.
            sqlite3_close_v2(handle)
        }
    }

    /// Finalizes cached statements and closes the connection.
    ///
    /// - Throws: ``ResultCode/busy`` when a statement prepared outside the cache is still
    ///   alive; the error lists the SQL of each.
    public func close() throws {
        guard !isClosed else { return }
        statementCache.removeAll()
        let code = sqlite3_close(handle)
        guard code == SQLITE_OK else {
            var open: [String] = []
            var statement = sqlite3_next_stmt(handle, nil)
            while let current = statement {
                open.append(String(cString: sqlite3_sql(current)))
                statement = sqlite3_next_stmt(handle, current)
            }
            throw SQLiteError(
                code: ResultCode(rawValue: code),
                message: "statements still open: \(open.joined(separator: "; "))"
            )
        }
        isClosed = true
    }

    /// Compiles one SQL statement.
    ///
    /// - Throws: an ``SQLiteError`` for invalid SQL, or ``ResultCode/misuse`` when `sql`
    ///   holds more than one statement (the rest would otherwise be silently ignored).
    public func prepare(_ sql: String) throws -> Statement {
        try prepare(sql, flags: 0)
    }

    func prepare(_ sql: String, flags: UInt32) throws -> Statement {
        var statement: OpaquePointer?
        let text = Array(sql.utf8CString)
        var remainder = ""
        let code = text.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return SQLITE_MISUSE }
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(
                handle,
                base,
                Int32(buffer.count),
                flags,
                &statement,
                &tail
            )
            if let tail { remainder = String(cString: tail) }
            return code
        }
        guard code == SQLITE_OK else { throw lastError(code, sql: sql) }
        guard let statement else {
            throw SQLiteError(code: .misuse, message: "no statement in the SQL text", sql: sql)
        }
        guard Self.isBlank(remainder) else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                code: .misuse,
                message: "more than one statement in a single prepare",
                sql: sql
            )
        }
        return Statement(handle: statement, connection: handle, sql: sql)
    }

    /// Runs one statement with bound arguments, ignoring any rows.
    public func execute(_ sql: String, _ arguments: [DatabaseValue] = []) throws {
        try prepare(sql).execute(arguments)
    }

    /// Runs every statement of a script (a migration, for example), one at a time.
    ///
    /// An error names the statement that failed, not the whole script.
    public func execute(script: String) throws {
        let text = Array(script.utf8CString)
        try text.withUnsafeBufferPointer { buffer in
            guard var cursor = buffer.baseAddress else { return }
            while cursor.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, cursor, -1, &statement, &tail)
                guard code == SQLITE_OK else {
                    throw lastError(code, sql: String(cString: cursor).trimmingWhitespace())
                }
                guard let statement else { break }  // only whitespace or comments remained
                let sql = String(cString: sqlite3_sql(statement)).trimmingWhitespace()
                try Statement(handle: statement, connection: handle, sql: sql).execute()
                guard let tail else { break }
                cursor = tail
            }
        }
    }

    /// Runs a query and returns every row.
    public func fetchAll(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> [Row] {
        try prepare(sql).fetchAll(arguments)
    }

    /// Runs a query and returns its first row, if any.
    public func fetchOne(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> Row? {
        try prepare(sql).fetchOne(arguments)
    }

    /// The number of rows changed by the most recent INSERT, UPDATE or DELETE.
    public var changes: Int {
        Int(sqlite3_changes64(handle))
    }

    /// The rowid of the most recent successful INSERT on this connection.
    public var lastInsertRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    /// Whether the connection is outside any transaction.
    public var isAutocommit: Bool {
        sqlite3_get_autocommit(handle) != 0
    }

    /// Whether the main database was opened (or fell back to) read-only.
    public var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// The SQLite library version, e.g. "3.40.1".
    public static var sqliteVersion: String {
        String(cString: sqlite3_libversion())
    }

    func check(_ code: Int32, sql: String? = nil) throws {
        guard code == SQLITE_OK else { throw lastError(code, sql: sql) }
    }

    func lastError(_ code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(
            code: ResultCode(rawValue: sqlite3_extended_errcode(handle)),
            message: String(cString: sqlite3_errmsg(handle)),
            sql: sql
        )
    }

    private static func isBlank(_ sql: String) -> Bool {
        // A tail of spaces, semicolons or comments is fine; anything else is a second statement.
        var rest = Substring(sql)
        while let first = rest.first {
            if first.isWhitespace || first == ";" {
                rest = rest.dropFirst()
            } else if rest.hasPrefix("--") {
                rest = rest.drop(while: { $0 != "\n" })
            } else if rest.hasPrefix("/*") {
                guard let end = rest.firstRange(of: "*/") else { return true }
                rest = rest[end.upperBound...]
            } else {
                return false
            }
        }
        return true
    }
}

extension String {
    /// The text without leading and trailing white space.
    fileprivate func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

/// A connection is tied to one thread.
@available(*, unavailable)
extension Database: Sendable {}
