import SQLiteWrapper

/// Opens a database in a fresh temporary folder, runs `body`, and closes it.
public func withDatabase<Result>(
    _ body: (_ database: Database, _ path: String) throws -> Result
) throws -> Result {
    try withTemporaryDirectory { folder in
        let path = folder + "/test.sqlite"
        let database = try Database(path: path)
        let result = try body(database, path)
        try database.close()
        return result
    }
}

/// Runs `body` and returns the SQLiteError it throws, or nil when it throws none (or another).
public func sqliteError(_ body: () throws -> Void) -> SQLiteError? {
    do {
        try body()
        return nil
    } catch let error as SQLiteError {
        return error
    } catch {
        return nil
    }
}
