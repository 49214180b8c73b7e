import CSQLite

/// A compiled SQL statement: bind arguments, step through rows, reset.
///
/// A statement belongs to the ``Database`` that prepared it and must not outlive it or
/// cross threads. Every fetch resets the statement when it ends (even on error), so no
/// statement is left busy holding a read lock.
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/stmt.html>
public final class Statement {
    /// The SQL text the statement was compiled from.
    public let sql: String
    let handle: OpaquePointer
    private let connection: OpaquePointer
    /// Column names, read once: they do not change for a compiled statement.
    public let columnNames: [String]

    init(handle: OpaquePointer, connection: OpaquePointer, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
        let count = Int(sqlite3_column_count(handle))
        columnNames = (0..<count).map { String(cString: sqlite3_column_name(handle, Int32($0))) }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of `?` parameters the statement expects.
    public var parameterCount: Int {
        Int(sqlite3_bind_parameter_count(handle))
    }

    /// Whether the statement leaves the database unchanged (a `SELECT`, for example).
    public var isReadOnly: Bool {
        sqlite3_stmt_readonly(handle) != 0
    }

    /// Resets the statement and binds `arguments` to its parameters, in order.
    ///
    /// - Throws: ``SQLiteError`` with ``ResultCode/misuse`` when the argument count is
    ///   wrong, or the error SQLite reports for a binding.
    public func bind(_ arguments: [DatabaseValue]) throws {
        // No clear_bindings: the count check below means every parameter is bound again.
        sqlite3_reset(handle)
        guard arguments.count == parameterCount else {
            throw SQLiteError(
                code: .misuse,
                message: "expected \(parameterCount) arguments, got \(arguments.count)",
                sql: sql
            )
        }
        for (offset, argument) in arguments.enumerated() {
            let code = bind(argument, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw error(code) }
        }
    }

    private func bind(_ value: DatabaseValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let number):
            return sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            return sqlite3_bind_double(handle, index, number)
        case .text(let text):
            // An explicit byte length keeps embedded NUL characters; TRANSIENT makes SQLite
            // copy the bytes, so the temporary buffer Swift lends us may go away.
            var text = text
            return text.withUTF8 { bytes in
                // A nil pointer would bind NULL, so empty text points at a static empty string.
                let start = UnsafeRawPointer(bytes.baseAddress ?? Self.emptyText.utf8Start)
                return sqlite3_bind_text64(
                    handle,
                    index,
                    start.assumingMemoryBound(to: CChar.self),
                    UInt64(bytes.count),
                    csqlite_transient(),
                    UInt8(SQLITE_UTF8)
                )
            }
        case .blob(let bytes):
            return bytes.withUnsafeBytes { buffer in
                // A zero-length blob with a nil pointer would bind NULL; zeroblob keeps it a blob.
                guard let base = buffer.baseAddress, buffer.count > 0 else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(
                    handle,
                    index,
                    base,
                    UInt64(buffer.count),
                    csqlite_transient()
                )
            }
        }
    }

    /// Advances to the next row.
    ///
    /// - Returns: true when a row is available, false when the statement is done.
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        default:
            let failure = error(code)
            sqlite3_reset(handle)
            throw failure
        }
    }

    /// Resets the statement so it can run again and releases any lock it holds.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Runs the statement to completion with `arguments`, ignoring any rows.
    public func execute(_ arguments: [DatabaseValue] = []) throws {
        try bind(arguments)
        defer { reset() }
        while try step() {}
    }

    /// Runs the statement and calls `body` with each row as it is read.
    ///
    /// Rows are streamed: memory does not grow with the number of rows.
    public func forEachRow(
        _ arguments: [DatabaseValue] = [],
        _ body: (StatementRow) throws -> Void
    ) throws {
        try bind(arguments)
        defer { reset() }
        while try step() {
            try body(StatementRow(statement: self))
        }
    }

    /// Runs the statement and returns every row.
    public func fetchAll(_ arguments: [DatabaseValue] = []) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(arguments) { rows.append($0.copied) }
        return rows
    }

    /// Runs the statement and returns its first row, or nil when there is none.
    public func fetchOne(_ arguments: [DatabaseValue] = []) throws -> Row? {
        try bind(arguments)
        defer { reset() }
        return try step() ? currentRow() : nil
    }

    /// The row the statement is positioned on, with every column copied out.
    func currentRow() -> Row {
        let values = (0..<Int32(columnNames.count)).map(value(at:))
        return Row(values: values, columnNames: columnNames)
    }

    @usableFromInline func value(at index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            // Read the pointer first, then the length: column_bytes is only valid after the
            // conversion column_text may perform. The length keeps embedded NULs.
            guard let bytes = sqlite3_column_text(handle, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .text(
                String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
            )
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard count > 0, let base = sqlite3_column_blob(handle, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: base, count: count)))
        default:
            return .null
        }
    }

    private static let emptyText: StaticString = ""

    private func error(_ code: Int32) -> SQLiteError {
        // sqlite3_errmsg describes the most recent failure on the connection; read it now.
        SQLiteError(
            code: ResultCode(rawValue: sqlite3_extended_errcode(connection)),
            message: String(cString: sqlite3_errmsg(connection)),
            sql: sql
        )
    }
}

/// A statement is tied to one connection and one thread.
@available(*, unavailable)
extension Statement: Sendable {}
