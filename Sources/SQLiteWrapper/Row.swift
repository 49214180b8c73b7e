/// One result row, with every column value copied out of SQLite.
public struct Row: Sendable {
    /// The column values, in select order.
    public let values: [DatabaseValue]
    /// The column names, in select order.
    public let columnNames: [String]

    /// Creates a row from values and their column names.
    public init(values: [DatabaseValue], columnNames: [String]) {
        self.values = values
        self.columnNames = columnNames
    }

    /// The value at a zero-based column index.
    @inlinable
    public subscript(index: Int) -> DatabaseValue {
        values[index]
    }

    /// Decodes the value at a zero-based column index.
    ///
    /// - Throws: ``RowDecodingError`` when the index is out of range or the type differs.
    @inlinable
    public func get<Value: DatabaseValueConvertible>(
        _ index: Int,
        as type: Value.Type = Value.self
    ) throws -> Value {
        guard values.indices.contains(index) else {
            throw RowDecodingError.missingColumn("#\(index)")
        }
        guard let decoded = Value.fromDatabaseValue(values[index]) else {
            throw RowDecodingError.typeMismatch(
                column: columnNames[index],
                expected: "\(Value.self)",
                found: values[index]
            )
        }
        return decoded
    }

    /// Decodes the value of the leftmost column with this name.
    @inlinable
    public func get<Value: DatabaseValueConvertible>(
        _ column: String,
        as type: Value.Type = Value.self
    ) throws -> Value {
        guard let index = columnNames.firstIndex(of: column) else {
            throw RowDecodingError.missingColumn(column)
        }
        return try get(index, as: type)
    }
}

/// A row value could not be decoded as the requested Swift type.
public enum RowDecodingError: Error, CustomStringConvertible, Sendable {
    /// No such column in the row.
    case missingColumn(String)
    /// The column holds a value of another type.
    case typeMismatch(column: String, expected: String, found: DatabaseValue)

    /// A description naming the column; the stored value itself is not shown.
    public var description: String {
        switch self {
        case .missingColumn(let column):
            return "no column \(column) in the row"
        case .typeMismatch(let column, let expected, let found):
            return "column \(column) holds \(found.storageClass), expected \(expected)"
        }
    }
}

extension DatabaseValue {
    /// The storage class name, for messages that must not show the value itself.
    public var storageClass: String {
        switch self {
        case .null: return "NULL"
        case .integer: return "INTEGER"
        case .real: return "REAL"
        case .text: return "TEXT"
        case .blob: return "BLOB"
        }
    }
}
