import SQLiteWrapper

extension HomebookStore {
    /// Runs SQLite's integrity check and the foreign-key check.
    ///
    /// - Returns: the problems found; empty when the database is healthy.
    public func check() throws -> [String] {
        var problems: [String] = []
        for row in try database.fetchAll("PRAGMA integrity_check") {
            let message: String = try row.get(0)
            if message != "ok" { problems.append(message) }
        }
        for row in try database.fetchAll("PRAGMA foreign_key_check") {
            let table: String = try row.get(0)
            problems.append("a row of \(table) refers to a missing row")
        }
        return problems
    }

    /// Writes a consistent copy of the whole database to a new file at `destination`.
    ///
    /// The copy is taken with SQLite's online backup API, so it is consistent even while
    /// another process writes. An existing file is never overwritten (nor a symbolic link
    /// followed); the new file is 0600. A name ending in `-wal`, `-shm` or `-journal` is
    /// refused: SQLite would take the copy for a companion file and later delete it.
    public func backup(to destination: String) throws(StoreError) {
        if LiteralPath.isCompanionName(destination) {
            throw .companionName(path: destination)
        }
        if SystemCalls.isDirectory(destination) {
            throw .isDirectory(path: destination)
        }
        try SystemCalls.createPrivateFile(destination)
        do {
            let copy = try Database(path: LiteralPath.forSQLite(destination), mode: .readWrite)
            try database.backup(to: copy)
            try copy.close()
        } catch {
            SystemCalls.removeFile(destination)
            SystemCalls.removeFile(destination + "-journal")
            if let error = error as? SQLiteError { throw StoreError(error, path: destination) }
            throw .database("\(error)")
        }
    }
}
