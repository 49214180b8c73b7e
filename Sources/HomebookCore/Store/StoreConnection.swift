internal import SQLiteWrapper

/// The store's connection as the repositories use it: every call translates SQLite's errors.
///
/// Repositories (ledger, recipes, planner, settings, conversions, undo, interchange) hold one
/// of these instead of the bare `Database`, so a failure leaves the core as a ``StoreError``
/// without any front translating it back. Inside a `write` or `read` body the bare connection
/// is passed on: errors thrown there are translated once, when they leave the body.
struct StoreConnection {
    /// The bare connection, for work inside a transaction and for the undo recorder's hooks.
    let database: Database
    /// The database file's path, named by the translated messages.
    let path: String

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction (a savepoint when nested).
    func write<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try access { try $0.write(body) }
    }

    /// Runs `body` in one read transaction, so its queries see one snapshot.
    func read<Result>(_ body: (Database) throws -> Result) throws -> Result {
        try access { try $0.read(body) }
    }

    /// Every row of a query.
    func fetchAll(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> [Row] {
        try access { try $0.fetchAll(sql, arguments) }
    }

    /// The first row of a query, or nil.
    func fetchOne(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> Row? {
        try access { try $0.fetchOne(sql, arguments) }
    }

    /// Runs one statement.
    func execute(_ sql: String, _ arguments: [DatabaseValue] = []) throws {
        try access { try $0.execute(sql, arguments) }
    }

    /// Every row of a query whose prepared statement is kept for reuse.
    func fetchAll(cached sql: String, _ arguments: [DatabaseValue] = []) throws -> [Row] {
        try access { try $0.cachedStatement(sql).fetchAll(arguments) }
    }

    /// Every row of a query whose prepared statement is kept for reuse, each decoded as it
    /// is read (a large result never holds its rows and its values at once).
    func fetchAll<Value>(
        cached sql: String,
        _ arguments: [DatabaseValue] = [],
        decode: (StatementRow) throws -> Value
    ) throws -> [Value] {
        try access { database in
            var values: [Value] = []
            try database.cachedStatement(sql).forEachRow(arguments) {
                values.append(try decode($0))
            }
            return values
        }
    }

    /// The first row of a query whose prepared statement is kept for reuse, or nil.
    func fetchOne(cached sql: String, _ arguments: [DatabaseValue] = []) throws -> Row? {
        try access { try $0.cachedStatement(sql).fetchOne(arguments) }
    }

    /// Runs one statement whose prepared form is kept for reuse.
    func execute(cached sql: String, _ arguments: [DatabaseValue] = []) throws {
        try access { try $0.cachedStatement(sql).execute(arguments) }
    }

    /// Runs `body` with the bare connection outside any new transaction (a statement that
    /// must see the caller's transaction, or a cached statement), translating its errors.
    func access<Result>(_ body: (Database) throws -> Result) throws -> Result {
        do {
            return try body(database)
        } catch {
            throw StoreError.translating(error, path: path)
        }
    }
}
