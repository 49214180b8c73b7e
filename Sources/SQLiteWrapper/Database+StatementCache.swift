import CSQLite

extension Database {
    /// Returns a compiled statement for `sql`, compiling it on first use.
    ///
    /// Cached statements are prepared with `SQLITE_PREPARE_PERSISTENT` and finalized before
    /// the connection closes. Use the cache for statements a command runs many times
    /// (an import's insert); one-off statements go through ``prepare(_:)``.
    public func cachedStatement(_ sql: String) throws -> Statement {
        if let statement = statementCache[sql] {
            return statement
        }
        let statement = try prepare(sql, flags: UInt32(SQLITE_PREPARE_PERSISTENT))
        statementCache[sql] = statement
        return statement
    }

    /// The number of statements in the cache.
    public var cachedStatementCount: Int {
        statementCache.count
    }
}
