internal import SQLiteWrapper

extension HomebookStore {
    /// Writes a consistent copy of the whole database to a new file at `destination`.
    ///
    /// The copy is taken with SQLite's online backup API, so it is consistent even while
    /// another process writes. An existing file is never overwritten (nor a symbolic link
    /// followed); the new file is 0600. A name ending in `-wal`, `-shm` or `-journal` is
    /// refused: SQLite would take the copy for a companion file and later delete it.
    public func backup(to destination: String) throws(StoreError) {
        do {
            try SystemCalls.createEmptyPrivateFile(destination, refusingCompanionNames: true)
        } catch {
            throw .file(error)
        }
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
