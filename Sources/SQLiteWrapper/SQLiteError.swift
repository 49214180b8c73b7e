/// An error reported by SQLite, with its extended code, message and statement.
///
/// The description names the code, SQLite's message and the SQL text, but **never the
/// bound values**: they are private amounts and notes, and must not reach logs or terminals.
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/errcode.html>
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code.
    public let code: ResultCode
    /// SQLite's message, read immediately after the failing call.
    public let message: String
    /// The statement that failed, when there was one.
    public let sql: String?

    /// Creates an error from its parts.
    public init(code: ResultCode, message: String? = nil, sql: String? = nil) {
        self.code = code
        self.message = message ?? code.description
        self.sql = sql
    }

    /// `SQLite error 2067: UNIQUE constraint failed: t.name — while executing `INSERT …``.
    public var description: String {
        var text = "SQLite error \(code.rawValue): \(message)"
        if let sql {
            text += " — while executing `\(sql)`"
        }
        return text
    }
}
