import CSQLite

extension Database {
    /// Copies this whole database into `destination` with SQLite's online backup API.
    ///
    /// The copy is a consistent snapshot even while other processes write: the source is
    /// read inside one read transaction, all pages in a single step.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/backup.html>
    public func backup(to destination: Database) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            throw destination.lastError(sqlite3_errcode(destination.handle), sql: nil)
        }
        let stepCode = sqlite3_backup_step(backup, -1)
        let finishCode = sqlite3_backup_finish(backup)
        guard stepCode == SQLITE_DONE else {
            throw SQLiteError(code: ResultCode(rawValue: stepCode), message: nil)
        }
        try destination.check(finishCode)
    }
}
