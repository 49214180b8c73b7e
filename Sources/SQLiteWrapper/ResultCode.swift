import CSQLite

/// An SQLite result code, primary or extended.
///
/// The raw value is always kept, so codes the wrapper does not name survive intact.
/// Matching with `~=` lets a primary code match its whole extended family:
///
/// ```swift
/// catch let error as SQLiteError where ResultCode.constraint ~= error.code { … }
/// ```
///
/// Related SQLite documentation: <https://www.sqlite.org/rescode.html>
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric code as SQLite returns it.
    public let rawValue: Int32

    /// Wraps a numeric SQLite result code.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code: the low eight bits of an extended code.
    public var primary: ResultCode {
        ResultCode(rawValue: rawValue & 0xFF)
    }

    /// Whether this is an extended code (one that refines a primary code).
    public var isExtended: Bool {
        rawValue > 0xFF
    }

    /// SQLite's English description of the code.
    public var description: String {
        String(cString: sqlite3_errstr(rawValue))
    }

    /// Matches a code against a pattern: equal codes, or a primary pattern and any of its family.
    public static func ~= (pattern: ResultCode, code: ResultCode) -> Bool {
        if pattern.isExtended {
            return pattern == code
        }
        return pattern == code.primary
    }
}

extension ResultCode {
    /// Successful result.
    public static let ok = ResultCode(rawValue: SQLITE_OK)
    /// Generic error.
    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    /// The database file is locked by another connection.
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    /// The busy timeout expired while waiting for a lock.
    public static let busyTimeout = ResultCode(rawValue: CSQLITE_BUSY_TIMEOUT)
    /// A table in the database is locked.
    public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    /// An attempt was made to write a read-only database.
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    /// An I/O error occurred.
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    /// The database file is malformed.
    public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    /// The disk is full, or the database reached its maximum page count.
    public static let full = ResultCode(rawValue: SQLITE_FULL)
    /// The database file could not be opened.
    public static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    /// A constraint was violated.
    public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    /// A CHECK constraint failed.
    public static let constraintCheck = ResultCode(rawValue: CSQLITE_CONSTRAINT_CHECK)
    /// A value of the wrong type was stored in a STRICT table.
    public static let constraintDataType = ResultCode(rawValue: CSQLITE_CONSTRAINT_DATATYPE)
    /// A foreign key constraint failed.
    public static let constraintForeignKey = ResultCode(rawValue: CSQLITE_CONSTRAINT_FOREIGNKEY)
    /// A NOT NULL constraint failed.
    public static let constraintNotNull = ResultCode(rawValue: CSQLITE_CONSTRAINT_NOTNULL)
    /// A PRIMARY KEY constraint failed.
    public static let constraintPrimaryKey = ResultCode(rawValue: CSQLITE_CONSTRAINT_PRIMARYKEY)
    /// A `RAISE()` in a trigger aborted the statement.
    public static let constraintTrigger = ResultCode(rawValue: CSQLITE_CONSTRAINT_TRIGGER)
    /// A UNIQUE constraint failed.
    public static let constraintUnique = ResultCode(rawValue: CSQLITE_CONSTRAINT_UNIQUE)
    /// The library was used incorrectly (for example, a wrong number of arguments).
    public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    /// The file is not a database.
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
    /// `sqlite3_step` produced a row.
    public static let row = ResultCode(rawValue: SQLITE_ROW)
    /// `sqlite3_step` finished.
    public static let done = ResultCode(rawValue: SQLITE_DONE)
}
