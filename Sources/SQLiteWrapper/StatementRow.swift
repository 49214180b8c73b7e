import CSQLite

/// Reading a result row's columns by index, whether the row was copied out (``Row``) or is
/// read in place (``StatementRow``); decoders written against it take either.
public protocol ColumnReading {
    /// Decodes the value at a zero-based column index.
    ///
    /// - Throws: ``RowDecodingError`` when the index is out of range or the type differs.
    func get<Value: DatabaseValueConvertible>(_ index: Int, as type: Value.Type) throws -> Value
}

extension ColumnReading {
    /// Decodes the value at a zero-based column index, its type inferred.
    @inlinable
    public func get<Value: DatabaseValueConvertible>(_ index: Int) throws -> Value {
        try get(index, as: Value.self)
    }
}

extension Row: ColumnReading {}

/// The row a statement is positioned on, read in place: only the columns asked for are
/// copied out of SQLite, and no array of values is made per row (a listing of thousands of
/// rows otherwise allocates and frees one for each).
///
/// Valid only inside the ``Statement/forEachRow(_:_:)`` callback it is passed to: the next
/// step moves the statement on.
public struct StatementRow: ColumnReading {
    /// The statement, positioned on the row.
    @usableFromInline let statement: Statement

    @usableFromInline init(statement: Statement) {
        self.statement = statement
    }

    /// The number of columns.
    public var count: Int { statement.columnNames.count }

    /// Decodes the value at a zero-based column index.
    ///
    /// - Throws: ``RowDecodingError`` when the index is out of range or the type differs.
    /// Inlinable, as ``Row/get(_:as:)`` is, so a decoder is specialised for its types rather
    /// than asking the runtime for their metadata on every column.
    @inlinable
    public func get<Value: DatabaseValueConvertible>(
        _ index: Int,
        as type: Value.Type = Value.self
    ) throws -> Value {
        guard statement.columnNames.indices.contains(index) else {
            throw RowDecodingError.missingColumn("#\(index)")
        }
        let value = statement.value(at: Int32(index))
        guard let decoded = Value.fromDatabaseValue(value) else {
            throw RowDecodingError.typeMismatch(
                column: statement.columnNames[index],
                expected: "\(Value.self)",
                found: value
            )
        }
        return decoded
    }

    /// The integer at a zero-based column index, read straight from SQLite without the
    /// typed value ``get(_:as:)`` makes: for scans of thousands of rows (each account's
    /// sums), where that was half the cost of a row.
    ///
    /// - Throws: ``RowDecodingError`` when the index is out of range or the value is not an
    ///   integer (NULL included).
    public func int64(_ index: Int) throws -> Int64 {
        guard statement.columnNames.indices.contains(index) else {
            throw RowDecodingError.missingColumn("#\(index)")
        }
        guard sqlite3_column_type(statement.handle, Int32(index)) == SQLITE_INTEGER else {
            throw RowDecodingError.typeMismatch(
                column: statement.columnNames[index],
                expected: "Int64",
                found: statement.value(at: Int32(index))
            )
        }
        return sqlite3_column_int64(statement.handle, Int32(index))
    }

    /// The whole row copied out, for a caller that keeps it.
    public var copied: Row { statement.currentRow() }
}
