/// A value as SQLite stores it: one of its five storage classes.
///
/// Related SQLite documentation: <https://www.sqlite.org/datatype3.html>
public enum DatabaseValue: Hashable, Sendable {
    /// SQL NULL.
    case null
    /// A signed 64-bit integer.
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text, possibly containing NUL characters.
    case text(String)
    /// Raw bytes.
    case blob([UInt8])
}

extension DatabaseValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    /// SQL NULL.
    public init(nilLiteral: ()) { self = .null }
    /// An integer literal.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A floating-point literal.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// A string literal.
    public init(stringLiteral value: String) { self = .text(value) }
}

/// A Swift type that converts to and from a ``DatabaseValue``.
public protocol DatabaseValueConvertible {
    /// The value to bind for this instance.
    var databaseValue: DatabaseValue { get }
    /// Decodes an instance, or returns nil when the stored value has another type.
    static func fromDatabaseValue(_ value: DatabaseValue) -> Self?
}

extension Int64: DatabaseValueConvertible {
    /// The integer as an SQLite integer.
    @inlinable
    public var databaseValue: DatabaseValue { .integer(self) }
    /// Decodes an SQLite integer.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int64? {
        if case .integer(let number) = value { return number }
        return nil
    }
}

extension Int: DatabaseValueConvertible {
    /// The integer as an SQLite integer.
    @inlinable
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
    /// Decodes an SQLite integer.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Int? {
        if case .integer(let number) = value { return Int(exactly: number) }
        return nil
    }
}

extension Double: DatabaseValueConvertible {
    /// The number as an SQLite real.
    @inlinable
    public var databaseValue: DatabaseValue { .real(self) }
    /// Decodes an SQLite real, or an integer widened to a double.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Double? {
        switch value {
        case .real(let number): return number
        case .integer(let number): return Double(number)
        default: return nil
        }
    }
}

extension String: DatabaseValueConvertible {
    /// The string as SQLite text.
    @inlinable
    public var databaseValue: DatabaseValue { .text(self) }
    /// Decodes SQLite text.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> String? {
        if case .text(let text) = value { return text }
        return nil
    }
}

extension Bool: DatabaseValueConvertible {
    /// The flag as the integer 1 or 0.
    @inlinable
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
    /// Decodes an integer as false when zero, true otherwise.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Bool? {
        if case .integer(let number) = value { return number != 0 }
        return nil
    }
}

extension Array: DatabaseValueConvertible where Element == UInt8 {
    /// The bytes as an SQLite blob.
    @inlinable
    public var databaseValue: DatabaseValue { .blob(self) }
    /// Decodes an SQLite blob.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> [UInt8]? {
        if case .blob(let bytes) = value { return bytes }
        return nil
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// The wrapped value, or NULL.
    @inlinable
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
    /// Decodes NULL as nil and anything else as the wrapped type.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> Wrapped?? {
        if case .null = value { return .some(nil) }
        return Wrapped.fromDatabaseValue(value).map { .some($0) }
    }
}

extension DatabaseValue: DatabaseValueConvertible {
    /// The value itself.
    @inlinable
    public var databaseValue: DatabaseValue { self }
    /// The value itself.
    @inlinable
    public static func fromDatabaseValue(_ value: DatabaseValue) -> DatabaseValue? { value }
}
